import Testing
@testable import Trellis

@Suite struct LayoutPriorityTests {
    @Test("PRI-02: the named priorities use UIKit's numbers")
    func namedValues() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.medium.rawValue == 500)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test("PRI-05: nudging a named priority")
    func arithmetic() {
        #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((LayoutPriority.required - 1).rawValue == 999)
        #expect(LayoutPriority.defaultHigh + 1 > .defaultHigh)
        #expect(!(LayoutPriority.required - 1).isRequired)
        #expect(LayoutPriority.required.isRequired)
    }

    @Test func literals() {
        let p: LayoutPriority = 751
        let q: LayoutPriority = 250.5
        #expect(p.rawValue == 751)
        #expect(q.rawValue == 250.5)
    }

    @Test("a priority holds a Float's precision, as UIKit's does, and a constraint keeps it exactly")
    @MainActor
    func floatPrecision() {
        let odd = LayoutPriority(250.1)
        #expect(odd.rawValue == Double(Float(250.1)))
        #expect(odd.rawValue != 250.1)
        #expect(LayoutPriority(999.5).rawValue == 999.5)
        let constraint = View().widthAnchor.constraint(equalToConstant: 3)
        constraint.priority = odd
        #expect(constraint.priority == odd)
        constraint.priority = LayoutPriority(0.25)
        #expect(constraint.priority == 1)
        #expect(constraint.relation == .equal)
    }

    @Test("PRI-01: the valid range is 1…1000")
    func validity() {
        #expect(LayoutPriority(1).isValid)
        #expect(LayoutPriority(1000).isValid)
        #expect(!LayoutPriority(0).isValid)
        #expect(!LayoutPriority(1001).isValid)
        #expect(!LayoutPriority(.nan).isValid)
    }

    @Test func descriptions() {
        #expect(LayoutPriority.defaultHigh.description == "750")
        #expect(LayoutPriority(250.5).description == "250.5")
        #expect(LayoutPriority(.infinity).description == "inf")
    }
}
