import Testing
@testable import Trellis

/// Spec §9: the anatomy of a constraint and its worked examples.
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
}
