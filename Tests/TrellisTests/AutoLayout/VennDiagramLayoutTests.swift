import Testing
@testable import Trellis

/// Which circle of the Venn diagram is bigger (the course's "Setting up the Venn Diagram").
enum VennWeight: Sendable, CaseIterable {
    case left, balanced, right
}

/// The course's `VennDiagram` view: two overlapping circles, each pinned to the diagram's
/// top and bottom and to one of its sides, the constants chosen in `updateConstraints()`
/// from ``weight``.
///
/// Terminal scaling: the course's 20 and 40 points become 2 and 4 cells, and the circles'
/// overlap of −40 points becomes −4 columns. The circles stay "square" as the course asks,
/// which in cells means `width = 2 × height`: a cell is about twice as tall as it is wide,
/// so a 2:1 box of cells looks square and holds a round circle.
final class VennDiagramView: View {
    let leftCircle = View.constrained("leftCircle")
    let rightCircle = View.constrained("rightCircle")
    /// The six constraints the course connects as outlets: the left circle's top, leading
    /// and bottom, the right circle's top, trailing and bottom.
    private(set) var leftConstraints: [LayoutConstraint] = []
    private(set) var rightConstraints: [LayoutConstraint] = []
    /// The overlap and the two aspect ratios.
    private(set) var fixedConstraints: [LayoutConstraint] = []
    /// What ran, in order: `updateConstraints` and `layoutSubviews`.
    var events: [String] = []

    var weight: VennWeight = .balanced {
        didSet { setNeedsUpdateConstraints() }
    }

    init() {
        super.init(frame: .zero)
        debugName = "vennDiagram"
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(leftCircle)
        addSubview(rightCircle)
        // Balanced to start with: every constant 2.
        leftConstraints = [
            leftCircle.topAnchor.constraint(equalTo: topAnchor, constant: 2),
            leftCircle.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 2),
            bottomAnchor.constraint(equalTo: leftCircle.bottomAnchor, constant: 2),
        ]
        rightConstraints = [
            rightCircle.topAnchor.constraint(equalTo: topAnchor, constant: 2),
            trailingAnchor.constraint(equalTo: rightCircle.trailingAnchor, constant: 2),
            bottomAnchor.constraint(equalTo: rightCircle.bottomAnchor, constant: 2),
        ]
        fixedConstraints = [
            // The horizontal spacing "made an even -40".
            rightCircle.leadingAnchor.constraint(equalTo: leftCircle.trailingAnchor, constant: -4),
            leftCircle.widthAnchor.constraint(equalTo: leftCircle.heightAnchor, multiplier: 2),
            rightCircle.widthAnchor.constraint(equalTo: rightCircle.heightAnchor, multiplier: 2),
        ]
        LayoutConstraint.activate(leftConstraints + rightConstraints + fixedConstraints)
    }

    /// The course's switch: the bigger circle is 2 cells from the diagram's edges, the
    /// smaller 4; balanced, both 2. `super` is called last (bottom-up pass).
    override func updateConstraints() {
        events.append("updateConstraints")
        let (left, right): (Double, Double) = switch weight {
        case .left: (2, 4)
        case .balanced: (2, 2)
        case .right: (4, 2)
        }
        for constraint in leftConstraints { constraint.constant = left }
        for constraint in rightConstraints { constraint.constant = right }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        events.append("layoutSubviews")
    }
}

/// The course's Venn diagram screen ("Laying out the Venn Diagram", "Breaking Down the
/// Venn Diagram"), rebuilt in a window with a view controller.
@MainActor
@Suite struct VennDiagramLayoutTests {
    /// The view controller: the diagram and the Left / Balanced / Right buttons.
    ///
    /// The diagram (course values scaled as above; 8 points become 1 cell):
    /// - `width >= 24` (240 points: "so it fits within the width of the phone frame");
    /// - `top = 2`, `leading >= 2`, `trailing >= 2`, and `leading = 2` at a priority
    ///   lowered "a little bit", 999, so it gives way when it cannot hold;
    /// - centred horizontally in the container.
    /// The course's 1:1 aspect ratio ("we always want it to look like a circle") is the
    /// circles', given in ``VennDiagramView``; one on the diagram as well would fix its
    /// height twice (its height already follows from its width through the circles), and
    /// the two would conflict with `width >= 24`.
    ///
    /// The buttons: along the bottom edge, leading and trailing 0 to the container and 0
    /// to each other, tops and bottoms aligned with the first, equal widths, the first 1
    /// row tall (the course's 44-point height), and `left.top >= diagram.bottom + 1`, the
    /// course's fixed constraint (to the diagram, not to a circle).
    private final class VennViewController: ViewController {
        let vennDiagram = VennDiagramView()
        let leftButton = IntrinsicView("[Left]", width: 6, height: 1)
        let balancedButton = IntrinsicView("[Balanced]", width: 10, height: 1)
        let rightButton = IntrinsicView("[Right]", width: 7, height: 1)
        /// The weight viewDidLoad sets, as the course's controller does; nil to leave it.
        let initialWeight: VennWeight?

        init(weight: VennWeight? = nil) {
            initialWeight = weight
            super.init()
        }

        override func viewDidLoad() {
            for subview in [vennDiagram, leftButton, balancedButton, rightButton] { view.addSubview(subview) }
            let preferredLeading = vennDiagram.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2)
            preferredLeading.priority = .required - 1
            LayoutConstraint.activate([
                vennDiagram.widthAnchor.constraint(greaterThanOrEqualToConstant: 24),
                vennDiagram.topAnchor.constraint(equalTo: view.topAnchor, constant: 2),
                vennDiagram.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 2),
                view.trailingAnchor.constraint(greaterThanOrEqualTo: vennDiagram.trailingAnchor, constant: 2),
                preferredLeading,
                vennDiagram.centerXAnchor.constraint(equalTo: view.centerXAnchor),

                leftButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                view.bottomAnchor.constraint(equalTo: leftButton.bottomAnchor),
                leftButton.heightAnchor.constraint(equalToConstant: 1),
                balancedButton.topAnchor.constraint(equalTo: leftButton.topAnchor),
                balancedButton.bottomAnchor.constraint(equalTo: leftButton.bottomAnchor),
                rightButton.topAnchor.constraint(equalTo: leftButton.topAnchor),
                rightButton.bottomAnchor.constraint(equalTo: leftButton.bottomAnchor),
                balancedButton.leadingAnchor.constraint(equalTo: leftButton.trailingAnchor),
                rightButton.leadingAnchor.constraint(equalTo: balancedButton.trailingAnchor),
                view.trailingAnchor.constraint(equalTo: rightButton.trailingAnchor),
                balancedButton.widthAnchor.constraint(equalTo: leftButton.widthAnchor),
                rightButton.widthAnchor.constraint(equalTo: leftButton.widthAnchor),
                leftButton.topAnchor.constraint(greaterThanOrEqualTo: vennDiagram.bottomAnchor, constant: 1),
            ])
            // "Initializing our Venn Diagram … in viewDidLoad."
            if let initialWeight { vennDiagram.weight = initialWeight }
        }

        func leftTapped() { vennDiagram.weight = .left }
        func balancedTapped() { vennDiagram.weight = .balanced }
        func rightTapped() { vennDiagram.weight = .right }

        var allViews: [View] { [view, vennDiagram, vennDiagram.leftCircle, vennDiagram.rightCircle,
                                leftButton, balancedButton, rightButton] }
    }

    /// Frames of the diagram (in the container) and the circles (in the diagram).
    struct VennFrames: Sendable, Equatable {
        let diagram: Rect
        let left: Rect
        let right: Rect
    }

    /// The expected frames, worked out by hand.
    ///
    /// With `a` and `b` the left and right circles' insets and `H` the diagram's height,
    /// the circles are `H − 2a` and `H − 2b` tall and twice as wide, and they overlap by 4:
    /// `W = a + 2(H − 2a) − 4 + 2(H − 2b) + b = 4H − 3(a + b) − 4`.
    ///
    /// The width wants `W = cols − 4` (leading 2 at 999, centred). The buttons are in the
    /// bottom row, 23, so `diagram.bottom = 2 + H ≤ 22`: `H ≤ 20`, required, and the
    /// preferred leading gives way when that is not enough.
    ///
    /// - 40 columns: `W = 36`, `H = (36 + 3(a + b) + 4) / 4`: 13 balanced, 14.5 weighted
    ///   (the diagram spans rows 2…16.5, rounded to 2…17; circles 10.5 and 6.5 tall, whose
    ///   bottom edges at 14.5 and 12.5 round up too).
    /// - 80 and 120 columns: `W = 36`-style growth would need `H` > 20, so `H = 20`:
    ///   `W = 80 − 16 = 64` balanced, `80 − 22 = 58` weighted, centred at `(cols − W)/2`.
    nonisolated static let cases: [(Double, VennWeight, VennFrames)] = [
        (40, .balanced, VennFrames(diagram: Rect(x: 2, y: 2, width: 36, height: 13),
                                   left: Rect(x: 2, y: 2, width: 18, height: 9),
                                   right: Rect(x: 16, y: 2, width: 18, height: 9))),
        (40, .left, VennFrames(diagram: Rect(x: 2, y: 2, width: 36, height: 15),
                               left: Rect(x: 2, y: 2, width: 21, height: 11),
                               right: Rect(x: 19, y: 4, width: 13, height: 7))),
        (40, .right, VennFrames(diagram: Rect(x: 2, y: 2, width: 36, height: 15),
                                left: Rect(x: 4, y: 4, width: 13, height: 7),
                                right: Rect(x: 13, y: 2, width: 21, height: 11))),
        (80, .balanced, VennFrames(diagram: Rect(x: 8, y: 2, width: 64, height: 20),
                                   left: Rect(x: 2, y: 2, width: 32, height: 16),
                                   right: Rect(x: 30, y: 2, width: 32, height: 16))),
        (80, .left, VennFrames(diagram: Rect(x: 11, y: 2, width: 58, height: 20),
                               left: Rect(x: 2, y: 2, width: 32, height: 16),
                               right: Rect(x: 30, y: 4, width: 24, height: 12))),
        (80, .right, VennFrames(diagram: Rect(x: 11, y: 2, width: 58, height: 20),
                                left: Rect(x: 4, y: 4, width: 24, height: 12),
                                right: Rect(x: 24, y: 2, width: 32, height: 16))),
        (120, .balanced, VennFrames(diagram: Rect(x: 28, y: 2, width: 64, height: 20),
                                    left: Rect(x: 2, y: 2, width: 32, height: 16),
                                    right: Rect(x: 30, y: 2, width: 32, height: 16))),
        (120, .left, VennFrames(diagram: Rect(x: 31, y: 2, width: 58, height: 20),
                                left: Rect(x: 2, y: 2, width: 32, height: 16),
                                right: Rect(x: 30, y: 4, width: 24, height: 12))),
        (120, .right, VennFrames(diagram: Rect(x: 31, y: 2, width: 58, height: 20),
                                 left: Rect(x: 4, y: 4, width: 24, height: 12),
                                 right: Rect(x: 24, y: 2, width: 32, height: 16))),
    ]

    /// The three buttons share the width equally, in the bottom row. 40/3 and 80/3 put
    /// edges on thirds of a cell, which round to the nearest cell.
    private static func buttonFrames(columns: Double) -> [Rect] {
        switch columns {
        case 40: [Rect(x: 0, y: 23, width: 13, height: 1), Rect(x: 13, y: 23, width: 14, height: 1),
                  Rect(x: 27, y: 23, width: 13, height: 1)]
        case 80: [Rect(x: 0, y: 23, width: 27, height: 1), Rect(x: 27, y: 23, width: 26, height: 1),
                  Rect(x: 53, y: 23, width: 27, height: 1)]
        default: [Rect(x: 0, y: 23, width: 40, height: 1), Rect(x: 40, y: 23, width: 40, height: 1),
                  Rect(x: 80, y: 23, width: 40, height: 1)]
        }
    }

    /// A window `columns` wide and 24 rows tall showing the Venn diagram screen; the weight
    /// is set once the controller is in the window (see `weightSetInViewDidLoad` for the
    /// course's way).
    private func venn(columns: Double, weight: VennWeight) -> (Window, VennViewController) {
        let window = Window(size: Size(width: columns, height: 24))
        let controller = VennViewController()
        window.rootViewController = controller
        controller.vennDiagram.weight = weight
        return (window, controller)
    }

    private func frames(_ controller: VennViewController) -> VennFrames {
        VennFrames(diagram: controller.vennDiagram.frame, left: controller.vennDiagram.leftCircle.frame,
                   right: controller.vennDiagram.rightCircle.frame)
    }

    private func expectLaidOut(_ controller: VennViewController, columns: Double, _ expected: VennFrames,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frames(controller) == expected, sourceLocation: sourceLocation)
        #expect([controller.leftButton.frame, controller.balancedButton.frame, controller.rightButton.frame]
                    == VennDiagramLayoutTests.buttonFrames(columns: columns), sourceLocation: sourceLocation)
        for view in controller.allViews {
            #expect(!view.hasAmbiguousLayout, "\(view)", sourceLocation: sourceLocation)
        }
    }

    /// A fresh window of each width (24 rows) with the diagram at each weight.
    @Test(arguments: VennDiagramLayoutTests.cases)
    func layout(columns: Double, weight: VennWeight, expected: VennFrames) {
        let (window, controller) = venn(columns: columns, weight: weight)
        let log = capturingDiagnostics { window.runLayoutCycle() }
        #expect(log.isEmpty)
        expectLaidOut(controller, columns: columns, expected)
        // The circles overlap by 4 columns and keep to the diagram.
        let left = controller.vennDiagram.leftCircle.frame
        let right = controller.vennDiagram.rightCircle.frame
        #expect(left.maxX - right.minX == 4)
        #expect(right.maxX <= expected.diagram.width && left.minX >= 2)
        // The diagram keeps clear of the buttons.
        #expect(controller.vennDiagram.frame.maxY < controller.leftButton.frame.minY)
    }

    /// Tapping the buttons sets the weight; each tap runs the diagram's
    /// `updateConstraints()` once at the next cycle, then lays it out again with the new
    /// frames, at every width.
    @Test(arguments: [40.0, 80, 120])
    func switchingTheWeight(columns: Double) {
        let (window, controller) = venn(columns: columns, weight: .left)
        let diagram = controller.vennDiagram
        let expected = Dictionary(
            uniqueKeysWithValues: VennDiagramLayoutTests.cases.filter { $0.0 == columns }.map { ($0.1, $0.2) })
        let log = capturingDiagnostics {
            window.runLayoutCycle()
            expectLaidOut(controller, columns: columns, expected[.left]!)
            #expect(diagram.events.filter { $0 == "updateConstraints" }.count == 1)

            // A cycle with nothing to do calls neither.
            diagram.events.removeAll()
            window.runLayoutCycle()
            #expect(diagram.events.isEmpty)

            for (tap, weight) in [(controller.balancedTapped, VennWeight.balanced), (controller.rightTapped, .right),
                                  (controller.leftTapped, .left), (controller.rightTapped, .right),
                                  (controller.balancedTapped, .balanced)] {
                diagram.events.removeAll()
                tap()
                #expect(diagram.needsUpdateConstraints)
                // Nothing changes until the next cycle.
                #expect(diagram.events.isEmpty)
                window.runLayoutCycle()
                #expect(!diagram.needsUpdateConstraints)
                // Bottom-up first, then top-down: one updateConstraints, then the layout.
                #expect(diagram.events.first == "updateConstraints")
                #expect(diagram.events.filter { $0 == "updateConstraints" }.count == 1)
                #expect(diagram.events.contains("layoutSubviews"))
                expectLaidOut(controller, columns: columns, expected[weight]!)
            }

            // Several taps before one cycle coalesce into one updateConstraints.
            diagram.events.removeAll()
            controller.leftTapped()
            controller.rightTapped()
            controller.leftTapped()
            window.runLayoutCycle()
            #expect(diagram.events.filter { $0 == "updateConstraints" }.count == 1)
            expectLaidOut(controller, columns: columns, expected[.left]!)
        }
        #expect(log.isEmpty)
    }

    /// Resizing the terminal ("rotating the device") lays the diagram out again for the
    /// new width, without another updateConstraints: the constraints did not change.
    @Test func resizingTheTerminal() {
        let (window, controller) = venn(columns: 40, weight: .right)
        let diagram = controller.vennDiagram
        let log = capturingDiagnostics {
            window.runLayoutCycle()
            for columns in [80.0, 120, 40, 120, 80] {
                diagram.events.removeAll()
                window.size = Size(width: columns, height: 24)
                window.runLayoutCycle()
                #expect(!diagram.events.contains("updateConstraints"))
                let expected = VennDiagramLayoutTests.cases.first { $0.0 == columns && $0.1 == .right }!.2
                expectLaidOut(controller, columns: columns, expected)
            }
        }
        #expect(log.isEmpty)
    }

    /// The course's controller sets the weight in `viewDidLoad`, before its view is in the
    /// window: the diagram is marked for updateConstraints while its hierarchy is the
    /// controller's view alone, and the mark must carry over when that view joins the
    /// window. The first layout is weighted to the left, and taps keep working.
    @Test func weightSetInViewDidLoad() {
        let window = Window(size: Size(width: 80, height: 24))
        let controller = VennViewController(weight: .left)
        window.rootViewController = controller
        let diagram = controller.vennDiagram
        let expected = Dictionary(
            uniqueKeysWithValues: VennDiagramLayoutTests.cases.filter { $0.0 == 80 }.map { ($0.1, $0.2) })
        let log = capturingDiagnostics {
            window.runLayoutCycle()
            #expect(diagram.events.filter { $0 == "updateConstraints" }.count == 1)
            #expect(!diagram.needsUpdateConstraints)
            expectLaidOut(controller, columns: 80, expected[.left]!)

            diagram.events.removeAll()
            controller.rightTapped()
            window.runLayoutCycle()
            #expect(diagram.events.filter { $0 == "updateConstraints" }.count == 1)
            expectLaidOut(controller, columns: 80, expected[.right]!)
        }
        #expect(log.isEmpty)
    }

    /// The diagram knows its circles only through the six constraints: the weights set
    /// exactly the constants of the course's switch.
    @Test func constantsFollowTheSwitch() {
        let (window, controller) = venn(columns: 80, weight: .balanced)
        let diagram = controller.vennDiagram
        for (weight, left, right) in [(VennWeight.left, 2.0, 4.0), (.balanced, 2, 2), (.right, 4, 2)] {
            diagram.weight = weight
            window.runLayoutCycle()
            #expect(diagram.leftConstraints.map { $0.constant } == [left, left, left])
            #expect(diagram.rightConstraints.map { $0.constant } == [right, right, right])
            #expect(diagram.fixedConstraints.map { $0.constant } == [-4, 0, 0])
        }
        // The constraints are held where the course installs them: the circles' edges and
        // the overlap by the diagram, each aspect ratio by its circle.
        #expect((diagram.leftConstraints + diagram.rightConstraints).allSatisfy { $0.owner === diagram })
        #expect(diagram.fixedConstraints[0].owner === diagram)
        #expect(diagram.fixedConstraints[1].owner === diagram.leftCircle)
        #expect(diagram.fixedConstraints[2].owner === diagram.rightCircle)
    }
}
