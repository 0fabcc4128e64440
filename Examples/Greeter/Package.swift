// swift-tools-version: 6.0
// A template for a Trellis app: copy this folder, rename `Greeter`, and point the
// dependency at Trellis's repository instead of this checkout:
//     .package(url: "https://github.com/<owner>/trellis.git", branch: "main"),
import PackageDescription

let package = Package(
    name: "Greeter",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so the products below are found whatever the checkout's folder is called.
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        // The app: its screens, and `main.swift`, which runs them in the terminal.
        .executableTarget(
            name: "Greeter",
            dependencies: [
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisCurses", package: "Trellis"),
            ]),
        // The screens, driven headless through `HeadlessApp`: no terminal needed.
        .testTarget(
            name: "GreeterTests",
            dependencies: ["Greeter", .product(name: "Trellis", package: "Trellis")]),
    ],
    swiftLanguageModes: [.v6]
)
