import Testing
@testable import Trellis

/// Sixteen visual format strings translated into constraints, each checked constraint by
/// constraint and, where the string places a view, laid out.
@MainActor
@Suite struct VisualFormatTests {
    /// A 400×600 superview holding constrained views with these names.
    private func scene(_ names: String...) -> (sv: View, views: [String: View]) {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        var views: [String: View] = [:]
        for name in names {
            let view = View.constrained(name)
            sv.addSubview(view)
            views[name] = view
        }
        return (sv, views)
    }

    /// EX-CON-4's hierarchy: mainview ⊃ v1 (100,111,132,194; autoresizing) ⊃ v2, v3.
    private func figure() -> (main: View, v1: View, v2: View, v3: View) {
        let main = View(name: "main", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let v1 = View(name: "v1", frame: Rect(x: 100, y: 111, width: 132, height: 194))
        let (v2, v3) = (View.constrained("v2"), View.constrained("v3"))
        main.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        return (main, v1, v2, v3)
    }

    @Test func translation1_topPinAndHeight() throws {
        let f = figure()
        let c = try vfl("V:|[v2(10)]", ["v2": f.v2])
        #expect(c.count == 2)
        expectConstraint(c[0], f.v2, .top, .equal, f.v1, .top)
        expectConstraint(c[1], f.v2, .height, .equal, nil, .notAnAttribute, constant: 10)
    }

    @Test func translation2_edgeToEdge() throws {
        let f = figure()
        let c = try vfl("H:|[v2]|", ["v2": f.v2])
        #expect(c.count == 2)
        expectConstraint(c[0], f.v2, .leading, .equal, f.v1, .leading)
        expectConstraint(c[1], f.v1, .trailing, .equal, f.v2, .trailing)
    }

    @Test func translation3_widthAndTrailingPin() throws {
        let f = figure()
        let c = try vfl("H:[v3(20)]|", ["v3": f.v3])
        #expect(c.count == 2)
        expectConstraint(c[0], f.v3, .width, .equal, nil, .notAnAttribute, constant: 20)
        expectConstraint(c[1], f.v1, .trailing, .equal, f.v3, .trailing)
    }

    @Test func translation4_heightAndBottomPin() throws {
        let f = figure()
        let c = try vfl("V:[v3(20)]|", ["v3": f.v3])
        #expect(c.count == 2)
        expectConstraint(c[0], f.v3, .height, .equal, nil, .notAnAttribute, constant: 20)
        expectConstraint(c[1], f.v1, .bottom, .equal, f.v3, .bottom)
    }

    /// Strings 1–4 together: the eight constraints of EX-CON-4, and its frames.
    @Test func translations1to4_layOutEX_CON_4() throws {
        let f = figure()
        let views: [String: any LayoutItem] = ["v2": f.v2, "v3": f.v3]
        let all = try ["V:|[v2(10)]", "H:|[v2]|", "H:[v3(20)]|", "V:[v3(20)]|"].flatMap { try vfl($0, views) }
        #expect(all.count == 8)
        #expect(!all.contains { $0.isActive })
        LayoutConstraint.activate(all)
        let log = capturingDiagnostics { f.main.layoutIfNeeded() }
        #expect(log.isEmpty)
        #expect(f.v2.frame == Rect(x: 0, y: 0, width: 132, height: 10))
        #expect(f.v3.frame == Rect(x: 112, y: 174, width: 20, height: 20))
        #expect(!f.v2.hasAmbiguousLayout && !f.v3.hasAmbiguousLayout)
    }

    @Test func translation5_explicitSpacing() throws {
        let (_, v) = scene("v1", "v2")
        let c = try vfl("[v1]-20-[v2]", ["v1": v["v1"]!, "v2": v["v2"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["v2"]!, .leading, .equal, v["v1"]!, .trailing, constant: 20)
    }

    @Test func translation6_twoPredicatesWithPriority() throws {
        let (_, v) = scene("v1")
        let c = try vfl("[v1(>=20@400,<=30)]", ["v1": v["v1"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["v1"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20, priority: 400)
        expectConstraint(c[1], v["v1"]!, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 30)
    }

    @Test func translation7_leadingInsetAndWidth() throws {
        let (sv, v) = scene("v")
        let c = try vfl("H:|-20-[v(100)]", ["v": v["v"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["v"]!, .leading, .equal, sv, .leading, constant: 20)
        expectConstraint(c[1], v["v"]!, .width, .equal, nil, .notAnAttribute, constant: 100)
    }

    @Test func translation8_topInsetAndHeight() throws {
        let (sv, v) = scene("v")
        let c = try vfl("V:|-100-[v(20)]", ["v": v["v"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["v"]!, .top, .equal, sv, .top, constant: 100)
        expectConstraint(c[1], v["v"]!, .height, .equal, nil, .notAnAttribute, constant: 20)
        // With 7, the view is placed.
        LayoutConstraint.activate(c + (try vfl("H:|-20-[v(100)]", ["v": v["v"]!])))
        sv.layoutIfNeeded()
        #expect(v["v"]!.frame == Rect(x: 20, y: 100, width: 100, height: 20))
    }

    @Test func translation9_chainWithParenthesisedSpacing() throws {
        let (_, v) = scene("v1", "v2", "v3")
        let (v1, v2, v3) = (v["v1"]!, v["v2"]!, v["v3"]!)
        let c = try vfl("V:[v1]-20-[v2(20)]-(20)-[v3(20)]", ["v1": v1, "v2": v2, "v3": v3])
        #expect(c.count == 4)
        expectConstraint(c[0], v2, .top, .equal, v1, .bottom, constant: 20)
        expectConstraint(c[1], v2, .height, .equal, nil, .notAnAttribute, constant: 20)
        expectConstraint(c[2], v3, .top, .equal, v2, .bottom, constant: 20)
        expectConstraint(c[3], v3, .height, .equal, nil, .notAnAttribute, constant: 20)
    }

    @Test func translation10_chainWithoutTheMiddleView() throws {
        let (_, v) = scene("v1", "v3")
        let c = try vfl("V:[v1]-20-[v3(20)]", ["v1": v["v1"]!, "v3": v["v3"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["v3"]!, .top, .equal, v["v1"]!, .bottom, constant: 20)
        expectConstraint(c[1], v["v3"]!, .height, .equal, nil, .notAnAttribute, constant: 20)
    }

    @Test func translation11_zeroSpacingPinsToTheEdgeNotTheMargin() throws {
        let (sv, v) = scene("v")
        let c = try vfl("V:|-0-[v]", ["v": v["v"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["v"]!, .top, .equal, sv, .top)
    }

    @Test func translation12_layoutGuideAsAnItem() throws {
        let (sv, v) = scene("v")
        let tlg = LayoutGuide()
        sv.addLayoutGuide(tlg)
        let c = try vfl("V:[tlg]-0-[v]", ["tlg": tlg, "v": v["v"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["v"]!, .top, .equal, tlg, .bottom)
    }

    @Test func translation13_loneHyphenPinsToTheMargin() throws {
        let (sv, v) = scene("v")
        let c = try vfl("H:|-[v]", ["v": v["v"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["v"]!, .leading, .equal, sv, .leadingMargin)
        sv.layoutMargins = EdgeInsets(top: 0, left: 3, bottom: 0, right: 0)
        LayoutConstraint.activate(c + [v["v"]!.widthAnchor.constraint(equalToConstant: 5)]
            + (try vfl("V:|[v(1)]", ["v": v["v"]!])))
        sv.layoutIfNeeded()
        #expect(v["v"]!.frame == Rect(x: 3, y: 0, width: 5, height: 1))
    }

    @Test func translation14_alignmentWithOneViewAddsNothing() throws {
        let (sv, v) = scene("myView")
        let myView = v["myView"]!
        let c = try vfl("|-[myView]-|", .alignAllTop, ["myView": myView])
        #expect(c.count == 2)
        expectConstraint(c[0], myView, .leading, .equal, sv, .leadingMargin)
        expectConstraint(c[1], sv, .trailingMargin, .equal, myView, .trailing)
        LayoutConstraint.activate(c + (try vfl("V:|[myView(1)]", ["myView": myView])))
        sv.layoutIfNeeded()
        // A view's default margins are 1 on each side.
        #expect(myView.frame == Rect(x: 1, y: 0, width: 398, height: 1))
    }

    @Test func translation15_inequalities() throws {
        let (_, v) = scene("lab1", "lab2")
        let (lab1, lab2) = (v["lab1"]!, v["lab2"]!)
        let c = try vfl("H:[lab1(>=100)]-(>=20)-[lab2(>=100)]", ["lab1": lab1, "lab2": lab2])
        #expect(c.count == 3)
        expectConstraint(c[0], lab1, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 100)
        expectConstraint(c[1], lab2, .leading, .greaterThanOrEqual, lab1, .trailing, constant: 20)
        expectConstraint(c[2], lab2, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 100)
    }

    @Test func translation16_trailingInset() throws {
        let (sv, v) = scene("lab2")
        let c = try vfl("H:[lab2]-20-|", ["lab2": v["lab2"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], sv, .trailing, .equal, v["lab2"]!, .trailing, constant: 20)
    }

    /// Strings 7–10 (EX-ACT-1's) laid out together.
    @Test func translations7to10_layOut() throws {
        let (sv, v) = scene("v1", "v2", "v3")
        let views: [String: any LayoutItem] = ["v1": v["v1"]!, "v2": v["v2"]!, "v3": v["v3"]!]
        var all = try vfl("V:|-100-[v1(20)]", views) + vfl("V:[v1]-20-[v2(20)]-(20)-[v3(20)]", views)
        for name in ["v1", "v2", "v3"] { all += try vfl("H:|-20-[\(name)(100)]", views) }
        LayoutConstraint.activate(all)
        sv.layoutIfNeeded()
        #expect(v["v1"]!.frame == Rect(x: 20, y: 100, width: 100, height: 20))
        #expect(v["v2"]!.frame == Rect(x: 20, y: 140, width: 100, height: 20))
        #expect(v["v3"]!.frame == Rect(x: 20, y: 180, width: 100, height: 20))
    }

    // MARK: - ERR-01

    /// v2's strings with their leading `|` left off (`H:[v2]|`, `V:[v2(10)]`), an easy slip,
    /// leave v2 ambiguous and make six constraints with 3–4, not eight; the intended strings
    /// make EX-CON-4's eight.
    @Test func ERR_01_intendedStringsMakeEightConstraints() throws {
        let slipped = figure()
        let slipViews: [String: any LayoutItem] = ["v2": slipped.v2, "v3": slipped.v3]
        let withSlip = try ["V:[v2(10)]", "H:[v2]|", "H:[v3(20)]|", "V:[v3(20)]|"].flatMap { try vfl($0, slipViews) }
        #expect(withSlip.count == 6)
        LayoutConstraint.activate(withSlip)
        slipped.main.layoutIfNeeded()
        #expect(slipped.v2.hasAmbiguousLayout)

        let intended = figure()
        let views: [String: any LayoutItem] = ["v2": intended.v2, "v3": intended.v3]
        let fixed = try ["V:|[v2(10)]", "H:|[v2]|", "H:[v3(20)]|", "V:[v3(20)]|"].flatMap { try vfl($0, views) }
        #expect(fixed.count == 8)
        LayoutConstraint.activate(fixed)
        intended.main.layoutIfNeeded()
        #expect(!intended.v2.hasAmbiguousLayout)
        #expect(intended.v2.frame == Rect(x: 0, y: 0, width: 132, height: 10))
    }
}
