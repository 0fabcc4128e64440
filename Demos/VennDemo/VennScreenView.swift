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
///   phone, and a required minimum would break (and log) there. While the screen is big
///   enough it holds like the required one; when it cannot, the diagram would come out
///   narrower than the course allows, so ``layoutSubviews()`` hides it and shows
///   ``tooSmallLabel`` instead, above the buttons, which keep working.
final class VennScreenView: View {
    /// The diagram, with the circles inside it.
    let vennDiagram: VennDiagramView
    /// The circles: green on the left, blue on the right, translucent.
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

    /// The screen, with the diagram's and circles' hooks recorded in `log`.
    init(log: PipelineLog) {
        let diagram = VennDiagramView(log: log)
        let left = CircleView(fillColor: .green, log: log, logName: "left")
        let right = CircleView(fillColor: .blue, log: log, logName: "right")
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
            rightCircle.leadingAnchor.constraint(equalTo: leftCircle.trailingAnchor, constant: -PointScale.columns(40)),
            leftCircle.widthAnchor.constraint(equalTo: leftCircle.heightAnchor, multiplier: PointScale.squareWidthPerRow),
            rightCircle.widthAnchor.constraint(equalTo: rightCircle.heightAnchor, multiplier: PointScale.squareWidthPerRow),
        ])
    }

    /// The diagram in the screen: at least 240 points wide, 20 below the top, 20 or more
    /// from each side and 20 from the leading side if it can, centred.
    private func placeDiagram() {
        let margin = PointScale.columns(20)
        minimumDiagramWidth.priority = .required - 1
        let preferredLeading = vennDiagram.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin)
        preferredLeading.priority = .required - 1
        LayoutConstraint.activate([
            minimumDiagramWidth,
            vennDiagram.topAnchor.constraint(equalTo: topAnchor, constant: PointScale.rows(20)),
            vennDiagram.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: margin),
            trailingAnchor.constraint(greaterThanOrEqualTo: vennDiagram.trailingAnchor, constant: margin),
            preferredLeading,
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

    /// Lays the screen out (`super`, first), then shows the diagram only if it came out as
    /// wide as the course requires, and the note otherwise. Hiding changes what is drawn,
    /// not the layout, so this starts no further pass.
    override func layoutSubviews() {
        super.layoutSubviews()
        // Frames are whole cells: the solved width may round down by up to one.
        let fits = vennDiagram.frame.width > minimumDiagramWidth.constant - 1
        vennDiagram.isHidden = !fits
        tooSmallLabel.isHidden = fits
    }
}
