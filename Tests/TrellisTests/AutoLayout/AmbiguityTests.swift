import Testing
@testable import Trellis

/// Ambiguity, satisfiability and counting constraints.
@MainActor
@Suite struct AmbiguityTests {
    // MARK: - EX-AMB-1: three non-ambiguous horizontal choices

    @Test func EX_AMB_1() {
        /// Lays out one view at superview width 100 and then 140; returns (x, width) at each.
        func run(_ horizontal: (View, View) -> [LayoutConstraint]) -> [(Double, Double)] {
            let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 50))
            let view = View.constrained("view")
            sv.addSubview(view)
            LayoutConstraint.activate(horizontal(sv, view) + [
                view.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: sv.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            sv.layoutIfNeeded()
            #expect(!view.hasAmbiguousLayout)
            let before = (view.frame.minX, view.frame.width)
            sv.frame = Rect(x: 0, y: 0, width: 140, height: 50)
            sv.layoutIfNeeded()
            #expect(sv.frame == Rect(x: 0, y: 0, width: 140, height: 50))
            #expect(view.frame.minY == 0 && view.frame.height == 10)
            return [before, (view.frame.minX, view.frame.width)]
        }

        // (1) leading + fixed width: keeps its width.
        let fixedWidth = run { _, view in [view.widthAnchor.constraint(equalToConstant: 30)] }
        #expect(fixedWidth[0] == (10, 30))
        #expect(fixedWidth[1] == (10, 30))

        // (2) leading + trailing: keeps its margins.
        let trailing = run { sv, view in [view.trailingAnchor.constraint(equalTo: sv.trailingAnchor, constant: -10)] }
        #expect(trailing[0] == (10, 80))
        #expect(trailing[1] == (10, 120))

        // (3) leading + centerX: behaves as (2).
        let centered = run { sv, view in [view.centerXAnchor.constraint(equalTo: sv.centerXAnchor)] }
        #expect(centered[0] == (10, 80))
        #expect(centered[1] == (10, 120))
    }

    // MARK: - EX-AMB-2: two views side by side with equal widths

    private struct SideBySide {
        let sv: View
        let red: View
        let blue: View
        let constraints: [LayoutConstraint]
    }

    /// Red and Blue side by side with equal widths, 20 from the superview's edges and 8
    /// apart, each pinned 20 from its top and bottom. `alternative` replaces Blue's two
    /// vertical pins by `Red.top = Blue.top; Red.bottom = Blue.bottom`, the other way to
    /// fix Blue vertically.
    private func sideBySide(width: Double, height: Double, alternative: Bool = false) -> SideBySide {
        let sv = View(name: "Superview", frame: Rect(x: 0, y: 0, width: width, height: height))
        let red = View.constrained("Red")
        let blue = View.constrained("Blue")
        sv.addSubview(red)
        sv.addSubview(blue)
        var constraints = [
            red.topAnchor.constraint(equalTo: sv.topAnchor, constant: 20),
            sv.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        ]
        if alternative {
            constraints += [
                red.topAnchor.constraint(equalTo: blue.topAnchor),
                red.bottomAnchor.constraint(equalTo: blue.bottomAnchor),
            ]
        } else {
            constraints += [
                blue.topAnchor.constraint(equalTo: sv.topAnchor, constant: 20),
                sv.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            ]
        }
        constraints += [
            red.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            sv.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor),
        ]
        LayoutConstraint.activate(constraints)
        sv.layoutIfNeeded()
        return SideBySide(sv: sv, red: red, blue: blue, constraints: constraints)
    }

    @Test func EX_AMB_2() {
        for alternative in [false, true] {
            let messages = capturingDiagnostics {
                let scene = sideBySide(width: 320, height: 568, alternative: alternative)
                #expect(scene.red.frame == Rect(x: 20, y: 20, width: 136, height: 528))
                #expect(scene.blue.frame == Rect(x: 164, y: 20, width: 136, height: 528))
                #expect(!scene.red.hasAmbiguousLayout && !scene.blue.hasAmbiguousLayout)

                // Rotated to landscape.
                scene.sv.frame = Rect(x: 0, y: 0, width: 568, height: 320)
                scene.sv.layoutIfNeeded()
                #expect(scene.red.frame == Rect(x: 20, y: 20, width: 260, height: 280))
                #expect(scene.blue.frame == Rect(x: 288, y: 20, width: 260, height: 280))

                // And back.
                scene.sv.frame = Rect(x: 0, y: 0, width: 320, height: 568)
                scene.sv.layoutIfNeeded()
                #expect(scene.red.frame == Rect(x: 20, y: 20, width: 136, height: 528))
                #expect(scene.blue.frame == Rect(x: 164, y: 20, width: 136, height: 528))
            }
            #expect(messages.isEmpty)
        }
    }

    @Test func EX_AMB_2_landscape() {
        for alternative in [false, true] {
            let scene = sideBySide(width: 568, height: 320, alternative: alternative)
            #expect(scene.red.frame == Rect(x: 20, y: 20, width: 260, height: 280))
            #expect(scene.blue.frame == Rect(x: 288, y: 20, width: 260, height: 280))
        }
    }

    @Test func EX_AMB_2_rounding() {
        // w = (321 − 20 − 8 − 20) / 2 = 136.5: Red spans 20…156.5 → 20…157, Blue 164.5…301
        // → 165…301; the gap stays 8.
        let scene = sideBySide(width: 321, height: 568)
        #expect(scene.red.frame == Rect(x: 20, y: 20, width: 137, height: 528))
        #expect(scene.blue.frame == Rect(x: 165, y: 20, width: 136, height: 528))
        #expect(scene.blue.frame.minX - scene.red.frame.maxX == 8)
        #expect(scene.sv.frame.maxX - scene.blue.frame.maxX == 20)
    }

    @Test func EX_AMB_2_robustness() {
        // Solution 1: Blue keeps top, bottom and trailing; horizontally one short.
        do {
            let scene = sideBySide(width: 320, height: 568)
            let (sv, red, blue) = (scene.sv, scene.red, scene.blue)
            #expect(!blue.hasAmbiguousLayout)
            red.removeFromSuperview()
            // VH-11: every constraint that names Red went with it.
            for constraint in scene.constraints {
                let namesRed = constraint.firstItem === red || constraint.secondItem === red
                #expect(constraint.isActive == !namesRed)
            }
            #expect(!sv.constraints.contains { $0.firstItem === red || $0.secondItem === red })
            let kept = sv.constraints.filter { $0.kind == .explicit && ($0.firstItem === blue || $0.secondItem === blue) }
            #expect(kept.count == 3)
            sv.layoutIfNeeded()
            #expect(blue.hasAmbiguousLayout == true)
            #expect(blue.frame.minY == 20 && blue.frame.height == 528)
            // One constraint short: a width settles it.
            blue.widthAnchor.constraint(equalToConstant: 100).isActive = true
            sv.layoutIfNeeded()
            #expect(blue.hasAmbiguousLayout == false)
            #expect(blue.frame == Rect(x: 200, y: 20, width: 100, height: 528))
        }
        // Solution 2: Blue keeps only the trailing constraint; ambiguous on both axes.
        do {
            let scene = sideBySide(width: 320, height: 568, alternative: true)
            let (sv, red, blue) = (scene.sv, scene.red, scene.blue)
            #expect(!blue.hasAmbiguousLayout)
            red.removeFromSuperview()
            for constraint in scene.constraints {
                let namesRed = constraint.firstItem === red || constraint.secondItem === red
                #expect(constraint.isActive == !namesRed)
            }
            let kept = sv.constraints.filter { $0.kind == .explicit && ($0.firstItem === blue || $0.secondItem === blue) }
            #expect(kept.count == 1)
            #expect(kept.first?.firstAttribute == .trailing && kept.first?.secondAttribute == .trailing)
            sv.layoutIfNeeded()
            #expect(blue.hasAmbiguousLayout == true)
            // A width fixes the horizontal axis only: still ambiguous vertically.
            blue.widthAnchor.constraint(equalToConstant: 100).isActive = true
            sv.layoutIfNeeded()
            #expect(blue.hasAmbiguousLayout == true)
            LayoutConstraint.activate([
                blue.topAnchor.constraint(equalTo: sv.topAnchor, constant: 20),
                blue.heightAnchor.constraint(equalToConstant: 30),
            ])
            sv.layoutIfNeeded()
            #expect(blue.hasAmbiguousLayout == false)
            #expect(blue.frame == Rect(x: 200, y: 20, width: 100, height: 30))
        }
    }

    // MARK: - AMB-04: inequalities

    @Test func AMB_04() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let view = View.constrained("View")
        sv.addSubview(view)
        LayoutConstraint.activate([
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
            view.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: sv.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 5),
        ])
        let messages = capturingDiagnostics { sv.layoutIfNeeded() }
        #expect(messages.isEmpty)
        // Min and max leave the width free within 40…280.
        #expect(view.hasAmbiguousLayout == true)
        #expect(view.frame.width >= 40 && view.frame.width <= 280)
        #expect(view.frame.minX == 10)

        // An optional equality inside the range settles it without a conflict.
        let preferred = view.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = .defaultLow
        let more = capturingDiagnostics {
            preferred.isActive = true
            sv.layoutIfNeeded()
        }
        #expect(more.isEmpty)
        #expect(view.hasAmbiguousLayout == false)
        #expect(view.frame == Rect(x: 10, y: 0, width: 100, height: 5))

        // Outside the range it is broken, but it still pulls: the width goes to the bound.
        preferred.constant = 500
        sv.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout == false)
        #expect(view.frame.width == 280)
        preferred.constant = 0
        sv.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout == false)
        #expect(view.frame.width == 40)
    }
}
