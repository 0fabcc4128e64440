/// A rectangle of terminal cells that draws content, holds subviews and receives input:
/// UIKit's `UIView`.
///
/// Views form a tree (spec §1). Each has at most one ``superview`` and an ordered list of
/// ``subviews``, back to front; the superview holds its subviews strongly and a subview
/// holds its superview weakly. The tree's root, when it is a ``Window``, is the view's
/// ``window``. Build and rearrange the tree with ``addSubview(_:)``, the `insertSubview`
/// methods, ``exchangeSubview(at:withSubviewAt:)``, ``bringSubviewToFront(_:)``,
/// ``sendSubviewToBack(_:)`` and ``removeFromSuperview()``; subclasses learn of changes
/// through the six hooks (``willMove(toSuperview:)`` and the rest), called in the order
/// given under ``addSubview(_:)``. Convert points and rects between views with
/// `convert(_:to:)` and `convert(_:from:)`, and find the view under a point with
/// ``hitTest(_:)``.
///
/// Geometry is UIKit's (spec §2): ``bounds`` and ``center`` are stored, and ``frame`` is
/// derived from them. One point is one cell, `x` is the column and `y` the row. Values are
/// `Double`, so a view centred in an odd-sized superview keeps its half cell; drawing
/// snaps to whole cells with ``Rect/rounded()``.
///
/// Like UIKit's views, a view belongs to the main actor. Differences from `UIView`: there
/// are no transforms, layers or `UIEvent`s, so ``hitTest(_:)`` and ``point(inside:)`` take
/// no event; ``alpha`` only distinguishes invisible (0) from visible; ``backgroundColor``
/// is a terminal ``Color``; and ``debugName`` names a view in diagnostics.
@MainActor
open class View {
    // MARK: - Creating a view

    /// Creates a view with the given frame: UIKit's designated initializer (spec GEO-02).
    ///
    /// The frame is in the coordinates of the superview the view will be added to. The
    /// default, the zero rect, makes a view that is "effectively invisible" until it is
    /// given a size, as in UIKit. ``bounds`` starts at origin (0, 0) with the frame's size,
    /// and ``center`` at the frame's midpoint. A frame with a negative size is standardized
    /// first, as ``frame``'s setter does.
    public init(frame: Rect = .zero) {
        let frame = frame.standardized
        bounds = Rect(origin: .zero, size: frame.size)
        center = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
    }

    // MARK: - Geometry

    /// The view's rectangle in its own coordinate system (spec GEO-03).
    ///
    /// The origin is (0, 0) unless you move it. Changing the size resizes the view around
    /// its fixed ``center`` (GEO-05). Changing the origin leaves the view where it is and
    /// moves everything inside it, subviews included, the opposite way: it is what a
    /// scroll view scrolls (GEO-07). Subviews' frames are expressed in this coordinate
    /// system.
    open var bounds: Rect

    /// The midpoint of ``bounds``, in the superview's coordinate system (spec GEO-04).
    ///
    /// ``bounds`` and `center` are independent: setting one never changes the other
    /// (GEO-08), and together they determine ``frame``.
    open var center: Point

    /// The view's rectangle in its superview's coordinate system (spec GEO-02, GEO-04).
    ///
    /// Derived, as in UIKit with the identity transform: the size is ``bounds``' size and
    /// the origin is ``center`` minus half of it. Setting it sets ``center`` to the new
    /// rect's midpoint and `bounds.size` to its size, and leaves `bounds.origin` as it was
    /// (GEO-06). The frame is always standardized: setting one with a negative size stores
    /// its standardized form, and a ``bounds`` with a negative size gives a frame with the
    /// positive one.
    open var frame: Rect {
        get {
            let width = bounds.width
            let height = bounds.height
            return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        }
        set {
            let rect = newValue.standardized
            bounds.size = rect.size
            center = Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
        }
    }

    // MARK: - Hierarchy

    /// The view this view is a subview of, or nil for the root of a tree (spec VH-01).
    ///
    /// Held weakly: a superview owns its subviews, not the other way round (VH-08). It
    /// changes only through ``addSubview(_:)``, the `insertSubview` methods and
    /// ``removeFromSuperview()``.
    public internal(set) weak var superview: View?

    /// The view's subviews in back-to-front order: index 0 is rearmost and drawn first,
    /// the last is frontmost (spec VH-03).
    ///
    /// The array is a copy, so it is safe to iterate while removing views:
    /// `view.subviews.forEach { $0.removeFromSuperview() }` empties the view (VH-05).
    public var subviews: [View] { subviewStorage }

    /// The subviews themselves, back to front; changed only by the hierarchy methods
    /// (``addSubview(_:)`` and its relatives), which keep ``superview`` and ``window`` in step.
    var subviewStorage: [View] = []

    /// The ``Window`` at the root of this view's tree, or nil when the tree's root is not
    /// a window (spec VH-09). A view with no window cannot be visible.
    ///
    /// Updated for a whole subtree whenever it moves, around the ``willMove(toWindow:)``
    /// and ``didMoveToWindow()`` hooks. A ``Window``'s own `window` is itself, so that every
    /// view in a window's tree, the root included, reports the same window.
    public internal(set) weak var window: Window?

    // MARK: - Observing hierarchy changes

    /// Called on a view after `subview` has been added to it, as the last step of the move
    /// (spec VH-07). Does nothing by default; subclasses need not call `super`.
    ///
    /// Not called when a view only changes place among its siblings.
    open func didAddSubview(_ subview: View) {}

    /// Called on a view before `subview` is removed from it, whether to be discarded or to
    /// move to another superview, as the first step of the move (spec VH-07). Does nothing
    /// by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Called before the view's superview changes to `newSuperview` (nil when it is being
    /// removed). ``superview`` is still the old one. Does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view's superview has changed; ``superview`` is the new one. Does
    /// nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the view's ``window`` changes to `newWindow`, on every view of a
    /// subtree that moves into, out of or between windows, the moved view first and then
    /// its descendants depth-first. ``window`` is still the old one. Does nothing by
    /// default.
    ///
    /// Unlike the superview hooks, the window hooks are called only when the window
    /// actually changes: a move within one window, or between two views in no window,
    /// calls neither.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view's ``window`` has changed, on the same views and in the same
    /// order as ``willMove(toWindow:)``; ``window`` is the new one. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: - Identifying views

    /// An integer you can use to find this view with ``viewWithTag(_:)`` (spec VH-06). The
    /// default is 0. Keeping tags unique where you look them up is up to you.
    open var tag: Int = 0

    /// A name for this view in diagnostics (``description``, conflict logs, layout traces;
    /// spec DBG-05). Nil by default. Not in UIKit, where a view's accessibility identifier
    /// or the Xcode view debugger plays this part.
    open var debugName: String?

    // MARK: - Visibility

    /// Whether the view and its whole subtree are left undrawn and receive no input
    /// (spec DRW-02). A hidden view stays in the hierarchy, can still be changed, and still
    /// takes part in constraint layout. The default is false.
    open var isHidden: Bool = false

    /// The view's opacity, from 0 (invisible) to 1 (opaque); the default is 1 (spec
    /// DRW-04). Values outside 0…1 are clamped, and NaN becomes 0.
    ///
    /// A terminal has no translucency. A view whose alpha is 0 is treated exactly like a
    /// hidden one, not drawn and not hit, with its subviews; UIKit's hit testing
    /// already ignores views below 0.01, but here only 0 counts. Any other value draws
    /// normally (a later pass may dim views between 0 and 1).
    open var alpha: Double {
        get { storedAlpha }
        set { storedAlpha = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1) }
    }

    private var storedAlpha: Double = 1

    /// Whether the view is invisible on its own account: hidden, or with an ``alpha`` of 0
    /// (spec DRW-04 [PROP]). Its subtree is then neither drawn nor hit. Ancestors are not
    /// consulted.
    var isHiddenOrTransparent: Bool { isHidden || alpha == 0 }

    /// A hint that the view paints every cell of its bounds, so whatever lies behind it
    /// need not be drawn (spec DRW-05). It does not change what is shown and is never
    /// changed automatically. The default is true, as in UIKit.
    open var isOpaque: Bool = true

    /// Whether subviews are drawn only inside this view's bounds (spec DRW-06). The default
    /// is false: subviews may draw outside their superview. Hit testing never reaches a
    /// subview outside its superview's bounds either way (see ``hitTest(_:)``).
    open var clipsToBounds: Bool = false

    /// The colour of the view's background, or nil (the default) for none: cells the view
    /// does not paint show what lies beneath (spec DRW-03). UIKit's `.clear` is spelled
    /// nil here.
    open var backgroundColor: Color?

    // MARK: - Hit testing

    /// Whether the view takes input. When false, ``hitTest(_:)`` passes over the view and
    /// its whole subtree, as in UIKit. The default is true.
    open var isUserInteractionEnabled: Bool = true

    /// Whether `point`, in this view's coordinate system, lies inside the view: by default,
    /// whether ``bounds`` contains it, half-open as whole cells need (``Rect/contains(_:)-(Point)``).
    ///
    /// Override it to grow or shrink the area the view takes input in. UIKit's
    /// `point(inside:with:)`, without the event.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost view of this subtree that contains `point` (in this view's coordinate
    /// system) and takes input, or nil (spec §4). UIKit's `hitTest(_:with:)`, without the
    /// event.
    ///
    /// Returns nil when this view is hidden, has an ``alpha`` of 0, has
    /// ``isUserInteractionEnabled`` false, or does not contain the point by
    /// ``point(inside:)``. Otherwise it asks the subviews front to back (the reverse of
    /// ``subviews``), each with the point in its own coordinates, and returns the first
    /// answer, or itself when none answers. So a subview is never hit outside its
    /// superview's bounds, even where it is drawn because ``clipsToBounds`` is false, as in
    /// UIKit.
    open func hitTest(_ point: Point) -> View? {
        guard isUserInteractionEnabled, !isHiddenOrTransparent, self.point(inside: point) else { return nil }
        for subview in subviewStorage.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
        }
        return self
    }

    // MARK: - Layout

    // The layout engine's state and the update-constraints and layout passes (spec §6–§23)
    // go here. Their triggers are the setters above: a change of `bounds.size` (through
    // `bounds` or `frame`) needs layout; a change of `center` alone does not (EX-CYC-6).

    // MARK: - Drawing

    // The draw pass (spec §3, DRW-08) goes here.

    // MARK: - Describing a view

    /// A one-line description in UIKit's form, for logs and diagnostics:
    /// `<View: 0x600000c0a2b0; frame = (113 111; 132 194)>`.
    ///
    /// The class name is the dynamic one (`Window`, a subclass's name). The address is the
    /// object's identity, so two views with equal properties are told apart. The frame
    /// prints as UIKit prints it, `(x y; width height)`, whole numbers without a decimal
    /// point. After the frame, as in UIKit, come only the properties that differ from their
    /// defaults: `clipsToBounds = YES`, `hidden = YES`, `alpha = 0.5`, `opaque = NO`,
    /// `tag = 3`, `userInteractionEnabled = NO`. A ``debugName`` comes first, as
    /// `name = 'title'`; UIKit has no such field.
    open var description: String {
        var fields = ["\(typeName): \(addressDescription)"]
        if let debugName { fields.append("name = '\(debugName)'") }
        fields.append("frame = \(frame.compactDescription)")
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if isHidden { fields.append("hidden = YES") }
        if alpha != 1 { fields.append("alpha = \(alpha)") }
        if !isOpaque { fields.append("opaque = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        return "<\(fields.joined(separator: "; "))>"
    }

    /// The dynamic class name without its module: `View`, `Window`, `Label`.
    var typeName: String { String(describing: type(of: self)) }

    /// The object's address in hex, `0x…`: the identity diagnostics print (spec DBG-01,
    /// DBG-03).
    var addressDescription: String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }
}

#if compiler(>=6.2)
/// `View` is a `CustomStringConvertible` on the main actor, so `"\(view)"` prints
/// ``View/description``. Isolated conformances need Swift 6.2; with an older compiler the
/// property is still there, but string interpolation does not use it.
extension View: @MainActor CustomStringConvertible {}
#endif
