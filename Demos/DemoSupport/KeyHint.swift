/// One entry of a demo's key hint line: the keys, and what they do.
public struct KeyHint: Sendable, Hashable {
    /// The keys as the user reads them, such as `"1 2 3"` or `"Tab"`.
    public let keys: String
    /// What they do, such as `"switch build"`.
    public let action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }

    /// The hints as one line: `1 2 3 switch build · q quit`.
    public static func line(_ hints: [KeyHint]) -> String {
        hints.map { "\($0.keys) \($0.action)" }.joined(separator: " · ")
    }
}
