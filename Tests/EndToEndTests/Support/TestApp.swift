import Foundation

/// Where the programs the end-to-end tests run were built: beside the test bundle, in the
/// same build folder, since the test target depends on them.
enum TestApp {
    static let name = "trellis-e2e-app"

    /// The end-to-end test app.
    static var path: String { path(of: name) }

    /// The executable `name` (a demo, say) built beside the tests.
    static func path(of name: String) -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
