import Testing
@testable import Trellis

/// ACT-02, ACT-06, ACT-07: toggling one constraint, swapping constraint sets and cheap
/// in-place updates. (EX-ACT-1, EX-ACT-2 and ACT-04 are in ActivationExampleTests.)
@MainActor
@Suite struct ActivationTests {
    private struct Scene {
        let sv: View
        let view: View
        /// Shared vertical constraints, always active.
        let shared: [LayoutConstraint]
        /// At the left: leading 10, width 20.
        let left: [LayoutConstraint]
        /// At the right: trailing 10 from the edge, width 40. Conflicts with `left`.
        let right: [LayoutConstraint]
    }

    private func scene() -> Scene {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        let view = View.constrained("view")
        sv.addSubview(view)
        return Scene(
            sv: sv, view: view,
            shared: [view.topAnchor.constraint(equalTo: sv.topAnchor, constant: 2),
                     view.heightAnchor.constraint(equalToConstant: 3)],
            left: [view.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10),
                   view.widthAnchor.constraint(equalToConstant: 20)],
            right: [view.trailingAnchor.constraint(equalTo: sv.trailingAnchor, constant: -10),
                    view.widthAnchor.constraint(equalToConstant: 40)])
    }

    // MARK: - ACT-02

    @Test func ACT_02() {
        let s = scene()
        let all = s.shared + s.left
        for constraint in all { #expect(!constraint.isActive) }

        // Setting isActive toggles one constraint.
        s.left[0].isActive = true
        #expect(s.left[0].isActive)
        #expect(!s.left[1].isActive)
        #expect(s.sv.constraints.contains { $0 === s.left[0] })
        #expect(!s.view.constraints.contains { $0 === s.left[1] })

        // The class methods set it for each constraint of the array.
        LayoutConstraint.activate(all)
        for constraint in all { #expect(constraint.isActive) }
        s.sv.layoutIfNeeded()
        #expect(s.view.frame == Rect(x: 10, y: 2, width: 20, height: 3))

        // Turning one off takes only its effect away.
        s.shared[0].isActive = false
        #expect(!s.shared[0].isActive)
        #expect(!s.sv.constraints.contains { $0 === s.shared[0] })
        for constraint in all where constraint !== s.shared[0] { #expect(constraint.isActive) }
        s.sv.layoutIfNeeded()
        #expect(s.view.hasAmbiguousLayout)
        #expect(s.view.frame.minX == 10 && s.view.frame.width == 20 && s.view.frame.height == 3)

        s.shared[0].constant = 7
        s.shared[0].isActive = true
        s.sv.layoutIfNeeded()
        #expect(s.view.frame == Rect(x: 10, y: 7, width: 20, height: 3))
        #expect(!s.view.hasAmbiguousLayout)

        // Activating an active constraint, or deactivating an inactive one, does nothing.
        let before = s.sv.constraints.count
        LayoutConstraint.activate(all)
        #expect(s.sv.constraints.count == before)
        LayoutConstraint.deactivate(s.right)
        #expect(s.sv.constraints.count == before)
        for constraint in s.right { #expect(!constraint.isActive) }

        LayoutConstraint.deactivate(all)
        for constraint in all { #expect(!constraint.isActive) }
        #expect(s.sv.constraints.allSatisfy { $0.kind != .explicit })
        #expect(s.view.constraints.allSatisfy { $0.kind != .explicit })
    }

    // MARK: - ACT-06: swapping sets

    @Test func ACT_06() {
        let s = scene()
        LayoutConstraint.activate(s.shared + s.left)
        let first = capturingDiagnostics { s.sv.layoutIfNeeded() }
        #expect(first.isEmpty)
        #expect(s.view.frame == Rect(x: 10, y: 2, width: 20, height: 3))

        /// Test which set is active, deactivate it, activate the other: one batch.
        func swap() {
            if s.left[0].isActive {
                LayoutConstraint.deactivate(s.left)
                LayoutConstraint.activate(s.right)
            } else {
                LayoutConstraint.deactivate(s.right)
                LayoutConstraint.activate(s.left)
            }
        }

        let messages = capturingDiagnostics {
            swap()
            s.sv.layoutIfNeeded()
            #expect(s.view.frame == Rect(x: 50, y: 2, width: 40, height: 3))
            #expect(s.right.allSatisfy { $0.isActive } && !s.left.contains { $0.isActive })

            swap()
            s.sv.layoutIfNeeded()
            #expect(s.view.frame == Rect(x: 10, y: 2, width: 20, height: 3))
            #expect(s.left.allSatisfy { $0.isActive } && !s.right.contains { $0.isActive })

            // Several swaps before one layout pass: the last one counts.
            swap()
            swap()
            swap()
            s.sv.layoutIfNeeded()
            #expect(s.view.frame == Rect(x: 50, y: 2, width: 40, height: 3))
        }
        #expect(messages.isEmpty)
        #expect(!s.view.hasAmbiguousLayout)
        #expect(s.shared.allSatisfy { $0.isActive })

        // Control: the two sets really conflict when both are active.
        let conflict = capturingDiagnostics {
            LayoutConstraint.activate(s.left)
            s.sv.layoutIfNeeded()
        }
        // Leading 10 against trailing 10 with width 40, and width 20 against width 40.
        #expect(conflict.count == 2)
        #expect(conflict.allSatisfy { $0.hasPrefix(ConflictReportText.header) })
    }

    // MARK: - ACT-07: cheap updates in place

    @Test func ACT_07() {
        let s = scene()
        let optionalWidth = s.view.widthAnchor.constraint(equalToConstant: 60)
        optionalWidth.priority = LayoutPriority(300)
        let leading = s.left[0]
        LayoutConstraint.activate(s.shared + [leading, optionalWidth])
        s.sv.layoutIfNeeded()
        #expect(s.view.frame == Rect(x: 10, y: 2, width: 60, height: 3))
        let svConstraints = s.sv.constraints.map(ObjectIdentifier.init)
        let viewConstraints = s.view.constraints.map(ObjectIdentifier.init)

        let messages = capturingDiagnostics {
            leading.constant = 15
            #expect(s.sv.needsLayout)
            s.sv.layoutIfNeeded()
            #expect(s.view.frame == Rect(x: 15, y: 2, width: 60, height: 3))

            optionalWidth.constant = 25
            s.sv.layoutIfNeeded()
            #expect(s.view.frame == Rect(x: 15, y: 2, width: 25, height: 3))

            // A competing optional width takes over when the first drops below it.
            let competitor = s.view.widthAnchor.constraint(equalToConstant: 35)
            competitor.priority = LayoutPriority(200)
            competitor.isActive = true
            s.sv.layoutIfNeeded()
            #expect(s.view.frame.width == 25)
            optionalWidth.priority = LayoutPriority(100)
            s.sv.layoutIfNeeded()
            #expect(s.view.frame.width == 35)
            competitor.isActive = false
            s.sv.layoutIfNeeded()
        }
        #expect(messages.isEmpty)

        // The same constraint objects, in the same places, throughout.
        #expect(s.sv.constraints.map(ObjectIdentifier.init) == svConstraints)
        #expect(s.view.constraints.map(ObjectIdentifier.init) == viewConstraints)
        #expect(leading.isActive && optionalWidth.isActive)
        #expect(leading.constant == 15 && optionalWidth.constant == 25)
        #expect(optionalWidth.priority == LayoutPriority(100))
        #expect(s.view.frame == Rect(x: 15, y: 2, width: 25, height: 3))
    }
}
