import Testing
@testable import Trellis

/// A view's ``View/constraints`` stay in activation order however many are taken out and
/// in whatever order, while each one is taken out without a search.
@MainActor
@Suite struct HeldConstraintsTests {
    @Test func deactivatingInAnyOrderKeepsTheRestInActivationOrder() {
        let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let children = (0..<120).map { _ in View() }
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
        }
        let made = children.map { $0.leadingAnchor.constraint(equalTo: root.leadingAnchor) }
        LayoutConstraint.activate(made)
        let ids = Set(made.map(ObjectIdentifier.init))
        /// The constraints of `made` that `root` holds, in its order.
        func held() -> [ObjectIdentifier] { root.constraints.map(ObjectIdentifier.init).filter(ids.contains) }
        func identifiers(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }
        #expect(held() == identifiers(made))

        var generator = SplitMix64(seed: 42)
        var active = made
        // Front first, back first and at random: every removal pattern that once cost a
        // search, and enough of them to close holes more than once.
        for round in 0..<3 {
            for _ in 0..<30 {
                let index = round == 0 ? 0 : round == 1 ? active.count - 1 : Int.random(in: 0..<active.count, using: &generator)
                active[index].isActive = false
                active.remove(at: index)
                #expect(held() == identifiers(active))
            }
        }
        // Put back, they go to the end, in the order they come back.
        let returning = [made[0], made[119], made[60]].filter { !$0.isActive }
        LayoutConstraint.activate(returning)
        #expect(held() == identifiers(active + returning))
        for constraint in made where constraint.isActive { constraint.isActive = false }
        #expect(held().isEmpty)
        #expect(made.allSatisfy { $0.holderSlot == -1 })
    }

    @Test func aListTakesOutOnlyWhatItHolds() {
        let a = View(), b = View()
        let constraint = a.widthAnchor.constraint(equalToConstant: 3)
        var first = HeldConstraints()
        var second = HeldConstraints()
        first.append(constraint)
        first.append(b.widthAnchor.constraint(equalToConstant: 4))
        second.remove(constraint)
        #expect(first.count == 2)
        #expect(second.isEmpty)
        first.remove(constraint)
        #expect(first.count == 1)
        first.remove(constraint)
        #expect(first.count == 1)
        #expect(first.array.map(\.constant) == [4])
    }
}
