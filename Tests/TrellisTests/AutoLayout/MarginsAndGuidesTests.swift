import Testing
@testable import Trellis

/// Layout margins and layout guides.
@MainActor
@Suite struct MarginsAndGuidesTests {
    /// Pins `view`'s four edges to `guide`'s.
    private func pin(_ view: View, to guide: LayoutGuide) -> [LayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
    }

    /// Pins `view`'s four edges to `other`'s, with the given insets.
    private func pin(_ view: View, to other: View, leading: Double = 0, top: Double = 0,
                     trailing: Double = 0, bottom: Double = 0) -> [LayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: leading),
            other.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: trailing),
            view.topAnchor.constraint(equalTo: other.topAnchor, constant: top),
            other.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom),
        ]
    }

    /// A window of `size` whose root view controller's view is laid out by the cycle.
    private func windowWithController(_ size: Size) -> (Window, ViewController) {
        let window = Window(size: size)
        let controller = ViewController()
        window.rootViewController = controller
        return (window, controller)
    }

    // MARK: - MRG-01

    @Test func MRG_01_defaultMargins() {
        let view = View(name: "v")
        #expect(view.layoutMargins == EdgeInsets(all: 1))
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))

        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 6)
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 6))
    }

    @Test func MRG_01_viewControllerRootMarginsAreFixed() {
        let controller = ViewController()
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        #expect(ViewController.rootViewMargins == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        // "You cannot change these margins."
        controller.view.layoutMargins = EdgeInsets(all: 5)
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    }

    @Test func MRG_01_marginsInsetContentPinnedToThem() {
        // An ordinary view: one cell all round.
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let child = View.constrained("child")
        root.addSubview(child)
        LayoutConstraint.activate(pin(child, to: root.layoutMarginsGuide))
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 1, y: 1, width: 18, height: 8))

        // A controller's root view: two cells at the sides, none above or below.
        let (window, controller) = windowWithController(Size(width: 40, height: 12))
        let content = View.constrained("content")
        controller.view.addSubview(content)
        LayoutConstraint.activate(pin(content, to: controller.view.layoutMarginsGuide))
        window.runLayoutCycle()
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 40, height: 12))
        #expect(content.frame == Rect(x: 2, y: 0, width: 36, height: 12))
    }

    /// A width that contradicts the margins of a controller's root view is the constraint
    /// reported and broken, as in UIKit, where a view's margin constraints are in the
    /// engine from the moment the guide exists; the guide keeps its inset.
    @Test func MRG_01_aConstraintAgainstTheMarginsIsBrokenNotTheMargins() {
        let (window, controller) = windowWithController(Size(width: 40, height: 12))
        let content = View.constrained("content")
        controller.view.addSubview(content)
        let tooWide = content.widthAnchor.constraint(equalToConstant: 40)
        let messages = capturingDiagnostics {
            LayoutConstraint.activate(pin(content, to: controller.view.layoutMarginsGuide) + [tooWide])
            window.runLayoutCycle()
        }
        let reports = messages.filter { $0.hasPrefix(ConflictReportText.header) }
        #expect(reports.count == 1)
        let report = reports.first ?? ""
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(tooWide.description)"))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == Rect(x: 2, y: 0, width: 36, height: 12))
        #expect(content.frame == Rect(x: 2, y: 0, width: 36, height: 12))
    }

    // MARK: - MRG-02

    @Test func MRG_02_marginAttributes() throws {
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let v = View.constrained("v")
        let centred = View.constrained("centred")
        let physical = View.constrained("physical")
        for view in [v, centred, physical] { main.addSubview(view) }
        LayoutConstraint.activate([
            try LayoutConstraint(item: v, attribute: .leading, relatedBy: .equal,
                                 toItem: main, attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: v, attribute: .trailing, relatedBy: .equal,
                                 toItem: main, attribute: .trailingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: v, attribute: .top, relatedBy: .equal,
                                 toItem: main, attribute: .topMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal,
                                 toItem: main, attribute: .bottomMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: centred, attribute: .centerX, relatedBy: .equal,
                                 toItem: main, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            try LayoutConstraint(item: centred, attribute: .centerY, relatedBy: .equal,
                                 toItem: main, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            try LayoutConstraint(item: centred, attribute: .width, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 4),
            try LayoutConstraint(item: centred, attribute: .height, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 2),
            try LayoutConstraint(item: physical, attribute: .left, relatedBy: .equal,
                                 toItem: main, attribute: .leftMargin, multiplier: 1, constant: 1),
            try LayoutConstraint(item: physical, attribute: .right, relatedBy: .equal,
                                 toItem: main, attribute: .rightMargin, multiplier: 1, constant: -1),
            try LayoutConstraint(item: physical, attribute: .top, relatedBy: .equal,
                                 toItem: main, attribute: .top, multiplier: 1, constant: 0),
            try LayoutConstraint(item: physical, attribute: .height, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 1),
        ])
        main.layoutIfNeeded()
        #expect(v.frame == Rect(x: 1, y: 1, width: 38, height: 18))
        #expect(centred.frame == Rect(x: 18, y: 9, width: 4, height: 2))
        #expect(physical.frame == Rect(x: 2, y: 0, width: 36, height: 1))

        // Changing the margins moves everything pinned to them.
        main.layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        main.layoutIfNeeded()
        #expect(v.frame == Rect(x: 3, y: 2, width: 32, height: 14))
        // Within the margins: x 3…35 (centre 19), y 2…16 (centre 9).
        #expect(centred.frame == Rect(x: 17, y: 8, width: 4, height: 2))
        #expect(physical.frame == Rect(x: 4, y: 0, width: 30, height: 1))
    }

    // MARK: - MRG-03

    @Test func MRG_03_layoutMarginsGuideAnchors() {
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        main.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let guide = main.layoutMarginsGuide
        #expect(main.layoutMarginsGuide === guide)
        #expect(guide.owningView === main)
        #expect(!main.layoutGuides.contains { $0 === guide })

        let v = View.constrained("v")
        main.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: main.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: main.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: main.layoutMarginsGuide.topAnchor),
            v.heightAnchor.constraint(equalTo: main.layoutMarginsGuide.heightAnchor, multiplier: 0.5),
        ])
        main.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 2, y: 1, width: 34, height: 16))
        #expect(v.frame == Rect(x: 2, y: 1, width: 34, height: 8))
    }

    // MARK: - MRG-05

    @Test func MRG_05_preservesSuperviewLayoutMargins() {
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        main.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let v = View.constrained("v")
        v.layoutMargins = EdgeInsets(all: 8)
        v.preservesSuperviewLayoutMargins = true
        let content = View.constrained("content")
        main.addSubview(v)
        v.addSubview(content)
        LayoutConstraint.activate(pin(v, to: main) + pin(content, to: v.layoutMarginsGuide))
        main.layoutIfNeeded()
        #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        // v covers its superview exactly: the effective margins are {8, 16, 8, 16}.
        #expect(v.effectiveLayoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(v.layoutMarginsGuide.layoutFrame == Rect(x: 16, y: 8, width: 68, height: 24))
        #expect(content.frame == Rect(x: 16, y: 8, width: 68, height: 24))
        // layoutMargins still reports the view's own.
        #expect(v.layoutMargins == EdgeInsets(all: 8))

        // Switched off: only the view's own margins.
        v.preservesSuperviewLayoutMargins = false
        main.layoutIfNeeded()
        #expect(content.frame == Rect(x: 8, y: 8, width: 84, height: 24))
    }

    @Test func MRG_05_partialOverlapWithTheSuperviewsMargins() {
        // Trellis's own rule: eff = max(own, superMargin − distance) where the distance is
        // less than the superview's margin. v is 10 from the left edge (16 − 10 = 6 < 8:
        // own 8) and 4 from the right (16 − 4 = 12 > 8: 12).
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        main.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let v = View.constrained("v")
        v.layoutMargins = EdgeInsets(all: 8)
        v.preservesSuperviewLayoutMargins = true
        let content = View.constrained("content")
        main.addSubview(v)
        v.addSubview(content)
        LayoutConstraint.activate(pin(v, to: main, leading: 10, trailing: 4) + pin(content, to: v.layoutMarginsGuide))
        main.layoutIfNeeded()
        #expect(v.frame == Rect(x: 10, y: 0, width: 86, height: 40))
        #expect(content.frame == Rect(x: 8, y: 8, width: 66, height: 24))
    }

    // MARK: - LG-01, EX-LG-1

    @Test func EX_LG_1() {
        let (window, controller) = windowWithController(Size(width: 40, height: 12))
        controller.topBarHeight = 1
        let belowBar = View.constrained("belowBar")
        let atTop = View.constrained("atTop")
        controller.view.addSubview(belowBar)
        controller.view.addSubview(atTop)
        LayoutConstraint.activate([
            // "V:[tlg]-0-[v]"
            belowBar.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            belowBar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            belowBar.widthAnchor.constraint(equalToConstant: 10),
            belowBar.heightAnchor.constraint(equalToConstant: 2),
            // "V:|-0-[v]"
            atTop.topAnchor.constraint(equalTo: controller.view.topAnchor),
            atTop.leadingAnchor.constraint(equalTo: belowBar.trailingAnchor, constant: 1),
            atTop.widthAnchor.constraint(equalToConstant: 10),
            atTop.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.runLayoutCycle()
        #expect(controller.topLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 40, height: 1))
        #expect(belowBar.frame.minY == 1)
        #expect(atTop.frame.minY == 0)  // under the bar

        // Hide the bar.
        controller.topBarHeight = 0
        window.runLayoutCycle()
        #expect(controller.topLayoutGuide.layoutFrame.height == 0)
        #expect(belowBar.frame.minY == 0)
        #expect(atTop.frame.minY == 0)

        // And show it again: the guide tracks the bar.
        controller.topBarHeight = 1
        window.runLayoutCycle()
        #expect(belowBar.frame.minY == 1)
        #expect(atTop.frame.minY == 0)
    }

    @Test func LG_01_bottomLayoutGuide() {
        let (window, controller) = windowWithController(Size(width: 40, height: 12))
        controller.bottomBarHeight = 2
        let aboveBar = View.constrained("aboveBar")
        controller.view.addSubview(aboveBar)
        LayoutConstraint.activate([
            aboveBar.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            aboveBar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            aboveBar.widthAnchor.constraint(equalToConstant: 10),
            aboveBar.heightAnchor.constraint(equalToConstant: 3),
        ])
        window.runLayoutCycle()
        #expect(controller.bottomLayoutGuide.layoutFrame == Rect(x: 0, y: 10, width: 40, height: 2))
        #expect(aboveBar.frame == Rect(x: 0, y: 7, width: 10, height: 3))

        controller.bottomBarHeight = 0
        window.runLayoutCycle()
        #expect(aboveBar.frame == Rect(x: 0, y: 9, width: 10, height: 3))

        // A terminal resize moves the bottom guide with the root view.
        window.size = Size(width: 40, height: 20)
        window.runLayoutCycle()
        #expect(aboveBar.frame == Rect(x: 0, y: 17, width: 10, height: 3))
    }

    // MARK: - LG-02

    @Test func LG_02_customLayoutGuides() {
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let gap = LayoutGuide()
        gap.identifier = "gap"
        #expect(gap.owningView == nil)
        #expect(gap.layoutFrame == .zero)
        main.addLayoutGuide(gap)
        #expect(gap.owningView === main)
        #expect(main.layoutGuides.count == 1)
        #expect(main.layoutGuides.first === gap)
        #expect(gap.identifier == "gap")
        // Not a view.
        #expect(main.subviews.isEmpty)

        let after = View.constrained("after")
        main.addSubview(after)
        let guideConstraints = [
            gap.leadingAnchor.constraint(equalTo: main.leadingAnchor, constant: 3),
            gap.topAnchor.constraint(equalTo: main.topAnchor, constant: 2),
            gap.widthAnchor.constraint(equalToConstant: 10),
            gap.heightAnchor.constraint(equalToConstant: 4),
        ]
        let spacing = after.leadingAnchor.constraint(equalTo: gap.trailingAnchor)
        LayoutConstraint.activate(guideConstraints + [
            spacing,
            after.topAnchor.constraint(equalTo: gap.bottomAnchor),
            after.widthAnchor.constraint(equalToConstant: 5),
            after.heightAnchor.constraint(equalToConstant: 1),
        ])
        main.layoutIfNeeded()
        #expect(gap.layoutFrame == Rect(x: 3, y: 2, width: 10, height: 4))
        #expect(after.frame == Rect(x: 13, y: 6, width: 5, height: 1))
        #expect(String(describing: gap).contains("gap"))

        // A second guide is listed after the first.
        let other = LayoutGuide()
        main.addLayoutGuide(other)
        #expect(main.layoutGuides.map { ObjectIdentifier($0) } == [ObjectIdentifier(gap), ObjectIdentifier(other)])

        // Removing a guide deactivates the constraints that name it.
        main.removeLayoutGuide(gap)
        #expect(main.layoutGuides.count == 1)
        #expect(main.layoutGuides.first === other)
        #expect(gap.owningView == nil)
        #expect(guideConstraints.allSatisfy { !$0.isActive })
        #expect(!spacing.isActive)
        #expect(gap.layoutFrame == .zero)
    }

    @Test func LG_02_guideInANestedViewWorksWithViewsElsewhere() {
        // A guide in a subview, used by a view in another branch: the constraints are
        // held by the common ancestor and coordinates are converted.
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let panel = View.constrained("panel")
        let marker = View.constrained("marker")
        main.addSubview(panel)
        main.addSubview(marker)
        let guide = LayoutGuide()
        panel.addLayoutGuide(guide)
        LayoutConstraint.activate(pin(panel, to: main, leading: 5, top: 3, trailing: 5, bottom: 3) + [
            guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 2),
            guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 1),
            guide.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
            guide.heightAnchor.constraint(equalToConstant: 2),
            marker.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            marker.topAnchor.constraint(equalTo: guide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1),
            marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        main.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 5, y: 3, width: 30, height: 14))
        // In the panel's coordinates.
        #expect(guide.layoutFrame == Rect(x: 2, y: 1, width: 15, height: 2))
        // In main's coordinates: 5 + 2 + 15 = 22, 3 + 1 + 2 = 6.
        #expect(marker.frame == Rect(x: 22, y: 6, width: 1, height: 1))
    }

    // MARK: - EX-LG-2

    @Test func EX_LG_2() {
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 60, height: 40))
        let views = (0..<4).map { View.constrained("v\($0)") }
        let guides = (0..<3).map { _ in LayoutGuide() }
        views.forEach(main.addSubview)
        guides.forEach(main.addLayoutGuide)
        var constraints: [LayoutConstraint] = []
        for view in views {
            constraints += [
                view.heightAnchor.constraint(equalToConstant: 4),
                view.leadingAnchor.constraint(equalTo: main.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: main.trailingAnchor),
            ]
        }
        constraints += [
            views[0].topAnchor.constraint(equalTo: main.topAnchor),
            views[3].bottomAnchor.constraint(equalTo: main.bottomAnchor),
        ]
        for (index, guide) in guides.enumerated() {
            constraints += [
                guide.leadingAnchor.constraint(equalTo: main.leadingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 10),
                views[index].bottomAnchor.constraint(equalTo: guide.topAnchor),
                views[index + 1].topAnchor.constraint(equalTo: guide.bottomAnchor),
            ]
        }
        constraints += [
            guides[1].heightAnchor.constraint(equalTo: guides[0].heightAnchor),
            guides[2].heightAnchor.constraint(equalTo: guides[0].heightAnchor),
        ]
        LayoutConstraint.activate(constraints)
        main.layoutIfNeeded()
        #expect(views.map { $0.frame.minY } == [0, 12, 24, 36])
        #expect(views.allSatisfy { $0.frame.width == 60 && $0.frame.height == 4 && $0.frame.minX == 0 })
        #expect(guides.map { $0.layoutFrame } == [
            Rect(x: 0, y: 4, width: 10, height: 8),
            Rect(x: 0, y: 16, width: 10, height: 8),
            Rect(x: 0, y: 28, width: 10, height: 8),
        ])
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })

        main.frame = Rect(x: 0, y: 0, width: 60, height: 52)
        main.layoutIfNeeded()
        #expect(views.map { $0.frame.minY } == [0, 16, 32, 48])
        #expect(guides.map { $0.layoutFrame } == [
            Rect(x: 0, y: 4, width: 10, height: 12),
            Rect(x: 0, y: 20, width: 10, height: 12),
            Rect(x: 0, y: 36, width: 10, height: 12),
        ])
    }

    // MARK: - LG-03

    @Test func LG_03_readableContentGuide() {
        let (window, controller) = windowWithController(Size(width: 120, height: 30))
        let readable = controller.view.readableContentGuide
        #expect(controller.view.readableContentGuide === readable)
        #expect(!controller.view.layoutGuides.contains { $0 === readable })
        let text = View.constrained("text")
        controller.view.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            text.topAnchor.constraint(equalTo: readable.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.runLayoutCycle()
        // Margins (0, 2, 0, 2): 116 columns between them, the guide's 80 centred.
        #expect(readable.layoutFrame == Rect(x: 20, y: 0, width: 80, height: 30))
        #expect(text.frame == Rect(x: 20, y: 0, width: 80, height: 1))

        // Narrower than the readable width: the guide fills the margins.
        window.size = Size(width: 70, height: 30)
        window.runLayoutCycle()
        #expect(readable.layoutFrame == Rect(x: 2, y: 0, width: 66, height: 30))
        #expect(text.frame == Rect(x: 2, y: 0, width: 66, height: 1))
        #expect(!text.hasAmbiguousLayout)
    }

    @Test func LG_03_readableContentGuideFollowsOrdinaryMargins() {
        // An ordinary view (margins 1, 1, 1, 1), 200 wide: 198 between the margins, the
        // 80 columns centred at 1 + 59; height follows the margins.
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 200, height: 10))
        let guide = main.readableContentGuide
        let text = View.constrained("text")
        main.addSubview(text)
        LayoutConstraint.activate(pin(text, to: guide))
        main.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 60, y: 1, width: 80, height: 8))
        #expect(text.frame == Rect(x: 60, y: 1, width: 80, height: 8))
    }
}
