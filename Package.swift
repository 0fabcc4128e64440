// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
