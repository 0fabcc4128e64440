/// The root of a view hierarchy, standing for the whole terminal screen: UIKit's
/// `UIWindow`.
///
/// A window has no superview and cannot be added to a view; every view in its tree has it
/// as its ``View/window``, and so does the window itself (spec VH-09, WIN-01). Its
/// coordinate system is the screen's: one cell per point, (0, 0) at the top-left corner.
/// Put one root view in it that fills it (WIN-02); the window's own background shows only
/// where that view does not cover it (WIN-04).
///
/// A window of any size can be built and laid out headless, in a test, with no terminal.
/// The terminal backend sets ``size`` when the terminal is resized (WIN-05).
///
/// Differences from `UIWindow`: it is created with a size instead of a frame or a scene,
/// and there is no key window or `makeKeyAndVisible()` here (the application's run loop
/// shows the window, WIN-03).
@MainActor
open class Window: View {
    /// Creates a window with its origin at the top-left corner of the screen and the given
    /// size, in cells: the frame (0, 0, size) of spec WIN-01.
    ///
    /// There is no `init(frame:)`: a window covers the screen from its origin. ``View/frame``
    /// can still be set afterwards.
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
        window = self
    }

    /// The window's size in cells: columns by rows.
    ///
    /// Setting it sets ``View/frame`` to (0, 0, size), keeping `bounds.origin`. This is
    /// what a terminal resize does (spec WIN-05): the resize path sets the size and
    /// nothing else, and the layout passes follow from it. Not in UIKit, where a window's
    /// size follows its scene.
    public var size: Size {
        get { frame.size }
        set { frame = Rect(origin: .zero, size: newValue) }
    }
}
