/// One of the two standard streams a full-screen program needs to be a terminal.
public enum StandardStream: Hashable, Sendable {
    /// Standard input, file descriptor 0: where keys and the mouse come from.
    case standardInput
    /// Standard output, file descriptor 1: where the screen is drawn.
    case standardOutput

    /// The stream's file descriptor.
    public var fileDescriptor: Int32 {
        switch self {
        case .standardInput: 0
        case .standardOutput: 1
        }
    }

    /// The stream as a sentence names it: "standard input".
    public var name: String {
        switch self {
        case .standardInput: "standard input"
        case .standardOutput: "standard output"
        }
    }
}
