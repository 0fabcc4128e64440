import Testing
@testable import Trellis

@Suite("Constraint validity rules")
struct ConstraintRuleTests {
    @Test("VAL-08: height = trailing, leading = 20, leading = 2 × trailing, top = leading and leading = left each break their rule")
    func theFiveCounterExamples() {
        #expect(ConstraintRule.firstViolated(by: .height, .trailing, multiplier: 1, constant: 0) == .sizeToLocation)
        #expect(ConstraintRule.firstViolated(by: .leading, .notAnAttribute, multiplier: 0, constant: 20) == .constantLocation)
        #expect(ConstraintRule.firstViolated(by: .leading, .trailing, multiplier: 2, constant: 0) == .locationMultiplier)
        #expect(ConstraintRule.firstViolated(by: .top, .leading, multiplier: 1, constant: 0) == .crossedAxes)
        #expect(ConstraintRule.firstViolated(by: .leading, .left, multiplier: 1, constant: 0) == .mixedDirections)
    }

    @Test("EX-CON-1's three constraints are valid")
    func exCon1IsValid() {
        #expect(ConstraintRule.firstViolated(by: .leading, .trailing, multiplier: 1, constant: 10) == nil)
        #expect(ConstraintRule.firstViolated(by: .height, .notAnAttribute, multiplier: 0, constant: 50) == nil)
        #expect(ConstraintRule.firstViolated(by: .width, .height, multiplier: 2, constant: 0) == nil)
    }

    @Test("CON-07: with no second item the multiplier is ignored")
    func absoluteSizeInBothForms() {
        #expect(ConstraintRule.firstViolated(by: .width, .notAnAttribute, multiplier: 0, constant: 50) == nil)
        #expect(ConstraintRule.firstViolated(by: .width, .notAnAttribute, multiplier: 1, constant: 50) == nil)
    }

    @Test("VAL-06/VAL-09: a negative width or height constant is refused")
    func negativeSizes() {
        #expect(ConstraintRule.firstViolated(by: .width, .notAnAttribute, multiplier: 1, constant: -5) == .negativeSize)
        #expect(ConstraintRule.firstViolated(by: .height, .notAnAttribute, multiplier: 1, constant: -0.5) == .negativeSize)
        #expect(ConstraintRule.firstViolated(by: .height, .notAnAttribute, multiplier: 1, constant: 0) == nil)
        // Relative sizes may subtract: the solver clamps, the rule does not apply.
        #expect(ConstraintRule.firstViolated(by: .width, .width, multiplier: 1, constant: -5) == nil)
    }

    @Test("VAL-06: the compatibility table")
    func compatibilityTable() {
        for baseline in [LayoutAttribute.firstBaseline, .lastBaseline] {
            for other in [LayoutAttribute.top, .bottom, .centerY, .firstBaseline, .lastBaseline] {
                #expect(ConstraintRule.firstViolated(by: baseline, other, multiplier: 1, constant: 0) == nil)
            }
        }
        for x in [LayoutAttribute.leading, .trailing, .left, .right] {
            #expect(ConstraintRule.firstViolated(by: .centerX, x, multiplier: 1, constant: 0) == nil)
            #expect(ConstraintRule.firstViolated(by: x, .centerX, multiplier: 1, constant: 0) == nil)
        }
        #expect(ConstraintRule.firstViolated(by: .right, .left, multiplier: 1, constant: 0) == nil)
        #expect(ConstraintRule.firstViolated(by: .trailing, .leading, multiplier: 1, constant: -8) == nil)
        // Trellis's own rule refuses centre multipliers as well, unlike UIKit (VAL-03).
        #expect(ConstraintRule.firstViolated(by: .centerX, .centerX, multiplier: 0.5, constant: 0) == .locationMultiplier)
    }

    @Test("Margin attributes follow the rules of their edge counterparts")
    func margins() {
        #expect(ConstraintRule.firstViolated(by: .leadingMargin, .left, multiplier: 1, constant: 0) == .mixedDirections)
        #expect(ConstraintRule.firstViolated(by: .leading, .leadingMargin, multiplier: 1, constant: 0) == nil)
        #expect(ConstraintRule.firstViolated(by: .topMargin, .centerYWithinMargins, multiplier: 1, constant: 0) == nil)
        #expect(ConstraintRule.firstViolated(by: .topMargin, .centerXWithinMargins, multiplier: 1, constant: 0) == .crossedAxes)
        #expect(ConstraintRule.firstViolated(by: .bottomMargin, .notAnAttribute, multiplier: 1, constant: 3) == .constantLocation)
    }

    @Test("Every pair of locations: valid exactly when same axis and not mixing directions")
    func everyLocationPair() {
        let locations = LayoutAttribute.allCases.filter { !$0.isSize && $0 != .notAnAttribute }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let absolute: Set<LayoutAttribute> = [.left, .right]
        for a in locations {
            for b in locations {
                let ea = a.edgeCounterpart, eb = b.edgeCounterpart
                let mixed = (directional.contains(ea) && absolute.contains(eb)) || (absolute.contains(ea) && directional.contains(eb))
                let valid = a.axis == b.axis && !mixed
                let rule = ConstraintRule.firstViolated(by: a, b, multiplier: 1, constant: 0)
                #expect((rule == nil) == valid, "\(a) to \(b)")
            }
        }
    }

    @Test func theFirstAttributeMustBeAnAttribute() {
        #expect(ConstraintRule.firstViolated(by: .notAnAttribute, .width, multiplier: 1, constant: 0) == .missingAttribute)
    }

    @Test func descriptionsNameTheRule() {
        for rule in ConstraintRule.allCases {
            #expect(rule.description.hasPrefix(rule.rawValue + ": "))
        }
    }
}
