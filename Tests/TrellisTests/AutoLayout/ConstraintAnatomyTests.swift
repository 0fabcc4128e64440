import Testing
@testable import Trellis

/// The anatomy of a constraint (items, attributes, relation, multiplier, constant) and
/// worked examples of it.
@MainActor
@Suite struct ConstraintAnatomyTests {
    @Test func EX_CON_4() throws {
        let mainview = View(name: "main", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let v1 = View(name: "v1", frame: Rect(x: 100, y: 111, width: 132, height: 194))
        let v2 = View.constrained("v2")
        let v3 = View.constrained("v3")
        mainview.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        let constraints = [
            v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor),
            v2.trailingAnchor.constraint(equalTo: v1.trailingAnchor),
            v2.topAnchor.constraint(equalTo: v1.topAnchor),
            v2.heightAnchor.constraint(equalToConstant: 10),
            v3.widthAnchor.constraint(equalToConstant: 20),
            v3.heightAnchor.constraint(equalToConstant: 20),
            v3.trailingAnchor.constraint(equalTo: v1.trailingAnchor),
            v3.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
        ]
        LayoutConstraint.activate(constraints)
        mainview.layoutIfNeeded()
        #expect(v2.frame == Rect(x: 0, y: 0, width: 132, height: 10))
        #expect(v3.frame == Rect(x: 112, y: 174, width: 20, height: 20))
        #expect(v1.frame == Rect(x: 100, y: 111, width: 132, height: 194))
        // Owners (CON-11).
        #expect(constraints[0].owner === v1)
        #expect(constraints[3].owner === v2)
        #expect(constraints[4].owner === v3)
        #expect(constraints[7].owner === v1)

        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        mainview.layoutIfNeeded()
        #expect(v2.frame == Rect(x: 0, y: 0, width: 172, height: 10))
        #expect(v3.frame == Rect(x: 152, y: 124, width: 20, height: 20))
    }

    // MARK: - Helpers

    /// A 320×568 superview, the layout root, holding `views`.
    private func screen(_ views: View..., width: Double = 320, height: Double = 568) -> View {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: width, height: height))
        for view in views { sv.addSubview(view) }
        return sv
    }

    /// Pins `view`'s top and height so that only the horizontal axis is under test.
    private func fixVertical(_ view: View, in sv: View, top: Double = 0, height: Double = 5) -> [LayoutConstraint] {
        [view.topAnchor.constraint(equalTo: sv.topAnchor, constant: top),
         view.heightAnchor.constraint(equalToConstant: height)]
    }

    /// Pins `view`'s leading edge and width so that only the vertical axis is under test.
    private func fixHorizontal(_ view: View, in sv: View, leading: Double = 0, width: Double = 5) -> [LayoutConstraint] {
        [view.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: leading),
         view.widthAnchor.constraint(equalToConstant: width)]
    }

    // MARK: - EX-CON-1

    @Test func EX_CON_1() throws {
        // view1.leading = 1.0 × view2.trailing + 10.0
        let view1 = View.constrained("view1")
        let view2 = View.constrained("view2")
        // view3.height = 0.0 × NotAnAttribute + 50.0
        let view3 = View.constrained("view3")
        // view5.width = 2.0 × view5.height + 0.0
        let view5 = View.constrained("view5")
        let sv = screen(view1, view2, view3, view5)

        let leading = try LayoutConstraint(item: view1, attribute: .leading, relatedBy: .equal,
                                           toItem: view2, attribute: .trailing, multiplier: 1.0, constant: 10.0)
        let height = try LayoutConstraint(item: view3, attribute: .height, relatedBy: .equal,
                                          toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 50.0)
        let aspect = try LayoutConstraint(item: view5, attribute: .width, relatedBy: .equal,
                                          toItem: view5, attribute: .height, multiplier: 2.0, constant: 0.0)
        #expect(leading.firstItem === view1 && leading.firstAttribute == .leading)
        #expect(leading.secondItem === view2 && leading.secondAttribute == .trailing)
        #expect(leading.relation == .equal && leading.multiplier == 1 && leading.constant == 10)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 50)
        #expect(aspect.firstItem === view5 && aspect.secondItem === view5 && aspect.multiplier == 2)
        #expect(!leading.isActive && !height.isActive && !aspect.isActive)

        LayoutConstraint.activate([
            leading, height, aspect,
            view2.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 5),
            view2.widthAnchor.constraint(equalToConstant: 30),
            view1.widthAnchor.constraint(equalToConstant: 20),
            view3.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            view3.widthAnchor.constraint(equalToConstant: 7),
            view5.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            view5.heightAnchor.constraint(equalToConstant: 10),
        ] + fixVertical(view1, in: sv) + fixVertical(view2, in: sv)
          + [view3.topAnchor.constraint(equalTo: sv.topAnchor, constant: 10),
             view5.topAnchor.constraint(equalTo: sv.topAnchor, constant: 70)])
        sv.layoutIfNeeded()

        #expect(view2.frame == Rect(x: 5, y: 0, width: 30, height: 5))
        #expect(view1.frame == Rect(x: 45, y: 0, width: 20, height: 5))
        #expect(view3.frame == Rect(x: 0, y: 10, width: 7, height: 50))
        #expect(view5.frame == Rect(x: 0, y: 70, width: 20, height: 10))
    }

    // MARK: - EX-CON-2

    @Test func EX_CON_2() throws {
        // View.height = 0.0×NotAnAttribute + 40
        do {
            let view = View.constrained("View")
            let sv = screen(view)
            let height = try LayoutConstraint(item: view, attribute: .height, relatedBy: .equal,
                                              toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 40)
            LayoutConstraint.activate([height] + fixHorizontal(view, in: sv)
                + [view.topAnchor.constraint(equalTo: sv.topAnchor, constant: 3)])
            sv.layoutIfNeeded()
            #expect(view.frame == Rect(x: 0, y: 3, width: 5, height: 40))
        }
        // Button_2.leading = 1.0×Button_1.trailing + 8; Button_1.width = 1.0×Button_2.width
        do {
            let button1 = View.constrained("Button_1")
            let button2 = View.constrained("Button_2")
            let sv = screen(button1, button2)
            let spacing = try LayoutConstraint(item: button2, attribute: .leading, relatedBy: .equal,
                                               toItem: button1, attribute: .trailing, multiplier: 1.0, constant: 8)
            let equalWidths = try LayoutConstraint(item: button1, attribute: .width, relatedBy: .equal,
                                                   toItem: button2, attribute: .width, multiplier: 1.0, constant: 0)
            LayoutConstraint.activate([
                spacing, equalWidths,
                button1.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20),
                button2.widthAnchor.constraint(equalToConstant: 30),
            ] + fixVertical(button1, in: sv) + fixVertical(button2, in: sv))
            sv.layoutIfNeeded()
            #expect(button1.frame == Rect(x: 20, y: 0, width: 30, height: 5))
            #expect(button2.frame == Rect(x: 58, y: 0, width: 30, height: 5))
        }
        // Button_1.leading = 1.0×Button_2.leading + 0
        do {
            let button1 = View.constrained("Button_1")
            let button2 = View.constrained("Button_2")
            let sv = screen(button1, button2)
            let aligned = try LayoutConstraint(item: button1, attribute: .leading, relatedBy: .equal,
                                               toItem: button2, attribute: .leading, multiplier: 1.0, constant: 0)
            LayoutConstraint.activate([
                aligned,
                button2.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 33),
                button1.widthAnchor.constraint(equalToConstant: 10),
                button2.widthAnchor.constraint(equalToConstant: 25),
            ] + fixVertical(button1, in: sv) + fixVertical(button2, in: sv, top: 10))
            sv.layoutIfNeeded()
            #expect(button1.frame == Rect(x: 33, y: 0, width: 10, height: 5))
            #expect(button2.frame == Rect(x: 33, y: 10, width: 25, height: 5))
        }
        // View.centerX = 1.0×Superview.centerX; View.centerY = 1.0×Superview.centerY;
        // View.height = 2.0×View.width. Combined: superview 100×50, width 10 → (45,15,10,20).
        do {
            let view = View.constrained("View")
            let sv = screen(view, width: 100, height: 50)
            let centerX = try LayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal,
                                               toItem: sv, attribute: .centerX, multiplier: 1.0, constant: 0)
            let centerY = try LayoutConstraint(item: view, attribute: .centerY, relatedBy: .equal,
                                               toItem: sv, attribute: .centerY, multiplier: 1.0, constant: 0)
            let aspect = try LayoutConstraint(item: view, attribute: .height, relatedBy: .equal,
                                              toItem: view, attribute: .width, multiplier: 2.0, constant: 0)
            LayoutConstraint.activate([centerX, centerY, aspect, view.widthAnchor.constraint(equalToConstant: 10)])
            sv.layoutIfNeeded()
            #expect(view.frame == Rect(x: 45, y: 15, width: 10, height: 20))
            #expect(sv.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        }
    }

    // MARK: - EX-CON-3

    @Test func EX_CON_3() throws {
        // The superview stands for `view`, 40 high.
        let label = View.constrained("label")
        let textfield = View.constrained("textfield")
        let topView = View.constrained("topView")
        let view = screen(label, textfield, topView, width: 320, height: 40)
        let spacing = try LayoutConstraint(item: textfield, attribute: .leading, relatedBy: .equal,
                                           toItem: label, attribute: .trailing, multiplier: 1.0, constant: 8.0)
        let half = try LayoutConstraint(item: topView, attribute: .height, relatedBy: .equal,
                                        toItem: view, attribute: .height, multiplier: 0.5, constant: 0.0)
        LayoutConstraint.activate([
            spacing, half,
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 15),
            textfield.widthAnchor.constraint(equalToConstant: 50),
            topView.topAnchor.constraint(equalTo: view.topAnchor),
        ] + fixVertical(label, in: view, height: 1) + fixVertical(textfield, in: view, height: 1)
          + fixHorizontal(topView, in: view, width: 320))
        view.layoutIfNeeded()
        #expect(label.frame == Rect(x: 10, y: 0, width: 15, height: 1))
        #expect(textfield.frame == Rect(x: 33, y: 0, width: 50, height: 1))
        #expect(topView.frame == Rect(x: 0, y: 0, width: 320, height: 20))
    }

    // MARK: - CON-07

    @Test func CON_07() throws {
        let byOne = View.constrained("byOne")
        let byZero = View.constrained("byZero")
        let sv = screen(byOne, byZero)
        // One way to write it: multiplier 1, the constant is the width.
        let one = try LayoutConstraint(item: byOne, attribute: .width, relatedBy: .equal,
                                       toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50)
        // The other way: multiplier 0.0, no second item.
        let zero = try LayoutConstraint(item: byZero, attribute: .width, relatedBy: .equal,
                                        toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 50)
        LayoutConstraint.activate([
            one, zero,
            byOne.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            byZero.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
        ] + fixVertical(byOne, in: sv) + fixVertical(byZero, in: sv, top: 10))
        sv.layoutIfNeeded()
        #expect(byOne.frame.width == 50)
        #expect(byZero.frame.width == 50)
        #expect(byOne.frame == Rect(x: 0, y: 0, width: 50, height: 5))
        #expect(byZero.frame == Rect(x: 0, y: 10, width: 50, height: 5))
    }

    // MARK: - CON-11

    @Test func CON_11() {
        // root ─ mid ─┬─ a ─ c1
        //             └─ b ─ c2
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let mid = View.constrained("mid")
        let a = View.constrained("a"), b = View.constrained("b")
        let c1 = View.constrained("c1"), c2 = View.constrained("c2")
        root.addSubview(mid)
        mid.addSubview(a)
        mid.addSubview(b)
        a.addSubview(c1)
        b.addSubview(c2)

        let width = a.widthAnchor.constraint(equalToConstant: 30)
        let aspect = a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
        let toSuperview = a.leadingAnchor.constraint(equalTo: mid.leadingAnchor, constant: 2)
        let fromSuperview = mid.trailingAnchor.constraint(equalTo: b.trailingAnchor)
        let siblings = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 1)
        let cousins = c1.leadingAnchor.constraint(equalTo: c2.leadingAnchor)
        let toGrandparent = c1.topAnchor.constraint(equalTo: mid.topAnchor)
        let all = [width, aspect, toSuperview, fromSuperview, siblings, cousins, toGrandparent]
        for constraint in all { #expect(constraint.owner == nil) }

        LayoutConstraint.activate(all)
        // An absolute size, and a relation of a view to itself, belong to the view itself.
        #expect(width.owner === a)
        #expect(aspect.owner === a)
        // A view-to-superview constraint belongs to the superview, whichever item is first.
        #expect(toSuperview.owner === mid)
        #expect(fromSuperview.owner === mid)
        // Siblings: their common superview.
        #expect(siblings.owner === mid)
        // Cousins: the nearest common ancestor (mid), not the root.
        #expect(cousins.owner === mid)
        #expect(toGrandparent.owner === mid)
        // The owner's constraints hold them; no other view does.
        #expect(a.constraints.contains { $0 === width } && a.constraints.contains { $0 === aspect })
        for constraint in [toSuperview, fromSuperview, siblings, cousins, toGrandparent] {
            #expect(mid.constraints.contains { $0 === constraint })
            #expect(!root.constraints.contains { $0 === constraint })
            #expect(!a.constraints.contains { $0 === constraint })
        }
        for constraint in all { #expect(constraint.isActive) }
    }

    @Test func CON_11_noCommonAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alpha = View.constrained("alpha")
                let beta = View.constrained("beta")
                let here = View(name: "here"), elsewhere = View(name: "elsewhere")
                here.addSubview(alpha)
                elsewhere.addSubview(beta)
                alpha.leadingAnchor.constraint(equalTo: beta.leadingAnchor).isActive = true
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("'alpha'"))
        #expect(message.contains("'beta'"))
        #expect(message.contains("common ancestor"))
    }

    // MARK: - CON-13

    @Test func CON_13() {
        let view = View.constrained("view")
        let sv = screen(view)
        let leading = view.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10)
        let narrow = view.widthAnchor.constraint(equalToConstant: 30)
        narrow.priority = LayoutPriority(500)
        let wide = view.widthAnchor.constraint(equalToConstant: 60)
        wide.priority = LayoutPriority(600)
        LayoutConstraint.activate([leading, narrow, wide] + fixVertical(view, in: sv))
        sv.layoutIfNeeded()
        #expect(view.frame == Rect(x: 10, y: 0, width: 60, height: 5))

        // The constant changes in place: same object, still active, same owner.
        leading.constant = 25
        sv.layoutIfNeeded()
        #expect(leading.constant == 25)
        #expect(leading.isActive)
        #expect(leading.owner === sv)
        #expect(sv.constraints.filter { $0 === leading }.count == 1)
        #expect(view.frame == Rect(x: 25, y: 0, width: 60, height: 5))

        // The priority changes in place too (optional to optional).
        narrow.priority = LayoutPriority(700)
        sv.layoutIfNeeded()
        #expect(narrow.priority == LayoutPriority(700))
        #expect(narrow.isActive && narrow.owner === view)
        #expect(view.constraints.filter { $0 === narrow }.count == 1)
        #expect(view.frame == Rect(x: 25, y: 0, width: 30, height: 5))

        // The identifier shows in the description, quoted.
        #expect(!leading.description.contains("'leading-pin'"))
        leading.identifier = "leading-pin"
        #expect(leading.description.contains(" 'leading-pin' "))
        #expect(leading.description.hasPrefix("<LayoutConstraint:0x"))
    }
}
