import Testing
@testable import Trellis

/// Worked examples of activating, deactivating and swapping constraint sets
/// (EX-ACT-1, EX-ACT-2) and the system constraints in `constraints` (ACT-04). ACT-02, ACT-06
/// and ACT-07 are in ActivationTests.swift.
@MainActor
@Suite struct ActivationExampleTests {
    // MARK: - EX-ACT-1

    /// EX-ACT-1, written with anchors: a column of three views whose middle one comes and
    /// goes, with a constraint set for each case. Red v1, yellow v2 and blue v3 in a 400×600
    /// root, all with translatesAutoresizingMaskIntoConstraints false.
    @MainActor
    private struct ThreeViewColumn {
        let sv: View
        let v1: View
        let v2: View
        let v3: View
        /// `H:|-20-[v(100)]` for v1, v2, v3.
        let c1: [LayoutConstraint]
        let c2: [LayoutConstraint]
        let c3: [LayoutConstraint]
        /// `V:|-100-[v1(20)]`.
        let c4: [LayoutConstraint]
        /// `V:[v1]-20-[v2(20)]-(20)-[v3(20)]`.
        let c5with: [LayoutConstraint]
        /// `V:[v1]-20-[v3(20)]`.
        let c5without: [LayoutConstraint]

        init() {
            let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 400, height: 600))
            let (v1, v2, v3) = (View.constrained("v1"), View.constrained("v2"), View.constrained("v3"))
            (self.sv, self.v1, self.v2, self.v3) = (sv, v1, v2, v3)
            for view in [v1, v2, v3] { sv.addSubview(view) }
            func row(_ v: View) -> [LayoutConstraint] {
                [v.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20),
                 v.widthAnchor.constraint(equalToConstant: 100)]
            }
            c1 = row(v1)
            c2 = row(v2)
            c3 = row(v3)
            c4 = [v1.topAnchor.constraint(equalTo: sv.topAnchor, constant: 100),
                  v1.heightAnchor.constraint(equalToConstant: 20)]
            c5with = [v2.topAnchor.constraint(equalTo: v1.bottomAnchor, constant: 20),
                      v2.heightAnchor.constraint(equalToConstant: 20),
                      v3.topAnchor.constraint(equalTo: v2.bottomAnchor, constant: 20),
                      v3.heightAnchor.constraint(equalToConstant: 20)]
            c5without = [v3.topAnchor.constraint(equalTo: v1.bottomAnchor, constant: 20),
                         v3.heightAnchor.constraint(equalToConstant: 20)]
        }

        var constraintsWith: [LayoutConstraint] { c1 + c2 + c3 + c4 + c5with }
        var constraintsWithout: [LayoutConstraint] { c1 + c3 + c4 + c5without }

        func expectWith(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(v1.frame == Rect(x: 20, y: 100, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v2.frame == Rect(x: 20, y: 140, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v3.frame == Rect(x: 20, y: 180, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v2.superview === sv, sourceLocation: sourceLocation)
            #expect(constraintsWith.allSatisfy { $0.isActive }, sourceLocation: sourceLocation)
            #expect(!c5without.contains { $0.isActive }, sourceLocation: sourceLocation)
        }

        func expectWithout(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(v1.frame == Rect(x: 20, y: 100, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v3.frame == Rect(x: 20, y: 140, width: 100, height: 20), sourceLocation: sourceLocation)
            #expect(v2.superview == nil, sourceLocation: sourceLocation)
            #expect(constraintsWithout.allSatisfy { $0.isActive }, sourceLocation: sourceLocation)
            #expect(!(c2 + c5with).contains { $0.isActive }, sourceLocation: sourceLocation)
        }

        /// The toggle: remove or reinsert v2 and swap the sets.
        func toggle() {
            if v2.superview != nil {
                v2.removeFromSuperview()
                LayoutConstraint.deactivate(constraintsWith)
                LayoutConstraint.activate(constraintsWithout)
            } else {
                sv.addSubview(v2)
                LayoutConstraint.deactivate(constraintsWithout)
                LayoutConstraint.activate(constraintsWith)
            }
        }
    }

    @Test func EX_ACT_1() {
        let figure = ThreeViewColumn()
        let log = capturingDiagnostics {
            LayoutConstraint.activate(figure.constraintsWith)
            figure.sv.layoutIfNeeded()
            figure.expectWith()

            // Toggle 1, step by step. Removing v2 deactivates the constraints held above
            // it that name it (VH-11): v2.leading (c2), v2.top and v3.top (c5with). Its own
            // width and height, held by v2, stay active until the set is deactivated.
            figure.v2.removeFromSuperview()
            #expect(!figure.c2[0].isActive)
            #expect(!figure.c5with[0].isActive)
            #expect(!figure.c5with[2].isActive)
            #expect(figure.c2[1].isActive && figure.c2[1].owner === figure.v2)
            #expect(figure.c5with[1].isActive && figure.c5with[1].owner === figure.v2)
            #expect(figure.c5with[3].isActive && figure.c5with[3].owner === figure.v3)
            // Deactivating the whole "with" set, already partly inactive, is harmless.
            LayoutConstraint.deactivate(figure.constraintsWith)
            #expect(!figure.constraintsWith.contains { $0.isActive })
            #expect(figure.v2.constraints.isEmpty)
            LayoutConstraint.activate(figure.constraintsWithout)
            figure.sv.layoutIfNeeded()
            figure.expectWithout()

            // Toggle 2: back to "with", identical to the start.
            figure.toggle()
            figure.sv.layoutIfNeeded()
            figure.expectWith()

            // Toggle 3: "without" again.
            figure.toggle()
            figure.sv.layoutIfNeeded()
            figure.expectWithout()
        }
        // No conflict at any point: removals go in before additions (ACT-06).
        #expect(log.isEmpty)
    }

    /// EX-ACT-1: the swap also works without a layout pass between the steps, and swaps
    /// made twice before one layout pass cancel out.
    @Test func EX_ACT_1_swapsBetweenLayoutPasses() {
        let figure = ThreeViewColumn()
        let log = capturingDiagnostics {
            LayoutConstraint.activate(figure.constraintsWith)
            figure.toggle()
            figure.toggle()
            figure.sv.layoutIfNeeded()
            figure.expectWith()
            figure.toggle()
            figure.sv.layoutIfNeeded()
            figure.expectWithout()
        }
        #expect(log.isEmpty)
    }

    // MARK: - EX-ACT-2 (planets)

    /// EX-ACT-2: eight planet labels in the container (a view controller's root view), laid
    /// out below its top layout guide (as Interface Builder pinned content before the safe
    /// area) and against its margins guide.
    ///
    /// - Shared: each planet's intrinsic size, and `planet[i].top = topLayoutGuide.bottom
    ///   + 1 + 2i` (there is no top bar, so the guide ends at row 0).
    /// - Regular set (8): a curve, `planet[i].leading = margins.leading + arc[i]`.
    /// - Compact set (8): a vertical column, `planet[i].centerX = margins.centerX`.
    ///
    /// `traitCollectionDidChange` picks the set at launch and swaps the sets when the
    /// window crosses 80 columns: the right way (ACT-06, check which set is active and
    /// swap) or a common wrong way (deactivate all of `view.constraints`, then
    /// reactivate the shared ones).
    private final class PlanetsViewController: ViewController {
        static let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
        static let arc: [Double] = [0, 10, 17, 21, 21, 17, 10, 0]

        let wrongApproach: Bool
        var planets: [IntrinsicView] = []
        var shared: [LayoutConstraint] = []
        var regular: [LayoutConstraint] = []
        var compact: [LayoutConstraint] = []
        var traitChanges = 0

        init(wrongApproach: Bool = false) {
            self.wrongApproach = wrongApproach
            super.init()
        }

        override func viewDidLoad() {
            let margins = view.layoutMarginsGuide
            for (index, name) in Self.names.enumerated() {
                let label = "(\(name))"
                let planet = IntrinsicView(label, width: Double(label.count), height: 1)
                view.addSubview(planet)
                planets.append(planet)
                shared.append(planet.topAnchor.constraint(
                    equalTo: topLayoutGuide.bottomAnchor, constant: 1 + 2 * Double(index)))
                regular.append(planet.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: Self.arc[index]))
                compact.append(planet.centerXAnchor.constraint(equalTo: margins.centerXAnchor))
            }
            LayoutConstraint.activate(shared)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            traitChanges += 1
            let isCompact = traitCollection.horizontalSizeClass == .compact
            let wanted = isCompact ? compact : regular
            let other = isCompact ? regular : compact
            if wrongApproach, previousTraitCollection != nil {
                // "Remove all of the constraints in the superview", then reactivate the
                // shared ones: don't (ACT-04).
                LayoutConstraint.deactivate(view.constraints)
                LayoutConstraint.activate(shared + wanted)
            } else if !wanted[0].isActive {
                LayoutConstraint.deactivate(other)
                LayoutConstraint.activate(wanted)
            }
        }
    }

    /// The regular frames: `x = 2 + arc[i]` (root-view margins are 2 at the sides),
    /// `y = 1 + 2i`, intrinsic width = the label's length, height 1.
    private func regularFrames() -> [Rect] {
        PlanetsViewController.names.enumerated().map { index, name in
            Rect(x: 2 + PlanetsViewController.arc[index], y: 1 + 2 * Double(index), width: Double(name.count + 2), height: 1)
        }
    }

    /// The compact frames in a 60-column window: centred on the margins' centre, 2 + 56/2
    /// = 30. Odd widths put the edges on half cells, which round up: width 9 spans
    /// 25.5…34.5 → 26…35; width 7 spans 26.5…33.5 → 27…34.
    private func compactFrames() -> [Rect] {
        let x: [Int: Double] = [9: 26, 7: 27, 6: 27, 8: 26]
        return PlanetsViewController.names.enumerated().map { index, name in
            let width = name.count + 2
            return Rect(x: x[width]!, y: 1 + 2 * Double(index), width: Double(width), height: 1)
        }
    }

    @Test func EX_ACT_2() {
        let window = Window(size: Size(width: 100, height: 24))
        let controller = PlanetsViewController()
        window.rootViewController = controller
        let log = capturingDiagnostics {
            window.runLayoutCycle()
            #expect(controller.traitChanges == 1)
            #expect(controller.planets.map { $0.frame } == regularFrames())
            #expect(controller.regular.allSatisfy { $0.isActive })
            #expect(!controller.compact.contains { $0.isActive })

            // A resize that stays regular (≥ 80) sends no trait change and keeps the curve.
            window.size = Size(width: 90, height: 24)
            window.runLayoutCycle()
            #expect(controller.traitChanges == 1)
            #expect(controller.planets.map { $0.frame } == regularFrames())

            // Regular → compact: a vertical column.
            window.size = Size(width: 60, height: 24)
            window.runLayoutCycle()
            #expect(controller.traitChanges == 2)
            #expect(controller.compact.allSatisfy { $0.isActive })
            #expect(!controller.regular.contains { $0.isActive })
            #expect(controller.planets.map { $0.frame } == compactFrames())

            // Compact → regular restores the original frames exactly.
            window.size = Size(width: 100, height: 24)
            window.runLayoutCycle()
            #expect(controller.traitChanges == 3)
            #expect(controller.planets.map { $0.frame } == regularFrames())
        }
        #expect(log.isEmpty)
        for planet in controller.planets {
            #expect(!planet.hasAmbiguousLayout, "\(planet.debugName ?? "?")")
        }
        // The right approach leaves the system's constraints alone.
        #expect(controller.view.constraints.filter { $0.kind == .layoutGuide && $0.isActive }.count == 8)
    }

    /// EX-ACT-2, the wrong approach: deactivating all of `container.constraints` also
    /// deactivates the system's constraints it holds, here the view controller's top and
    /// bottom layout guides', which nothing brings back. The first regular layout is still
    /// right (the wrong code runs only on a change); from the first swap on the
    /// top guide floats and the planets pinned below it are vertically ambiguous.
    ///
    /// (The margins guide's four constraints are lost too, but the engine remakes them the
    /// next time it updates the container's system constraints, which a resize does.)
    ///
    /// What the wrong approach does *not* lose: each planet's own content-size
    /// constraints. They are held by the planet itself (CON-11), not by the container, so
    /// the planets keep their intrinsic sizes.
    @Test func EX_ACT_2_wrongApproach() {
        let window = Window(size: Size(width: 100, height: 24))
        let controller = PlanetsViewController(wrongApproach: true)
        window.rootViewController = controller
        let container = controller.view
        window.runLayoutCycle()
        #expect(controller.planets.map { $0.frame } == regularFrames())
        let guideConstraints = container.constraints.filter { $0.kind == .layoutGuide }
        #expect(guideConstraints.count == 8)
        #expect(guideConstraints.allSatisfy { $0.isActive })
        for planet in controller.planets {
            #expect(!planet.hasAmbiguousLayout, "\(planet.debugName ?? "?")")
        }

        window.size = Size(width: 60, height: 24)
        window.runLayoutCycle()
        #expect(controller.traitChanges == 2)
        // The guides' constraints are gone from the container, and stay gone.
        #expect(!guideConstraints.contains { $0.isActive })
        #expect(!container.constraints.contains { $0.kind == .layoutGuide })
        // The top guide is free, so every planet can slide up and down with it.
        for planet in controller.planets {
            #expect(planet.hasAmbiguousLayout, "\(planet.debugName ?? "?")")
        }
        // Each planet still holds its content-size constraints and keeps its size.
        for planet in controller.planets {
            let contentSize = planet.constraints.filter { $0.kind != .explicit }
            #expect(contentSize.count == 4)
            #expect(contentSize.allSatisfy { $0.isActive })
            #expect(planet.frame.size == planet.contentSize)
        }

        // Back to regular: still loose, unlike the right approach.
        window.size = Size(width: 100, height: 24)
        window.runLayoutCycle()
        #expect(controller.traitChanges == 3)
        #expect(!guideConstraints.contains { $0.isActive })
        #expect(controller.planets.allSatisfy { $0.hasAmbiguousLayout })
    }

    // MARK: - ACT-04

    /// ACT-04 (Trellis's own rule): `constraints` includes the system's constraints,
    /// marked with their `kind` and with identifiers beginning `TUI-`; yours have no
    /// identifier unless you set one.
    @Test func ACT_04() {
        let window = Window(size: Size(width: 40, height: 10))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let box = View(name: "box", frame: Rect(x: 1, y: 1, width: 5, height: 2)) // translates its mask
        let label = IntrinsicView("label", width: 8, height: 1)
        root.addSubview(box)
        root.addSubview(label)
        let mine = [
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 4),
        ]
        LayoutConstraint.activate(mine)
        window.runLayoutCycle()
        #expect(box.frame == Rect(x: 1, y: 1, width: 5, height: 2))
        #expect(label.frame == Rect(x: 2, y: 4, width: 8, height: 1))

        func identifiers(_ view: View, _ kind: LayoutConstraint.Kind) -> Set<String> {
            Set(view.constraints.filter { $0.kind == kind }.compactMap { $0.identifier })
        }
        // The root view holds the box's autoresizing constraints, its margins guide's,
        // the bar guides' and the two explicit constraints to the margins guide.
        #expect(identifiers(root, .autoresizing)
            == ["TUI-autoresizing-x", "TUI-autoresizing-width", "TUI-autoresizing-y", "TUI-autoresizing-height"])
        #expect(identifiers(root, .margins)
            == ["TUI-margins-left", "TUI-margins-top", "TUI-margins-width", "TUI-margins-height"])
        #expect(root.constraints.filter { $0.kind == .layoutGuide }.count == 8)
        #expect(root.constraints.filter { $0.kind == .explicit }.count == 2)
        // The label holds its content-size constraints: hugging (<=, 250) and compression
        // resistance (>=, 750) on each axis.
        let contentSize = label.constraints
        #expect(contentSize.count == 4)
        #expect(identifiers(label, .contentSize(hugging: true)) == ["TUI-hugging-width", "TUI-hugging-height"])
        #expect(identifiers(label, .contentSize(hugging: false)) == ["TUI-compression-width", "TUI-compression-height"])
        for constraint in contentSize {
            let hugging = constraint.kind == .contentSize(hugging: true)
            #expect(constraint.relation == (hugging ? .lessThanOrEqual : .greaterThanOrEqual))
            #expect(constraint.priority == (hugging ? .defaultLow : .defaultHigh))
            #expect(constraint.constant == (constraint.firstAttribute == .width ? 8 : 1))
        }
        // The window holds its own size and the root view's autoresizing constraints.
        #expect(identifiers(window, .rootSize) == ["TUI-root-width", "TUI-root-height"])
        #expect(window.constraints.filter { $0.kind == .autoresizing }.count == 4)

        // Every system constraint is named TUI-…; the explicit ones are unnamed.
        for view in [window, root, box, label] {
            for constraint in view.constraints {
                if constraint.kind == .explicit {
                    #expect(constraint.identifier == nil)
                } else {
                    #expect(constraint.identifier?.hasPrefix("TUI-") == true, "\(constraint)")
                }
            }
        }
        #expect(!box.hasAmbiguousLayout)
        #expect(!label.hasAmbiguousLayout)

        // Deactivating only your own constraints (kept references, ACT-05) leaves the
        // system's alone.
        LayoutConstraint.deactivate(mine)
        #expect(root.constraints.count == 4 + 4 + 8)
        LayoutConstraint.activate(mine)

        // Deactivating all of root.constraints (the anti-pattern) takes the system's with
        // them: the box no longer has its frame translated, and the margins guide floats.
        LayoutConstraint.deactivate(root.constraints)
        #expect(root.constraints.isEmpty)
        LayoutConstraint.activate(mine)
        window.runLayoutCycle()
        #expect(box.hasAmbiguousLayout)
        #expect(label.hasAmbiguousLayout)
    }
}
