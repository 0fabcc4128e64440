// swift-tools-version: 6.0
import PackageDescription

// Benchmarks for Trellis, kept out of the main package so that `swift test` and the
// library never build them. Run from the repository root:
//
//     swift run -c release --package-path Benchmarks trellis-bench solver
//     swift run -c release --package-path Benchmarks trellis-bench screen
let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                .product(name: "Cassowary", package: "Trellis"),
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisCurses", package: "Trellis"),
            ],
            path: "Sources/trellis-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
