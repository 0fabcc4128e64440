import CNcurses
import Trellis

/// What one `get_wch` call (and, for `KEY_MOUSE`, the `getmouse` after it) returned, before
/// decoding: the boundary between the C calls and ``InputDecoder``, so decoding can be
/// tested without a terminal.
enum CursesInput: Hashable, Sendable {
    /// `get_wch` returned `OK`: a character, as a Unicode scalar value (controls included).
    case character(UInt32)
    /// `get_wch` returned `KEY_CODE_YES`: a `KEY_*` code, and its `keyname` for the codes
    /// ncurses assigns at run time to terminfo's extended keys (`kUP5`, `kDC3`, …).
    case key(Int32, name: String?)
    /// A `KEY_MOUSE` and the event `getmouse` gave for it: cell and `bstate` bits.
    case mouse(x: Int, y: Int, state: mmask_t)
    /// A `KEY_RESIZE`, with the size ncurses has just taken from the terminal.
    case resize(Size)
}
