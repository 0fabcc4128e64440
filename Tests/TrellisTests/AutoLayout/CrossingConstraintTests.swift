import Testing
@testable import Trellis

/// A view leaving its superview takes with it exactly the active constraints held above it
/// that name it, a view inside it, or one of their guides; each view lists those as they
/// are activated and deactivated, so the list stays right through any order of changes.
@MainActor
@Suite("Constraints crossing a leaving view")
struct CrossingConstraintTests {
    private func hierarchy() -> (Window, View, View, View) {
        let window = Window(size: Size(width: 40, height: 10))
        let container = View()
        let leaving = View()
        let inner = View()
        for view in [container, leaving, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(container)
        container.addSubview(leaving)
        leaving.addSubview(inner)
        return (window, container, leaving, inner)
    }

    @Test func exactlyTheActiveCrossingConstraintsGo() {
        let (window, container, leaving, inner) = hierarchy()
        let guide = LayoutGuide()
        inner.addLayoutGuide(guide)
        // Held by the container: they cross the leaving view's edge.
        let widths = (0..<8).map { leaving.widthAnchor.constraint(equalTo: container.widthAnchor, constant: Double(-$0)) }
        let toInner = inner.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let toGuide = guide.topAnchor.constraint(equalTo: container.topAnchor)
        // Held inside the leaving view: they stay.
        let inside = [inner.topAnchor.constraint(equalTo: leaving.topAnchor),
                      guide.leadingAnchor.constraint(equalTo: inner.leadingAnchor)]
        // Held by the container, naming neither: it stays.
        let unrelated = container.heightAnchor.constraint(equalToConstant: 5)
        LayoutConstraint.activate(widths + [toInner, toGuide, unrelated] + inside)
        window.runLayoutCycle()
        // Out of the middle and the end of the lists, in an order unlike activation's.
        LayoutConstraint.deactivate([widths[3], widths[7], widths[0]])
        widths[3].isActive = true

        leaving.removeFromSuperview()

        let widthsActive = widths.filter(\.isActive).count
        #expect(widthsActive == 0)
        #expect(!toInner.isActive && !toGuide.isActive)
        let insideActive = inside.filter(\.isActive).count
        #expect(insideActive == 2)
        #expect(unrelated.isActive)
        // What stays listed is held inside the leaving view: inner's top, held by it.
        #expect(leaving.constraintsNamingFromAbove.isEmpty)
        #expect(inner.constraintsNamingFromAbove.map(ObjectIdentifier.init) == [ObjectIdentifier(inside[0])])
        let explicitLeft = container.constraints.filter { $0.kind == .explicit }.count
        #expect(explicitLeft == 1)
    }

    /// A constraint naming two views is listed with each of them that does not hold it: a
    /// link to a sibling outside with both, and goes; a link to the leaving view itself,
    /// held by it, with the inner view only, and stays.
    @Test func aConstraintNamingTwoLeavingViewsGoesOnce() {
        let (window, container, leaving, inner) = hierarchy()
        let sibling = View()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sibling)
        let between = inner.widthAnchor.constraint(equalTo: sibling.widthAnchor)
        let both = inner.heightAnchor.constraint(equalTo: leaving.heightAnchor)
        LayoutConstraint.activate([between, both])
        window.runLayoutCycle()
        #expect(inner.constraintsNamingFromAbove.count == 2)
        #expect(sibling.constraintsNamingFromAbove.count == 1)
        #expect(leaving.constraintsNamingFromAbove.isEmpty)

        leaving.removeFromSuperview()

        #expect(!between.isActive)
        #expect(both.isActive)
        #expect(sibling.constraintsNamingFromAbove.isEmpty)
        #expect(inner.constraintsNamingFromAbove.map(ObjectIdentifier.init) == [ObjectIdentifier(both)])
    }
}
