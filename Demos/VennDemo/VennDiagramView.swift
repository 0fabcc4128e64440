import Trellis

/// The course's `VennDiagram` view: two overlapping circles whose sizes follow ``weight``
/// through six constraints, and a light gray background behind them.
///
/// As in the course, the diagram knows its circles only through the constraints its six
/// outlets hold (the left circle's top, leading and bottom, the right circle's top,
/// trailing and bottom), which whoever builds the screen connects. Setting ``weight`` calls
/// `setNeedsUpdateConstraints()`; ``updateConstraints()`` then sets the six constants and
/// calls `super` last, as the bottom-up pass asks. The background is added the way the
/// course adds it in `awakeFromNib`: a view with the diagram's bounds as its frame, a
/// flexible width and height, inserted below everything else, with
/// `translatesAutoresizingMaskIntoConstraints` left on.
///
/// Terminal scaling (``PointScale``): the course's 20 and 40 points are 4 and 8 columns
/// for the leading and trailing constants and 2 and 4 rows for the top and bottom ones.
///
/// Its `updateConstraints` and `layoutSubviews` are recorded in its ``PipelineLog`` as
/// `venn`.
final class VennDiagramView: View {
    /// The left circle's top, leading and bottom constraints: the course's outlets.
    var leftTopConstraint: LayoutConstraint?
    var leftLeadingConstraint: LayoutConstraint?
    var leftBottomConstraint: LayoutConstraint?

    /// The right circle's top, trailing and bottom constraints.
    var rightTopConstraint: LayoutConstraint?
    var rightTrailingConstraint: LayoutConstraint?
    var rightBottomConstraint: LayoutConstraint?

    /// Which circle is bigger. Setting it marks the diagram for the update-constraints pass.
    var weight: VennWeight = .balanced {
        didSet { setNeedsUpdateConstraints() }
    }

    /// How much smaller than the course's the insets are drawn (``VennScreenView/scale``);
    /// 1 is the course's size. Setting it marks the diagram for the update-constraints pass.
    var scale: Double = 1 {
        didSet { if scale != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The light gray view behind the circles.
    let backgroundView: RoundedRectView

    /// The inset of the bigger circle (or both, balanced): the course's 20 points.
    static let innerInset = Inset(points: 20)
    /// The inset of the smaller circle: the course's 40 points.
    static let outerInset = Inset(points: 40)

    /// The inset of the bigger circle at `scale`.
    static func innerInset(scale: Double) -> Inset { Inset(points: 20, scale: scale) }
    /// The inset of the smaller circle at `scale`.
    static func outerInset(scale: Double) -> Inset { Inset(points: 40, scale: scale) }

    /// An inset from the diagram's edges, as the course gives it in points, in cells.
    struct Inset: Equatable {
        /// Columns, for the leading and trailing constants.
        let columns: Double
        /// Rows, for the top and bottom constants.
        let rows: Double

        init(points: Double, scale: Double = 1) {
            columns = PointScale.columns(points, scale: scale)
            rows = PointScale.rows(points, scale: scale)
        }
    }

    private let log: PipelineLog

    /// An empty diagram recording its hooks in `log`: connect the outlets, then set
    /// ``weight``.
    init(log: PipelineLog) {
        self.log = log
        backgroundView = RoundedRectView(fillColor: .lightGray, frame: .zero)
        super.init(frame: .zero)
        debugName = "vennDiagram"
        translatesAutoresizingMaskIntoConstraints = false
        // awakeFromNib, in the course.
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundView.debugName = "background"
        insertSubview(backgroundView, at: 0)
    }

    /// True: the diagram's constraints are brought up to date in ``updateConstraints()``.
    override class var requiresConstraintBasedLayout: Bool { true }

    /// The insets the weight gives the two circles, at `scale`.
    static func insets(for weight: VennWeight, scale: Double = 1) -> (left: Inset, right: Inset) {
        let inner = innerInset(scale: scale), outer = outerInset(scale: scale)
        return switch weight {
        case .left: (inner, outer)
        case .balanced: (inner, inner)
        case .right: (outer, inner)
        }
    }

    /// The course's switch on ``weight``: the bigger circle 20 points from the diagram's
    /// edges, the smaller 40 (times ``scale``); then `super`, last.
    override func updateConstraints() {
        log.record(.updateConstraints, of: "venn")
        let (left, right) = VennDiagramView.insets(for: weight, scale: scale)
        leftTopConstraint?.constant = left.rows
        leftLeadingConstraint?.constant = left.columns
        leftBottomConstraint?.constant = left.rows
        rightTopConstraint?.constant = right.rows
        rightTrailingConstraint?.constant = right.columns
        rightBottomConstraint?.constant = right.rows
        super.updateConstraints()
    }

    /// `super` first: the pass goes top-down.
    override func layoutSubviews() {
        super.layoutSubviews()
        log.record(.layoutSubviews, of: "venn")
    }
}
