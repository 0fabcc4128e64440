import Foundation

/// Where the programs the end-to-end tests run were built: beside the test bundle, in the
/// same build folder, since the test target depends on them.
enum TestApp {
    static let name = "trellis-e2e-app"

    /// The end-to-end test app.
    static var path: String { path(of: name) }

    /// The executable `name` (a demo, say) built beside the tests.
    static func path(of name: String) -> String {
        buildFolder.appendingPathComponent(name).path
    }

    /// The folder the test bundle is in: on Linux the test binary's (/proc/self/exe), on
    /// macOS the `.xctest` bundle's, which a runner process loads.
    private static var buildFolder: URL {
        #if os(Linux)
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        #else
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        return bundle?.bundleURL.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #endif
    }
}
