import Testing
@testable import Trellis

/// The validity rules of ``ConstraintRule``, checked by the throwing initializer and the
/// anchors.
@MainActor
@Suite struct ConstraintValidityTests {
    /// The rule a refused constraint names, or nil when the initializer accepted it.
    private func refusal(_ make: () throws -> LayoutConstraint) -> (rule: ConstraintRule, text: String)? {
        do {
            _ = try make()
            return nil
        } catch let LayoutError.invalidConstraint(rule, constraint) {
            return (rule, constraint)
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    // MARK: - VAL-08: five invalid constraints, one for each of VAL-01 to VAL-05

    @Test func VAL_08() throws {
        let view1 = View.constrained("view1")
        let view2 = View.constrained("view2")
        let view = View.constrained("view")
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        sv.addSubview(view1)
        sv.addSubview(view2)
        sv.addSubview(view)

        // VAL-01: view1.height = 1.0 × view2.trailing + 0.0
        let sizeToLocation = refusal {
            try LayoutConstraint(item: view1, attribute: .height, relatedBy: .equal,
                                 toItem: view2, attribute: .trailing, multiplier: 1.0, constant: 0.0)
        }
        #expect(sizeToLocation?.rule == .sizeToLocation)

        // VAL-02: view.leading = 0.0 × NotAnAttribute + 20
        let constantLocation = refusal {
            try LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 20)
        }
        #expect(constantLocation?.rule == .constantLocation)

        // VAL-03: view1.leading = 2.0 × view2.trailing + 0.0
        let multiplied = refusal {
            try LayoutConstraint(item: view1, attribute: .leading, relatedBy: .equal,
                                 toItem: view2, attribute: .trailing, multiplier: 2.0, constant: 0.0)
        }
        #expect(multiplied?.rule == .locationMultiplier)

        // VAL-04: view1.top = 1.0 × view2.leading + 0.0
        let crossed = refusal {
            try LayoutConstraint(item: view1, attribute: .top, relatedBy: .equal,
                                 toItem: view2, attribute: .leading, multiplier: 1.0, constant: 0.0)
        }
        #expect(crossed?.rule == .crossedAxes)

        // VAL-05: view1.leading = 1.0 × view2.left + 0.0
        let mixed = refusal {
            try LayoutConstraint(item: view1, attribute: .leading, relatedBy: .equal,
                                 toItem: view2, attribute: .left, multiplier: 1.0, constant: 0.0)
        }
        #expect(mixed?.rule == .mixedDirections)

        // Each refusal describes the equation it refused, naming the attributes.
        #expect(sizeToLocation?.text.contains("height") == true)
        #expect(sizeToLocation?.text.contains("trailing") == true)
        #expect(constantLocation?.text.contains("leading") == true)
        #expect(crossed?.text.contains("top") == true)
        #expect(mixed?.text.contains("left") == true)

        // The error's description names the rule by its ID.
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: view1, attribute: .top, relatedBy: .equal,
                                 toItem: view2, attribute: .leading, multiplier: 1.0, constant: 0.0)
        }
        #expect(error?.description.contains("VAL-04") == true)

        // Nothing refused was activated.
        #expect(sv.constraints.isEmpty)

        // The valid neighbours of the counter-examples are accepted (a constant height of
        // 20 is valid; leading to trailing with multiplier 1 is fine).
        #expect(refusal {
            try LayoutConstraint(item: view, attribute: .height, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 20)
        } == nil)
        #expect(refusal {
            try LayoutConstraint(item: view1, attribute: .leading, relatedBy: .equal,
                                 toItem: view2, attribute: .trailing, multiplier: 1.0, constant: 8)
        } == nil)
        #expect(refusal {
            try LayoutConstraint(item: view1, attribute: .top, relatedBy: .equal,
                                 toItem: view2, attribute: .bottom, multiplier: 1.0, constant: 0)
        } == nil)
        #expect(refusal {
            try LayoutConstraint(item: view1, attribute: .left, relatedBy: .equal,
                                 toItem: view2, attribute: .right, multiplier: 1.0, constant: 0)
        } == nil)
    }

    // MARK: - VAL-09

    @Test func VAL_09() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = View.constrained("negative")
                _ = view.widthAnchor.constraint(equalToConstant: -5)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("VAL-06"))
        #expect(message.contains("'negative'"))
    }

    /// A size made negative after creation is refused as at creation, by the same rule,
    /// but logged rather than stopping the program: the constant keeps its value.
    @Test(arguments: [true, false])
    func VAL_09_aNegativeConstantChangeIsRefusedAndLogged(active: Bool) {
        let window = Window(size: Size(width: 20, height: 5))
        let view = View.constrained("sized")
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 5)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        width.isActive = active
        window.runLayoutCycle()
        let messages = capturingDiagnostics { width.constant = -3 }
        #expect(width.constant == 5)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("VAL-06") == true)
        #expect(messages.first?.contains("'sized'") == true)
        #expect(messages.first?.contains("-3") == true)
        window.runLayoutCycle()
        #expect(view.frame.width == (active ? 5 : 0))
        // A non-negative change still goes through, and a relative size may be negative.
        width.constant = 2
        let relative = view.widthAnchor.constraint(equalTo: window.widthAnchor, constant: -30)
        let none = capturingDiagnostics { relative.constant = -40 }
        #expect(width.constant == 2 && relative.constant == -40 && none.isEmpty)
    }

    @Test func VAL_09_zeroAndPositiveAccepted() {
        let view = View.constrained("view")
        let zero = view.widthAnchor.constraint(equalToConstant: 0)
        let five = view.widthAnchor.constraint(equalToConstant: 5)
        #expect(zero.constant == 0)
        #expect(five.constant == 5)
    }
}
