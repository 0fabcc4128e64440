/// The part of a view's state that most views never change from its default: a tag, a
/// debug name, an alpha, margins, a border, a tint, layout guides, the engine (on a root
/// only) and the view controller (on a controller's root view only).
///
/// A view keeps it in a separate object (``UncommonViewStorage``), made the first time one
/// of these is set, so that a view that never sets them pays one word instead of about a
/// hundred bytes (1 MB of a 10,000-view screen, where almost every view is a label or a
/// button). A value, so the defaults every other view reads cannot be changed through
/// one of them.
@MainActor
struct UncommonViewState {
    /// The values a view without its own state reads.
    static let defaults = UncommonViewState()

    var tag = 0
    var debugName: String?
    var alpha: Double = 1
    var layoutMargins = EdgeInsets(all: 1)
    var preservesSuperviewLayoutMargins = false
    var layoutGuides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var layoutEngine: LayoutEngine?
    var border: ViewBorder?
    var tintColor: Color?
    var tintAdjustmentMode: View.TintAdjustmentMode = .automatic
    weak var owningViewController: ViewController?
    var interactions: [ContextMenuInteraction] = []
}
