import Testing
@testable import Trellis

@Suite("DirectionalEdgeInsets")
struct DirectionalEdgeInsetsTests {
    @Test("init stores each edge under its own name")
    func initStoresEdges() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1)
        #expect(insets.leading == 2)
        #expect(insets.bottom == 3)
        #expect(insets.trailing == 4)
    }

    @Test("init(all:) puts the same inset on all four edges")
    func initAll() {
        #expect(
            DirectionalEdgeInsets(all: 2)
                == DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        )
    }

    @Test("zero is zero on every edge")
    func zero() {
        #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("description is UIKit's NSDirectionalEdgeInsets form without the prefix")
    func description() {
        #expect(
            DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).description
                == "DirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)"
        )
    }

    @Test("equality tells leading from trailing")
    func equalityIsPerEdge() {
        let ltr = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 5)
        let swapped = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 2)
        #expect(ltr != swapped)
        let set: Set<DirectionalEdgeInsets> = [ltr, ltr, swapped]
        #expect(set.count == 2)
    }
}
