// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    // macOS 13 for the standard library's clocks and string searching the toolkit uses.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisCurses", targets: ["TrellisCurses"]),
    ],
    dependencies: [
        // Exact rational arithmetic for the solver tests' reference simplex only; nothing a
        // library product depends on.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        // Rounding calls into libm, which a program that does not import Foundation would
        // otherwise fail to link on Linux.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "Trellis", dependencies: ["Cassowary"], path: "Sources/Trellis",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The system's wide-character ncurses, through a module map and a shim header that
        // picks the platform's header. Which libraries it is differs by platform, so they are
        // linked here rather than by the module map: on Linux libncursesw and libtinfo (as
        // `pkg-config --libs ncursesw` gives them), on macOS the system's libncurses, whose
        // wide-character API is built in.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(
            name: "TrellisCurses", dependencies: ["Trellis", "CNcurses"], path: "Sources/TrellisCurses",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("tinfo", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", .product(name: "BigInt", package: "BigInt")]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "Cassowary", "LegibilityCheck"]),
        .testTarget(name: "TrellisCursesTests", dependencies: ["TrellisCurses", "Trellis", "CNcurses"]),
        // The end-to-end tests run this app in tmux; depending on it makes `swift test` build it.
        .executableTarget(name: "trellis-e2e-app", dependencies: ["Trellis", "TrellisCurses"], path: "Tests/EndToEndApp"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["trellis-e2e-app", "demos", "splash", "menu", "venn", "todo", "monitor", "catalog"]),
        // The demos (spec: the course's apps): what they share, each demo's screens as a
        // library the launcher and the tests use, and each demo's executable.
        .target(name: "DemoSupport", dependencies: ["Trellis", "TrellisCurses"], path: "Demos/DemoSupport"),
        // Splash: the Collaborate logo centred and as large as fits, in three builds.
        .target(name: "SplashDemo", dependencies: ["DemoSupport", "Trellis"], path: "Demos/SplashDemo"),
        .executableTarget(name: "splash", dependencies: ["DemoSupport", "SplashDemo"], path: "Demos/splash"),
        // The menu: the Collaborate menu in two builds, the split view and the Profile screen.
        .target(name: "MenuDemo", dependencies: ["DemoSupport", "Trellis"], path: "Demos/MenuDemo"),
        .executableTarget(name: "menu", dependencies: ["DemoSupport", "MenuDemo"], path: "Demos/menu"),
        // The Venn diagram ("Controlling Auto Layout's Rendering Pipeline"): `swift run venn`.
        .target(name: "VennDemo", dependencies: ["DemoSupport", "Trellis"], path: "Demos/VennDemo"),
        .executableTarget(name: "venn", dependencies: ["DemoSupport", "VennDemo"], path: "Demos/venn"),
        // The catalog: every view, control and controller, one screen each: `swift run catalog`.
        .target(name: "CatalogDemo", dependencies: ["DemoSupport", "Trellis"], path: "Demos/CatalogDemo"),
        .executableTarget(name: "catalog", dependencies: ["DemoSupport", "CatalogDemo"], path: "Demos/catalog"),
        // The launcher, the README's run command: `swift run demos`.
        .executableTarget(
            name: "demos", dependencies: ["DemoSupport", "SplashDemo", "MenuDemo", "VennDemo", "TodoApp", "MonitorApp",
                                          "CatalogDemo", "Trellis", "TrellisCurses"],
            path: "Demos/demos"),
        // The legibility check the demos' and the apps' tests share: a library for tests only.
        .target(name: "LegibilityCheck", dependencies: ["Trellis"], path: "Tests/LegibilityCheck"),
        .testTarget(
            name: "DemoTests",
            dependencies: ["DemoSupport", "Trellis", "SplashDemo", "MenuDemo", "VennDemo", "CatalogDemo",
                           "LegibilityCheck"]),
        // Two real apps on the public API: a todo list saved as JSON, and a system monitor
        // reading /proc. Each is a library of screens and models, and an executable.
        .target(name: "TodoApp", dependencies: ["DemoSupport", "Trellis"], path: "Demos/TodoApp"),
        .executableTarget(name: "todo", dependencies: ["DemoSupport", "TodoApp"], path: "Demos/todo"),
        .target(name: "MonitorApp", dependencies: ["DemoSupport", "Trellis"], path: "Demos/MonitorApp"),
        .executableTarget(name: "monitor", dependencies: ["DemoSupport", "MonitorApp"], path: "Demos/monitor"),
        .testTarget(name: "AppTests", dependencies: ["TodoApp", "MonitorApp", "Trellis", "LegibilityCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
