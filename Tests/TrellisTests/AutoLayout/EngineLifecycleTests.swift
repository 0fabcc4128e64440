import Testing
@testable import Trellis

/// The engine following the hierarchy and its inputs: what it forgets, what it does not
/// repeat, and what it refuses.
@MainActor
@Suite struct EngineLifecycleTests {
    @Test func aRemovedWidthDependentViewIsForgottenByItsOldEngine() {
        let window = Window(size: Size(width: 30, height: 10))
        weak var released: WordWrapTextView?
        do {
            let text = WordWrapTextView("text", text: "the quick brown fox jumps over")
            released = text
            window.addSubview(text)
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                text.widthAnchor.constraint(equalToConstant: 10),
                text.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.runLayoutCycle()
            #expect(text.frame.height == 3)
            #expect(window.activeLayoutEngine?.isWidthDependent(text) == true)
            text.removeFromSuperview()
            #expect(window.activeLayoutEngine?.isWidthDependent(text) == false)
        }
        window.runLayoutCycle()
        #expect(released == nil)
    }

    /// A view the engine queued for its system constraints and that was freed before the
    /// flush leaves nothing behind: a new view made at the same address (as the allocator
    /// readily hands it out) still gets its own content-size constraints.
    @Test func aNewViewAtAFreedQueuedViewsAddressGetsItsSystemConstraints() {
        let window = Window(size: Size(width: 40, height: 5))
        for attempt in 0..<50 {
            do {
                let old = Label(text: "old")
                old.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(old)
                old.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
                window.runLayoutCycle()
                old.text = "queued again"
                old.removeFromSuperview()
            }
            let label = Label(text: "hello world")
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            window.runLayoutCycle()
            #expect(label.frame.size == Size(width: 11, height: 1), "attempt \(attempt)")
            #expect(label.constraints.contains { $0.kind == .contentSize(hugging: true) }, "attempt \(attempt)")
            label.removeFromSuperview()
        }
    }

    /// A view moved inside its hierarchy keeps its subtree's constraints in the solver,
    /// under the same handles: their equations cannot change with the move, so only the
    /// constraints that tied it to its old place go, and those of the new place come in.
    @Test func aMoveInsideTheHierarchyKeepsTheSubtreesConstraintsInstalled() {
        let window = Window(size: Size(width: 40, height: 110))
        let left = View.constrained("left")
        let right = View.constrained("right")
        window.addSubview(left)
        window.addSubview(right)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            left.topAnchor.constraint(equalTo: window.topAnchor),
            left.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            left.widthAnchor.constraint(equalToConstant: 20),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
            right.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        let column = StackView(arrangedSubviews: (0..<100).map { Label(text: "row \($0)") })
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: left.leadingAnchor),
            column.topAnchor.constraint(equalTo: left.topAnchor),
        ])
        window.runLayoutCycle()
        var states: [(constraint: LayoutConstraint, state: ConstraintEngineState)] = []
        column.forEachInSubtree { view in
            for constraint in view.constraints { states.append((constraint, constraint.engineState)) }
        }
        #expect(states.count > 500)
        #expect(states.allSatisfy { if case .installed = $0.state { true } else { false } })
        let lastRow = column.arrangedSubviews[99]
        #expect(lastRow.frame == Rect(x: 0, y: 99, width: 6, height: 1))

        right.addSubview(column)
        LayoutConstraint.activate([
            column.trailingAnchor.constraint(equalTo: right.trailingAnchor),
            column.topAnchor.constraint(equalTo: right.topAnchor, constant: 1),
        ])
        window.runLayoutCycle()
        #expect(column.frame == Rect(x: 14, y: 1, width: 6, height: 100))
        #expect(lastRow.frame == Rect(x: 0, y: 99, width: 6, height: 1))
        #expect(states.allSatisfy { $0.constraint.engineState == $0.state })
        // The stack's constraints still follow its properties in place.
        column.spacing = 1
        window.runLayoutCycle()
        #expect(column.arrangedSubviews[1].frame.minY == 2)
    }

    /// A container placed by its frame, with a child its constraints place.
    private func containerWithConstrainedChild() -> (container: View, child: View, constraints: [LayoutConstraint]) {
        let container = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let child = View.constrained("child")
        container.addSubview(child)
        let constraints = [
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 1),
        ]
        return (container, child, constraints)
    }

    /// Views that outlive their window keep their constraints active; put in another
    /// window, or given an engine of their own, those constraints take part there. The
    /// handles and queued additions they had in the old engine mean nothing in the new one.
    @Test(arguments: [false, true])
    func constraintsOfViewsThatOutliveTheirWindowWorkAgain(inAnotherWindow: Bool) {
        let (container, child, constraints) = containerWithConstrainedChild()
        let leading = constraints[0]
        let badge = View.constrained("badge")
        container.addSubview(badge)
        weak var released: Window?
        do {
            let window = Window(size: Size(width: 40, height: 10))
            released = window
            window.addSubview(container)
            LayoutConstraint.activate(constraints)
            window.runLayoutCycle()
            #expect(child.frame == Rect(x: 2, y: 1, width: 5, height: 1))
            // Queued, not yet solved, when the window goes: a constant and new constraints.
            leading.constant = 3
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
            LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 3),
                badge.widthAnchor.constraint(equalToConstant: 2),
                badge.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        #expect(released == nil)
        #expect(container.superview == nil && leading.isActive)
        leading.constant = 4
        let second = Window(size: Size(width: 40, height: 10))
        if inAnotherWindow {
            // A window whose engine is already at work, with handles of its own.
            let other = View.constrained("other")
            second.addSubview(other)
            LayoutConstraint.activate([
                other.leadingAnchor.constraint(equalTo: second.leadingAnchor),
                other.topAnchor.constraint(equalTo: second.topAnchor, constant: 5),
                other.widthAnchor.constraint(equalToConstant: 7),
                other.heightAnchor.constraint(equalToConstant: 1),
            ])
            second.runLayoutCycle()
            second.addSubview(container)
            // Changed before the new engine has the constraint: the handle the old engine
            // gave it must not name one of this engine's constraints.
            leading.constant = 5
            second.runLayoutCycle()
            #expect(other.frame == Rect(x: 0, y: 5, width: 7, height: 1))
            #expect(child.frame == Rect(x: 5, y: 1, width: 5, height: 1))
            leading.constant = 4
            second.runLayoutCycle()
        } else {
            // A new constraint in the container's hierarchy gives it an engine of its own.
            child.heightAnchor.constraint(lessThanOrEqualToConstant: 3).isActive = true
            container.layoutIfNeeded()
        }
        #expect(child.frame == Rect(x: 4, y: 1, width: 5, height: 1))
        leading.constant = 6
        container.layoutIfNeeded()
        #expect(child.frame == Rect(x: 6, y: 1, width: 5, height: 1))
        // The constraints that were only queued when the window went take part too.
        #expect(badge.frame == Rect(x: 10, y: 3, width: 2, height: 1))
        #expect(container.window === (inAnotherWindow ? second : nil))
    }

    /// Constraints queued in one window's engine, moved to another window before the
    /// first one's layout pass, are the second one's: the first takes none of them.
    @Test func queuedConstraintsMovedToAnotherWindowGoWithTheirViews() {
        let first = Window(size: Size(width: 40, height: 10))
        let second = Window(size: Size(width: 40, height: 10))
        let (container, child, constraints) = containerWithConstrainedChild()
        first.addSubview(container)
        LayoutConstraint.activate(constraints)
        second.addSubview(container)
        let log = capturingDiagnostics {
            first.runLayoutCycle()
            second.runLayoutCycle()
        }
        #expect(child.frame == Rect(x: 2, y: 1, width: 5, height: 1))
        #expect(log.isEmpty, "\(log)")
        // Changed after both flushes: only the second window's engine holds it.
        constraints[0].constant = 4
        let changeLog = capturingDiagnostics {
            first.runLayoutCycle()
            second.runLayoutCycle()
        }
        #expect(child.frame.minX == 4)
        #expect(changeLog.isEmpty, "\(changeLog)")
    }

    /// A constant changed in one window, whose view then moves to another window that
    /// lays out first: when the first window lays out, the handle the constraint now has
    /// is the second window's, which may name one of the first window's own constraints.
    @Test func aConstantQueuedBeforeAMoveChangesOnlyTheMovedConstraint() {
        let first = Window(size: Size(width: 40, height: 10))
        let second = Window(size: Size(width: 40, height: 10))
        // Made in the order the moved view's constraints will be made in the second window.
        let keeper = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let kept = View.constrained("kept")
        keeper.addSubview(kept)
        first.addSubview(keeper)
        LayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: keeper.leadingAnchor, constant: 1),
            kept.topAnchor.constraint(equalTo: keeper.topAnchor, constant: 5),
            kept.widthAnchor.constraint(equalToConstant: 3),
            kept.heightAnchor.constraint(equalToConstant: 1),
        ])
        first.runLayoutCycle()
        let (container, child, constraints) = containerWithConstrainedChild()
        first.addSubview(container)
        LayoutConstraint.activate(constraints)
        first.runLayoutCycle()
        for constraint in constraints { constraint.constant += 1 }
        second.addSubview(container)
        second.runLayoutCycle()
        first.runLayoutCycle()
        #expect(kept.frame == Rect(x: 1, y: 5, width: 3, height: 1))
        #expect(child.frame == Rect(x: 3, y: 2, width: 6, height: 2))
    }

    /// A view removed before its constraints were solved and put back later: the window
    /// holds each constraint once, so deactivating one lets go of it.
    @Test func queuedConstraintsOfARemovedViewAreNotLeftBehind() {
        let window = Window(size: Size(width: 40, height: 10))
        let (container, child, constraints) = containerWithConstrainedChild()
        window.addSubview(container)
        LayoutConstraint.activate(constraints)
        container.removeFromSuperview()
        window.runLayoutCycle()
        // Laid out on its own, the removed view settles at once (no rounds of re-solving).
        let aloneLog = capturingDiagnostics { container.layoutIfNeeded() }
        #expect(child.frame == Rect(x: 2, y: 1, width: 5, height: 1))
        #expect(aloneLog.isEmpty, "\(aloneLog)")
        window.addSubview(container)
        window.runLayoutCycle()
        #expect(child.frame == Rect(x: 2, y: 1, width: 5, height: 1))
        constraints[2].isActive = false
        let log = capturingDiagnostics {
            child.widthAnchor.constraint(equalToConstant: 8).isActive = true
            window.runLayoutCycle()
        }
        #expect(child.frame.width == 8)
        #expect(log.isEmpty, "\(log)")
    }

    @Test func changingDirectionDoesNotLogAConflictAgain() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let box = View.constrained("box")
        root.addSubview(box)
        let messages = capturingDiagnostics {
            LayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 20),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 1),
            ])
            root.layoutIfNeeded()
            let other = View.constrained("other")
            root.addSubview(other)
            other.semanticContentAttribute = .forceRightToLeft
            root.semanticContentAttribute = .forceRightToLeft
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        // The leading constraint now measures from the right.
        #expect(box.frame == Rect(x: 28, y: 0, width: 10, height: 1))
    }

    @Test func preservedMarginsFollowTheSuperviewsMargins() {
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let child = View(name: "child", frame: outer.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.layoutMargins = .zero
        child.preservesSuperviewLayoutMargins = true
        outer.addSubview(child)
        let inner = View.constrained("inner")
        child.addSubview(inner)
        let guide = child.layoutMarginsGuide
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: guide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        outer.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 1, y: 1, width: 38, height: 8))
        outer.layoutMargins = EdgeInsets(all: 3)
        outer.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 3, y: 3, width: 34, height: 4))
    }

    @Test func aNegativeWindowSizeIsTakenAsZero() {
        let window = Window(size: Size(width: 10, height: 5))
        window.size = Size(width: -4, height: 3)
        #expect(window.frame == Rect(x: 0, y: 0, width: 0, height: 3))
    }

    @Test func aNonFiniteWindowSizeStopsWithAClearMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let window = Window(size: Size(width: 10, height: 5))
            window.size = Size(width: .nan, height: 5)
        }
    }

    /// Only views and guides can be constrained: a constraint on an item of another class
    /// that adopts ``LayoutItem`` is refused when it is activated, before any layout.
    @Test func aForeignLayoutItemIsRefusedWhenActivated() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let host = View.constrained("host")
            let foreign = ForeignLayoutItem(owner: host)
            let constraint = try! LayoutConstraint(item: foreign, attribute: .width, relatedBy: .equal, toItem: nil,
                                                   attribute: .notAnAttribute, constant: 3)
            constraint.isActive = true
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ForeignLayoutItem"))
        #expect(message.contains("only a View or a LayoutGuide"))
    }
}

/// A class of the app's own that claims to be a layout item.
@MainActor
private final class ForeignLayoutItem: LayoutItem {
    let owner: View
    init(owner: View) { self.owner = owner }
    var layoutOwner: View? { owner }
}
