import Testing
@testable import Trellis

/// Constraints are equations, not assignments, so each can be inverted.
@MainActor
@Suite struct EqualityTests {
    /// Builds a 320×568 root with `Button_1`, `Button_2` and `View`, all pinned except for
    /// the part the example supplies, lays it out and returns the three frames.
    private func layout(
        _ example: (_ sv: View, _ button1: View, _ button2: View, _ view: View) throws -> [LayoutConstraint],
        scaffolding: (_ sv: View, _ button1: View, _ button2: View, _ view: View) -> [LayoutConstraint]
    ) throws -> [Rect] {
        let sv = View(name: "Superview", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let button1 = View.constrained("Button_1")
        let button2 = View.constrained("Button_2")
        let view = View.constrained("View")
        sv.addSubview(button1)
        sv.addSubview(button2)
        sv.addSubview(view)
        let messages = try capturingDiagnostics {
            LayoutConstraint.activate(try example(sv, button1, button2, view) + scaffolding(sv, button1, button2, view))
            sv.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(!button1.hasAmbiguousLayout && !button2.hasAmbiguousLayout && !view.hasAmbiguousLayout)
        return [button1.frame, button2.frame, view.frame]
    }

    /// Everything but Button_2's horizontal position, which the example decides.
    private func besideScaffolding(_ sv: View, _ b1: View, _ b2: View, _ v: View) -> [LayoutConstraint] {
        [b1.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20),
         b1.widthAnchor.constraint(equalToConstant: 30),
         b2.widthAnchor.constraint(equalToConstant: 40),
         b1.topAnchor.constraint(equalTo: sv.topAnchor, constant: 10),
         b2.topAnchor.constraint(equalTo: sv.topAnchor, constant: 10),
         b1.heightAnchor.constraint(equalToConstant: 3),
         b2.heightAnchor.constraint(equalToConstant: 3),
         v.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
         v.topAnchor.constraint(equalTo: sv.topAnchor),
         v.widthAnchor.constraint(equalToConstant: 1),
         v.heightAnchor.constraint(equalToConstant: 1)]
    }

    @Test func EX_EQ_1() throws {
        // Button_1.trailing = Button_2.leading − 8  ⇔  Button_2.leading = Button_1.trailing + 8
        let spacingA = try layout({ _, b1, b2, _ in
            [try LayoutConstraint(item: b1, attribute: .trailing, relatedBy: .equal,
                                  toItem: b2, attribute: .leading, multiplier: 1, constant: -8)]
        }, scaffolding: besideScaffolding)
        let spacingB = try layout({ _, b1, b2, _ in
            [try LayoutConstraint(item: b2, attribute: .leading, relatedBy: .equal,
                                  toItem: b1, attribute: .trailing, multiplier: 1, constant: 8)]
        }, scaffolding: besideScaffolding)
        #expect(spacingA == spacingB)
        #expect(spacingA[1] == Rect(x: 58, y: 10, width: 40, height: 3))

        // Button_2.leading = Button_1.leading  ⇔  Button_1.leading = Button_2.leading
        let alignA = try layout({ _, b1, b2, _ in
            [try LayoutConstraint(item: b2, attribute: .leading, relatedBy: .equal,
                                  toItem: b1, attribute: .leading, multiplier: 1, constant: 0)]
        }, scaffolding: besideScaffolding)
        let alignB = try layout({ _, b1, b2, _ in
            [try LayoutConstraint(item: b1, attribute: .leading, relatedBy: .equal,
                                  toItem: b2, attribute: .leading, multiplier: 1, constant: 0)]
        }, scaffolding: besideScaffolding)
        #expect(alignA == alignB)
        #expect(alignA[1] == Rect(x: 20, y: 10, width: 40, height: 3))

        // Superview.centerX = View.centerX  ⇔  View.centerX = Superview.centerX
        func centered(_ sv: View, _ b1: View, _ b2: View, _ v: View) -> [LayoutConstraint] {
            [b1.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
             b2.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
             b1.widthAnchor.constraint(equalToConstant: 1),
             b2.widthAnchor.constraint(equalToConstant: 1),
             b1.topAnchor.constraint(equalTo: sv.topAnchor),
             b2.topAnchor.constraint(equalTo: sv.topAnchor),
             b1.heightAnchor.constraint(equalToConstant: 1),
             b2.heightAnchor.constraint(equalToConstant: 1),
             v.widthAnchor.constraint(equalToConstant: 100),
             v.topAnchor.constraint(equalTo: sv.topAnchor, constant: 50),
             v.heightAnchor.constraint(equalToConstant: 10)]
        }
        let centerA = try layout({ sv, _, _, v in
            [try LayoutConstraint(item: sv, attribute: .centerX, relatedBy: .equal,
                                  toItem: v, attribute: .centerX, multiplier: 1, constant: 0)]
        }, scaffolding: centered)
        let centerB = try layout({ sv, _, _, v in
            [try LayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal,
                                  toItem: sv, attribute: .centerX, multiplier: 1, constant: 0)]
        }, scaffolding: centered)
        #expect(centerA == centerB)
        #expect(centerA[2] == Rect(x: 110, y: 50, width: 100, height: 10))

        // View.width = 0.5 × View.height  ⇔  View.height = 2.0 × View.width
        func sized(_ sv: View, _ b1: View, _ b2: View, _ v: View) -> [LayoutConstraint] {
            centered(sv, b1, b2, v).filter { $0.firstItem !== v }
                + [v.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 5),
                   v.topAnchor.constraint(equalTo: sv.topAnchor, constant: 7),
                   v.widthAnchor.constraint(equalToConstant: 12)]
        }
        let aspectA = try layout({ _, _, _, v in
            [try LayoutConstraint(item: v, attribute: .width, relatedBy: .equal,
                                  toItem: v, attribute: .height, multiplier: 0.5, constant: 0)]
        }, scaffolding: sized)
        let aspectB = try layout({ _, _, _, v in
            [try LayoutConstraint(item: v, attribute: .height, relatedBy: .equal,
                                  toItem: v, attribute: .width, multiplier: 2.0, constant: 0)]
        }, scaffolding: sized)
        #expect(aspectA == aspectB)
        #expect(aspectA[2] == Rect(x: 5, y: 7, width: 12, height: 24))
    }
}
