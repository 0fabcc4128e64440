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
