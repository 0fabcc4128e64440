import Testing
@testable import Cassowary

/// Worked examples of constraint anatomy, priorities and ambiguity, written with plain
/// variables.
/// A view's attributes: leading = x, trailing = x + width, centerX = x + width / 2 (and the
/// same vertically with y and height).
@Suite("Worked examples")
struct WorkedExampleTests {
    /// The frame variables of one view.
    struct Box {
        let x: Variable, y: Variable, width: Variable, height: Variable
        init(_ name: String) {
            x = Variable("\(name).x")
            y = Variable("\(name).y")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
        var trailing: Expression { x + width }
        var bottom: Expression { y + height }
        var centerX: Expression { x + width / 2 }
        var centerY: Expression { y + height / 2 }

        func expectFrame(
            _ fx: Double, _ fy: Double, _ fw: Double, _ fh: Double, _ context: String = "",
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            expectClose(x.value, fx, "\(context) x", sourceLocation: sourceLocation)
            expectClose(y.value, fy, "\(context) y", sourceLocation: sourceLocation)
            expectClose(width.value, fw, "\(context) width", sourceLocation: sourceLocation)
            expectClose(height.value, fh, "\(context) height", sourceLocation: sourceLocation)
        }
    }

    // MARK: Constraint anatomy

    @Test("EX-CON-1") func exCon1() throws {
        let s = Solver()
        let view1 = Box("view1"), view2 = Box("view2"), view3 = Box("view3"), view5 = Box("view5")
        // view1.leading = 1.0 × view2.trailing + 10.0, with view2 at x 5, width 20.
        try s.add(Constraint(view2.x, .equal, 5.0))
        try s.add(Constraint(view2.width, .equal, 20.0))
        try s.add(Constraint(view1.x, .equal, 1.0 * view2.trailing + 10))
        // view3.height = 0.0 × NotAnAttribute + 50.0
        try s.add(Constraint(view3.height, .equal, 50.0))
        // view5.width = 2.0 × view5.height + 0.0, with height 10.
        try s.add(Constraint(view5.width, .equal, 2.0 * view5.height + 0))
        try s.add(Constraint(view5.height, .equal, 10.0))
        s.updateVariables()
        expectClose(view1.x.value, 35)
        expectClose(view3.height.value, 50)
        expectClose(view5.width.value, 20)
    }

    @Test("CON-07: an absolute size with multiplier 0 and with multiplier 1 gives the same width")
    func con07() throws {
        let s = Solver()
        let a = Box("a"), b = Box("b"), other = Box("other")
        try s.add(Constraint(other.width, .equal, 999.0))
        try s.add(Constraint(a.width, .equal, 0.0 * other.width + 50))
        try s.add(Constraint(b.width, .equal, 50.0))
        s.updateVariables()
        expectClose(a.width.value, 50)
        expectClose(b.width.value, 50)
    }

    @Test("EX-CON-2: Listing 3-1, each line on its own") func exCon2Lines() throws {
        let s = Solver()
        let view = Box("View"), sv = Box("Superview"), b1 = Box("Button_1"), b2 = Box("Button_2")
        let b3 = Box("Button_3"), b4 = Box("Button_4")
        // View.height = 0.0 × NotAnAttribute + 40
        try s.add(Constraint(view.height, .equal, 0.0 * sv.height + 40))
        // Button_2.leading = 1.0 × Button_1.trailing + 8, with Button_1 at x 3, width 30.
        try s.add(Constraint(b1.x, .equal, 3.0))
        try s.add(Constraint(b1.width, .equal, 30.0))
        try s.add(Constraint(b2.x, .equal, 1.0 * b1.trailing + 8))
        // Button_3.leading = 1.0 × Button_4.leading + 0 (aligned leading edges).
        try s.add(Constraint(b4.x, .equal, 12.0))
        try s.add(Constraint(b3.x, .equal, 1.0 * b4.x + 0))
        // Button_3.width = 1.0 × Button_4.width
        try s.add(Constraint(b4.width, .equal, 44.0))
        try s.add(Constraint(b3.width, .equal, 1.0 * b4.width))
        s.updateVariables()
        expectClose(view.height.value, 40)
        expectClose(b2.x.value, 41)
        expectClose(b3.x.value, 12)
        expectClose(b3.width.value, 44)
    }

    @Test("EX-CON-2") func exCon2() throws {
        // Combined check: superview 100×50, View.width = 10, height = 2 × width, centred.
        let s = Solver()
        let view = Box("View"), sv = Box("Superview")
        try s.add(Constraint(sv.x, .equal, 0.0))
        try s.add(Constraint(sv.y, .equal, 0.0))
        try s.add(Constraint(sv.width, .equal, 100.0))
        try s.add(Constraint(sv.height, .equal, 50.0))
        try s.add(Constraint(view.width, .equal, 10.0))
        try s.add(Constraint(view.height, .equal, 2.0 * view.width + 0))
        try s.add(Constraint(view.centerX, .equal, 1.0 * sv.centerX + 0))
        try s.add(Constraint(view.centerY, .equal, 1.0 * sv.centerY + 0))
        s.updateVariables()
        view.expectFrame(45, 15, 10, 20)
    }

    @Test("EX-EQ-1: inverted equations give the same layout")
    func exEq1() throws {
        func layout(inverted: Bool) throws -> [Double] {
            let s = Solver()
            let view = Box("View"), sv = Box("Superview"), b1 = Box("Button_1"), b2 = Box("Button_2")
            try s.add(Constraint(sv.x, .equal, 0.0))
            try s.add(Constraint(sv.width, .equal, 200.0))
            try s.add(Constraint(b1.x, .equal, 4.0))
            try s.add(Constraint(b1.width, .equal, 30.0))
            try s.add(Constraint(b2.width, .equal, 30.0))
            try s.add(Constraint(view.height, .equal, 60.0))
            if inverted {
                try s.add(Constraint(b1.trailing, .equal, b2.x - 8))
                try s.add(Constraint(sv.centerX, .equal, view.centerX))
                try s.add(Constraint(view.width, .equal, 0.5 * view.height))
            } else {
                try s.add(Constraint(b2.x, .equal, b1.trailing + 8))
                try s.add(Constraint(view.centerX, .equal, sv.centerX))
                try s.add(Constraint(view.height, .equal, 2.0 * view.width))
            }
            s.updateVariables()
            return values([b2.x, view.x, view.width])
        }
        let original = try layout(inverted: false)
        let inverted = try layout(inverted: true)
        for (i, want) in [42.0, 85, 30].enumerated() {
            expectClose(original[i], want, "original \(i)")
            expectClose(inverted[i], want, "inverted \(i)")
        }
    }

    // MARK: Priorities

    /// Red spans x 0…10, Blue is 10 wide; Blue.leading ≥ Red.trailing + 8 (required) and
    /// ≤ Red.trailing + 8 (250).
    struct RedBlue {
        let s = Solver()
        let red = Box("Red"), blue = Box("Blue"), sv = Box("Superview")
        init() throws {
            try s.add(Constraint(red.x, .equal, 0.0))
            try s.add(Constraint(red.width, .equal, 10.0))
            try s.add(Constraint(blue.width, .equal, 10.0))
            try s.add(Constraint(blue.x, .greaterThanOrEqual, red.trailing + 8))
            try s.add(Constraint(blue.x, .lessThanOrEqual, red.trailing + 8, strength: Strength(250)))
        }
    }

    @Test("EX-PRI-1 (a)") func exPri1a() throws {
        let e = try RedBlue()
        e.s.updateVariables()
        expectClose(e.blue.x.value, 18)
    }

    @Test("EX-PRI-1 (b)") func exPri1b() throws {
        let e = try RedBlue()
        try e.s.add(Constraint(e.sv.x, .equal, 0.0))
        try e.s.add(Constraint(e.sv.width, .equal, 100.0))
        try e.s.add(Constraint(e.blue.trailing, .equal, e.sv.trailing))
        e.s.updateVariables()
        expectClose(e.blue.x.value, 90)
        expectClose(e.blue.x.value - (e.red.x.value + e.red.width.value), 80, "gap")
    }

    @Test("EX-PRI-1 (c)") func exPri1c() throws {
        let e = try RedBlue()
        e.s.updateVariables()
        let pin = Constraint(e.blue.x, .equal, 12.0)
        let conflicting = expectUnsatisfiable(pin) { try e.s.add(pin) }
        #expect(conflicting?.isEmpty == false)
        #expect(conflicting?.allSatisfy { $0.strength.isRequired } == true)
        #expect(!e.s.contains(pin))
        e.s.updateVariables()
        expectClose(e.blue.x.value, 18)
    }

    // MARK: Ambiguity

    enum HorizontalChoice: String, CaseIterable, Sendable {
        case fixedWidth = "(1) leading + width", trailing = "(2) leading + trailing", centerX = "(3) leading + centerX"
    }

    enum SizeChange: String, CaseIterable, Sendable {
        case editVariable, updateConstant
    }

    /// A superview at the origin whose size is either two strong edit variables or two
    /// required constraints whose constants are updated.
    struct Superview {
        let s: Solver
        let box = Box("Superview")
        let widthConstraint: Constraint
        let heightConstraint: Constraint
        let change: SizeChange

        init(_ s: Solver, width: Double, height: Double, change: SizeChange) throws {
            self.s = s
            self.change = change
            widthConstraint = Constraint(box.width, .equal, width)
            heightConstraint = Constraint(box.height, .equal, height)
            try s.add(Constraint(box.x, .equal, 0.0))
            try s.add(Constraint(box.y, .equal, 0.0))
            switch change {
            case .editVariable:
                try s.addEditVariable(box.width, strength: .strong)
                try s.addEditVariable(box.height, strength: .strong)
            case .updateConstant:
                try s.add(widthConstraint)
                try s.add(heightConstraint)
            }
            try setSize(width, height)
        }

        func setSize(_ width: Double, _ height: Double) throws {
            switch change {
            case .editVariable:
                try s.suggestValue(width, for: box.width)
                try s.suggestValue(height, for: box.height)
            case .updateConstant:
                try s.updateConstant(of: widthConstraint, to: width)
                try s.updateConstant(of: heightConstraint, to: height)
            }
        }
    }

    @Test("EX-AMB-1", arguments: HorizontalChoice.allCases, SizeChange.allCases)
    func exAmb1(choice: HorizontalChoice, change: SizeChange) throws {
        let s = Solver()
        let sv = try Superview(s, width: 100, height: 50, change: change)
        let v = Box("v")
        try s.add(Constraint(v.x, .equal, sv.box.x + 10))
        switch choice {
        case .fixedWidth: try s.add(Constraint(v.width, .equal, 30.0))
        case .trailing: try s.add(Constraint(v.trailing, .equal, sv.box.trailing - 10))
        case .centerX: try s.add(Constraint(v.centerX, .equal, sv.box.centerX))
        }
        s.updateVariables()
        expectClose(v.x.value, 10)
        expectClose(v.width.value, choice == .fixedWidth ? 30 : 80)
        try sv.setSize(140, 50)
        s.updateVariables()
        expectClose(sv.box.width.value, 140)
        expectClose(v.x.value, 10)
        expectClose(v.width.value, choice == .fixedWidth ? 30 : 120)
    }

    enum VerticalSet: String, CaseIterable, Sendable {
        case pins = "Blue pinned to the superview", alignedToRed = "Blue aligned with Red"
    }

    /// Red and Blue side by side with equal widths, 20 from the superview's edges, 8 apart.
    private func sideBySide(
        _ s: Solver, _ sv: Superview, vertical: VerticalSet
    ) throws -> (red: Box, blue: Box) {
        let red = Box("Red"), blue = Box("Blue"), box = sv.box
        try s.add(Constraint(red.y, .equal, box.y + 20))
        try s.add(Constraint(box.bottom, .equal, red.bottom + 20))
        switch vertical {
        case .pins:
            try s.add(Constraint(blue.y, .equal, box.y + 20))
            try s.add(Constraint(box.bottom, .equal, blue.bottom + 20))
        case .alignedToRed:
            try s.add(Constraint(red.y, .equal, blue.y))
            try s.add(Constraint(red.bottom, .equal, blue.bottom))
        }
        try s.add(Constraint(red.x, .equal, box.x + 20))
        try s.add(Constraint(blue.x, .equal, red.trailing + 8))
        try s.add(Constraint(box.trailing, .equal, blue.trailing + 20))
        try s.add(Constraint(red.width, .equal, blue.width))
        return (red, blue)
    }

    @Test("EX-AMB-2", arguments: VerticalSet.allCases, SizeChange.allCases)
    func exAmb2(vertical: VerticalSet, change: SizeChange) throws {
        let s = Solver()
        let sv = try Superview(s, width: 320, height: 568, change: change)
        let (red, blue) = try sideBySide(s, sv, vertical: vertical)
        for turn in 0..<2 {
            if turn > 0 { try sv.setSize(320, 568) }
            s.updateVariables()
            red.expectFrame(20, 20, 136, 528, "portrait Red")
            blue.expectFrame(164, 20, 136, 528, "portrait Blue")
            try sv.setSize(568, 320)
            s.updateVariables()
            red.expectFrame(20, 20, 260, 280, "landscape Red")
            blue.expectFrame(288, 20, 260, 280, "landscape Blue")
        }
    }

    @Test("EX-AMB-2: width 321 gives w = 136.5", arguments: SizeChange.allCases)
    func exAmb2OddWidth(change: SizeChange) throws {
        let s = Solver()
        let sv = try Superview(s, width: 320, height: 568, change: change)
        let (red, blue) = try sideBySide(s, sv, vertical: .pins)
        try sv.setSize(321, 568)
        s.updateVariables()
        red.expectFrame(20, 20, 136.5, 528)
        blue.expectFrame(164.5, 20, 136.5, 528)
        expectClose(blue.x.value - (red.x.value + red.width.value), 8)
    }
}
