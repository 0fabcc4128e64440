// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Trellis", targets: ["Trellis"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "Trellis", dependencies: ["Cassowary"], path: "Sources/Trellis"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
    ],
    swiftLanguageModes: [.v6]
)
