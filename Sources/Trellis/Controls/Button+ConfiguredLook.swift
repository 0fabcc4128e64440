extension Button {
    /// One cell count from a configuration's inset: whole cells, never negative.
    private static func cells(_ inset: Double) -> Int {
        inset.isFinite ? Swift.max(Int(inset.rounded()), 0) : 0
    }

    /// Text made drawable on one line.
    private static func oneLine(_ text: String) -> String {
        TextSanitizer.sanitize(String(text.map { $0.isNewline ? " " : $0 }))
    }

    /// The row of content a configuration shows: the image (or the busy glyph), the
    /// padding and the title, and the subtitle's row.
    func configuredContent(_ configuration: Configuration) -> (content: String, subtitle: String?) {
        let title = Button.oneLine(configuration.title ?? title)
        let image = configuration.showsActivityIndicator ? String(activitySpin.glyph) : configuration.image.map { Button.oneLine(String($0)) }
        var content = ""
        if let image {
            content = image
            if !title.isEmpty { content += String(repeating: " ", count: Swift.max(configuration.imagePadding, 0)) }
        }
        content += title
        return (content, configuration.subtitle.map(Button.oneLine))
    }

    /// The size that shows the whole configured content: brackets, insets, the content
    /// and its subtitle row.
    func configuredSize(_ configuration: Configuration) -> Size {
        let (content, subtitle) = configuredContent(configuration)
        let insets = configuration.contentInsets
        let body = Swift.max(DisplayWidth.of(content), subtitle.map { DisplayWidth.of($0) } ?? 0)
        let width = (configuration.style.hasBrackets ? 2 : 0) + Button.cells(insets.leading) + body
            + Button.cells(insets.trailing)
        let height = Button.cells(insets.top) + 1 + (subtitle == nil ? 0 : 1) + Button.cells(insets.bottom)
        return Size(width: Double(width), height: Double(height))
    }

    /// The first row of the configured content in a button `height` rows tall.
    func configuredContentRow(_ configuration: Configuration, height: Int) -> Int {
        let insets = configuration.contentInsets
        let top = Button.cells(insets.top)
        let rows = configuration.subtitle == nil ? 1 : 2
        let room = height - top - Button.cells(insets.bottom)
        return Swift.max(Swift.min(top + Swift.max(room - rows, 0) / 2, height - rows), 0)
    }

    /// The style of the configured content in the button's current state, drawn under `theme`
    /// (a tinted background is mixed from the tint as the theme shows it).
    private func configuredStyle(_ configuration: Configuration, state: ControlState, theme: Theme) -> CellStyle {
        let style = configuration.style
        let tint = drawingTint
        var cell = CellStyle()
        if style.isFilled {
            cell.foreground = configuration.baseBackgroundColor ?? tint
            cell.background = configuration.baseForegroundColor ?? .default
        } else if style.isTinted {
            cell.foreground = configuration.baseForegroundColor ?? tint
            cell.background = ControlColors.tintedBackground(configuration.baseBackgroundColor ?? tint, in: theme)
        } else if style.hasBrackets {
            cell.foreground = configuration.baseForegroundColor ?? titleColor(for: state)
        } else {
            cell.foreground = configuration.baseForegroundColor ?? tint
        }
        if state.contains(.disabled) {
            cell.attributes = style.isFilled ? [.dim, .reverse] : .dim
            return cell
        }
        if style.isFilled != state.contains(.highlighted) { cell.attributes.insert(.reverse) }
        if state.contains(.focused) { cell.attributes.insert(.bold) }
        return cell
    }

    /// Draws the configured look: the look's background over the whole bounds, the
    /// brackets or focus marks at the outer cells, the content centred between the insets,
    /// the subtitle under it.
    func drawConfigured(_ configuration: Configuration, in context: DrawingContext) {
        let bounds = self.bounds
        let width = cellWidth
        let height = bounds.height.isFinite ? Swift.max(Int(bounds.height.rounded(.down)), 0) : 0
        guard width > 0, height > 0 else { return }
        let state = self.state
        let style = configuredStyle(configuration, state: state, theme: context.theme)
        let look = configuration.style
        let ownBackground = look.isFilled || look.isTinted
        if ownBackground { context.fill(bounds, with: " ", style: style) }
        let background: Color? = ownBackground ? nil : backgroundColor
        func put(_ text: String, _ column: Int, _ row: Int, _ cellStyle: CellStyle) {
            context.put(text, at: Point(x: bounds.minX + Double(column), y: bounds.minY + Double(row)),
                        style: cellStyle, background: background)
        }

        let (content, subtitle) = configuredContent(configuration)
        let insets = configuration.contentInsets
        let brackets = look.hasBrackets && width >= 4 ? 1 : 0
        let start = Swift.min(brackets + Button.cells(insets.leading), width)
        let end = Swift.max(width - brackets - Button.cells(insets.trailing), start)
        let row = configuredContentRow(configuration, height: height)
        let focused = state.contains(.focused) && !state.contains(.disabled)

        func centred(_ text: String, _ textStyle: CellStyle, _ row: Int) {
            guard row < height else { return }
            let room = end - start
            let textWidth = DisplayWidth.of(text)
            let fitted = textWidth <= room ? text : TextTruncation.truncate(text, toWidth: room, at: .middle)
            let fittedWidth = textWidth <= room ? textWidth : DisplayWidth.of(fitted)
            put(fitted, start + (room - fittedWidth) / 2, row, textStyle)
        }
        var titleStyle = style
        if state.contains(.selected), !state.contains(.disabled) { titleStyle.attributes.insert(.underline) }
        centred(content, titleStyle, row)
        if let subtitle { centred(subtitle, style, row + 1) }

        let marks: (String, String)? = focused ? ("<", ">") : brackets == 1 ? ("[", "]") : nil
        if let (open, close) = marks {
            if brackets == 1 || Button.cells(insets.leading) > 0 { put(open, 0, row, style) }
            if width > 1, brackets == 1 || Button.cells(insets.trailing) > 0 { put(close, width - 1, row, style) }
        }
    }
}
