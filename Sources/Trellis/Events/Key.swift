/// A key on the keyboard, as a terminal reports it: what ``KeyEvent`` carries.
///
/// A terminal reports keys, not presses and releases, and only the keys its escape
/// sequences can name; this is that set. Control combinations are the letter with
/// ``KeyModifiers/control`` (Ctrl-C is `.character("c")` with `.control`), not a key of
/// their own. Not in UIKit, whose `UIKey` names hardware keys.
public enum Key: Hashable, Sendable {
    /// A printable grapheme cluster: a letter, digit, symbol, CJK character, emoji, or a
    /// space (`" "`).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab; Shift-Tab is ``backTab``.
    case tab
    /// Shift-Tab, which terminals report as a key of its own.
    case backTab
    /// Escape, on its own (not the start of a sequence).
    case escape
    /// Backspace, deleting backwards.
    case backspace
    /// Delete, deleting forwards.
    case delete
    /// Insert.
    case insert
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// A function key, F1 being `function(1)`.
    case function(Int)
}
