import Trellis

/// The Venn diagram screen as the course lays it out in Interface Builder ("Laying out the
/// Venn Diagram", "Fixing the Venn Diagram"): its view controller's view, holding the
/// diagram with its two circles and the Left, Balanced and Right buttons, constrained
/// constraint for constraint as the course constrains them.
///
/// It stands for the course's view controller's view, and the course's constraints "to the
/// container" are made to it. It is a view of its own inside the demo's content view so
/// that the pipeline log pane can take a side of the screen and leave the course's layout
/// whole.
///
/// The course's constraints, in cells (``PointScale``: 5 points a column, 10 points a row):
/// - Each circle in the diagram: the left one's top, leading and bottom, the right one's
///   top, trailing and bottom, 20 points (2 rows, 4 columns) by default and set by the
///   diagram's weight (``VennDiagramView``); the right circle's leading 40 points (8
///   columns) before the left circle's trailing (the "horizontal spacing … an even -40");
///   and each circle's 1:1 aspect ratio, which in cells is `width = 2 × height`.
/// - The diagram: `width >= 240` (48 columns); top 20 (2 rows); leading and trailing
///   `>= 20` (4 columns), with a second leading `== 20` at a priority lowered a little
///   (999); centred horizontally.
/// - The buttons along the bottom edge: the first one's leading and bottom 0 to the
///   container and a height of its own, the others' tops and bottoms aligned with it, each
///   one's leading 0 to the trailing of the one before, the last one's trailing 0 to the
///   container, equal widths; and, as "Fixing the Venn Diagram" leaves it, the Left
///   button's top `>= 8` points (1 row) below the diagram's bottom.
///
/// The course adds its 1:1 aspect ratio while the diagram is selected, "because we always
/// want it to look like a circle"; here it is each circle's, as the layout needs: on the
/// diagram alone it would leave the circles' widths undetermined (only their sum is fixed),
/// and on the diagram as well it would make the diagram `a + b + 40` points tall and wide,
/// against its `width >= 240`.
///
/// Differences from the course:
/// - The buttons' height of 44 points is 1 row, a terminal button's height, as 44 points is
///   the standard height of a control on iOS.
/// - `width >= 240` has priority 999 rather than 1000: a terminal can be far smaller than a
///   phone, and a required minimum would break (and log) there.
/// - A terminal too small for the course's sizes gets a smaller diagram: ``fitDiagram(in:)``
///   picks the largest ``scale`` (down to ``smallestScale``) at which the diagram fits
///   above the buttons, and every constant of the diagram and its circles is the course's
///   times that scale. Only when even the smallest diagram does not fit, or the buttons
///   themselves no longer fit side by side, is the diagram hidden behind
///   ``tooSmallLabel``, above the buttons, which keep working.
final class VennScreenView: View {
    /// The diagram, with the circles inside it.
    let vennDiagram: VennDiagramView
    /// The circles: green on the left, blue on the right, translucent (half, and 45 % for
    /// the blue one, whose overlap with the green then shows as cyan on an 8-colour
    /// terminal rather than as the blue circle's own colour).
    let leftCircle: CircleView
    let rightCircle: CircleView

    /// The three buttons, in the order they sit along the bottom.
    let leftButton = Button(title: "Left")
    let balancedButton = Button(title: "Balanced")
    let rightButton = Button(title: "Right")

    /// What shows in place of the diagram when the screen is too small for it.
    let tooSmallLabel = Label(text: "Too small for the Venn diagram")

    /// The course's `width >= 240` on the diagram.
    let minimumDiagramWidth: LayoutConstraint

    /// The constraints whose constants follow ``scale``: the diagram's top and side
    /// margins, and the circles' overlap.
    private var diagramTop: LayoutConstraint!
    private var diagramLeadingMinimum: LayoutConstraint!
    private var diagramTrailingMinimum: LayoutConstraint!
    private var diagramPreferredLeading: LayoutConstraint!
    private var circleOverlap: LayoutConstraint!

    /// How much smaller than the course's the diagram is drawn: 1 (the course's sizes)
    /// whenever the terminal has room, down to ``smallestScale``. Set by
    /// ``fitDiagram(in:)``.
    private(set) var scale: Double = 1 {
        didSet {
            guard scale != oldValue else { return }
            applyScale()
        }
    }

    /// The smallest scale the diagram is drawn at: a fifth of the course's, a diagram
    /// about 10 columns wide.
    static let smallestScale = 0.2

    /// The scales tried, from the course's size down, in steps of 5 %.
    /// (Twentieths counted whole, so each is exact: 0.25 rather than a sum's 0.2499….)
    private static let scales = (4...20).reversed().map { Double($0) / 20 }

    /// The screen, with the diagram's and circles' hooks recorded in `log`.
    init(log: PipelineLog) {
        let diagram = VennDiagramView(log: log)
        let left = CircleView(fillColor: .green, log: log, logName: "left")
        // A little less than half: the overlap then leans to cyan rather than lying
        // exactly between cyan and blue, so 8 and 16 colours show it apart from the blue.
        let right = CircleView(fillColor: .blue, fillOpacity: 0.45, log: log, logName: "right")
        vennDiagram = diagram
        leftCircle = left
        rightCircle = right
        minimumDiagramWidth = diagram.widthAnchor.constraint(greaterThanOrEqualToConstant: PointScale.columns(240))
        super.init(frame: .zero)
        debugName = "screen"
        translatesAutoresizingMaskIntoConstraints = false
        diagram.addSubview(left)
        diagram.addSubview(right)
        for view in [diagram, leftButton, balancedButton, rightButton, tooSmallLabel] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        connectCircles()
        placeDiagram()
        placeButtons()
        placeTooSmallLabel()
    }

    /// The six outlets and the three fixed constraints of the circles.
    private func connectCircles() {
        let diagram = vennDiagram
        circleOverlap = rightCircle.leadingAnchor.constraint(equalTo: leftCircle.trailingAnchor,
                                                             constant: -PointScale.columns(40))
        let inset = VennDiagramView.innerInset
        diagram.leftTopConstraint = leftCircle.topAnchor.constraint(equalTo: diagram.topAnchor, constant: inset.rows)
        diagram.leftLeadingConstraint = leftCircle.leadingAnchor.constraint(equalTo: diagram.leadingAnchor,
                                                                            constant: inset.columns)
        diagram.leftBottomConstraint = diagram.bottomAnchor.constraint(equalTo: leftCircle.bottomAnchor,
                                                                       constant: inset.rows)
        diagram.rightTopConstraint = rightCircle.topAnchor.constraint(equalTo: diagram.topAnchor, constant: inset.rows)
        diagram.rightTrailingConstraint = diagram.trailingAnchor.constraint(equalTo: rightCircle.trailingAnchor,
                                                                            constant: inset.columns)
        diagram.rightBottomConstraint = diagram.bottomAnchor.constraint(equalTo: rightCircle.bottomAnchor,
                                                                        constant: inset.rows)
        LayoutConstraint.activate([
            diagram.leftTopConstraint, diagram.leftLeadingConstraint, diagram.leftBottomConstraint,
            diagram.rightTopConstraint, diagram.rightTrailingConstraint, diagram.rightBottomConstraint,
        ].compactMap { $0 })
        LayoutConstraint.activate([
            circleOverlap,
            leftCircle.widthAnchor.constraint(equalTo: leftCircle.heightAnchor, multiplier: PointScale.squareWidthPerRow),
            rightCircle.widthAnchor.constraint(equalTo: rightCircle.heightAnchor, multiplier: PointScale.squareWidthPerRow),
        ])
    }

    /// The diagram in the screen: at least 240 points wide, 20 below the top, 20 or more
    /// from each side and 20 from the leading side if it can, centred.
    private func placeDiagram() {
        let margin = PointScale.columns(20)
        minimumDiagramWidth.priority = .required - 1
        diagramPreferredLeading = vennDiagram.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin)
        diagramPreferredLeading.priority = .required - 1
        diagramTop = vennDiagram.topAnchor.constraint(equalTo: topAnchor, constant: PointScale.rows(20))
        diagramLeadingMinimum = vennDiagram.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: margin)
        diagramTrailingMinimum = trailingAnchor.constraint(greaterThanOrEqualTo: vennDiagram.trailingAnchor, constant: margin)
        LayoutConstraint.activate([
            minimumDiagramWidth, diagramTop, diagramLeadingMinimum, diagramTrailingMinimum, diagramPreferredLeading,
            vennDiagram.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }

    /// The buttons: edge to edge along the bottom, equal widths, the first one at least 8
    /// points below the diagram.
    private func placeButtons() {
        LayoutConstraint.activate([
            leftButton.leadingAnchor.constraint(equalTo: leadingAnchor),
            bottomAnchor.constraint(equalTo: leftButton.bottomAnchor),
            leftButton.heightAnchor.constraint(equalToConstant: 1),
            balancedButton.topAnchor.constraint(equalTo: leftButton.topAnchor),
            balancedButton.bottomAnchor.constraint(equalTo: leftButton.bottomAnchor),
            rightButton.topAnchor.constraint(equalTo: leftButton.topAnchor),
            rightButton.bottomAnchor.constraint(equalTo: leftButton.bottomAnchor),
            balancedButton.leadingAnchor.constraint(equalTo: leftButton.trailingAnchor),
            rightButton.leadingAnchor.constraint(equalTo: balancedButton.trailingAnchor),
            trailingAnchor.constraint(equalTo: rightButton.trailingAnchor),
            balancedButton.widthAnchor.constraint(equalTo: leftButton.widthAnchor),
            rightButton.widthAnchor.constraint(equalTo: leftButton.widthAnchor),
            leftButton.topAnchor.constraint(greaterThanOrEqualTo: vennDiagram.bottomAnchor, constant: PointScale.rows(8)),
        ])
    }

    /// The note, not in the course: as wide as the screen, its text centred and wrapped,
    /// where the diagram would start, kept above the buttons and inside the screen. Its
    /// vertical constraints are optional, so no terminal is too small for it.
    private func placeTooSmallLabel() {
        tooSmallLabel.numberOfLines = 0
        tooSmallLabel.textAlignment = .center
        tooSmallLabel.textAttributes = .dim
        tooSmallLabel.isHidden = true
        let top = tooSmallLabel.topAnchor.constraint(equalTo: topAnchor, constant: PointScale.rows(20))
        top.priority = .medium  // below the label's compression resistance: cut the gap, not the text
        let aboveButtons = tooSmallLabel.bottomAnchor.constraint(lessThanOrEqualTo: leftButton.topAnchor)
        aboveButtons.priority = .required - 1
        let belowTop = tooSmallLabel.topAnchor.constraint(greaterThanOrEqualTo: topAnchor)
        belowTop.priority = .required - 1
        LayoutConstraint.activate([
            tooSmallLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            tooSmallLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            top, aboveButtons, belowTop,
        ])
    }

    /// Lays the screen out (`super`, first), then shows the diagram only if there was room
    /// for it at some scale and it came out as wide as that scale requires, and the note
    /// otherwise. Hiding changes what is drawn, not the layout, so this starts no further
    /// pass.
    override func layoutSubviews() {
        super.layoutSubviews()
        // Frames are whole cells: the solved width may round down by up to one.
        let fits = hasRoomForDiagram && vennDiagram.frame.width > minimumDiagramWidth.constant - 1
        vennDiagram.isHidden = !fits
        tooSmallLabel.isHidden = fits
    }

    /// Sets ``scale`` to the largest that fits in `size`, the room the screen has, and
    /// whether any does. Its controller calls it when the terminal's size or the log
    /// pane changes, before the layout pass that lays the screen out in that room, so the
    /// scale depends on the terminal and the pane alone, never on an earlier layout.
    func fitDiagram(in size: Size) {
        let fitting = fittingScale(for: size)
        hasRoomForDiagram = fitting != nil
        scale = fitting ?? VennScreenView.smallestScale
        setNeedsLayout()
    }

    /// Whether the last ``fitDiagram(in:)`` found room for the diagram at some scale.
    private var hasRoomForDiagram = true

    /// The largest scale at which the diagram, weighted either way, fits in `size` with
    /// the course's margins above it and beside it, a row between it and the buttons;
    /// nil when none does, or when the three buttons no longer fit side by side.
    func fittingScale(for size: Size) -> Double? {
        let widestButton = [leftButton, balancedButton, rightButton].map(\.intrinsicContentSize.width).max() ?? 0
        guard size.width >= 3 * widestButton else { return nil }
        return VennScreenView.scales.first { scale in
            let inner = VennDiagramView.innerInset(scale: scale), outer = VennDiagramView.outerInset(scale: scale)
            let minimumWidth = PointScale.columns(240, scale: scale)
            let overlap = PointScale.columns(40, scale: scale)
            // The diagram's width for a height H, weighted: inner.columns + 2(H − 2 inner.rows)
            // − overlap + 2(H − 2 outer.rows) + outer.columns; the least H that reaches the
            // minimum width, and the smaller circle at least a row tall.
            let neededHeight = Swift.max(
                ((minimumWidth - inner.columns - outer.columns + overlap + 4 * inner.rows + 4 * outer.rows) / 4).rounded(.up),
                2 * outer.rows + 1)
            let height = PointScale.rows(20, scale: scale) + neededHeight + buttonGap(scale: scale) + 1
            let width = minimumWidth + 2 * PointScale.columns(20, scale: scale)
            return height <= size.height && width <= size.width
        }
    }

    /// The rows between the diagram and the buttons: the course's 8 points, at least one.
    private func buttonGap(scale: Double) -> Double {
        Swift.max(PointScale.rows(8, scale: scale), 1)
    }

    /// Sets the constants that follow ``scale``, the diagram's insets included.
    private func applyScale() {
        let margin = PointScale.columns(20, scale: scale)
        minimumDiagramWidth.constant = PointScale.columns(240, scale: scale)
        diagramTop.constant = PointScale.rows(20, scale: scale)
        diagramLeadingMinimum.constant = margin
        diagramTrailingMinimum.constant = margin
        diagramPreferredLeading.constant = margin
        circleOverlap.constant = -PointScale.columns(40, scale: scale)
        vennDiagram.scale = scale
    }
}
