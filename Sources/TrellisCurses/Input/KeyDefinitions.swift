import CNcurses

/// Key sequences that terminals commonly send but their terminfo entry may not list,
/// taught to ncurses at start-up so they arrive as key codes rather than as an escape
/// followed by characters.
///
/// A terminal's keys depend on more than its `TERM`: tmux and screen under
/// `TERM=xterm-256color` send Home and End as `\e[1~` and `\e[4~` (xterm's entry has
/// `\eOH` and `\eOF`), rxvt sends `\e[7~` and `\e[8~`, the Linux console `\e[[A` for F1,
/// and a terminal that ignores the keypad-transmit mode sends arrows as `\e[A` rather than
/// `\eOA`. Each alternative is added only when the entry binds nothing to it, so the
/// entry's own meaning for a sequence always wins.
enum KeyDefinitions {
    /// The alternatives, as sequence and `KEY_*` code.
    static let alternatives: [(sequence: String, code: Int32)] = [
        // Home and End: VT220 (tmux, screen), rxvt, ANSI (normal cursor mode) and
        // application cursor mode.
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
        ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
        // Arrows in normal and in application cursor mode.
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        // The VT220 editing keys.
        ("\u{1B}[2~", KEY_IC), ("\u{1B}[3~", KEY_DC), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
        // Shift-Tab, and Enter on the keypad in application mode.
        ("\u{1B}[Z", KEY_BTAB), ("\u{1B}OM", KEY_ENTER),
        // F1–F4: xterm (SS3), VT220 and rxvt (`\e[11~`…), the Linux console (`\e[[A`…, which
        // also sends F5 that way).
        ("\u{1B}OP", KEY_F0 + 1), ("\u{1B}OQ", KEY_F0 + 2), ("\u{1B}OR", KEY_F0 + 3), ("\u{1B}OS", KEY_F0 + 4),
        ("\u{1B}[11~", KEY_F0 + 1), ("\u{1B}[12~", KEY_F0 + 2), ("\u{1B}[13~", KEY_F0 + 3), ("\u{1B}[14~", KEY_F0 + 4),
        ("\u{1B}[[A", KEY_F0 + 1), ("\u{1B}[[B", KEY_F0 + 2), ("\u{1B}[[C", KEY_F0 + 3), ("\u{1B}[[D", KEY_F0 + 4),
        ("\u{1B}[[E", KEY_F0 + 5),
        // F5–F12 as VT220 numbers them (xterm's entry has these; others may not).
        ("\u{1B}[15~", KEY_F0 + 5), ("\u{1B}[17~", KEY_F0 + 6), ("\u{1B}[18~", KEY_F0 + 7), ("\u{1B}[19~", KEY_F0 + 8),
        ("\u{1B}[20~", KEY_F0 + 9), ("\u{1B}[21~", KEY_F0 + 10), ("\u{1B}[23~", KEY_F0 + 11), ("\u{1B}[24~", KEY_F0 + 12),
    ]

    /// Binds each alternative the current screen's terminfo entry leaves unbound. Call
    /// after `keypad` is on, so ncurses has already loaded the entry's own keys and
    /// `key_defined` sees them.
    static func defineMissingKeys() {
        for (sequence, code) in alternatives where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }
}
