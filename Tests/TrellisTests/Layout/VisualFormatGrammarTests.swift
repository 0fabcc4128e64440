import Testing
@testable import Trellis

/// The visual format grammar: Apple's example strings, metrics, priorities, multiple
/// predicates, alignment, direction and spacing options.
@MainActor
@Suite struct VisualFormatGrammarTests {
    private func scene(width: Double = 60, _ names: String...) -> (sv: View, views: [String: View]) {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: width, height: 20))
        var views: [String: View] = [:]
        for name in names {
            let view = View.constrained(name)
            sv.addSubview(view)
            views[name] = view
        }
        return (sv, views)
    }

    // MARK: - Apple's example strings

    @Test func standardSpacingIsOneCell() throws {
        let (_, v) = scene("button", "textField")
        let c = try vfl("[button]-[textField]", ["button": v["button"]!, "textField": v["textField"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["textField"]!, .leading, .equal, v["button"]!, .trailing, constant: 1)
    }

    @Test func widthAtLeast() throws {
        let (_, v) = scene("button")
        let c = try vfl("[button(>=50)]", ["button": v["button"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["button"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50)
    }

    @Test func insetFromBothEdges() throws {
        let (sv, v) = scene(width: 400, "purpleBox")
        let box = v["purpleBox"]!
        let c = try vfl("|-50-[purpleBox]-50-|", ["purpleBox": box])
        #expect(c.count == 2)
        expectConstraint(c[0], box, .leading, .equal, sv, .leading, constant: 50)
        expectConstraint(c[1], sv, .trailing, .equal, box, .trailing, constant: 50)
        LayoutConstraint.activate(c + (try vfl("V:|[purpleBox(2)]", ["purpleBox": box])))
        sv.layoutIfNeeded()
        #expect(box.frame == Rect(x: 50, y: 0, width: 300, height: 2))
    }

    @Test func verticalGap() throws {
        let (_, v) = scene("topField", "bottomField")
        let c = try vfl("V:[topField]-10-[bottomField]", ["topField": v["topField"]!, "bottomField": v["bottomField"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["bottomField"]!, .top, .equal, v["topField"]!, .bottom, constant: 10)
    }

    @Test func flushViews() throws {
        let (_, v) = scene("maroonView", "blueView")
        let c = try vfl("[maroonView][blueView]", ["maroonView": v["maroonView"]!, "blueView": v["blueView"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["blueView"]!, .leading, .equal, v["maroonView"]!, .trailing)
    }

    @Test func sizeWithPriority() throws {
        let (_, v) = scene("button")
        let c = try vfl("[button(100@20)]", ["button": v["button"]!])
        #expect(c.count == 1)
        expectConstraint(c[0], v["button"]!, .width, .equal, nil, .notAnAttribute, constant: 100, priority: 20)
    }

    @Test func equalWidths() throws {
        let (sv, v) = scene(width: 61, "button1", "button2")
        let (b1, b2) = (v["button1"]!, v["button2"]!)
        let c = try vfl("[button1(==button2)]", ["button1": b1, "button2": b2])
        #expect(c.count == 1)
        expectConstraint(c[0], b1, .width, .equal, b2, .width)
        let views: [String: any LayoutItem] = ["button1": b1, "button2": b2]
        LayoutConstraint.activate(c + (try vfl("|[button1]-[button2]|", views))
            + (try vfl("V:|[button1(1)]", views)) + (try vfl("V:|[button2(1)]", views)))
        sv.layoutIfNeeded()
        // Laid out: two equal buttons filling 61 cells with one standard gap.
        #expect(b1.frame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(b2.frame == Rect(x: 31, y: 0, width: 30, height: 1))
    }

    @Test func widthBetween() throws {
        let (_, v) = scene("flexibleButton")
        let c = try vfl("[flexibleButton(>=70,<=100)]", ["flexibleButton": v["flexibleButton"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["flexibleButton"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 70)
        expectConstraint(c[1], v["flexibleButton"]!, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 100)
    }

    /// `|-[find]-[findNext]-[findField(>=20)]-|`, aligned on centre Y, laid out at 60 cells.
    @Test func marginRelativeRow() throws {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 60, height: 5))
        let find = IntrinsicView("find", width: 4, height: 1)
        let findNext = IntrinsicView("findNext", width: 8, height: 1)
        let findField = IntrinsicView("findField", width: 10, height: 3)
        for view in [find, findNext, findField] { sv.addSubview(view) }
        let views: [String: any LayoutItem] = ["find": find, "findNext": findNext, "findField": findField]
        let c = try vfl("|-[find]-[findNext]-[findField(>=20)]-|", .alignAllCenterY, views)
        #expect(c.count == 7)
        expectConstraint(c[0], find, .leading, .equal, sv, .leadingMargin)
        expectConstraint(c[1], findNext, .leading, .equal, find, .trailing, constant: 1)
        expectConstraint(c[2], findField, .leading, .equal, findNext, .trailing, constant: 1)
        expectConstraint(c[3], findField, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20)
        expectConstraint(c[4], sv, .trailingMargin, .equal, findField, .trailing)
        expectConstraint(c[5], findNext, .centerY, .equal, find, .centerY)
        expectConstraint(c[6], findField, .centerY, .equal, findNext, .centerY)
        LayoutConstraint.activate(c + (try vfl("V:|[findField]", views)))
        sv.layoutIfNeeded()
        #expect(find.frame == Rect(x: 1, y: 1, width: 4, height: 1))
        #expect(findNext.frame == Rect(x: 6, y: 1, width: 8, height: 1))
        #expect(findField.frame == Rect(x: 15, y: 0, width: 44, height: 3))
    }

    // MARK: - Metrics, priorities, predicates

    @Test func metricsStandForNumbers() throws {
        let (sv, v) = scene("v")
        let c = try vfl("H:|-pad-[v(>=w@p)]-(pad)-|", metrics: ["pad": 3, "w": 10, "p": 600], ["v": v["v"]!])
        #expect(c.count == 3)
        expectConstraint(c[0], v["v"]!, .leading, .equal, sv, .leading, constant: 3)
        expectConstraint(c[1], v["v"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 10, priority: 600)
        expectConstraint(c[2], sv, .trailing, .equal, v["v"]!, .trailing, constant: 3)
    }

    @Test func severalSpacingPredicates() throws {
        let (_, v) = scene("a", "b")
        let c = try vfl("[a]-(>=20@750,<=40)-[b]", ["a": v["a"]!, "b": v["b"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["b"]!, .leading, .greaterThanOrEqual, v["a"]!, .trailing, constant: 20, priority: 750)
        expectConstraint(c[1], v["b"]!, .leading, .lessThanOrEqual, v["a"]!, .trailing, constant: 40)
    }

    @Test func numbersAsStrtodReadsThem() throws {
        let (_, v) = scene("a", "b")
        let c = try vfl("[a(2.5,<=1e2)]-(-3)-[b(==a@250.5)]", ["a": v["a"]!, "b": v["b"]!])
        #expect(c.count == 4)
        expectConstraint(c[0], v["a"]!, .width, .equal, nil, .notAnAttribute, constant: 2.5)
        expectConstraint(c[1], v["a"]!, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 100)
        expectConstraint(c[2], v["b"]!, .leading, .equal, v["a"]!, .trailing, constant: -3)
        expectConstraint(c[3], v["b"]!, .width, .equal, v["a"]!, .width, priority: 250.5)
    }

    @Test func sizeRelativeToAnotherViewWithRelation() throws {
        let (_, v) = scene("a", "b")
        let c = try vfl("V:[a(>=b,<=20)]", ["a": v["a"]!, "b": v["b"]!])
        #expect(c.count == 2)
        expectConstraint(c[0], v["a"]!, .height, .greaterThanOrEqual, v["b"]!, .height)
        expectConstraint(c[1], v["a"]!, .height, .lessThanOrEqual, nil, .notAnAttribute, constant: 20)
    }

    @Test func verticalMargins() throws {
        let (sv, v) = scene("v")
        let c = try vfl("V:|-[v]-|", ["v": v["v"]!])
        expectConstraint(c[0], v["v"]!, .top, .equal, sv, .topMargin)
        expectConstraint(c[1], sv, .bottomMargin, .equal, v["v"]!, .bottom)
    }

    // MARK: - Options

    @Test func alignmentJoinsNeighbours() throws {
        let (_, v) = scene("a", "b", "c")
        let (a, b, cView) = (v["a"]!, v["b"]!, v["c"]!)
        let c = try vfl("[a][b][c]", [.alignAllTop, .alignAllBottom], ["a": a, "b": b, "c": cView])
        #expect(c.count == 6)
        expectConstraint(c[2], b, .top, .equal, a, .top)
        expectConstraint(c[3], cView, .top, .equal, b, .top)
        expectConstraint(c[4], b, .bottom, .equal, a, .bottom)
        expectConstraint(c[5], cView, .bottom, .equal, b, .bottom)
    }

    @Test func verticalAlignment() throws {
        let (_, v) = scene("a", "b")
        let c = try vfl("V:[a]-2-[b]", .alignAllLeading, ["a": v["a"]!, "b": v["b"]!])
        #expect(c.count == 2)
        expectConstraint(c[1], v["b"]!, .leading, .equal, v["a"]!, .leading)
    }

    @Test func leftToRight() throws {
        let (sv, v) = scene("a", "b")
        let c = try vfl("|-[a]-2-[b]|", .directionLeftToRight, ["a": v["a"]!, "b": v["b"]!])
        #expect(c.count == 3)
        expectConstraint(c[0], v["a"]!, .left, .equal, sv, .leftMargin)
        expectConstraint(c[1], v["b"]!, .left, .equal, v["a"]!, .right, constant: 2)
        expectConstraint(c[2], sv, .right, .equal, v["b"]!, .right)
    }

    @Test func rightToLeft() throws {
        let (sv, v) = scene(width: 20, "a", "b")
        let (a, b) = (v["a"]!, v["b"]!)
        let views: [String: any LayoutItem] = ["a": a, "b": b]
        let c = try vfl("H:|[a(5)]-2-[b]-|", .directionRightToLeft, views)
        #expect(c.count == 4)
        expectConstraint(c[0], sv, .right, .equal, a, .right)
        expectConstraint(c[1], a, .width, .equal, nil, .notAnAttribute, constant: 5)
        expectConstraint(c[2], a, .left, .equal, b, .right, constant: 2)
        expectConstraint(c[3], b, .left, .equal, sv, .leftMargin)
        LayoutConstraint.activate(c + (try vfl("V:|[a(1)]", views)) + (try vfl("V:|[b(1)]", views)))
        sv.layoutIfNeeded()
        #expect(a.frame == Rect(x: 15, y: 0, width: 5, height: 1))
        #expect(b.frame == Rect(x: 1, y: 0, width: 12, height: 1))
    }

    /// The default direction uses leading and trailing, so a right-to-left superview
    /// mirrors the row; `directionLeftToRight` keeps it as written.
    @Test(arguments: [(LayoutFormatOptions.directionLeadingToTrailing, 33.0), (.directionLeftToRight, 2.0)])
    func directionAgainstARightToLeftSuperview(options: LayoutFormatOptions, x: Double) throws {
        let window = Window(size: Size(width: 40, height: 3))
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 3))
        sv.semanticContentAttribute = .forceRightToLeft
        window.addSubview(sv)
        let a = View.constrained("a")
        sv.addSubview(a)
        LayoutConstraint.activate(try vfl("H:|-2-[a(5)]", options, ["a": a]) + (try vfl("V:|[a(1)]", ["a": a])))
        window.runLayoutCycle()
        #expect(a.frame == Rect(x: x, y: 0, width: 5, height: 1))
    }

    @Test func directionIsIgnoredVertically() throws {
        let (sv, v) = scene("a")
        let c = try vfl("V:|[a]", .directionRightToLeft, ["a": v["a"]!])
        expectConstraint(c[0], v["a"]!, .top, .equal, sv, .top)
    }

    @Test func baselineToBaselineSpacing() throws {
        let (sv, v) = scene("a", "b")
        let c = try vfl("V:|-[a]-2-[b]", .spacingBaselineToBaseline, ["a": v["a"]!, "b": v["b"]!])
        #expect(c.count == 2)
        // The superview's edge still pins to the edge (or margin).
        expectConstraint(c[0], v["a"]!, .top, .equal, sv, .topMargin)
        expectConstraint(c[1], v["b"]!, .firstBaseline, .equal, v["a"]!, .lastBaseline, constant: 2)
    }

    @Test func layoutGuidesTakePartLikeViews() throws {
        let (sv, v) = scene(width: 30, "a", "b")
        let gap = LayoutGuide()
        sv.addLayoutGuide(gap)
        let views: [String: any LayoutItem] = ["a": v["a"]!, "gap": gap, "b": v["b"]!]
        let c = try vfl("|[a(5)][gap(==a)][b]|", .alignAllTop, views)
        #expect(c.count == 8)
        expectConstraint(c[2], gap, .leading, .equal, v["a"]!, .trailing)
        expectConstraint(c[3], gap, .width, .equal, v["a"]!, .width)
        expectConstraint(c[6], gap, .top, .equal, v["a"]!, .top)
        LayoutConstraint.activate(c + (try vfl("V:|[a(1)]", views)) + (try vfl("V:[gap(1)]", views))
            + (try vfl("V:[b(1)]", views)))
        let log = capturingDiagnostics { sv.layoutIfNeeded() }
        #expect(log.isEmpty)
        #expect(gap.layoutFrame == Rect(x: 5, y: 0, width: 5, height: 1))
        #expect(v["b"]!.frame == Rect(x: 10, y: 0, width: 20, height: 1))
    }

    @Test func returnsInactiveConstraintsAndAddsNothingToTheViews() throws {
        let (sv, v) = scene("a")
        let c = try vfl("|-[a(>=3)]-|", ["a": v["a"]!])
        #expect(c.allSatisfy { !$0.isActive && $0.owner == nil })
        #expect(sv.constraints.isEmpty && v["a"]!.constraints.isEmpty)
    }
}
