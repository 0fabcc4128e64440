import Testing
@testable import Trellis

/// EX-ACT-1, EX-ICS-1 and EX-LG-1 written in the visual format language: each must give
/// the frames its anchor version gives (ActivationExampleTests, IntrinsicContentSizeTests,
/// MarginsAndGuidesTests).
@MainActor
@Suite struct VisualFormatExampleTests {
    // MARK: - EX-ACT-1

    @Test func EX_ACT_1() throws {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let (v1, v2, v3) = (View.constrained("v1"), View.constrained("v2"), View.constrained("v3"))
        for view in [v1, v2, v3] { sv.addSubview(view) }
        let views: [String: any LayoutItem] = ["v1": v1, "v2": v2, "v3": v3]
        let c1 = try vfl("H:|-20-[v1(100)]", views)
        let c2 = try vfl("H:|-20-[v2(100)]", views)
        let c3 = try vfl("H:|-20-[v3(100)]", views)
        let c4 = try vfl("V:|-100-[v1(20)]", views)
        let with = try vfl("V:[v1]-20-[v2(20)]-(20)-[v3(20)]", views)
        let without = try vfl("V:[v1]-20-[v3(20)]", views)
        let constraintsWith = c1 + c2 + c3 + c4 + with
        let constraintsWithout = c1 + c3 + c4 + without

        func expectWith(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(v1.frame == Rect(x: 20, y: 100, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v2.frame == Rect(x: 20, y: 140, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v3.frame == Rect(x: 20, y: 180, width: 100, height: 20), sourceLocation: sourceLocation)
        }
        func expectWithout(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(v1.frame == Rect(x: 20, y: 100, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v3.frame == Rect(x: 20, y: 140, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v2.superview == nil, sourceLocation: sourceLocation)
        }

        let log = try capturingDiagnostics {
            LayoutConstraint.activate(constraintsWith)
            sv.layoutIfNeeded()
            expectWith()
            for _ in 0..<2 {
                v2.removeFromSuperview()
                LayoutConstraint.deactivate(constraintsWith)
                LayoutConstraint.activate(constraintsWithout)
                sv.layoutIfNeeded()
                expectWithout()
                sv.addSubview(v2)
                LayoutConstraint.deactivate(constraintsWithout)
                LayoutConstraint.activate(constraintsWith)
                sv.layoutIfNeeded()
                expectWith()
            }
            // Made again after v2 left, the "without" strings still work: they do not name v2.
            v2.removeFromSuperview()
            LayoutConstraint.deactivate(constraintsWith)
            LayoutConstraint.activate(try vfl("V:[v1]-20-[v3(20)]", views) + c1 + c3 + c4)
            sv.layoutIfNeeded()
            expectWithout()
        }
        #expect(log.isEmpty)
    }

    // MARK: - EX-ICS-1

    private func twoLabels(width: Double) throws -> (superview: View, lab1: IntrinsicView, lab2: IntrinsicView) {
        let superview = View(name: "superview", frame: Rect(x: 0, y: 0, width: width, height: 100))
        let lab1 = IntrinsicView("lab1", width: 120, height: 1)
        let lab2 = IntrinsicView("lab2", width: 150, height: 1)
        superview.addSubview(lab1)
        superview.addSubview(lab2)
        let views: [String: any LayoutItem] = ["lab1": lab1, "lab2": lab2]
        let constraints = try ["V:|-20-[lab1]", "V:|-20-[lab2]", "H:|-20-[lab1]", "H:[lab2]-20-|",
                               "H:[lab1(>=100)]-(>=20)-[lab2(>=100)]"].flatMap { try vfl($0, views) }
        #expect(constraints.count == 7)
        LayoutConstraint.activate(constraints)
        return (superview, lab1, lab2)
    }

    @Test func EX_ICS_1() throws {
        let (superview, lab1, lab2) = try twoLabels(width: 400)
        lab1.setContentCompressionResistancePriority(751, for: .horizontal)
        let messages = capturingDiagnostics { superview.layoutIfNeeded() }
        #expect(messages.isEmpty)
        #expect(lab1.frame == Rect(x: 20, y: 20, width: 120, height: 1))
        #expect(lab2.frame == Rect(x: 230, y: 20, width: 150, height: 1))

        superview.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        superview.layoutIfNeeded()
        #expect(lab1.frame == Rect(x: 20, y: 20, width: 120, height: 1))
        #expect(lab2.frame == Rect(x: 160, y: 20, width: 120, height: 1))
        #expect(!lab1.hasAmbiguousLayout && !lab2.hasAmbiguousLayout)

        superview.frame = Rect(x: 0, y: 0, width: 260, height: 100)
        superview.layoutIfNeeded()
        #expect(lab1.frame == Rect(x: 20, y: 20, width: 100, height: 1))
        #expect(lab2.frame == Rect(x: 140, y: 20, width: 100, height: 1))
    }

    @Test func EX_ICS_1_withoutTheTieBreakerIsAmbiguous() throws {
        let (superview, lab1, lab2) = try twoLabels(width: 300)
        superview.layoutIfNeeded()
        #expect(lab1.hasAmbiguousLayout && lab2.hasAmbiguousLayout)
        #expect(lab1.frame.minX == 20 && lab2.frame.maxX == 280)
    }

    // MARK: - EX-LG-1

    @Test func EX_LG_1() throws {
        let window = Window(size: Size(width: 40, height: 12))
        let controller = ViewController()
        window.rootViewController = controller
        controller.topBarHeight = 1
        let belowBar = View.constrained("belowBar")
        let atTop = View.constrained("atTop")
        controller.view.addSubview(belowBar)
        controller.view.addSubview(atTop)
        let views: [String: any LayoutItem] = ["tlg": controller.topLayoutGuide, "belowBar": belowBar, "atTop": atTop]
        LayoutConstraint.activate(try ["V:[tlg]-0-[belowBar(2)]", "V:|-0-[atTop(2)]",
                                       "H:|[belowBar(10)]-1-[atTop(10)]"].flatMap { try vfl($0, views) })
        window.runLayoutCycle()
        #expect(belowBar.frame == Rect(x: 0, y: 1, width: 10, height: 2))
        #expect(atTop.frame == Rect(x: 11, y: 0, width: 10, height: 2))  // under the bar

        controller.topBarHeight = 0
        window.runLayoutCycle()
        #expect(belowBar.frame.minY == 0)
        #expect(atTop.frame.minY == 0)

        controller.topBarHeight = 1
        window.runLayoutCycle()
        #expect(belowBar.frame.minY == 1)
        #expect(atTop.frame.minY == 0)
    }
}
