import Testing
@testable import Trellis

// MARK: - Recording the cycle

/// The layout-cycle calls that `CycleView`s, `CycleWindow`s and `CycleController`s
/// receive, in order, shared by the views of one test.
@MainActor
final class CycleLog {
    var entries: [String] = []

    /// The entries that mention `word` (e.g. "updateConstraints", "layoutSubviews", "draw").
    func only(_ word: String) -> [String] { entries.filter { $0.contains(word) } }

    /// How many times `entry` was logged.
    func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }

    func clear() { entries.removeAll() }
}

/// A view that logs `name.updateConstraints`, `name.layoutSubviews` and `name.draw`, and
/// calls `super` as it must.
class CycleView: View {
    let log: CycleLog
    let name: String
    /// Runs after `super.layoutSubviews()`, for tests that adjust frames there (CYC-06).
    var afterLayout: ((CycleView) -> Void)?

    init(_ name: String, log: CycleLog, frame: Rect = .zero, constrained: Bool = true) {
        self.log = log
        self.name = name
        super.init(frame: frame)
        debugName = name
        translatesAutoresizingMaskIntoConstraints = !constrained
    }

    override func updateConstraints() {
        log.entries.append("\(name).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("\(name).layoutSubviews")
        super.layoutSubviews()
        afterLayout?(self)
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        log.entries.append("\(name).draw")
    }
}

/// A window that logs like `CycleView`, as `root`.
final class CycleWindow: Window {
    let log: CycleLog

    init(size: Size, log: CycleLog) {
        self.log = log
        super.init(size: size)
        debugName = "root"
    }

    override func updateConstraints() {
        log.entries.append("root.updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("root.layoutSubviews")
        super.layoutSubviews()
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        log.entries.append("root.draw")
    }
}

/// A view controller whose root view is a `CycleView` named `root`, logging its own hooks.
final class CycleController: ViewController {
    let log: CycleLog
    private(set) var loadViewCount = 0
    private(set) var viewDidLoadCount = 0

    init(log: CycleLog) {
        self.log = log
        super.init()
    }

    override func loadView() {
        loadViewCount += 1
        log.entries.append("vc.loadView")
        view = CycleView("root", log: log, constrained: false)
    }

    override func viewDidLoad() {
        viewDidLoadCount += 1
        log.entries.append("vc.viewDidLoad")
    }

    override func updateViewConstraints() {
        log.entries.append("vc.updateViewConstraints")
        super.updateViewConstraints()
        log.entries.append("vc.updateViewConstraints.end")
    }

    override func viewWillLayoutSubviews() {
        log.entries.append("vc.viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        log.entries.append("vc.viewDidLayoutSubviews")
    }
}

/// A view that needs Auto Layout (LAY-04 c) and makes its own constraints in
/// `updateConstraints` (LAY-05), once.
final class SelfConstrainingView: View {
    let log: CycleLog
    private(set) var made: [LayoutConstraint] = []
    override class var requiresConstraintBasedLayout: Bool { true }

    init(log: CycleLog) {
        self.log = log
        super.init(frame: .zero)
        debugName = "C"
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func updateConstraints() {
        log.entries.append("C.updateConstraints")
        if made.isEmpty, let superview {
            made = [
                leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 3),
                topAnchor.constraint(equalTo: superview.topAnchor, constant: 1),
                widthAnchor.constraint(equalToConstant: 7),
                heightAnchor.constraint(equalToConstant: 2),
            ]
            LayoutConstraint.activate(made)
        }
        super.updateConstraints()
    }
}

/// A view whose width comes from a property, applied in `updateConstraints` (CYC-02: a view
/// can modify its own constraints there).
final class WidthFromPropertyView: View {
    var preferredWidth: Double = 10
    lazy var widthConstraint = widthAnchor.constraint(equalToConstant: preferredWidth)

    override func updateConstraints() {
        widthConstraint.constant = preferredWidth
        widthConstraint.isActive = true
        super.updateConstraints()
    }
}

/// A view whose `layoutSubviews` examines the frames super gave, moves a constraint, and
/// calls super again (CYC-06).
final class TwoPassView: View {
    var left: View?
    var rightLeading: LayoutConstraint?
    private(set) var superCalls = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        superCalls += 1
        if let left, let rightLeading, rightLeading.constant != left.frame.maxX + 1 {
            rightLeading.constant = left.frame.maxX + 1
            super.layoutSubviews()
            superCalls += 1
        }
    }
}

/// For EX-CYC-5: overrides that forget to call super.
final class ForgetsSuperUpdateConstraintsView: View {
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {}
}

final class ForgetsSuperLayoutSubviewsView: View {
    override func layoutSubviews() {}
}

// MARK: - Helpers

@MainActor
func constraintsPinning(_ view: View, to other: View, inset: Double = 0) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ]
}

@MainActor
func constraintsPlacing(_ view: View, in superview: View, x: Double, y: Double, width: Double, height: Double) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
    ]
}

// MARK: - Tests

/// The layout cycle, ACT-08, LAY-05 and LAY-07.
@MainActor
@Suite struct LayoutCycleTests {
    /// root → A → B, laid out with constraints, after one cycle has settled.
    private func makeTree() -> (log: CycleLog, root: CycleWindow, a: CycleView, b: CycleView) {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 80, height: 24), log: log)
        let a = CycleView("A", log: log)
        let b = CycleView("B", log: log)
        root.addSubview(a)
        a.addSubview(b)
        LayoutConstraint.activate(constraintsPinning(a, to: root, inset: 2) + constraintsPinning(b, to: a, inset: 1))
        root.runLayoutCycle()
        return (log, root, a, b)
    }

    @Test func EX_CYC_1() {
        let (log, root, a, b) = makeTree()
        #expect(a.frame == Rect(x: 2, y: 2, width: 76, height: 20))
        #expect(b.frame == Rect(x: 1, y: 1, width: 74, height: 18))
        log.clear()

        for view in [root, a, b] as [View] {
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
        root.runLayoutCycle()
        #expect(log.entries == [
            "B.updateConstraints", "A.updateConstraints", "root.updateConstraints",
            "root.layoutSubviews", "A.layoutSubviews", "B.layoutSubviews",
            "root.draw", "A.draw", "B.draw",
        ])
        #expect(!root.needsLayout && !a.needsLayout && !b.needsLayout)
        #expect(!root.needsUpdateConstraints && !a.needsUpdateConstraints && !b.needsUpdateConstraints)
        #expect(!root.needsDisplay && !a.needsDisplay && !b.needsDisplay)
    }

    @Test func EX_CYC_1_firstCycleDrawsEveryViewInPaintersOrder() {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 80, height: 24), log: log)
        let a = CycleView("A", log: log)
        let b = CycleView("B", log: log)
        let c = CycleView("C", log: log)
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        LayoutConstraint.activate(constraintsPinning(a, to: root) + constraintsPinning(b, to: a) + constraintsPinning(c, to: root))
        root.runLayoutCycle()
        // Superview before subviews, a view's subtree before its later siblings (DRW-01).
        #expect(log.only("draw") == ["root.draw", "A.draw", "B.draw", "C.draw"])
        // Every update precedes every layout, which precedes every draw.
        let kinds = log.entries.map { $0.split(separator: ".").last.map(String.init) ?? "" }
        let firstLayout = kinds.firstIndex(of: "layoutSubviews") ?? kinds.count
        let lastUpdate = kinds.lastIndex(of: "updateConstraints") ?? -1
        let firstDraw = kinds.firstIndex(of: "draw") ?? kinds.count
        let lastLayout = kinds.lastIndex(of: "layoutSubviews") ?? -1
        #expect(lastUpdate < firstLayout)
        #expect(lastLayout < firstDraw)
        #expect(log.count("root.updateConstraints") == 1)
    }

    @Test func EX_CYC_2() {
        let (log, root, a, b) = makeTree()
        defer { withExtendedLifetime(a) {} }
        log.clear()
        b.setNeedsUpdateConstraints()
        root.runLayoutCycle()
        let updates = log.only("updateConstraints")
        // B and the top always; A may be skipped, but only between them.
        #expect(updates == ["B.updateConstraints", "root.updateConstraints"]
            || updates == ["B.updateConstraints", "A.updateConstraints", "root.updateConstraints"])
        #expect(!b.needsUpdateConstraints)
    }

    @Test func CYC_02_updateConstraintsIfNeededRunsNow() {
        let (log, root, a, b) = makeTree()
        defer { withExtendedLifetime(root) {} } // the window is held only here (superview is weak)
        log.clear()
        b.setNeedsUpdateConstraints()
        #expect(b.needsUpdateConstraints)
        #expect(log.entries.isEmpty)
        a.updateConstraintsIfNeeded()
        #expect(log.only("updateConstraints").first == "B.updateConstraints")
        #expect(log.only("updateConstraints").last == "root.updateConstraints")
        #expect(!b.needsUpdateConstraints)
        // Nothing is marked now: a second call does nothing.
        log.clear()
        b.updateConstraintsIfNeeded()
        #expect(log.only("updateConstraints").isEmpty)
    }

    @Test func CYC_02_updateConstraintsModifiesTheViewsConstraints() {
        let window = Window(size: Size(width: 80, height: 24))
        let v = WidthFromPropertyView()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
            v.heightAnchor.constraint(equalToConstant: 3),
        ])
        v.setNeedsUpdateConstraints()
        window.runLayoutCycle()
        #expect(v.frame == Rect(x: 4, y: 2, width: 10, height: 3))

        v.preferredWidth = 25
        window.runLayoutCycle()
        #expect(v.frame.width == 10, "not marked: updateConstraints is not sent")
        v.setNeedsUpdateConstraints()
        window.runLayoutCycle()
        #expect(v.frame == Rect(x: 4, y: 2, width: 25, height: 3))
    }

    @Test func EX_CYC_3() {
        let (log, root, a, b) = makeTree()
        log.clear()
        b.setNeedsLayout()
        b.setNeedsLayout()
        b.setNeedsLayout()
        #expect(b.needsLayout)
        #expect(log.entries.isEmpty, "setNeedsLayout only marks")
        root.runLayoutCycle()
        #expect(log.count("B.layoutSubviews") == 1)
        #expect(log.count("A.layoutSubviews") == 0)
        // The mark is spent: another turn lays out nothing.
        log.clear()
        root.runLayoutCycle()
        #expect(log.only("layoutSubviews").isEmpty)
        _ = a
    }

    @Test func EX_CYC_3_withoutAutoLayout() {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 40, height: 10), log: log)
        let v = CycleView("v", log: log, frame: Rect(x: 1, y: 1, width: 5, height: 5), constrained: false)
        root.addSubview(v)
        root.runLayoutCycle()
        log.clear()
        for _ in 0..<3 { v.setNeedsLayout() }
        root.runLayoutCycle()
        #expect(log.only("layoutSubviews") == ["v.layoutSubviews"])
    }

    @Test func EX_CYC_4() {
        let window = Window(size: Size(width: 80, height: 24))
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 60, height: 20))
        let v = View.constrained("v")
        window.addSubview(container)
        container.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2)
        LayoutConstraint.activate([
            leading,
            v.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 3),
        ])
        window.runLayoutCycle()
        #expect(v.frame == Rect(x: 2, y: 1, width: 10, height: 3))

        leading.constant = 7
        #expect(v.frame.minX == 2, "a constant change alone does not move the view")
        container.layoutIfNeeded()
        #expect(v.frame == Rect(x: 7, y: 1, width: 10, height: 3))
    }

    @Test func EX_CYC_4_rootWithoutWindow() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let v = View.constrained("v")
        superview.addSubview(v)
        let constraints = constraintsPlacing(v, in: superview, x: 2, y: 1, width: 10, height: 3)
        LayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
        #expect(v.frame == Rect(x: 2, y: 1, width: 10, height: 3))
        constraints[0].constant = 7
        constraints[2].constant = 12
        #expect(superview.needsLayout, "a constraint change schedules layout (CYC-07)")
        superview.layoutIfNeeded()
        #expect(v.frame == Rect(x: 7, y: 1, width: 12, height: 3))
    }

    @Test func EX_CYC_5_updateConstraintsWithoutSuper() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
                let v = ForgetsSuperUpdateConstraintsView()
                root.addSubview(v)
                root.layoutIfNeeded()
            }
        }
    }

    @Test func EX_CYC_5_updateConstraintsMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
                root.addSubview(ForgetsSuperUpdateConstraintsView())
                root.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must call super"))
    }

    @Test func EX_CYC_5_layoutSubviewsWithoutSuper() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ForgetsSuperLayoutSubviewsView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
                let child = View()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 5)])
                root.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must call super"))
    }

    @Test func CYC_03_manualLayoutNeedNotCallSuper() {
        // Without Auto Layout the default layoutSubviews does nothing, so skipping super is fine.
        let root = ForgetsSuperLayoutSubviewsView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let child = View(frame: Rect(x: 1, y: 1, width: 3, height: 3))
        root.addSubview(child)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 1, y: 1, width: 3, height: 3))
        #expect(!root.needsLayout)
    }

    @Test func EX_CYC_6() {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 80, height: 24), log: log)
        let parent = CycleView("P", log: log, frame: Rect(x: 0, y: 0, width: 60, height: 20), constrained: false)
        let v = CycleView("v", log: log, frame: Rect(x: 0, y: 0, width: 10, height: 2), constrained: false)
        root.addSubview(parent)
        parent.addSubview(v)
        root.runLayoutCycle()
        log.clear()

        v.frame = Rect(x: 5, y: 5, width: 20, height: 4)
        #expect(log.only("layoutSubviews").isEmpty, "the layout comes in the next pass, not at once")
        #expect(v.needsLayout)
        root.runLayoutCycle()
        #expect(log.count("v.layoutSubviews") == 1)

        log.clear()
        v.frame.origin = Point(x: 9, y: 7)
        #expect(!v.needsLayout)
        root.runLayoutCycle()
        #expect(log.count("v.layoutSubviews") == 0)
        #expect(v.frame == Rect(x: 9, y: 7, width: 20, height: 4))

        log.clear()
        v.center = Point(x: 30, y: 10)
        root.runLayoutCycle()
        #expect(log.count("v.layoutSubviews") == 0)
    }

    @Test func EX_CYC_6_underConstraints() {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 80, height: 24), log: log)
        let v = CycleView("v", log: log)
        root.addSubview(v)
        let constraints = constraintsPlacing(v, in: root, x: 2, y: 2, width: 10, height: 3)
        LayoutConstraint.activate(constraints)
        root.runLayoutCycle()
        log.clear()

        constraints[2].constant = 15 // width: a resize
        root.runLayoutCycle()
        #expect(v.frame == Rect(x: 2, y: 2, width: 15, height: 3))
        #expect(log.count("v.layoutSubviews") == 1)
        #expect(log.count("root.layoutSubviews") == 1)

        log.clear()
        constraints[0].constant = 6 // leading: a move only
        root.runLayoutCycle()
        #expect(v.frame == Rect(x: 6, y: 2, width: 15, height: 3))
        #expect(log.count("v.layoutSubviews") == 0)
        #expect(log.count("root.layoutSubviews") == 1)
    }

    @Test func EX_CYC_7() {
        let log = CycleLog()
        let window = Window(size: Size(width: 80, height: 24))
        let container = CycleView("container", log: log, frame: Rect(x: 0, y: 0, width: 60, height: 10), constrained: false)
        let label = IntrinsicView("label", width: 10, height: 1)
        window.addSubview(container)
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
        ])
        window.runLayoutCycle()
        #expect(label.frame == Rect(x: 1, y: 1, width: 10, height: 1))
        log.clear()

        label.contentSize = Size(width: 25, height: 2)
        #expect(container.needsLayout, "the superview is marked for layout")
        window.runLayoutCycle()
        #expect(log.count("container.layoutSubviews") == 1)
        #expect(label.frame == Rect(x: 1, y: 1, width: 25, height: 2))
    }

    @Test func ACT_08() {
        let log = CycleLog()
        let window = Window(size: Size(width: 80, height: 24))
        let container = CycleView("container", log: log, frame: Rect(x: 0, y: 0, width: 80, height: 24), constrained: false)
        window.addSubview(container)
        let views = (0..<10).map { View.constrained("v\($0)") }
        views.forEach(container.addSubview)
        window.runLayoutCycle()
        log.clear()

        var constraints: [LayoutConstraint] = []
        for (i, view) in views.enumerated() {
            constraints += constraintsPlacing(view, in: container, x: Double(i), y: Double(2 * i), width: 5, height: 1)
        }
        LayoutConstraint.activate(constraints)
        window.runLayoutCycle()
        #expect(log.count("container.layoutSubviews") == 1)
        for (i, view) in views.enumerated() {
            #expect(view.frame == Rect(x: Double(i), y: Double(2 * i), width: 5, height: 1))
        }

        // N separate changes in one turn: still one layout.
        log.clear()
        LayoutConstraint.deactivate(constraints)
        for constraint in constraints {
            if constraint.firstAttribute == .width { constraint.constant = 7 }
            constraint.isActive = true
        }
        container.setNeedsLayout()
        container.setNeedsLayout()
        window.runLayoutCycle()
        #expect(log.count("container.layoutSubviews") == 1)
        #expect(views[3].frame == Rect(x: 3, y: 6, width: 7, height: 1))
    }

    @Test func CYC_06() {
        let log = CycleLog()
        let window = Window(size: Size(width: 80, height: 24))
        let parent = CycleView("parent", log: log, frame: Rect(x: 0, y: 0, width: 60, height: 20), constrained: false)
        let child = View.constrained("child")
        window.addSubview(parent)
        parent.addSubview(child)
        LayoutConstraint.activate(constraintsPlacing(child, in: parent, x: 2, y: 1, width: 10, height: 3))
        parent.afterLayout = { view in
            // Examine what super gave, then adjust it (legal inside layoutSubviews, LAY-07).
            guard let child = view.subviews.first else { return }
            child.frame = child.frame.offsetBy(dx: 5, dy: 0)
        }
        let messages = capturingDiagnostics {
            window.runLayoutCycle()
        }
        #expect(child.frame == Rect(x: 7, y: 1, width: 10, height: 3))

        // The adjustment stays: nothing moves it back, neither a quiet turn nor a new pass.
        window.runLayoutCycle()
        #expect(child.frame == Rect(x: 7, y: 1, width: 10, height: 3))
        parent.setNeedsLayout()
        log.clear()
        window.runLayoutCycle()
        #expect(log.count("parent.layoutSubviews") == 1)
        #expect(child.frame == Rect(x: 7, y: 1, width: 10, height: 3))
        #expect(messages.isEmpty)
    }

    @Test func CYC_06_changeConstraintsThenCallSuperAgain() {
        let root = TwoPassView(frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let left = IntrinsicView("left", width: 12, height: 1)
        let right = View.constrained("right")
        root.addSubview(left)
        root.addSubview(right)
        let rightLeading = right.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            rightLeading,
            right.topAnchor.constraint(equalTo: root.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 5),
            right.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.left = left
        root.rightLeading = rightLeading
        root.layoutIfNeeded()
        #expect(left.frame == Rect(x: 3, y: 0, width: 12, height: 1))
        #expect(right.frame == Rect(x: 16, y: 0, width: 5, height: 1))
        #expect(root.superCalls >= 2)
    }

    @Test func CYC_09() {
        let log = CycleLog()
        let window = Window(size: Size(width: 80, height: 24))
        let controller = CycleController(log: log)
        window.rootViewController = controller
        window.runLayoutCycle()
        let firstLayout = log.entries.filter { $0.contains("LayoutSubviews") || $0.contains("layoutSubviews") }
        #expect(Array(firstLayout.prefix(3)) == ["vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews"])

        log.clear()
        controller.view.setNeedsLayout()
        window.runLayoutCycle()
        #expect(log.entries.filter { !$0.hasSuffix(".draw") }
            == ["vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews"])

        // updateViewConstraints stands in for the root view's updateConstraints: the root
        // view's runs once, from the controller's call to super.
        log.clear()
        controller.view.setNeedsUpdateConstraints()
        window.runLayoutCycle()
        #expect(log.only("pdate") == ["vc.updateViewConstraints", "root.updateConstraints", "vc.updateViewConstraints.end"])

        // A resize lays the root view out again, inside the controller's hooks.
        log.clear()
        window.size = Size(width: 100, height: 30)
        window.runLayoutCycle()
        #expect(log.entries.filter { $0.contains("ayoutSubviews") }
            == ["vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews"])
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test func LAY_05() {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 80, height: 24), log: log)
        let a = CycleView("A", log: log, frame: Rect(x: 1, y: 1, width: 30, height: 10), constrained: false)
        let b = CycleView("B", log: log, frame: Rect(x: 1, y: 1, width: 10, height: 3), constrained: false)
        root.addSubview(a)
        a.addSubview(b)
        a.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        root.runLayoutCycle()
        a.updateConstraintsIfNeeded()
        b.updateConstraintsIfNeeded()
        #expect(log.only("updateConstraints").isEmpty)
        #expect(root.activeLayoutEngine == nil)
        // Layout and drawing still run.
        #expect(log.count("root.draw") == 1)
        #expect(b.frame == Rect(x: 1, y: 1, width: 10, height: 3))

        // One constraint switches Auto Layout on for the whole hierarchy (LAY-04, LAY-06):
        // now the top gets updateConstraints.
        log.clear()
        let c = View.constrained("c")
        b.addSubview(c)
        LayoutConstraint.activate(constraintsPlacing(c, in: b, x: 1, y: 1, width: 2, height: 1))
        root.runLayoutCycle()
        #expect(log.only("updateConstraints").last == "root.updateConstraints")
        #expect(c.frame == Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(b.frame == Rect(x: 1, y: 1, width: 10, height: 3))
    }

    @Test func LAY_05_requiresConstraintBasedLayoutOptsIn() {
        let log = CycleLog()
        let root = CycleWindow(size: Size(width: 80, height: 24), log: log)
        let a = CycleView("A", log: log, frame: Rect(x: 2, y: 2, width: 30, height: 10), constrained: false)
        root.addSubview(a)
        root.runLayoutCycle()
        #expect(log.only("updateConstraints").isEmpty)

        log.clear()
        let c = SelfConstrainingView(log: log)
        a.addSubview(c)
        root.runLayoutCycle()
        #expect(log.count("C.updateConstraints") == 1)
        #expect(log.only("updateConstraints").last == "root.updateConstraints")
        #expect(c.made.allSatisfy { $0.isActive })
        #expect(c.frame == Rect(x: 3, y: 1, width: 7, height: 2))
        #expect(a.frame == Rect(x: 2, y: 2, width: 30, height: 10))
    }

    @Test func LAY_07() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let v = View.constrained("v")
        superview.addSubview(v)
        LayoutConstraint.activate(constraintsPlacing(v, in: superview, x: 10, y: 5, width: 20, height: 3))
        superview.layoutIfNeeded()
        #expect(v.frame == Rect(x: 10, y: 5, width: 20, height: 3))

        v.frame = Rect(x: 0, y: 0, width: 5, height: 5)
        #expect(v.frame == Rect(x: 0, y: 0, width: 5, height: 5))
        superview.setNeedsLayout()
        superview.layoutIfNeeded()
        #expect(v.frame == Rect(x: 10, y: 5, width: 20, height: 3))

        // Bounds and center too.
        v.center = Point(x: 50, y: 40)
        v.bounds.size = Size(width: 1, height: 1)
        superview.setNeedsLayout()
        superview.layoutIfNeeded()
        #expect(v.frame == Rect(x: 10, y: 5, width: 20, height: 3))
    }

    @Test func LAY_07_inAWindow() {
        let window = Window(size: Size(width: 80, height: 24))
        let v = View.constrained("v")
        window.addSubview(v)
        LayoutConstraint.activate(constraintsPlacing(v, in: window, x: 10, y: 5, width: 20, height: 3))
        window.runLayoutCycle()
        v.frame = Rect(x: 40, y: 12, width: 2, height: 2)
        window.setNeedsLayout()
        window.runLayoutCycle()
        #expect(v.frame == Rect(x: 10, y: 5, width: 20, height: 3))
    }
}
