/// A rectangle of terminal cells that draws content, holds subviews and receives input:
/// UIKit's `UIView`.
///
/// Views form a tree. Each has at most one ``superview`` and an ordered list of
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
/// Geometry is UIKit's: ``bounds`` and ``center`` are stored, and ``frame`` is
/// derived from them. One point is one cell, `x` is the column and `y` the row. Values are
/// `Double`, so a view centred in an odd-sized superview keeps its half cell; drawing
/// snaps to whole cells with ``Rect/rounded()``.
///
/// Like UIKit's views, a view belongs to the main actor. Differences from `UIView`: there
/// are no transforms, layers or `UIEvent`s, so ``hitTest(_:)`` and ``point(inside:)`` take
/// no event; ``alpha`` only distinguishes invisible (0) from visible; ``backgroundColor``
/// is a terminal ``Color``; and ``debugName`` names a view in diagnostics.
///
/// A view is a ``Responder``: its ``next`` responder is its view controller when it is
/// that controller's root view, and otherwise its superview.
@MainActor
open class View: Responder {
    // MARK: - Creating a view

    /// Creates a view with the given frame: UIKit's designated initializer.
    ///
    /// The frame is in the coordinates of the superview the view will be added to. The
    /// default, the zero rect, makes a view that is "effectively invisible" until it is
    /// given a size, as in UIKit. ``bounds`` starts at origin (0, 0) with the frame's size,
    /// and ``center`` at the frame's midpoint. A frame with a negative size is standardized
    /// first, as ``frame``'s setter does.
    public init(frame: Rect = .zero) {
        let frame = frame.standardized
        storedBounds = Rect(origin: .zero, size: frame.size)
        storedCenter = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        View.creationCounter += 1
        layoutOrder = View.creationCounter
        super.init()
        layoutVariables.setOwner(self)
    }

    /// Counts views as they are made, so diagnostics and the engine can order them.
    private static var creationCounter: UInt64 = 0

    // MARK: - Geometry

    /// The view's rectangle in its own coordinate system.
    ///
    /// The origin is (0, 0) unless you move it. Changing the size resizes the view around
    /// its fixed ``center``. Changing the origin leaves the view where it is and
    /// moves everything inside it, subviews included, the opposite way: it is what a
    /// scroll view scrolls. Subviews' frames are expressed in this coordinate
    /// system.
    open var bounds: Rect {
        get { storedBounds }
        set {
            if FrameChangeRecorder.current != nil, newValue.size != bounds.size { recordFrameChange(from: frame) }
            // The window is a weak reference, and loading one is not cheap: once, and only
            // when the bounds change (the comparisons first).
            let inWindow = newValue != bounds ? window : nil
            // A hidden view draws nothing where it was or goes: showing it draws it then.
            if let inWindow, !inWindow.needsFullRedraw, !isHiddenOrTransparent { invalidateDisplayFootprint(in: inWindow) }
            let oldValue = storedBounds
            storedBounds = newValue
            if newValue != oldValue { superview?.subviewGeometryDidChange(self) }
            if let inWindow, !inWindow.needsFullRedraw, bounds != oldValue, !isHiddenOrTransparent {
                invalidateDisplayFootprint(in: inWindow)
            }
            boundsDidChange(from: oldValue)
        }
    }

    /// ``bounds``' storage: final, so that reading it (as the layout and draw passes do for
    /// every view) is a load rather than a dynamically checked access.
    ///
    /// `@exclusivity(unchecked)` here and on the view's other internal fields that the
    /// layout and draw passes touch for every view: a class's stored property otherwise
    /// costs a call into the runtime's exclusivity check (`swift_beginAccess`) per access,
    /// a tenth of a resize of the 1,005-view screen. These fields are only read and
    /// written in place on the main actor, never passed `inout` across a call that could
    /// reach them again, so the check has nothing to catch.
    @exclusivity(unchecked) private final var storedBounds: Rect

    /// ``center``'s storage, final for the same reason.
    @exclusivity(unchecked) private final var storedCenter: Point

    /// ``bounds`` as stored, read without a call that a subclass could override: the draw
    /// pass and the drawing extents read every view's geometry, as UIKit's renderer reads
    /// its layers' rather than the views' accessors.
    final var geometryBounds: Rect {
        @inline(__always) get { storedBounds }
    }

    /// ``frame`` as stored: the standardized size of ``geometryBounds`` about ``center``'s
    /// stored value, as the getter of ``frame`` works it out.
    final var geometryFrame: Rect {
        @inline(__always) get {
            let width = storedBounds.width
            let height = storedBounds.height
            return Rect(x: storedCenter.x - width / 2, y: storedCenter.y - height / 2, width: width, height: height)
        }
    }

    /// The midpoint of ``bounds``, in the superview's coordinate system.
    ///
    /// ``bounds`` and `center` are independent: setting one never changes the other
    /// (GEO-08), and together they determine ``frame``.
    open var center: Point {
        get { storedCenter }
        set {
            if FrameChangeRecorder.current != nil, newValue != center { recordFrameChange(from: frame) }
            // The window (a weak reference) is loaded once, and only for a real move.
            let inWindow = newValue != center ? window : nil
            if let inWindow, !inWindow.needsFullRedraw, !isHiddenOrTransparent { invalidateDisplayFootprint(in: inWindow) }
            let oldValue = storedCenter
            storedCenter = newValue
            guard center != oldValue else { return }
            superview?.subviewGeometryDidChange(self)
            if let inWindow, !inWindow.needsFullRedraw, !isHiddenOrTransparent { invalidateDisplayFootprint(in: inWindow) }
            geometryDidChange()
        }
    }

    /// The view's rectangle in its superview's coordinate system.
    ///
    /// Derived, as in UIKit with the identity transform: the size is ``bounds``' size and
    /// the origin is ``center`` minus half of it. Setting it sets ``center`` to the new
    /// rect's midpoint and `bounds.size` to its size, and leaves `bounds.origin` as it was
    /// (GEO-06). The frame is always standardized: setting one with a negative size stores
    /// its standardized form, and a ``bounds`` with a negative size gives a frame with the
    /// positive one.
    ///
    /// The draw pass reads the geometry the view stores, as UIKit's renderer reads its
    /// layers': an override of the getter of `frame`, ``bounds`` or ``center`` changes
    /// what code reads, not where the view draws.
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

    /// The view this view is a subview of, or nil for the root of a tree.
    ///
    /// Held weakly: a superview owns its subviews, not the other way round. It
    /// changes only through ``addSubview(_:)``, the `insertSubview` methods and
    /// ``removeFromSuperview()``.
    @exclusivity(unchecked) public internal(set) weak var superview: View?

    /// The view's subviews in back-to-front order: index 0 is rearmost and drawn first,
    /// the last is frontmost.
    ///
    /// The array is a copy, so it is safe to iterate while removing views:
    /// `view.subviews.forEach { $0.removeFromSuperview() }` empties the view (VH-05).
    public var subviews: [View] { subviewStorage }

    /// The subviews themselves, back to front; changed only by the hierarchy methods
    /// (``addSubview(_:)`` and its relatives), which keep ``superview`` and ``window`` in step.
    @exclusivity(unchecked) var subviewStorage: [View] = []

    /// The ``Window`` at the root of this view's tree, or nil when the tree's root is not
    /// a window. A view with no window cannot be visible.
    ///
    /// Updated for a whole subtree whenever it moves, around the ``willMove(toWindow:)``
    /// and ``didMoveToWindow()`` hooks. A ``Window``'s own `window` is itself, so that every
    /// view in a window's tree, the root included, reports the same window.
    @exclusivity(unchecked) public internal(set) weak var window: Window?

    // MARK: - Observing hierarchy changes

    /// Called on a view after `subview` has been added to it, as the last step of the move
    /// (VH-07). Does nothing by default; subclasses need not call `super`.
    ///
    /// Not called when a view only changes place among its siblings.
    open func didAddSubview(_ subview: View) {}

    /// Called on a view before `subview` is removed from it, whether to be discarded or to
    /// move to another superview, as the first step of the move. Does nothing
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

    /// Called after the view's ``View/window`` has changed, on the same views and in the
    /// same order as ``View/willMove(toWindow:)``; ``View/window`` is the new one. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: - Identifying views

    /// An integer you can use to find this view with ``viewWithTag(_:)``. The
    /// default is 0. Keeping tags unique where you look them up is up to you.
    open var tag: Int {
        get { uncommonStorage?.state.tag ?? UncommonViewState.defaults.tag }
        set { setUncommon(\.tag, newValue) }
    }

    /// A name for this view in diagnostics (``description``, conflict logs, layout traces;
    /// DBG-05). Nil by default. Not in UIKit, where a view's accessibility identifier
    /// or the Xcode view debugger plays this part.
    open var debugName: String? {
        get { uncommonStorage?.state.debugName }
        set { setUncommon(\.debugName, newValue) }
    }

    /// The interactions added to the view (``ContextMenuInteraction``), in the order added:
    /// UIKit's `interactions`. The view holds them.
    public internal(set) var interactions: [ContextMenuInteraction] {
        get { uncommonStorage?.state.interactions ?? [] }
        set { setUncommon(\.interactions, newValue) }
    }

    // MARK: - Visibility

    /// Whether the view and its whole subtree are left undrawn and receive no input
    /// (DRW-02). A hidden view stays in the hierarchy, can still be changed, and still
    /// takes part in constraint layout. The default is false. Hiding a view takes the
    /// first-responder status from any view in its subtree.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let oldValue = storedIsHidden
            storedIsHidden = newValue
            guard isHidden != oldValue else { return }
            invalidateDisplayFootprint()
            if isHidden { window?.validateFirstResponder() }
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// ``isHidden``'s storage: final, so reading it is a load, not a checked access.
    @exclusivity(unchecked) private final var storedIsHidden = false

    /// Called on a view after one of its subviews was hidden or shown: a stack view
    /// collapses a hidden arranged view. Does nothing by default.
    func subviewVisibilityDidChange(_ subview: View) {}

    /// The view's opacity, from 0 (invisible) to 1 (opaque); the default is 1
    /// (DRW-04). Values outside 0…1 are clamped, and NaN becomes 0.
    ///
    /// A terminal has no translucency. A view whose alpha is 0 is treated exactly like a
    /// hidden one, not drawn and not hit, with its subviews; UIKit's hit testing
    /// already ignores views below 0.01, but here only 0 counts. Any other value draws
    /// normally (a later pass may dim views between 0 and 1).
    open var alpha: Double {
        get { uncommonStorage?.state.alpha ?? UncommonViewState.defaults.alpha }
        set {
            let wasTransparent = isHiddenOrTransparent
            let clamped = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1)
            setUncommon(\.alpha, clamped)
            if isHiddenOrTransparent != wasTransparent {
                invalidateDisplayFootprint()
                if clamped == 0 { window?.validateFirstResponder() }
            }
        }
    }

    /// Whether the view is invisible on its own account: hidden, or with an ``alpha`` of 0
    /// (DRW-04, Trellis's own rule). Its subtree is then neither drawn nor hit. Ancestors
    /// are not consulted.
    var isHiddenOrTransparent: Bool { isHidden || alpha == 0 }

    /// A hint that the view paints every cell of its bounds, so whatever lies behind it
    /// need not be drawn. It does not change what is shown and is never
    /// changed automatically. The default is true, as in UIKit.
    open var isOpaque: Bool = true

    /// Whether subviews are drawn only inside this view's bounds. The default
    /// is false: subviews may draw outside their superview. Hit testing never reaches a
    /// subview outside its superview's bounds either way (see ``hitTest(_:)``).
    open var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            guard newValue != storedClipsToBounds else { return }
            // What the subviews drew outside the bounds goes, or what they would draw there
            // appears: the footprint with clipping off covers both.
            storedClipsToBounds = false
            if let window, !isHiddenOrTransparent { invalidateDisplayFootprint(in: window) }
            storedClipsToBounds = newValue
            superview?.subviewGeometryDidChange(self)
        }
    }

    /// ``clipsToBounds``' storage: final, so reading it is a load, not a checked access.
    @exclusivity(unchecked) private final var storedClipsToBounds = false

    /// The colour of the view's background, or nil (the default) for none: cells the view
    /// does not paint show what lies beneath. UIKit's `.clear` is spelled
    /// nil here.
    open var backgroundColor: Color? {
        get { storedBackgroundColor }
        set {
            let oldValue = storedBackgroundColor
            storedBackgroundColor = newValue
            if backgroundColor != oldValue { setNeedsDisplay() }
        }
    }

    /// ``backgroundColor``'s storage: final, so reading it is a load, not a checked access.
    private final var storedBackgroundColor: Color? = nil

    /// Called on the view after the tint it shows (``tintColor``) changed: its own or an
    /// ancestor's tint was set, it moved under another tint, or it was dimmed or undimmed
    /// (``tintAdjustmentMode``). Views are called in tree order, a view before its
    /// subviews. Does nothing by default; a view that draws with its tint redraws here.
    /// UIKit's `tintColorDidChange()`.
    open func tintColorDidChange() {}

    // MARK: - Hit testing

    /// Whether the view takes input. When false, ``hitTest(_:)`` passes over the view and
    /// its whole subtree, as in UIKit. The default is true.
    open var isUserInteractionEnabled: Bool = true {
        // A focused view inside a subtree that stops taking input gives the focus up.
        didSet { if !isUserInteractionEnabled, oldValue { window?.validateFirstResponder() } }
    }

    /// Whether the view takes input on its own account: false for a disabled control.
    var takesInput: Bool { true }

    /// Whether `point`, in this view's coordinate system, lies inside the view: by default,
    /// whether ``bounds`` contains it, half-open as whole cells need (``Rect/contains(_:)-(Point)``).
    ///
    /// Override it to grow or shrink the area the view takes input in. UIKit's
    /// `point(inside:with:)`, without the event.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost view of this subtree that contains `point` (in this view's coordinate
    /// system) and takes input, or nil. UIKit's `hitTest(_:with:)`, without the
    /// event.
    ///
    /// Returns nil when this view is hidden, has an ``alpha`` of 0, has
    /// ``isUserInteractionEnabled`` false, is a disabled control (a ``Button`` whose
    /// ``Control/isEnabled`` is false: unlike UIKit, which hits a disabled control and lets
    /// it swallow the touch, the click goes to what is behind it), or does not contain the point by
    /// ``point(inside:)``. Otherwise it asks the subviews front to back (the reverse of
    /// ``subviews``), each with the point in its own coordinates, and returns the first
    /// answer, or itself when none answers. So a subview is never hit outside its
    /// superview's bounds, even where it is drawn because ``clipsToBounds`` is false, as in
    /// UIKit.
    open func hitTest(_ point: Point) -> View? {
        guard isUserInteractionEnabled, takesInput, !isHiddenOrTransparent, self.point(inside: point) else { return nil }
        for subview in subviewStorage.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
        }
        return self
    }

    // MARK: - Responding

    /// The view controller whose root view this is, if any, and otherwise the superview
    /// (nil for a view in no tree). A ``Window`` returns its ``Window/application``.
    open override var next: Responder? {
        owningViewController ?? superview
    }

    /// A view can hold the focus only while it is shown in a window.
    override var firstResponderHost: Window? {
        isShownInWindow && isUserInteractionEnabledAlongChain ? window : nil
    }

    /// Whether this view and every superview take input.
    private var isUserInteractionEnabledAlongChain: Bool {
        var current: View? = self
        while let view = current {
            if !view.isUserInteractionEnabled { return false }
            current = view.superview
        }
        return true
    }

    // MARK: - Text cursor

    /// Where the terminal's cursor shows while this view is the first responder, in the
    /// view's own coordinates, or nil (the default) to keep it hidden. A view that edits
    /// text returns its insertion point; the cursor then shows there, as a caret does.
    ///
    /// Not in UIKit, where a text input draws its own caret (`caretRect(for:)`). The
    /// window reads it after each frame (``Window/textCursorCell``); call
    /// ``setNeedsDisplay()`` when the answer changes so a frame follows.
    open var textCursorPosition: Point? { nil }

    // MARK: - Layout: the hooks you override

    /// Whether the view needs Auto Layout to work: a class that builds its constraints in
    /// ``updateConstraints()`` returns true, so the engine runs for it even before any
    /// constraint exists. False by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Brings the view's own constraints up to date: called bottom-up in the
    /// update-constraints pass, for views marked with ``setNeedsUpdateConstraints()`` and
    /// always for the root. Never call it yourself.
    ///
    /// An override changes constraints and then **must call `super`** last; forgetting is
    /// a fatal error, as in UIKit (EX-CYC-5).
    open func updateConstraints() {
        didCallSuperUpdateConstraints = true
    }

    /// Lays out the subviews: called top-down in the layout pass for views marked with
    /// ``setNeedsLayout()`` or resized (CYC-03, LAY-02). Never call it yourself; ask
    /// for ``layoutIfNeeded()``.
    ///
    /// The default applies Auto Layout: it brings the engine up to date and gives each
    /// subview the frame its constraints solve to, each edge rounded to its nearest cell on
    /// its own, halves up (CYC-05). An override that uses Auto Layout **must call `super`**
    /// (a fatal error otherwise, EX-CYC-5); it may then adjust frames, or change
    /// constraints and call `super` again.
    open func layoutSubviews() {
        didCallSuperLayoutSubviews = true
        applyEngineFramesToSubviews()
    }

    /// The view's natural size from its content, or ``View/noIntrinsicMetric`` on an axis
    /// where it has none. A plain view has none on either axis.
    ///
    /// The engine turns it into two constraints per axis, hugging and compression
    /// resistance. Override it in a view whose size comes from its content, and call
    /// ``View/invalidateIntrinsicContentSize()`` whenever the content changes.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Whether ``intrinsicContentSize(forWidth:)`` depends on the width the view is given,
    /// as wrapped text does (EX-ICS-5). False by default.
    ///
    /// Not in UIKit, where labels and text views do this privately (with
    /// `preferredMaxLayoutWidth`). When true, the engine solves, asks the view for its size
    /// at the width it got, and solves again until the two agree.
    open var intrinsicContentSizeDependsOnWidth: Bool { false }

    /// The intrinsic size at a given width, for views whose
    /// ``intrinsicContentSizeDependsOnWidth`` is true. The default is
    /// ``intrinsicContentSize``.
    open func intrinsicContentSize(forWidth width: Double) -> Size {
        intrinsicContentSize
    }

    /// The size that best fits `size`: UIKit's `sizeThatFits(_:)`. The default returns the
    /// view's current size; views with content return their content size.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
                    height: intrinsic.height >= 0 ? intrinsic.height : bounds.height)
    }

    /// How far the alignment rect, what Auto Layout lays out, is inset from the frame:
    /// positive insets leave ornaments such as a shadow outside it.
    /// Zero by default. Call ``invalidateIntrinsicContentSize()`` if it changes.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rect for a frame: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: Rect) -> Rect {
        let insets = alignmentRectInsets
        return Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                    width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The frame for an alignment rect: the inverse of ``alignmentRect(forFrame:)``.
    open func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let insets = alignmentRectInsets
        return Rect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                    width: alignmentRect.width + insets.left + insets.right,
                    height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view whose first baseline is this view's: a custom view returns
    /// the text subview inside it. The default is the view itself.
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's. The default is the view
    /// itself.
    open var forLastBaselineLayout: View { self }

    /// How far the first baseline lies below the top of the alignment rect, or nil for a
    /// view without text, whose baselines are its bottom edge. Text views
    /// return 1: the baseline of text row k is `minY + k + 1`.
    ///
    /// Not public in UIKit, where only its own text views have baselines. Call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var firstBaselineOffsetFromTop: Double? { nil }

    /// How far the last baseline lies above the bottom of the alignment rect, or nil for a
    /// view without text.
    open var lastBaselineOffsetFromBottom: Double? { nil }

    /// How far the last baseline lies below the top of the alignment rect, for text drawn
    /// from the top (a label: its line count); it wins over
    /// ``lastBaselineOffsetFromBottom``. Nil by default. Call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var lastBaselineOffsetFromTop: Double? { nil }

    /// Called after the trait collection changed, top-down, at the first layout (with
    /// `previousTraitCollection` nil) and whenever the window's size classes change
    /// (TRT-04). The place to swap constraint sets. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when the view's ``layoutMargins`` change. Does nothing by default.
    open func layoutMarginsDidChange() {}

    // MARK: - Layout: state

    /// The view's four solver variables (its alignment rect, relative to the superview).
    let layoutVariables = LayoutVariables(prefix: "view")

    /// When the view was made, among all views: the engine's tie-breaker.
    let layoutOrder: UInt64

    /// The constraints this view holds (``constraints``): those whose nearest common
    /// ancestor it is, the system's included.
    @exclusivity(unchecked) var constraintStorage = HeldConstraints()

    /// The active constraints that name this view or one of its guides and are held by
    /// another view (an ancestor): what must go when the view leaves its superview. Kept as
    /// constraints are attached and detached, so that finding them costs what there is to
    /// find, not a scan of everything the ancestors hold (taking every row out of a
    /// 10,000-row stack scanned its 30,000 constraints per row: 143 s).
    @exclusivity(unchecked) var constraintsNamingFromAbove: [LayoutConstraint] = []

    /// The engine, on the root of a hierarchy that uses Auto Layout.
    var layoutEngineStorage: LayoutEngine? {
        get { uncommonStorage?.state.layoutEngine }
        set { setUncommon(\.layoutEngine, newValue) }
    }

    /// The constraints the system keeps for this view (CON-14).
    @exclusivity(unchecked) var systemConstraints = SystemConstraintSet()

    /// What the last flush computed: the frame the engine wants.
    @exclusivity(unchecked) var engineFrame: Rect?

    /// The ``LayoutEngine/serial`` of the engine whose queue holds the view for an update
    /// of its system constraints, 0 when none does.
    @exclusivity(unchecked) var systemUpdateQueue: UInt32 = 0
    /// The ``LayoutEngine/frameGeneration`` whose engine frames every subview was last
    /// given, 0 once a subview moved, resized, came or went since: while it is current, a
    /// layout of this view has no frame to apply (see ``applyEngineFramesToSubviews()``).
    @exclusivity(unchecked) var appliedFrameGeneration: UInt32 = 0
    /// Where the subviews and everything they draw outside themselves lie, in this view's
    /// bounds coordinates; nil until the draw pass needs it again (see
    /// ``subviewsExtent()``).
    @exclusivity(unchecked) final var subviewsExtentCache: Rect?
    /// Whether, in that extent, each subview's subtree lies wholly below (or wholly right
    /// of) the one before it, as a stack's rows do: then the draw pass finds the rows a
    /// region meets by bisection (see ``subviewsExtent()``).
    @exclusivity(unchecked) final var subviewsExtentRunsDown = false
    @exclusivity(unchecked) final var subviewsExtentRunsAcross = false
    /// The few subviews whose drawing extent may have changed since ``subviewsExtentCache``
    /// was worked out: the next ``subviewsExtent()`` looks at these alone when it can (see
    /// ``noteSubviewExtentChanged(_:)``).
    @exclusivity(unchecked) final var subviewsExtentChanges: [View] = []
    /// This view's drawing extent in its superview, as its superview's extent last counted
    /// it, and where the view stood among the superview's subviews then.
    @exclusivity(unchecked) final var countedDrawExtent = Rect.null
    @exclusivity(unchecked) final var countedSubviewIndex = -1

    @exclusivity(unchecked) var needsLayoutFlag = false
    @exclusivity(unchecked) var subtreeNeedsLayout = false
    /// The one subview marked for layout (itself or below it) since the layout pass last
    /// went over this view's subviews, when it is the only one; unretained, and forgotten
    /// when that subview leaves (see ``noteMarkedSubview(_:)``).
    @exclusivity(unchecked) var markedSubview: Unmanaged<View>?
    /// More than one subview was marked, or one left: the pass looks at every subview.
    @exclusivity(unchecked) var severalSubviewsMarked = false
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = false
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
    @exclusivity(unchecked) var needsDisplayFlag = true
    @exclusivity(unchecked) var didCallSuperLayoutSubviews = false
    @exclusivity(unchecked) var didCallSuperUpdateConstraints = false
    @exclusivity(unchecked) var isApplyingEngineFrame = false

    /// Whether the engine turns the view's frame and ``autoresizingMask`` into constraints
    /// that keep the view where its frame puts it. True by default, as for every view made
    /// in code (TAMIC-02); set it to false before you constrain the view yourself, or the
    /// two sets conflict.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMaskIntoConstraints }
        set {
            let oldValue = storedTranslatesAutoresizingMaskIntoConstraints
            storedTranslatesAutoresizingMaskIntoConstraints = newValue
            if oldValue != translatesAutoresizingMaskIntoConstraints { systemConstraintsDidChange() }
        }
    }

    /// ``translatesAutoresizingMaskIntoConstraints``'s storage: final, so reading it is a load, not a checked access.
    @exclusivity(unchecked) private final var storedTranslatesAutoresizingMaskIntoConstraints: Bool = true

    /// How the view resizes when its superview's size changes: flexible margins
    /// and sizes. Empty by default, which keeps the top-left offset and the size.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if oldValue != autoresizingMask { systemConstraintsDidChange() } }
    }

    /// Whether subviews are resized by their ``autoresizingMask`` when this view's size
    /// changes. True by default.
    open var autoresizesSubviews = true {
        didSet { subviewStorage.forEach { $0.systemConstraintsDidChange() } }
    }

    @exclusivity(unchecked) var huggingPriorities = AxisPriorities(.defaultLow)
    @exclusivity(unchecked) var compressionResistancePriorities = AxisPriorities(.defaultHigh)

    var storedLayoutMargins: EdgeInsets {
        get { uncommonStorage?.state.layoutMargins ?? UncommonViewState.defaults.layoutMargins }
        set { setUncommon(\.layoutMargins, newValue) }
    }

    /// Whether the view's margins also keep clear of its superview's margins where the two
    /// overlap: each edge takes the larger of its own margin and what is left
    /// of the superview's. False by default.
    open var preservesSuperviewLayoutMargins: Bool {
        get { uncommonStorage?.state.preservesSuperviewLayoutMargins ?? UncommonViewState.defaults.preservesSuperviewLayoutMargins }
        set {
            setUncommon(\.preservesSuperviewLayoutMargins, newValue)
            systemConstraintsDidChange()
        }
    }

    var layoutGuideStorage: [LayoutGuide] {
        get { uncommonStorage?.state.layoutGuides ?? UncommonViewState.defaults.layoutGuides }
        set {
            if uncommonStorage == nil && newValue.isEmpty { return }
            uncommon.state.layoutGuides = newValue
        }
    }

    /// The border drawn around the view, nil for none (`View+Border`).
    var borderStorage: ViewBorder? {
        get { uncommonStorage?.state.border }
        set { setUncommon(\.border, newValue) }
    }

    var marginsGuideStorage: LayoutGuide? {
        get { uncommonStorage?.state.marginsGuide }
        set { setUncommon(\.marginsGuide, newValue) }
    }

    /// Whether the view has a margins guide and keeps clear of its superview's margins:
    /// whether its margin constraints follow its frame. Asked for a view and its subviews
    /// at every frame change, so the common answer (no uncommon state, hence no guide)
    /// takes a load, not a dynamically dispatched getter and a retain.
    final var preservesMarginsThroughGuide: Bool {
        guard let storage = uncommonStorage, storage.state.marginsGuide != nil else { return false }
        return preservesSuperviewLayoutMargins
    }

    var readableGuideStorage: LayoutGuide? {
        get { uncommonStorage?.state.readableGuide }
        set { setUncommon(\.readableGuide, newValue) }
    }

    /// How the view's content reads: whether leading and trailing flip in right-to-left
    /// layout. `.unspecified` by default, which follows the window.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { layoutDirectionDidChange() } }
    }

    /// The view controller whose root view this is.
    var owningViewController: ViewController? {
        get { uncommonStorage?.state.owningViewController }
        set { setUncommon(\.owningViewController, newValue) }
    }

    // MARK: - Uncommon state

    /// The state most views leave at its defaults (``UncommonViewState``), nil until one
    /// of its fields is set; read through it or, without it, from the defaults.
    @exclusivity(unchecked) private(set) final var uncommonStorage: UncommonViewStorage?

    /// The uncommon state to write, made on first use.
    private final var uncommon: UncommonViewStorage {
        if let storage = uncommonStorage { return storage }
        let storage = UncommonViewStorage()
        uncommonStorage = storage
        return storage
    }

    /// Sets a field of the uncommon state, without making it for a default value.
    final func setUncommon<Value: Equatable>(_ field: WritableKeyPath<UncommonViewState, Value>, _ value: Value) {
        if uncommonStorage == nil && value == UncommonViewState.defaults[keyPath: field] { return }
        uncommon.state[keyPath: field] = value
    }

    /// Sets an object field of the uncommon state (nil by default), without making it for nil.
    private final func setUncommon<Object: AnyObject>(_ field: WritableKeyPath<UncommonViewState, Object?>, _ value: Object?) {
        if uncommonStorage == nil && value == nil { return }
        uncommon.state[keyPath: field] = value
    }

    // MARK: - Drawing

    /// Draws the view's content: called in the draw pass, in painter's order, for the
    /// views that cover cells being drawn again (those marked with
    /// ``View/setNeedsDisplay()``, moved, resized, shown or hidden). Never call it yourself.
    ///
    /// `rect` is the part of the bounds to draw, in the view's coordinates; drawing outside
    /// it is clipped away. Draw with `context`, in the view's coordinates. The
    /// ``View/backgroundColor``, if any, is already filled in. Does nothing by default.
    ///
    /// UIKit's `draw(_:)` finds its graphics context itself; here it is passed in.
    open func draw(_ rect: Rect, in context: DrawingContext) {}

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

    /// The object's address in hex, `0x…`: the identity diagnostics print (DBG-01,
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
