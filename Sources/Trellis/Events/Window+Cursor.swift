// The terminal's text cursor: shown only where the focused view asks for it.
extension Window {
    /// Where the terminal's cursor shows, in window coordinates: the first responder's
    /// ``View/textCursorPosition`` rounded down to its cell, or nil when there is no
    /// first responder, it asks for no cursor, or the cell is off the window.
    public var textCursorCell: (x: Int, y: Int)? {
        guard let view = firstResponder as? View, view.window === self,
              let position = view.textCursorPosition else { return nil }
        let point = view.convert(position, to: self)
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let cell = (x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
        guard cell.x >= 0, cell.y >= 0, Double(cell.x) < size.width, Double(cell.y) < size.height else { return nil }
        return cell
    }
}
