/// Why a ``HeadlessApp`` could not do what a test asked.
public enum HeadlessAppError: Error, Equatable, CustomStringConvertible {
    /// ``HeadlessApp/click(onText:button:)`` looked for text the screen does not show;
    /// `screen` is what it showed, one row per line.
    case textNotFound(String, screen: String)

    /// The text and the screen it was not found on, each row between bars.
    public var description: String {
        switch self {
        case .textNotFound(let text, let screen):
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }
            return "\"\(text)\" is not on the screen:\n" + rows.joined(separator: "\n")
        }
    }
}
