import Testing
@testable import Trellis

@Suite("Window")
@MainActor
struct WindowTests {
    @Test("WIN-01: init(size:) gives the frame (0,0,size), no superview, and itself as window")
    func initSize() {
        let window = Window(size: Size(width: 80, height: 24))
        #expect(window.frame.origin == .zero)
        #expect(window.frame.size == Size(width: 80, height: 24))
        #expect(window.bounds.origin == .zero)
        #expect(window.bounds.size == Size(width: 80, height: 24))
        #expect(window.size == Size(width: 80, height: 24))
        #expect(window.superview == nil)
        #expect(window.window === window)
    }

    @Test("WIN-05: setting size sets the frame to (0,0,size) and keeps bounds.origin")
    func resize() {
        let window = Window(size: Size(width: 80, height: 24))
        window.bounds.origin = Point(x: 0, y: 5)
        window.size = Size(width: 101, height: 30)
        #expect(window.frame.origin == .zero)
        #expect(window.frame.size == Size(width: 101, height: 30))
        #expect(window.center == Point(x: 50.5, y: 15))
        #expect(window.bounds.origin == Point(x: 0, y: 5))
        #expect(window.size == Size(width: 101, height: 30))
    }

    @Test("WIN-05: setting size puts a window that was moved back at the screen's origin")
    func resizeResetsOrigin() {
        let window = Window(size: Size(width: 10, height: 10))
        window.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        window.size = Size(width: 20, height: 20)
        #expect(window.frame.origin == .zero)
        #expect(window.frame.size == Size(width: 20, height: 20))
    }

    @Test("a window can shrink to nothing and grow back")
    func tinySizes() {
        let window = Window(size: Size(width: 1, height: 1))
        window.size = .zero
        #expect(window.frame.size == .zero)
        #expect(window.frame.origin == .zero)
        window.size = Size(width: 10_000, height: 5_000)
        #expect(window.frame.size == Size(width: 10_000, height: 5_000))
        #expect(window.frame.origin == .zero)
    }

    // MARK: - Propagation of `window`

    @Test("VH-09: every view in a window's tree has that window; a view outside any has nil")
    func propagationOnAdd() {
        let window = Window(size: Size(width: 80, height: 24))
        let root = View(), branch = View(), leaf = View()
        branch.addSubview(leaf)
        #expect(leaf.window == nil)
        root.addSubview(branch)
        #expect(branch.window == nil)
        #expect(leaf.window == nil)

        window.addSubview(root)

        #expect(root.window === window)
        #expect(branch.window === window)
        #expect(leaf.window === window)

        let late = View()
        leaf.addSubview(late)
        #expect(late.window === window)
    }

    @Test("removing a subtree from a window clears window across it; the rest of the tree keeps it")
    func propagationOnRemove() {
        let window = Window(size: Size(width: 80, height: 24))
        let root = View(), branch = View(), leaf = View(), other = View()
        window.addSubview(root)
        root.addSubview(branch)
        root.addSubview(other)
        branch.addSubview(leaf)

        branch.removeFromSuperview()

        #expect(branch.window == nil)
        #expect(leaf.window == nil)
        #expect(root.window === window)
        #expect(other.window === window)
    }

    @Test("moving a subtree to another window updates window across it")
    func propagationBetweenWindows() {
        let first = Window(size: Size(width: 10, height: 10)), second = Window(size: Size(width: 10, height: 10))
        let branch = View(), leaf = View()
        branch.addSubview(leaf)
        first.addSubview(branch)
        #expect(leaf.window === first)

        second.addSubview(branch)

        #expect(branch.window === second)
        #expect(leaf.window === second)
        #expect(first.subviews.isEmpty)
    }

    @Test("moving a subtree into a detached view takes it out of the window")
    func propagationIntoDetachedTree() {
        let window = Window(size: Size(width: 10, height: 10))
        let branch = View(), leaf = View(), detached = View()
        window.addSubview(branch)
        branch.addSubview(leaf)

        detached.addSubview(branch)

        #expect(branch.window == nil)
        #expect(leaf.window == nil)
    }

    @Test("a window holds its tree strongly and is held weakly by it")
    func windowOwnership() {
        let view = View()
        var window: Window? = Window(size: Size(width: 10, height: 10))
        window?.addSubview(view)
        #expect(view.window != nil)
        window = nil
        #expect(view.window == nil)
        #expect(view.superview == nil)
    }
}
