/// A rectangle that takes part in Auto Layout without being a view: no drawing, no input,
/// no subviews, only anchors and a solved frame. UIKit's `UILayoutGuide`.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``, then position and size it
/// **entirely with constraints**; it replaces the invisible "spacer views" of old
/// layouts. ``layoutFrame`` reports where the engine put it, in the owning view's
/// coordinates. Views also vend guides of their own: ``View/layoutMarginsGuide`` and
/// ``View/readableContentGuide``.
@MainActor
public class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// Creates a guide that is in no view yet.
    public init() {}

    /// The view the guide was added to, or nil.
    @exclusivity(unchecked) public internal(set) weak var owningView: View?

    /// A name shown in logs (CON-09, DBG-05).
    public var identifier: String = ""

    /// The guide's solved rectangle in the owning view's coordinate system; `.zero` before
    /// the first layout or when the guide is not in a view. Like a view's frame, its edges
    /// are rounded to whole cells.
    public var layoutFrame: Rect {
        guard let owningView else { return .zero }
        owningView.layoutIfNeededForReading()
        guard let engine = owningView.activeLayoutEngine else { return .zero }
        return engine.layoutFrame(of: self)
    }

    /// The variables the engine solves for this guide, relative to the owning view.
    let variables = LayoutVariables(prefix: "guide")

    /// Set for the guides a view makes for itself (margins, readable content): they are
    /// not listed in ``View/layoutGuides`` and cannot be removed.
    var isSystemGuide = false

    /// The scroll view whose ``ScrollView/contentLayoutGuide`` this is: it is told when
    /// one of your constraints naming the guide comes or goes.
    weak var scrollViewOfContent: ScrollView?

    // MARK: - LayoutItem

    /// The guide lives in its owning view's coordinate system.
    public var layoutOwner: View? { owningView }

    // MARK: - Describing

    /// `<LayoutGuide: 0x…; identifier = 'gap'; layoutFrame = (0 4; 10 8); owningView = …>`.
    public var description: String {
        var fields = ["\(String(describing: type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))"]
        if !identifier.isEmpty { fields.append("identifier = '\(identifier)'") }
        fields.append("layoutFrame = \(layoutFrame.compactDescription)")
        if let owningView { fields.append("owningView = \(owningView.shortDescription)") }
        return "<\(fields.joined(separator: "; "))>"
    }

    /// How the guide prints inside a constraint's description: its identifier, or
    /// `LayoutGuide:0x…`.
    var shortDescription: String {
        identifier.isEmpty
            ? "\(String(describing: type(of: self))):0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))"
            : "'\(identifier)'"
    }
}
