#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Trellis

/// Puts a ``Canvas`` on the ncurses screen: the changed cells into `stdscr`, then one
/// `wnoutrefresh` + `doupdate`, which sends only what differs from what the terminal
/// shows, with ncurses' cursor-movement optimisation.
///
/// - Wide characters go in their left cell; continuation cells are skipped, since the
///   terminal fills them. Combining marks of a cluster go in the same `cchar_t`, up to
///   `CCHARW_MAX` characters; a cluster ncurses refuses whole is drawn by its first scalar.
/// - Colours are degraded to ``colorDepth`` and drawn through colour pairs defined on
///   first use (``ColorPairTable``). When the pairs run out, the table starts over and the
///   frame becomes a full redraw, so no cell keeps a pair that was redefined.
/// - When terminfo has the `Sync` extended capability, each frame is wrapped in the
///   synchronized-update brackets it gives (`\e[?2026h` … `\e[?2026l` on terminals that
///   have it), so the terminal shows the frame whole. Terminals without it get no brackets.
@MainActor
final class ScreenWriter {
    /// The depth colours are degraded to.
    let colorDepth: ColorDepth
    private let colorCount: Int
    private let hasDefaultColors: Bool
    private var pairs: ColorPairTable
    private let outputDescriptor: Int32
    private let synchronizedUpdateStart: [UInt8]
    private let synchronizedUpdateEnd: [UInt8]
    /// Scratch for one cell's characters, `CCHARW_MAX` plus the terminating 0.
    private var characters = [wchar_t](repeating: 0, count: Int(TRELLIS_CCHARW_MAX) + 1)

    /// A writer for the current ncurses screen, which sends its bytes to
    /// `outputDescriptor` (the brackets are written there directly, around `doupdate`).
    init(colorDepth: ColorDepth, colorCount: Int, colorPairs: Int, hasDefaultColors: Bool, outputDescriptor: Int32) {
        self.colorDepth = colorDepth
        self.colorCount = colorCount
        self.hasDefaultColors = hasDefaultColors
        self.outputDescriptor = outputDescriptor
        pairs = ColorPairTable(colorPairs: colorDepth == .monochrome ? 0 : colorPairs)
        if let sync = trellis_string_capability("Sync") {
            synchronizedUpdateStart = Self.bytes(trellis_expand_capability(sync, 1))
            synchronizedUpdateEnd = Self.bytes(trellis_expand_capability(sync, 2))
        } else {
            synchronizedUpdateStart = []
            synchronizedUpdateEnd = []
        }
    }

    /// Whether frames are bracketed as synchronized updates.
    var usesSynchronizedUpdates: Bool { !synchronizedUpdateStart.isEmpty }

    /// Writes `changedCells` of `canvas`, or every cell when `fullRedraw` (the first frame,
    /// after a resize, or the user's Ctrl-L: the terminal is cleared and repainted whole).
    /// Nothing changed and no full redraw: nothing is sent at all.
    func write(_ canvas: Canvas, changedCells: [(x: Int, y: Int)], fullRedraw: Bool, cursor: (x: Int, y: Int)? = nil) {
        let cursorMoved = cursor?.x != shownCursor?.x || cursor?.y != shownCursor?.y
        guard fullRedraw || !changedCells.isEmpty || cursorMoved else { return }
        guard let screen = trellis_stdscr() else { return }
        if fullRedraw || !put(canvas, cells: changedCells, on: screen) {
            pairs.removeAll()
            werase(screen)
            clearok(trellis_curscr(), true)
            let all = (0..<canvas.height).flatMap { y in (0..<canvas.width).map { x in (x: x, y: y) } }
            _ = put(canvas, cells: all, on: screen)
        }
        placeCursor(cursor, on: screen)
        send(synchronizedUpdateStart)
        wnoutrefresh(screen)
        doupdate()
        send(synchronizedUpdateEnd)
    }

    /// The cell the terminal's cursor was last left visible at, nil while hidden.
    private var shownCursor: (x: Int, y: Int)?

    /// Shows the cursor at `cell` after the update (ncurses leaves it where the window's
    /// own cursor is when `leaveok` is off), or hides it.
    private func placeCursor(_ cell: (x: Int, y: Int)?, on screen: UnsafeMutablePointer<WINDOW>) {
        if let cell, cell.y < Int(trellis_lines()), cell.x < Int(trellis_cols()) {
            leaveok(screen, false)
            wmove(screen, Int32(cell.y), Int32(cell.x))
            if shownCursor == nil { curs_set(1) }
            shownCursor = cell
        } else {
            leaveok(screen, true)
            if shownCursor != nil { curs_set(0) }
            shownCursor = nil
        }
    }

    /// Puts `cells` into `screen`; false when the colour pairs ran out part way, in which
    /// case a full redraw must follow. Cells beyond the screen (a canvas not yet resized)
    /// are left out.
    private func put(_ canvas: Canvas, cells: [(x: Int, y: Int)], on screen: UnsafeMutablePointer<WINDOW>) -> Bool {
        let rows = Int(trellis_lines())
        let columns = Int(trellis_cols())
        var exhausted = false
        var cell = cchar_t()
        for (x, y) in cells where x < columns && y < rows && x < canvas.width && y < canvas.height {
            let content = canvas[x, y]
            guard case .character(let character) = content.content else { continue }
            let pair: Int32
            if let number = pairNumber(for: content.style) {
                pair = number
            } else {
                exhausted = true
                pair = 0
            }
            let attributes = Self.attributes(content.style.attributes)
            fill(&cell, character, attributes: attributes, pair: pair)
            mvwadd_wch(screen, Int32(y), Int32(x), &cell)
        }
        return !exhausted
    }

    /// Sets `cell` to `character`: the whole cluster if ncurses accepts it (a spacing
    /// character then combining ones), else its first scalar, else U+FFFD.
    private func fill(_ cell: inout cchar_t, _ character: Character, attributes: attr_t, pair: Int32) {
        let limit = Int(TRELLIS_CCHARW_MAX)
        var count = 0
        for scalar in character.unicodeScalars.prefix(limit) {
            characters[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        characters[count] = 0
        if trellis_setcchar(&cell, characters, attributes, pair) == TRELLIS_OK { return }
        characters[1] = 0
        if trellis_setcchar(&cell, characters, attributes, pair) == TRELLIS_OK { return }
        characters[0] = 0xFFFD
        _ = trellis_setcchar(&cell, characters, attributes, pair)
    }

    /// The pair for a style's colours, defining it on first use; nil when none is left.
    private func pairNumber(for style: CellStyle) -> Int32? {
        guard colorDepth != .monochrome else { return 0 }
        var foreground = colorDepth.cursesColorNumber(style.foreground, colorCount: colorCount)
        var background = colorDepth.cursesColorNumber(style.background, colorCount: colorCount)
        if !hasDefaultColors {
            // Without use_default_colors -1 means nothing; white on black is the usual default.
            if foreground == -1 { foreground = 7 }
            if background == -1 { background = 0 }
        }
        guard let (number, isNew) = pairs.pair(foreground: foreground, background: background) else { return nil }
        if isNew { trellis_init_pair(number, foreground, background) }
        return number
    }

    /// ncurses' attribute bits for Trellis's.
    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var bits = TRELLIS_A_NORMAL
        if attributes.contains(.bold) { bits |= TRELLIS_A_BOLD }
        if attributes.contains(.dim) { bits |= TRELLIS_A_DIM }
        if attributes.contains(.italic) { bits |= TRELLIS_A_ITALIC }
        if attributes.contains(.underline) { bits |= TRELLIS_A_UNDERLINE }
        if attributes.contains(.reverse) { bits |= TRELLIS_A_REVERSE }
        return bits
    }

    private func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Platform.write(outputDescriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { break }
            offset += written
        }
    }

    private static func bytes(_ string: UnsafePointer<CChar>?) -> [UInt8] {
        guard let string else { return [] }
        return Array(String(cString: string).utf8)
    }
}
