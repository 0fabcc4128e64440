import Testing
@testable import Trellis

@Suite("EdgeInsets")
struct EdgeInsetsTests {
    @Test("init stores each edge under its own name")
    func initStoresEdges() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1)
        #expect(insets.left == 2)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4)
    }

    @Test("init(all:) puts the same inset on all four edges")
    func initAll() {
        #expect(EdgeInsets(all: 1) == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(EdgeInsets(all: -2.5) == EdgeInsets(top: -2.5, left: -2.5, bottom: -2.5, right: -2.5))
    }

    @Test("zero is zero on every edge and leaves a rect unchanged")
    func zero() {
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let rect = Rect(x: 3, y: 4, width: 5, height: 6)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("description is UIKit's UIEdgeInsets form without the prefix")
    func description() {
        #expect(
            EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description
                == "EdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)"
        )
    }

    @Test("equality tells the edges apart")
    func equalityIsPerEdge() {
        let base = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(base != EdgeInsets(top: 2, left: 1, bottom: 3, right: 4))
        #expect(base != EdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
        let set: Set<EdgeInsets> = [base, base, .zero, EdgeInsets(all: 0)]
        #expect(set.count == 2)
    }
}
