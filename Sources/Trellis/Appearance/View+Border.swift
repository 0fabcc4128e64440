// A border around any view, with an optional title in its top edge: the terminal's
// framed box.
extension View {
    /// The line drawn around the view's edge, nil (the default) for none: single, double,
    /// rounded, heavy or ASCII.
    ///
    /// The border lies in the view's outermost cells, over its content and its subviews,
    /// and takes a cell from the layout margins: while there is a border, each margin is
    /// at least one cell, so content laid out against ``layoutMarginsGuide`` sits inside
    /// it. With the default margins of one cell, that content touches the border.
    ///
    /// The border is drawn over what the view draws itself: a view with content of its own
    /// (a label's text) goes inside a bordered container, laid out against its margins; a
    /// bordered ``StackView`` keeps its arranged views inside with
    /// ``StackView/isLayoutMarginsRelativeArrangement``.
    ///
    /// UIKit's nearest is `layer.borderWidth` and `layer.borderColor`, which draw a line
    /// inside the bounds and leave the layout alone; a terminal's border is a whole cell
    /// wide, so here it moves the margins in.
    public var border: BorderStyle? {
        get { borderStorage?.style }
        set {
            let old = borderStorage?.style
            guard newValue != old else { return }
            var storage = borderStorage ?? ViewBorder()
            storage.style = newValue
            borderStorage = storage
            if (old == nil) != (newValue == nil) { borderMarginsDidChange() }
            setNeedsDisplay()
        }
    }

    /// Text shown in the top edge of the ``border``, near its leading corner, as a titled
    /// frame shows its title: `┌─ Title ───┐`. Cut with "…" when the view is too narrow,
    /// and not shown while there is no border or no room for one character of it. Nil by
    /// default. Not in UIKit.
    public var borderTitle: String? {
        get { borderStorage?.title }
        set {
            guard newValue != borderStorage?.title else { return }
            var storage = borderStorage ?? ViewBorder()
            storage.title = newValue
            borderStorage = storage
            setNeedsDisplay()
        }
    }

    /// The colour of the ``border``'s line: ``Color/separator`` by default. Its title is
    /// drawn in ``Color/label``, bold.
    public var borderColor: Color {
        get { borderStorage?.color ?? .separator }
        set {
            guard newValue != borderColor else { return }
            var storage = borderStorage ?? ViewBorder()
            storage.color = newValue
            borderStorage = storage
            setNeedsDisplay()
        }
    }

    /// The margins now include the border's cell, or no longer do.
    private func borderMarginsDidChange() {
        systemConstraintsDidChange()
        layoutMarginsDidChange()
        subviewMarginsMayHaveChanged()
    }

    /// Draws the border and its title over what the view and its subviews drew; the draw
    /// pass calls it last for each view that has a border.
    func drawBorder(in context: DrawingContext) {
        guard let border = borderStorage, let style = border.style else { return }
        let box = Rect(origin: bounds.origin, size: bounds.size).rounded()
        context.drawBorder(box, style: style, cellStyle: CellStyle(foreground: border.color))
        guard let title = border.title, !title.isEmpty, box.height >= 2, box.width.isFinite else { return }
        // ┌─ Title ─┐: a corner and a line piece before the title, a space each side of it,
        // a line piece and a corner after.
        let room = Int(box.width) - 6
        guard room >= 1 else { return }
        let shown = TextTruncation.truncate(TextSanitizer.sanitize(title), toWidth: room, at: .tail)
        let x = box.minX + 2
        let end = context.put(" ", at: Point(x: x, y: box.minY), style: CellStyle(foreground: border.color))
        let after = context.put(shown, at: Point(x: end, y: box.minY),
                                style: CellStyle(foreground: .label, attributes: .bold))
        context.put(" ", at: Point(x: after, y: box.minY), style: CellStyle(foreground: border.color))
    }
}
