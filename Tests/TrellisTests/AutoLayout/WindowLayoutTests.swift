import Testing
@testable import Trellis

/// A view that records each traitCollectionDidChange with the traits it sees then.
final class TraitRecordingView: View {
    let log: CycleLog?
    private(set) var changes: [(previous: TraitCollection?, current: TraitCollection)] = []

    init(name: String, log: CycleLog? = nil) {
        self.log = log
        super.init(frame: .zero)
        debugName = name
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append((previousTraitCollection, traitCollection))
        log?.entries.append("\(debugName ?? "?").traitCollectionDidChange")
    }
}

/// A controller whose root view is a `TraitRecordingView`, recording its own trait changes.
final class TraitRecordingController: ViewController {
    let log: CycleLog
    private(set) var changes: [(previous: TraitCollection?, current: TraitCollection)] = []

    init(log: CycleLog) {
        self.log = log
        super.init()
    }

    override func loadView() {
        view = TraitRecordingView(name: "root", log: log)
    }

    var rootView: TraitRecordingView { view as! TraitRecordingView }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append((previousTraitCollection, traitCollection))
        log.entries.append("vc.traitCollectionDidChange")
    }
}

/// A controller that constrains its root view wider than any window in viewDidLoad.
final class WideRootController: ViewController {
    private(set) var wide: LayoutConstraint?

    override func viewDidLoad() {
        let constraint = view.widthAnchor.constraint(equalToConstant: 200)
        constraint.isActive = true
        wide = constraint
    }
}

/// The window, its root view and terminal resizes, the view controller's root view (MRG-01,
/// CYC-09), trait changes on resize and VH-11.
@MainActor
@Suite struct WindowLayoutTests {
    static let conflictHeader = "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want..."

    @Test func WIN_02() {
        let window = Window(size: Size(width: 80, height: 24))
        let controller = ViewController()
        window.rootViewController = controller
        window.runLayoutCycle()
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === controller.view)
        #expect(controller.view.superview === window)
        #expect(controller.view.window === window)
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 80, height: 24))

        window.size = Size(width: 100, height: 30)
        window.runLayoutCycle()
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        window.size = Size(width: 33, height: 7)
        window.runLayoutCycle()
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 33, height: 7))

        // A new root view controller replaces the old root view.
        let next = ViewController()
        window.rootViewController = next
        window.runLayoutCycle()
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === next.view)
        #expect(controller.view.superview == nil)
        #expect(next.view.frame == Rect(x: 0, y: 0, width: 33, height: 7))
    }

    @Test func WIN_05() {
        let window = Window(size: Size(width: 80, height: 24))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let fill = View.constrained("fill")
        let half = View.constrained("half")
        let corner = View.constrained("corner")
        let inset = View.constrained("inset")
        [fill, half, corner, inset].forEach(root.addSubview)
        LayoutConstraint.activate(constraintsPinning(fill, to: root) + [
            half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            half.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            half.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            corner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            corner.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            corner.widthAnchor.constraint(equalToConstant: 10),
            corner.heightAnchor.constraint(equalToConstant: 1),
            inset.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            inset.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -2),
            inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
            inset.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -1),
        ])

        var messages = capturingDiagnostics { window.runLayoutCycle() }
        #expect(messages.isEmpty)
        #expect(window.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(root.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(half.frame == Rect(x: 20, y: 6, width: 40, height: 12))
        #expect(corner.frame == Rect(x: 70, y: 23, width: 10, height: 1))
        #expect(inset.frame == Rect(x: 2, y: 1, width: 76, height: 22))

        window.size = Size(width: 120, height: 40)
        #expect(root.needsLayout || window.needsLayout, "a resize schedules layout")
        messages = capturingDiagnostics { window.runLayoutCycle() }
        #expect(messages.isEmpty)
        #expect(root.frame == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(half.frame == Rect(x: 30, y: 10, width: 60, height: 20))
        #expect(corner.frame == Rect(x: 110, y: 39, width: 10, height: 1))
        #expect(inset.frame == Rect(x: 2, y: 1, width: 116, height: 38))

        window.size = Size(width: 10, height: 4)
        window.runLayoutCycle()
        #expect(root.frame == Rect(x: 0, y: 0, width: 10, height: 4))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 10, height: 4))
        // x = 2.5 and maxX = 7.5 round half up, each edge on its own.
        #expect(half.frame == Rect(x: 3, y: 1, width: 5, height: 2))
        #expect(corner.frame == Rect(x: 0, y: 3, width: 10, height: 1))
        #expect(inset.frame == Rect(x: 2, y: 1, width: 6, height: 2))
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.verticalSizeClass == .compact)

        window.size = Size(width: 1, height: 1)
        _ = capturingDiagnostics { window.runLayoutCycle() }
        #expect(window.frame == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(root.frame == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(half.frame == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(corner.frame == Rect(x: -9, y: 0, width: 10, height: 1))
        // 1 − 2 − 2 < 0: a negative size is clamped to 0 (VAL-09).
        #expect(inset.frame.width == 0)
        #expect(inset.frame.height == 0)

        // And back up: the same frames as at the start.
        window.size = Size(width: 80, height: 24)
        _ = capturingDiagnostics { window.runLayoutCycle() }
        #expect(half.frame == Rect(x: 20, y: 6, width: 40, height: 12))
        #expect(corner.frame == Rect(x: 70, y: 23, width: 10, height: 1))
        #expect(inset.frame == Rect(x: 2, y: 1, width: 76, height: 22))
    }

    @Test func WIN_06() {
        let window = Window(size: Size(width: 80, height: 24))
        let controller = ViewController()
        window.rootViewController = controller
        window.runLayoutCycle()
        let root = controller.view

        let wide = root.widthAnchor.constraint(equalToConstant: 200)
        let messages = capturingDiagnostics {
            wide.isActive = true
            window.runLayoutCycle()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(Self.conflictHeader) == true)
        #expect(messages.first?.contains(wide.description) == true)
        #expect(messages.first?.contains("Will attempt to recover by breaking constraint") == true)
        // The window's size wins: the terminal is not resized, and its root view fills it.
        #expect(window.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(root.frame == Rect(x: 0, y: 0, width: 80, height: 24))

        // Still so after a terminal resize.
        _ = capturingDiagnostics {
            window.size = Size(width: 90, height: 24)
            window.runLayoutCycle()
        }
        #expect(window.frame == Rect(x: 0, y: 0, width: 90, height: 24))
        #expect(root.frame == Rect(x: 0, y: 0, width: 90, height: 24))
    }

    @Test func WIN_06_contentWiderThanTheWindow() {
        let window = Window(size: Size(width: 80, height: 24))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let banner = View.constrained("banner")
        root.addSubview(banner)
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.topAnchor),
            banner.heightAnchor.constraint(equalToConstant: 1),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        window.runLayoutCycle()
        let wide = banner.widthAnchor.constraint(equalToConstant: 200)
        let messages = capturingDiagnostics {
            wide.isActive = true
            window.runLayoutCycle()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(Self.conflictHeader) == true)
        #expect(window.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(root.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(banner.frame == Rect(x: 0, y: 0, width: 80, height: 1))
    }

    @Test func WIN_06_rootConstrainedBeforeItJoinsTheWindow() {
        // The controller constrains its view in viewDidLoad, before the window holds it:
        // the window's size must still win over the required width of 200.
        let window = Window(size: Size(width: 80, height: 24))
        let controller = WideRootController()
        _ = controller.view
        let messages = capturingDiagnostics {
            window.rootViewController = controller
            window.runLayoutCycle()
        }
        #expect(messages.contains { $0.hasPrefix(Self.conflictHeader) })
        #expect(window.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 80, height: 24))
    }

    /// A controller made root of a window that has already laid out hears of its traits at
    /// the next cycle, as one set at launch does, so it can choose its layout by them.
    @Test func aNewRootViewControllerGetsItsTraitsAtTheNextCycle() {
        let log = CycleLog()
        let window = Window(size: Size(width: 60, height: 30))
        window.rootViewController = TraitRecordingController(log: log)
        window.runLayoutCycle()
        let second = TraitRecordingController(log: log)
        window.rootViewController = second
        window.runLayoutCycle()
        #expect(second.changes.count == 1)
        #expect(second.changes.first?.previous == nil)
        #expect(second.changes.first?.current.horizontalSizeClass == .compact)
        #expect(second.rootView.changes.count == 1)
    }

    @Test func EX_TRT_4() {
        let log = CycleLog()
        let window = Window(size: Size(width: 100, height: 30))
        let controller = TraitRecordingController(log: log)
        window.rootViewController = controller
        let child = TraitRecordingView(name: "child", log: log)
        controller.rootView.addSubview(child)

        // TRT-04: the first cycle sends it with previous nil.
        window.runLayoutCycle()
        #expect(child.changes.count == 1)
        #expect(child.changes.first?.previous == nil)
        #expect(child.changes.first?.current.horizontalSizeClass == .regular)
        #expect(child.changes.first?.current.verticalSizeClass == .regular)
        #expect(controller.changes.count == 1)
        #expect(controller.rootView.changes.count == 1)
        // Down the tree: controller, its view, then the view's subview (TRT-03).
        #expect(log.entries == ["vc.traitCollectionDidChange", "root.traitCollectionDidChange", "child.traitCollectionDidChange"])

        log.clear()
        window.size = Size(width: 60, height: 30)
        window.runLayoutCycle()
        window.runLayoutCycle()
        #expect(child.changes.count == 2)
        #expect(child.changes.last?.previous?.horizontalSizeClass == .regular)
        #expect(child.changes.last?.current.horizontalSizeClass == .compact)
        #expect(child.changes.last?.current.verticalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.changes.count == 2)
        #expect(controller.rootView.changes.count == 2)
        #expect(log.entries == ["vc.traitCollectionDidChange", "root.traitCollectionDidChange", "child.traitCollectionDidChange"])
    }

    @Test func EX_TRT_4_noChangeOfSizeClass() {
        let window = Window(size: Size(width: 100, height: 30))
        let view = TraitRecordingView(name: "v")
        window.addSubview(view)
        window.runLayoutCycle()
        #expect(view.changes.count == 1)
        window.size = Size(width: 90, height: 30)
        window.runLayoutCycle()
        #expect(view.changes.count == 1)
        window.size = Size(width: 80, height: 24)
        window.runLayoutCycle()
        #expect(view.changes.count == 1, "80×24 is still regular in both directions")
        window.size = Size(width: 80, height: 23)
        window.runLayoutCycle()
        #expect(view.changes.count == 2)
        #expect(view.changes.last?.previous?.verticalSizeClass == .regular)
        #expect(view.changes.last?.current.verticalSizeClass == .compact)
        #expect(view.changes.last?.current.horizontalSizeClass == .regular)
    }

    @Test func rootViewMarginsAreFixed() {
        let window = Window(size: Size(width: 80, height: 24))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let rootMargins = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        #expect(root.layoutMargins == rootMargins)
        root.layoutMargins = EdgeInsets(all: 5)
        #expect(root.layoutMargins == rootMargins, "a root view's margins cannot be set")

        let content = View.constrained("content")
        root.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        window.runLayoutCycle()
        #expect(content.frame == Rect(x: 2, y: 0, width: 76, height: 24))
        #expect(root.layoutMargins == rootMargins)

        // An ordinary view's margins are 1 all round, and can be set.
        #expect(content.layoutMargins == EdgeInsets(all: 1))
        content.layoutMargins = EdgeInsets(all: 3)
        #expect(content.layoutMargins == EdgeInsets(all: 3))
    }

    @Test func loadViewAndViewDidLoadRunOnce() {
        let log = CycleLog()
        let controller = CycleController(log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.loadViewCount == 0)

        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.viewIfLoaded === view)
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])

        let window = Window(size: Size(width: 80, height: 24))
        window.rootViewController = controller
        window.runLayoutCycle()
        window.size = Size(width: 40, height: 10)
        window.runLayoutCycle()
        _ = controller.view
        #expect(controller.loadViewCount == 1)
        #expect(controller.viewDidLoadCount == 1)
        #expect(window.subviews.first === view)
    }

    @Test func loadViewRunsWhenTheWindowAsksForTheView() {
        let log = CycleLog()
        let controller = CycleController(log: log)
        let window = Window(size: Size(width: 80, height: 24))
        window.rootViewController = controller
        #expect(controller.isViewLoaded)
        #expect(controller.loadViewCount == 1)
        #expect(controller.viewDidLoadCount == 1)
        #expect(Array(log.entries.prefix(2)) == ["vc.loadView", "vc.viewDidLoad"])
    }

    @Test func VH_11() {
        let window = Window(size: Size(width: 80, height: 24))
        let sv = View(name: "sv", frame: window.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let panel = View.constrained("panel")
        let child = View.constrained("child")
        let other = View.constrained("other")
        window.addSubview(sv)
        sv.addSubview(panel)
        panel.addSubview(child)
        sv.addSubview(other)

        // Held above the panel and naming it (or a view inside it): removed with it.
        let outer = [
            panel.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 5),
            panel.topAnchor.constraint(equalTo: sv.topAnchor, constant: 2),
            other.leadingAnchor.constraint(equalTo: child.leadingAnchor),
            other.topAnchor.constraint(equalTo: child.bottomAnchor, constant: 1),
        ]
        // Held inside the panel's subtree: they stay.
        let inner = [
            panel.widthAnchor.constraint(equalToConstant: 30),
            panel.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 1),
            child.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -1),
            child.topAnchor.constraint(equalTo: panel.topAnchor, constant: 1),
            child.heightAnchor.constraint(equalToConstant: 3),
        ]
        // Not naming the panel's subtree at all.
        let unrelated = [
            other.widthAnchor.constraint(equalToConstant: 4),
            other.heightAnchor.constraint(equalToConstant: 1),
        ]
        LayoutConstraint.activate(outer + inner + unrelated)
        window.runLayoutCycle()
        #expect(panel.frame == Rect(x: 5, y: 2, width: 30, height: 10))
        #expect(child.frame == Rect(x: 1, y: 1, width: 28, height: 3))
        #expect(other.frame == Rect(x: 6, y: 7, width: 4, height: 1))
        #expect(outer.allSatisfy { $0.owner === sv })

        panel.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(!sv.constraints.contains { c in outer.contains { $0 === c } })
        #expect(inner.allSatisfy { $0.isActive })
        #expect(unrelated.allSatisfy { $0.isActive })
        #expect(inner[0].owner === panel)
        #expect(inner[2].owner === panel)
        #expect(inner[5].owner === child)

        // The removed subtree still lays itself out by its own constraints.
        inner[2].constant = 3
        panel.layoutIfNeeded()
        #expect(child.frame == Rect(x: 3, y: 1, width: 26, height: 3))
        inner[2].constant = 1

        // Re-adding does not bring the removed constraints back…
        sv.addSubview(panel)
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(inner.allSatisfy { $0.isActive })
        // …activating them again does, and the frames are as before.
        let messages = capturingDiagnostics {
            LayoutConstraint.activate(outer)
            window.runLayoutCycle()
        }
        #expect(messages.isEmpty)
        #expect(outer.allSatisfy { $0.isActive && $0.owner === sv })
        #expect(panel.frame == Rect(x: 5, y: 2, width: 30, height: 10))
        #expect(child.frame == Rect(x: 1, y: 1, width: 28, height: 3))
        #expect(other.frame == Rect(x: 6, y: 7, width: 4, height: 1))
    }

    @Test func VH_11_movingToAnotherSuperview() {
        // A move removes the constraints that tied the view to its old place, too.
        let window = Window(size: Size(width: 80, height: 24))
        let left = View(name: "left", frame: Rect(x: 0, y: 0, width: 40, height: 24))
        let right = View(name: "right", frame: Rect(x: 40, y: 0, width: 40, height: 24))
        let v = View.constrained("v")
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(v)
        let inLeft = [
            v.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 2),
            v.topAnchor.constraint(equalTo: left.topAnchor, constant: 2),
        ]
        let size = [v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 2)]
        LayoutConstraint.activate(inLeft + size)
        window.runLayoutCycle()
        #expect(v.frame == Rect(x: 2, y: 2, width: 5, height: 2))

        right.addSubview(v)
        #expect(inLeft.allSatisfy { !$0.isActive })
        #expect(size.allSatisfy { $0.isActive })
        LayoutConstraint.activate([
            v.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: -1),
            v.bottomAnchor.constraint(equalTo: right.bottomAnchor, constant: -1),
        ])
        let messages = capturingDiagnostics { window.runLayoutCycle() }
        #expect(messages.isEmpty)
        #expect(v.frame == Rect(x: 34, y: 21, width: 5, height: 2))
    }
}
