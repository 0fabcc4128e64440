import Foundation

/// Where the end-to-end test app was built: beside the test bundle, in the same build
/// folder, since the test target depends on it.
enum TestApp {
    static let name = "trellis-e2e-app"

    static var path: String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
