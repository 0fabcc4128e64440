import Testing
@testable import Trellis

/// The anchors API (ANC-01…03, EX-ANC-1) and its type-safety rule VAL-05.
@MainActor
@Suite struct AnchorTests {
    /// Checks every part of a new constraint's equation, and that it is inactive (ANC-02).
    private func expectInactive(
        _ constraint: LayoutConstraint, _ first: View, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation, _ second: View?, _ secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(constraint.isActive == false, sourceLocation: sourceLocation)
        #expect(constraint.owner == nil, sourceLocation: sourceLocation)
        #expect(constraint.firstItem === first, sourceLocation: sourceLocation)
        #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
        #expect(constraint.relation == relation, sourceLocation: sourceLocation)
        #expect(constraint.secondItem === second, sourceLocation: sourceLocation)
        #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
        #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
        #expect(constraint.constant == constant, sourceLocation: sourceLocation)
        #expect(constraint.priority == .required, sourceLocation: sourceLocation)
        #expect(constraint.kind == .explicit, sourceLocation: sourceLocation)
        #expect(constraint.identifier == nil, sourceLocation: sourceLocation)
    }

    /// ANC-01: the anchors a view vends, each naming the view and its attribute.
    @Test func ANC_01() {
        let v = View.constrained("v")
        let xAnchors: [(XAxisAnchor, LayoutAttribute)] = [
            (v.leftAnchor, .left), (v.rightAnchor, .right), (v.leadingAnchor, .leading),
            (v.trailingAnchor, .trailing), (v.centerXAnchor, .centerX),
        ]
        let yAnchors: [(YAxisAnchor, LayoutAttribute)] = [
            (v.topAnchor, .top), (v.bottomAnchor, .bottom), (v.centerYAnchor, .centerY),
            (v.firstBaselineAnchor, .firstBaseline), (v.lastBaselineAnchor, .lastBaseline),
        ]
        let sizes: [(DimensionAnchor, LayoutAttribute)] = [(v.widthAnchor, .width), (v.heightAnchor, .height)]
        for (anchor, attribute) in xAnchors {
            #expect(anchor.item === v)
            #expect(anchor.attribute == attribute)
        }
        for (anchor, attribute) in yAnchors {
            #expect(anchor.item === v)
            #expect(anchor.attribute == attribute)
        }
        for (anchor, attribute) in sizes {
            #expect(anchor.item === v)
            #expect(anchor.attribute == attribute)
        }
    }

    /// ANC-02: the 15 factory methods. Each returns an inactive constraint; the defaults are
    /// constant 0 and multiplier 1. With no second item the multiplier is stored as 0 (the
    /// documented value of ``LayoutConstraint/multiplier``), and it is ignored (CON-07).
    @Test func ANC_02() {
        let v = View.constrained("v")
        let w = View.constrained("w")
        // The six on every anchor (here X-axis).
        expectInactive(v.leadingAnchor.constraint(equalTo: w.trailingAnchor),
                       v, .leading, .equal, w, .trailing, multiplier: 1, constant: 0)
        expectInactive(v.leadingAnchor.constraint(greaterThanOrEqualTo: w.trailingAnchor),
                       v, .leading, .greaterThanOrEqual, w, .trailing, multiplier: 1, constant: 0)
        expectInactive(v.leadingAnchor.constraint(lessThanOrEqualTo: w.trailingAnchor),
                       v, .leading, .lessThanOrEqual, w, .trailing, multiplier: 1, constant: 0)
        expectInactive(v.leadingAnchor.constraint(equalTo: w.trailingAnchor, constant: 8),
                       v, .leading, .equal, w, .trailing, multiplier: 1, constant: 8)
        expectInactive(v.leadingAnchor.constraint(greaterThanOrEqualTo: w.trailingAnchor, constant: -3),
                       v, .leading, .greaterThanOrEqual, w, .trailing, multiplier: 1, constant: -3)
        expectInactive(v.leadingAnchor.constraint(lessThanOrEqualTo: w.trailingAnchor, constant: 2.5),
                       v, .leading, .lessThanOrEqual, w, .trailing, multiplier: 1, constant: 2.5)
        // The same six on Y-axis and dimension anchors.
        expectInactive(v.topAnchor.constraint(equalTo: w.bottomAnchor, constant: 1),
                       v, .top, .equal, w, .bottom, multiplier: 1, constant: 1)
        expectInactive(v.widthAnchor.constraint(lessThanOrEqualTo: w.heightAnchor),
                       v, .width, .lessThanOrEqual, w, .height, multiplier: 1, constant: 0)
        // The three constant-only methods (dimension anchors only).
        expectInactive(v.widthAnchor.constraint(equalToConstant: 50),
                       v, .width, .equal, nil, .notAnAttribute, multiplier: 0, constant: 50)
        expectInactive(v.heightAnchor.constraint(greaterThanOrEqualToConstant: 3),
                       v, .height, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: 3)
        expectInactive(v.widthAnchor.constraint(lessThanOrEqualToConstant: 0),
                       v, .width, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 0, constant: 0)
        // The three multiplier methods.
        expectInactive(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 2),
                       v, .height, .equal, v, .width, multiplier: 2, constant: 0)
        expectInactive(v.widthAnchor.constraint(greaterThanOrEqualTo: w.widthAnchor, multiplier: 0.5),
                       v, .width, .greaterThanOrEqual, w, .width, multiplier: 0.5, constant: 0)
        expectInactive(v.widthAnchor.constraint(lessThanOrEqualTo: w.heightAnchor, multiplier: 3),
                       v, .width, .lessThanOrEqual, w, .height, multiplier: 3, constant: 0)
        // The three multiplier-and-constant methods.
        expectInactive(v.widthAnchor.constraint(equalTo: w.widthAnchor, multiplier: 0.75, constant: 2),
                       v, .width, .equal, w, .width, multiplier: 0.75, constant: 2)
        expectInactive(v.heightAnchor.constraint(greaterThanOrEqualTo: w.heightAnchor, multiplier: 2, constant: -1),
                       v, .height, .greaterThanOrEqual, w, .height, multiplier: 2, constant: -1)
        expectInactive(v.heightAnchor.constraint(lessThanOrEqualTo: v.widthAnchor, multiplier: 0.25, constant: 1),
                       v, .height, .lessThanOrEqual, v, .width, multiplier: 0.25, constant: 1)
        // Making constraints changes nothing: the views hold none.
        #expect(v.constraints.isEmpty)
        #expect(w.constraints.isEmpty)
    }

    /// ANC-02: a factory-made constraint does nothing until it is activated, and then
    /// holds its equation (`w.width >= 2 × v.width + 1` with v 10 wide gives w 21 when w
    /// also hugs down to 0 at a low priority).
    @Test func ANC_02_constraintsWorkOnceActivated() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let v = View.constrained("v")
        let w = View.constrained("w")
        sv.addSubview(v)
        sv.addSubview(w)
        let ratio = w.widthAnchor.constraint(greaterThanOrEqualTo: v.widthAnchor, multiplier: 2, constant: 1)
        let small = w.widthAnchor.constraint(equalToConstant: 0)
        small.priority = .defaultLow
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            w.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 2),
            small,
            v.topAnchor.constraint(equalTo: sv.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 1),
            w.topAnchor.constraint(equalTo: v.bottomAnchor),
            w.heightAnchor.constraint(equalTo: v.heightAnchor, multiplier: 3),
        ])
        sv.layoutIfNeeded()
        #expect(w.frame == Rect(x: 12, y: 1, width: 0, height: 3))
        #expect(!ratio.isActive)

        ratio.isActive = true
        #expect(ratio.isActive)
        #expect(ratio.owner === sv)
        sv.layoutIfNeeded()
        #expect(w.frame == Rect(x: 12, y: 1, width: 21, height: 3))
        #expect(v.frame == Rect(x: 0, y: 0, width: 10, height: 1))
    }

    /// ANC-03: `myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive =
    /// true` and `myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier:
    /// 2.0).isActive = true`.
    @Test func ANC_03() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 30))
        let myView = View.constrained("myView")
        sv.addSubview(myView)
        let margins = sv.layoutMarginsGuide
        let leading = myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        leading.isActive = true
        let height = myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0)
        height.isActive = true
        myView.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
        myView.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(leading.isActive && height.isActive)
        // A guide belongs to its view: the leading constraint is held by sv; the aspect
        // ratio by myView itself (CON-11).
        #expect(leading.owner === sv)
        #expect(height.owner === myView)
        sv.layoutIfNeeded()
        // An ordinary view's margins are 1 on every side by default: the view starts at
        // (1, 1), 10 wide and 2 × 10 tall.
        #expect(margins.layoutFrame == Rect(x: 1, y: 1, width: 38, height: 28))
        #expect(myView.frame == Rect(x: 1, y: 1, width: 10, height: 20))
        #expect(!myView.hasAmbiguousLayout)
    }

    /// The EX-CON-4 hierarchy: mainview 400×600 holding v1 = (100,111,132,194), which keeps
    /// translatesAutoresizingMaskIntoConstraints true and holds v2 and v3.
    private func exCon4Hierarchy() -> (mainview: View, v1: View, v2: View, v3: View) {
        let mainview = View(name: "main", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let v1 = View(name: "v1", frame: Rect(x: 100, y: 111, width: 132, height: 194))
        let v2 = View.constrained("v2")
        let v3 = View.constrained("v3")
        mainview.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        return (mainview, v1, v2, v3)
    }

    /// EX-ANC-1: the anchor form of EX-CON-4, activated in one batch (v2's four
    /// constraints, then v3's four), gives the same frames as EX-CON-4 written with the full
    /// initializer, and the same equations.
    @Test func EX_ANC_1() throws {
        let anchors = exCon4Hierarchy()
        let (v1, v2, v3) = (anchors.v1, anchors.v2, anchors.v3)
        let anchorConstraints = [
            v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor),
            v2.trailingAnchor.constraint(equalTo: v1.trailingAnchor),
            v2.topAnchor.constraint(equalTo: v1.topAnchor),
            v2.heightAnchor.constraint(equalToConstant: 10),
            v3.widthAnchor.constraint(equalToConstant: 20),
            v3.heightAnchor.constraint(equalToConstant: 20),
            v3.trailingAnchor.constraint(equalTo: v1.trailingAnchor),
            v3.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
        ]
        #expect(anchorConstraints.allSatisfy { !$0.isActive })
        LayoutConstraint.activate(anchorConstraints)
        #expect(anchorConstraints.allSatisfy { $0.isActive })
        anchors.mainview.layoutIfNeeded()

        // EX-CON-4 with the full initializer, in a second hierarchy.
        let initializer = exCon4Hierarchy()
        let (w1, w2, w3) = (initializer.v1, initializer.v2, initializer.v3)
        let initializerConstraints = [
            try LayoutConstraint(item: w2, attribute: .leading, relatedBy: .equal, toItem: w1, attribute: .leading),
            try LayoutConstraint(item: w2, attribute: .trailing, relatedBy: .equal, toItem: w1, attribute: .trailing),
            try LayoutConstraint(item: w2, attribute: .top, relatedBy: .equal, toItem: w1, attribute: .top),
            try LayoutConstraint(item: w2, attribute: .height, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 10),
            try LayoutConstraint(item: w3, attribute: .width, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 20),
            try LayoutConstraint(item: w3, attribute: .height, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 20),
            try LayoutConstraint(item: w3, attribute: .trailing, relatedBy: .equal, toItem: w1, attribute: .trailing),
            try LayoutConstraint(item: w3, attribute: .bottom, relatedBy: .equal, toItem: w1, attribute: .bottom),
        ]
        LayoutConstraint.activate(initializerConstraints)
        initializer.mainview.layoutIfNeeded()

        // The frames of EX-CON-4, in both.
        #expect(v1.frame == Rect(x: 100, y: 111, width: 132, height: 194))
        #expect(v2.frame == Rect(x: 0, y: 0, width: 132, height: 10))
        #expect(v3.frame == Rect(x: 112, y: 174, width: 20, height: 20))
        #expect(w2.frame == v2.frame)
        #expect(w3.frame == v3.frame)
        #expect(v1.translatesAutoresizingMaskIntoConstraints)
        // The same equations, held by the same views.
        for (made, written) in zip(anchorConstraints, initializerConstraints) {
            #expect(made.firstAttribute == written.firstAttribute)
            #expect(made.relation == written.relation)
            #expect(made.secondAttribute == written.secondAttribute)
            #expect(made.multiplier == written.multiplier)
            #expect(made.constant == written.constant)
            #expect(made.owner?.debugName == written.owner?.debugName)
        }

        // The resize of EX-CON-4 (+40 wide, −50 tall) moves both the same way.
        for view in [v1, w1] {
            view.bounds.size.width += 40
            view.bounds.size.height -= 50
        }
        anchors.mainview.layoutIfNeeded()
        initializer.mainview.layoutIfNeeded()
        #expect(v2.frame == Rect(x: 0, y: 0, width: 172, height: 10))
        #expect(v3.frame == Rect(x: 152, y: 124, width: 20, height: 20))
        #expect(w2.frame == v2.frame)
        #expect(w3.frame == v3.frame)
    }

    /// ANC-01: a layout guide vends the same anchors (without baselines), and works as an
    /// invisible spacer: [a(5)][gap(10)][b(5)] across a 30-wide superview.
    @Test func layoutGuideAnchors() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 30, height: 6))
        let a = View.constrained("a")
        let b = View.constrained("b")
        let gap = LayoutGuide()
        gap.identifier = "gap"
        sv.addSubview(a)
        sv.addSubview(b)
        sv.addLayoutGuide(gap)
        #expect(gap.leadingAnchor.item === gap)
        #expect(gap.centerYAnchor.attribute == .centerY)
        let gapToA = gap.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        #expect(!gapToA.isActive)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 5),
            gapToA,
            gap.widthAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 5),
            // Vertically: the gap spans the superview; a and b are centred in it.
            gap.topAnchor.constraint(equalTo: sv.topAnchor),
            gap.bottomAnchor.constraint(equalTo: sv.bottomAnchor),
            a.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            b.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            a.heightAnchor.constraint(equalToConstant: 2),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        #expect(gapToA.owner === sv)
        sv.layoutIfNeeded()
        #expect(gap.layoutFrame == Rect(x: 5, y: 0, width: 10, height: 6))
        #expect(a.frame == Rect(x: 0, y: 2, width: 5, height: 2))
        #expect(b.frame == Rect(x: 15, y: 2, width: 5, height: 2))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// ANC-01: a view controller's top and bottom layout guides vend anchors; content
    /// pinned below the top guide's bottom clears the top bar.
    @Test func viewControllerLayoutGuideAnchors() {
        let window = Window(size: Size(width: 30, height: 10))
        let controller = ViewController()
        controller.topBarHeight = 1
        controller.bottomBarHeight = 2
        window.rootViewController = controller
        let content = View.constrained("content")
        controller.view.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        ])
        window.runLayoutCycle()
        // Rows 1…7 (10 − 1 − 2 = 7 tall); root-view margins are 2 at the sides.
        #expect(content.frame == Rect(x: 2, y: 1, width: 26, height: 7))
        #expect(controller.topLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(controller.bottomLayoutGuide.layoutFrame == Rect(x: 0, y: 8, width: 30, height: 2))

        controller.topBarHeight = 3
        window.runLayoutCycle()
        #expect(content.frame == Rect(x: 2, y: 3, width: 26, height: 5))
    }

    /// VAL-05 / VAL-07: relating leading or trailing to left or right through anchors
    /// compiles (all are X-axis anchors) and stops the program with a precondition failure.
    @Test func VAL_05_leadingToLeft() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let a = View()
            let b = View()
            _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
        }
    }

    @Test func VAL_05_rightToTrailingWithConstant() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let a = View()
            let b = View()
            _ = a.rightAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 4)
        }
    }

    @Test func VAL_05_marginAnchorsCountAsTheirEdges() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let a = View()
            let b = View()
            _ = a.leadingAnchor.constraint(lessThanOrEqualTo: b.layoutMarginsGuide.rightAnchor)
        }
    }

    /// VAL-06: centerX combines with both families, so these do not stop the program; and
    /// the full initializer reports VAL-05 by throwing.
    @Test func VAL_05_allowedCombinationsAndTheThrowingForm() {
        let a = View.constrained("a")
        let b = View.constrained("b")
        #expect(a.leadingAnchor.constraint(equalTo: b.centerXAnchor).secondAttribute == .centerX)
        #expect(a.leftAnchor.constraint(equalTo: b.centerXAnchor).secondAttribute == .centerX)
        #expect(a.centerXAnchor.constraint(equalTo: b.rightAnchor).firstAttribute == .centerX)
        #expect(a.leadingAnchor.constraint(equalTo: b.trailingAnchor).secondAttribute == .trailing)
        #expect(a.leftAnchor.constraint(equalTo: b.rightAnchor).secondAttribute == .right)
        let error = #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left)
        }
        if case .invalidConstraint(let rule, _)? = error {
            #expect(rule == .mixedDirections)
        }
    }
}
