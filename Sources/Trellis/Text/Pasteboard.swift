/// The text cut, copied and killed inside the app, which paste and yank insert: UIKit's
/// `UIPasteboard`, holding plain text only.
///
/// Each ``Application`` has one (``Application/pasteboard``), shared by all its text
/// fields and text views; it is also the kill buffer that Ctrl-K, Ctrl-U, Ctrl-W and Alt-D
/// fill and Ctrl-Y empties into the text, as in the shells, so there is a single buffer
/// rather than a ring.
///
/// A terminal app cannot read the system clipboard; the terminal sends its contents as a
/// bracketed paste when the user pastes. It can write to it on many terminals, through the
/// OSC 52 escape sequence: ``copy(_:)`` hands the text to ``systemClipboardWriter``, which
/// the terminal backend sets to do that where the terminal supports it.
@MainActor
public final class Pasteboard {
    /// Creates an empty pasteboard that writes to no system clipboard.
    public init() {}

    /// The text on the pasteboard, or nil when nothing was cut, copied or killed.
    /// UIKit's `UIPasteboard.string`. Setting it does not reach the system clipboard.
    public var string: String?

    /// Whether there is text to paste. UIKit's `hasStrings`.
    public var hasStrings: Bool { !(string ?? "").isEmpty }

    /// Puts `text` on the pasteboard and gives it to ``systemClipboardWriter``: what cut
    /// and copy do, so the text can be pasted in other programs too.
    public func copy(_ text: String) {
        string = text
        systemClipboardWriter?(text)
    }

    /// Called with the text of each ``copy(_:)``, to put it on the system clipboard; the
    /// terminal backend sets it to write an OSC 52 sequence. Not in UIKit, where the
    /// pasteboard is the system's.
    public var systemClipboardWriter: (@MainActor (String) -> Void)?
}
