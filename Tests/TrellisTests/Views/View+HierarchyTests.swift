import Testing
@testable import Trellis

@Suite("View hierarchy")
@MainActor
struct ViewHierarchyTests {
    /// A superview `p` holding `a`, `b`, `c` in that order.
    private func parentWithABC() -> (View, View, View, View) {
        let parent = View(name: "p")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        return (parent, a, b, c)
    }

    // MARK: - Building the tree

    @Test("VH-01, VH-03: addSubview appends, back to front, and sets the superview")
    func addSubviewAppends() {
        let (parent, a, b, c) = parentWithABC()
        #expect(parent.subviewNames == ["a", "b", "c"])
        #expect(a.superview === parent)
        #expect(b.superview === parent)
        #expect(c.superview === parent)
    }

    @Test("VH-04: inserting at an index, below a sibling, exchanging, to front and to back")
    func vh04ReorderingSequence() {
        let (parent, a, _, c) = parentWithABC()
        let d = View(name: "d"), e = View(name: "e")

        parent.insertSubview(d, at: 1)
        #expect(parent.subviewNames == ["a", "d", "b", "c"])
        parent.insertSubview(e, belowSubview: c)
        #expect(parent.subviewNames == ["a", "d", "b", "e", "c"])
        parent.exchangeSubview(at: 0, withSubviewAt: 4)
        #expect(parent.subviewNames == ["c", "d", "b", "e", "a"])
        parent.bringSubviewToFront(c)
        #expect(parent.subviewNames == ["d", "b", "e", "a", "c"])
        parent.sendSubviewToBack(a)
        #expect(parent.subviewNames == ["a", "d", "b", "e", "c"])

        #expect(d.superview === parent)
        #expect(e.superview === parent)
    }

    @Test("VH-04: insertSubview(_:aboveSubview:) puts the view just in front of the sibling")
    func insertAbove() {
        let (parent, a, _, c) = parentWithABC()
        parent.insertSubview(View(name: "d"), aboveSubview: a)
        #expect(parent.subviewNames == ["a", "d", "b", "c"])
        parent.insertSubview(View(name: "e"), aboveSubview: c)
        #expect(parent.subviewNames == ["a", "d", "b", "c", "e"])
    }

    @Test("insertSubview(_:at:) clamps an index past either end")
    func insertAtClamps() {
        let (parent, _, _, _) = parentWithABC()
        parent.insertSubview(View(name: "front"), at: 99)
        parent.insertSubview(View(name: "back"), at: -3)
        #expect(parent.subviewNames == ["back", "a", "b", "c", "front"])
    }

    @Test("inserting an existing subview moves it, counting the index among the others")
    func insertExistingSubview() {
        let (parent, a, b, c) = parentWithABC()
        parent.insertSubview(a, at: 2)
        #expect(parent.subviewNames == ["b", "c", "a"])
        parent.insertSubview(a, belowSubview: b)
        #expect(parent.subviewNames == ["a", "b", "c"])
        parent.insertSubview(a, aboveSubview: c)
        #expect(parent.subviewNames == ["b", "c", "a"])
        parent.insertSubview(b, belowSubview: b)
        #expect(parent.subviewNames == ["b", "c", "a"])
        #expect(a.superview === parent)
    }

    @Test("bringSubviewToFront and sendSubviewToBack ignore a view that is not a subview")
    func reorderIgnoresStrangers() {
        let (parent, _, _, _) = parentWithABC()
        let stranger = View(name: "x")
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviewNames == ["a", "b", "c"])
        #expect(stranger.superview == nil)
    }

    @Test("exchanging an index with itself changes nothing")
    func exchangeSameIndex() {
        let (parent, _, _, _) = parentWithABC()
        parent.exchangeSubview(at: 1, withSubviewAt: 1)
        #expect(parent.subviewNames == ["a", "b", "c"])
    }

    // MARK: - Removing

    @Test("VH-05: subviews is a copy, so removing each view while iterating empties the view")
    func vh05RemoveWhileIterating() {
        let (parent, a, b, c) = parentWithABC()
        parent.subviews.forEach { $0.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
        #expect(a.superview == nil)
        #expect(b.superview == nil)
        #expect(c.superview == nil)
    }

    @Test("VH-05: changing the returned array or the view leaves the other alone")
    func vh05CopySemantics() {
        let (parent, _, _, _) = parentWithABC()
        var copy = parent.subviews
        copy.removeAll()
        #expect(parent.subviewNames == ["a", "b", "c"])
        let snapshot = parent.subviews
        parent.addSubview(View(name: "d"))
        #expect(snapshot.count == 3)
    }

    @Test("removeFromSuperview on a view with no superview does nothing")
    func removeWithoutSuperview() {
        let view = View(name: "v")
        view.removeFromSuperview()
        #expect(view.superview == nil)
    }

    @Test("VH-02: a removed view keeps its own subtree")
    func removalKeepsSubtree() {
        let root = View(name: "root"), branch = View(name: "branch"), leaf = View(name: "leaf")
        root.addSubview(branch)
        branch.addSubview(leaf)
        branch.removeFromSuperview()
        #expect(root.subviews.isEmpty)
        #expect(leaf.superview === branch)
        #expect(branch.subviewNames == ["leaf"])
    }

    @Test("VH-08: a superview retains its subviews; removing one releases it; a subview does not retain its superview")
    func vh08Ownership() {
        let parent = View(name: "p")
        weak var weakChild: View?
        do {
            let child = View(name: "child")
            weakChild = child
            parent.addSubview(child)
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)

        let child = View(name: "child")
        do {
            let temporaryParent = View(name: "temporary")
            temporaryParent.addSubview(child)
            #expect(child.superview === temporaryParent)
        }
        #expect(child.superview == nil)
    }

    // MARK: - Queries

    @Test("VH-06: isDescendant(of:) holds at any depth and for the view itself, and only downward")
    func vh06IsDescendant() {
        let root = View(name: "root"), branch = View(name: "branch"), leaf = View(name: "leaf")
        let sibling = View(name: "sibling")
        root.addSubview(branch)
        root.addSubview(sibling)
        branch.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: branch))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: sibling))
        #expect(!leaf.isDescendant(of: View()))
    }

    @Test("VH-06: viewWithTag checks the receiver first")
    func vh06ViewWithTagReceiverFirst() {
        let root = View(name: "root"), child = View(name: "child")
        root.tag = 5
        child.tag = 5
        root.addSubview(child)
        #expect(root.viewWithTag(5) === root)
        #expect(child.viewWithTag(5) === child)
    }

    @Test("VH-06: viewWithTag searches depth-first, back to front, and returns the first match")
    func vh06ViewWithTagDepthFirst() {
        // root ─ a ─ a1 (7)
        //      └ b (7)
        // Depth-first finds a1; breadth-first would find b.
        let root = View(name: "root"), a = View(name: "a"), a1 = View(name: "a1"), b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        a1.tag = 7
        b.tag = 7
        #expect(root.viewWithTag(7) === a1)
        #expect(root.viewWithTag(8) == nil)
        #expect(b.viewWithTag(7) === b)
    }

    // MARK: - VH-10

    @Test("VH-10: adding a view that has another superview moves it there, subtree and all")
    func vh10MoveFromOtherSuperview() {
        let first = View(name: "first"), second = View(name: "second")
        let view = View(name: "v"), leaf = View(name: "leaf")
        first.addSubview(view)
        view.addSubview(leaf)
        second.addSubview(View(name: "x"))

        second.addSubview(view)

        #expect(first.subviews.isEmpty)
        #expect(second.subviewNames == ["x", "v"])
        #expect(view.superview === second)
        #expect(leaf.superview === view)
    }

    @Test("VH-10: adding an existing subview brings it to the front")
    func vh10AddExistingBringsToFront() {
        let (parent, a, _, _) = parentWithABC()
        parent.addSubview(a)
        #expect(parent.subviewNames == ["b", "c", "a"])
        #expect(a.superview === parent)
    }

    // MARK: - Hooks (VH-07)

    @Test("VH-07: adding a view to a superview outside any window")
    func hooksAdd() {
        let log = HookLog()
        let parent = HookRecordingView("p", log: log), view = HookRecordingView("v", log: log)
        parent.addSubview(view)
        #expect(log.entries == [
            "v.willMove(toSuperview: p) [superview: nil]",
            "v.didMoveToSuperview [superview: p]",
            "p.didAddSubview(v) [v.superview: p]",
        ])
    }

    @Test("VH-07: removing a view from a superview outside any window")
    func hooksRemove() {
        let log = HookLog()
        let parent = HookRecordingView("p", log: log), view = HookRecordingView("v", log: log)
        parent.addSubview(view)
        log.entries = []
        view.removeFromSuperview()
        #expect(log.entries == [
            "p.willRemoveSubview(v) [v.superview: p]",
            "v.willMove(toSuperview: nil) [superview: p]",
            "v.didMoveToSuperview [superview: nil]",
        ])
    }

    @Test("VH-07: moving between superviews in one window: the removal hook, then the insertion hooks, no window hooks")
    func hooksMoveBetweenSuperviews() {
        let log = HookLog()
        let window = Window(size: Size(width: 80, height: 24))
        window.debugName = "W"
        let a = HookRecordingView("a", log: log), b = HookRecordingView("b", log: log)
        let view = HookRecordingView("v", log: log)
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(view)
        log.entries = []

        b.addSubview(view)

        #expect(log.entries == [
            "a.willRemoveSubview(v) [v.superview: a]",
            "v.willMove(toSuperview: b) [superview: a]",
            "v.didMoveToSuperview [superview: b]",
            "b.didAddSubview(v) [v.superview: b]",
        ])
    }

    @Test("VH-07: adding a subtree to a view in a window: window hooks on the whole subtree, between the superview hooks")
    func hooksIntoWindow() {
        let log = HookLog()
        let window = Window(size: Size(width: 80, height: 24))
        window.debugName = "W"
        let root = HookRecordingView("root", log: log)
        window.addSubview(root)
        let view = HookRecordingView("v", log: log), child = HookRecordingView("c", log: log)
        view.addSubview(child)
        log.entries = []

        root.addSubview(view)

        #expect(log.entries == [
            "v.willMove(toSuperview: root) [superview: nil]",
            "v.willMove(toWindow: W) [window: nil]",
            "c.willMove(toWindow: W) [window: nil]",
            "v.didMoveToWindow [window: W]",
            "c.didMoveToWindow [window: W]",
            "v.didMoveToSuperview [superview: root]",
            "root.didAddSubview(v) [v.superview: root]",
        ])
    }

    @Test("VH-07: removing a subtree from a window: window hooks with nil on the whole subtree")
    func hooksOutOfWindow() {
        let log = HookLog()
        let window = Window(size: Size(width: 80, height: 24))
        window.debugName = "W"
        let root = HookRecordingView("root", log: log)
        let view = HookRecordingView("v", log: log), child = HookRecordingView("c", log: log)
        window.addSubview(root)
        root.addSubview(view)
        view.addSubview(child)
        log.entries = []

        view.removeFromSuperview()

        #expect(log.entries == [
            "root.willRemoveSubview(v) [v.superview: root]",
            "v.willMove(toSuperview: nil) [superview: root]",
            "v.willMove(toWindow: nil) [window: W]",
            "c.willMove(toWindow: nil) [window: W]",
            "v.didMoveToWindow [window: nil]",
            "c.didMoveToWindow [window: nil]",
            "v.didMoveToSuperview [superview: nil]",
        ])
    }

    @Test("VH-07: moving between windows: one transition, with the new window")
    func hooksBetweenWindows() {
        let log = HookLog()
        let first = Window(size: Size(width: 10, height: 10)), second = Window(size: Size(width: 10, height: 10))
        first.debugName = "W1"
        second.debugName = "W2"
        let a = HookRecordingView("a", log: log), b = HookRecordingView("b", log: log)
        let view = HookRecordingView("v", log: log)
        first.addSubview(a)
        second.addSubview(b)
        a.addSubview(view)
        log.entries = []

        b.addSubview(view)

        #expect(log.entries == [
            "a.willRemoveSubview(v) [v.superview: a]",
            "v.willMove(toSuperview: b) [superview: a]",
            "v.willMove(toWindow: W2) [window: W1]",
            "v.didMoveToWindow [window: W2]",
            "v.didMoveToSuperview [superview: b]",
            "b.didAddSubview(v) [v.superview: b]",
        ])
    }

    @Test("reordering among siblings calls no hook")
    func reorderingCallsNoHooks() {
        let log = HookLog()
        let parent = HookRecordingView("p", log: log)
        let a = HookRecordingView("a", log: log), b = HookRecordingView("b", log: log)
        let c = HookRecordingView("c", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        log.entries = []

        parent.addSubview(a)
        parent.insertSubview(a, at: 0)
        parent.insertSubview(c, belowSubview: a)
        parent.insertSubview(c, aboveSubview: b)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        parent.bringSubviewToFront(b)
        parent.sendSubviewToBack(b)

        #expect(log.entries.isEmpty)
        #expect(parent.subviewNames == ["b", "c", "a"])
    }

    // MARK: - Programmer errors

    @Test("adding a view to itself stops with UIKit's message")
    func addSelfStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = View()
                view.addSubview(view)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add self as subview"))
    }

    @Test("adding an ancestor as a subview stops instead of making a cycle")
    func addAncestorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = View(), leaf = View()
                root.addSubview(leaf)
                leaf.addSubview(root)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add a view as a subview of its own descendant"))
    }

    @Test("adding a Window as a subview stops: a window is always a root")
    func addWindowStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                View().addSubview(Window(size: Size(width: 1, height: 1)))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add a Window as a subview"))
    }

    @Test("inserting relative to a view that is not a subview stops")
    func insertBelowStrangerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                View().insertSubview(View(), belowSubview: View())
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("insertSubview(_:belowSubview:): the sibling"))
        #expect(message.contains("is not a subview of"))
    }

    @Test("exchanging an index out of range stops")
    func exchangeOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = View()
                parent.addSubview(View())
                parent.exchangeSubview(at: 0, withSubviewAt: 1)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("index 1 is out of range for the 1 subviews"))
    }
}
