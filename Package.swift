// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Trellis", targets: ["Trellis"]),
    ],
    targets: [
        // Rounding calls into libm, which a program that does not import Foundation would
        // otherwise fail to link on Linux.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "Trellis", dependencies: ["Cassowary"], path: "Sources/Trellis",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
    ],
    swiftLanguageModes: [.v6]
)
