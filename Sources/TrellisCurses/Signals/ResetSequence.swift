/// The bytes that put a terminal back the way a shell expects it, computed once at start
/// so a crash-signal handler only has to `write(2)` them.
enum ResetSequence {
    /// Mouse reporting off: button-event tracking (1002), SGR coordinates (1006) and
    /// normal tracking (1000), whichever were on.
    static let mouseOff = "\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"

    /// Mouse reporting and bracketed paste (2004) off: the input modes Trellis turns on.
    static let inputModesOff = mouseOff + "\u{1B}[?2004l"

    /// The reset string: mouse reporting and bracketed paste off, any synchronized update ended, attributes
    /// reset, keypad transmit mode off, the cursor shown, and the alternate screen left.
    /// Each terminfo string given (`rmkx`, `cnorm`, `rmcup`) replaces the xterm default
    /// for its step; nil keeps the default.
    static func bytes(exitKeypad: String?, cursorNormal: String?, exitAlternateScreen: String?) -> [UInt8] {
        var text = inputModesOff
        text += "\u{1B}[?2026l"
        text += "\u{1B}[0m"
        text += exitKeypad ?? "\u{1B}[?1l\u{1B}>"
        text += cursorNormal ?? "\u{1B}[?25h"
        text += exitAlternateScreen ?? "\u{1B}[?1049l"
        return Array(text.utf8)
    }
}
