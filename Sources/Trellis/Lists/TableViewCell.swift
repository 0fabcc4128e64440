/// One row of a ``TableView``: UIKit's `UITableViewCell`.
///
/// Put custom content in ``contentView`` and constrain it there: with the table's
/// ``TableView/rowHeight`` at ``TableView/automaticDimension`` the row is as tall as that
/// content's constraints make the content view at the row's width (a wrapping label grows
/// the row). Or use the built-in labels of a ``CellStyle``, ``textLabel`` and
/// ``detailTextLabel``, which hold one line each and cut it with `…`. The content view's
/// layout margins are one column on the left and right and none above and below, so
/// `.default` text starts at x 1.
///
/// The table makes cells through ``TableView/dequeueReusableCell(withIdentifier:for:)``
/// and keeps them: a cell whose row leaves the screen goes back to a queue and comes back
/// for another row, after ``prepareForReuse()``.
///
/// How a cell shows its state, in monochrome through attributes alone: the focused row
/// (the table's keyboard focus) and a pressed row in reverse video, a selected row bold,
/// on ``selectedBackgroundColor`` where the terminal has colour.
///
/// Differences from UIKit: the accessory is a character in the last two columns
/// (``accessoryType``; there is no `accessoryView`), ``imageView`` is a character-art
/// ``ImageView``, there is no background or selected-background view (only
/// ``selectedBackgroundColor``), no editing mode, and ``isFocused`` is Trellis's.
@MainActor
open class TableViewCell: View {
    /// Makes a cell of `style` for the reuse queue named `reuseIdentifier`. A class
    /// registered with ``TableView/register(_:forCellReuseIdentifier:)`` is made with this
    /// initializer and `.default`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        clipsToBounds = true
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        contentView.debugName = "TUI-contentView"
        addSubview(contentView)
        let fit = contentView.heightAnchor.constraint(equalToConstant: 0)
        fit.priority = .fittingSizeLevel
        let fill = contentView.heightAnchor.constraint(equalTo: heightAnchor)
        fill.priority = TableViewCell.fillPriority
        let width = contentView.widthAnchor.constraint(equalTo: widthAnchor)
        // Active only while the row's height is fixed (see `sizesToContent`).
        fillConstraint = fill
        widthConstraint = width
        LayoutConstraint.activate([
            contentView.leftAnchor.constraint(equalTo: leftAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            width, fit,
        ])
    }

    /// Below required: content whose own required constraints make it taller than a fixed
    /// row overflows the row (and is clipped) rather than conflicting.
    static let fillPriority = LayoutPriority(999)

    /// The style the cell was made with.
    public let style: CellStyle

    /// The name of the queue the cell goes back to when its row leaves the screen.
    public let reuseIdentifier: String?

    /// The view to put custom content in, inset from the accessory's columns. Constrain
    /// your views to it (or to its layout margins); its height is the row's when rows
    /// size themselves.
    public let contentView = View()

    /// The view that draws the cell's state over its content, made the first time the cell
    /// has a state to show: most cells of a long list never do, and the view and its
    /// constraints would be the cost of every cell made.
    private(set) var overlay: TableViewCellStateOverlay?

    /// The state changed: the overlay draws it again, made now if the cell shows a state.
    private func stateDidChange() {
        if let overlay {
            overlay.setNeedsDisplay()
            return
        }
        guard isSelected || isHighlighted || isFocused else { return }
        let overlay = TableViewCellStateOverlay()
        overlay.cell = self
        overlay.frame = bounds
        // Just in front of the content, where the cell has always kept it.
        insertSubview(overlay, aboveSubview: contentView)
        self.overlay = overlay
    }

    private var fillConstraint: LayoutConstraint?
    private var widthConstraint: LayoutConstraint?

    // MARK: - Built-in content

    /// The main label of the built-in styles, made (and placed in ``contentView``) the
    /// first time it is asked for, as in UIKit; one line, cut with `…`. A cell whose
    /// content is all custom never makes it.
    public var textLabel: Label? {
        installBuiltInLabels()
        return builtInText
    }

    /// The secondary label of `.value1`, `.value2` and `.subtitle`; nil for `.default`.
    /// Made on first use, like ``textLabel``.
    public var detailTextLabel: Label? {
        installBuiltInLabels()
        return builtInDetail
    }

    private var builtInText: Label?
    private var builtInDetail: Label?

    /// Places the style's labels in the content view with constraints, once.
    private func installBuiltInLabels() {
        guard builtInText == nil else { return }
        let text = Label()
        text.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(text)
        builtInText = text
        let margins = contentView.layoutMarginsGuide
        let textLeading = leadingConstraint(for: text)
        labelLeadingConstraints = [textLeading]
        var constraints = [
            textLeading,
            text.topAnchor.constraint(equalTo: contentView.topAnchor),
            text.heightAnchor.constraint(greaterThanOrEqualToConstant: 1),
        ]
        guard style != .default else {
            constraints += [
                text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ]
            LayoutConstraint.activate(constraints)
            return
        }
        let detail = Label()
        detail.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(detail)
        builtInDetail = detail
        switch style {
        case .subtitle:
            detail.textAttributes = .dim
            let detailLeading = leadingConstraint(for: detail)
            labelLeadingConstraints.append(detailLeading)
            constraints += [
                text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                detailLeading,
                detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                detail.heightAnchor.constraint(greaterThanOrEqualToConstant: 1),
                detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ]
        case .value1:
            detail.textAlignment = .right
            detail.textAttributes = .dim
            text.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
            constraints += [
                detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 1),
                detail.topAnchor.constraint(equalTo: contentView.topAnchor),
                text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ]
        case .value2, .default:
            text.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            constraints += [
                detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 1),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.topAnchor.constraint(equalTo: contentView.topAnchor),
                text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ]
        }
        LayoutConstraint.activate(constraints)
    }

    /// The constraints that put the built-in labels' leading edges after the image, or at
    /// the margin while there is none.
    private var labelLeadingConstraints: [LayoutConstraint] = []

    private func leadingConstraint(for label: Label) -> LayoutConstraint {
        if let builtInImage {
            return label.leadingAnchor.constraint(equalTo: builtInImage.trailingAnchor, constant: 1)
        }
        return label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
    }

    /// The picture before the text, made on first use: a character-art ``ImageView`` at
    /// the left margin and the top, as large as its image, with the built-in labels one
    /// column after it.
    public var imageView: ImageView? {
        if let builtInImage { return builtInImage }
        let image = ImageView()
        image.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(image)
        builtInImage = image
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            image.topAnchor.constraint(equalTo: contentView.topAnchor),
            image.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
        ])
        if builtInText != nil {
            LayoutConstraint.deactivate(labelLeadingConstraints)
            labelLeadingConstraints = [builtInText, style == .subtitle ? builtInDetail : nil]
                .compactMap { $0 }.map { leadingConstraint(for: $0) }
            LayoutConstraint.activate(labelLeadingConstraints)
        }
        return image
    }

    private var builtInImage: ImageView?

    /// The mark in the last two columns: `›`, `✓` or `ⓘ`. The content view ends before
    /// those columns while there is one.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            widthConstraint?.constant = accessoryType == .none ? 0 : -2
            setNeedsDisplay()
        }
    }

    // MARK: - State

    /// Whether the row is selected; the table sets it. Shown bold, on
    /// ``selectedBackgroundColor`` in colour.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Sets ``isSelected``; a terminal shows the change at once, so `animated` is ignored.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Whether the row is being pressed (the mouse button is down on it). Shown in
    /// reverse video.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Sets ``isHighlighted``; `animated` is ignored.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Whether the row holds the table's keyboard focus while the table is first
    /// responder. Shown in reverse video. Not in UIKit, whose focus engine draws focus
    /// itself.
    open var isFocused = false {
        didSet { if isFocused != oldValue { stateDidChange() } }
    }

    /// Whether selection changes the look. `.default` by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet { if selectionStyle != oldValue { overlay?.setNeedsDisplay() } }
    }

    /// The background a selected row shows from 16 colours up (a monochrome terminal shows
    /// the bold alone). Blue by default; nil keeps the content's own background.
    open var selectedBackgroundColor: Color? = .blue {
        didSet { if selectedBackgroundColor != oldValue { overlay?.setNeedsDisplay() } }
    }

    // MARK: - Reuse

    /// Called by ``TableView/dequeueReusableCell(withIdentifier:for:)`` before the cell is
    /// handed out again. The default clears the selected, highlighted and focused looks;
    /// an override that resets its own content must call `super`.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        isFocused = false
    }

    // MARK: - What the table sets

    /// Whether the row's height is fixed (the content view fills it) or comes from the
    /// content (the content view takes its natural height and the table reads it).
    var sizesToContent = true {
        didSet {
            guard sizesToContent != oldValue else { return }
            fillConstraint?.isActive = !sizesToContent
        }
    }

    /// Whether the cell's last row is a separator line, which the content view stays above.
    var showsSeparator = false {
        didSet {
            guard showsSeparator != oldValue else { return }
            fillConstraint?.constant = showsSeparator ? -1 : 0
            setNeedsDisplay()
        }
    }

    /// The content view's solved height: the row's natural height, without the separator.
    var solvedContentHeight: Double {
        contentView.layoutVariables.height.value
    }

    // MARK: - Drawing

    /// Draws the accessory in the last two columns and the separator in the last row.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = bounds.width
        let height = bounds.height
        if let symbol = accessoryType.symbol, width >= 2, height >= 1 {
            context.put(String(symbol), at: Point(x: bounds.minX + width - 2, y: bounds.minY))
        }
        if showsSeparator, height >= 1, width >= 1 {
            context.fill(Rect(x: bounds.minX, y: bounds.minY + height - 1, width: width, height: 1),
                         with: "─", style: Trellis.CellStyle(attributes: .dim))
        }
    }
}
