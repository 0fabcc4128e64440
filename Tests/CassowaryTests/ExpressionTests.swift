import Testing
@testable import Cassowary

/// The terms of an expression or constraint as (variable identity, coefficient) pairs, in
/// order, for comparison.
private func pairs(_ terms: [Term]) -> [(ObjectIdentifier, Double)] {
    terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
}

private func expectTerms(
    _ terms: [Term], _ expected: [(Variable, Double)], sourceLocation: SourceLocation = #_sourceLocation
) {
    let got = pairs(terms)
    let want = expected.map { (ObjectIdentifier($0.0), $0.1) }
    #expect(
        got.count == want.count && zip(got, want).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 },
        "terms are \(terms), expected \(expected.map { "\($0.1) * \($0.0)" })", sourceLocation: sourceLocation)
}

@Suite("Expression and Constraint building")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func variableAndConstantExpressions() {
        let e = Expression(x)
        expectTerms(e.terms, [(x, 1)])
        #expect(e.constant == 0)
        let k = Expression(7.5)
        #expect(k.terms.isEmpty)
        #expect(k.constant == 7.5)
    }

    @Test("2 * x + y - 3") func linearCombination() {
        let e = 2 * x + y - 3
        expectTerms(e.terms, [(x, 2), (y, 1)])
        #expect(e.constant == -3)
    }

    @Test func everyOperandOrderOfAddition() {
        expectTerms((x + 1).terms, [(x, 1)])
        #expect((x + 1).constant == 1)
        expectTerms((1 + x).terms, [(x, 1)])
        #expect((1 + x).constant == 1)
        let e = (x + y) + (y + 4)
        expectTerms(e.terms, [(x, 1), (y, 1), (y, 1)])
        #expect(e.constant == 4)
        expectTerms((x + (y + 2)).terms, [(x, 1), (y, 1)])
        expectTerms(((x + 2) + y).terms, [(x, 1), (y, 1)])
        #expect((2.5 + (x + 1)).constant == 3.5)
    }

    @Test func subtraction() {
        let a = x - y
        expectTerms(a.terms, [(x, 1), (y, -1)])
        #expect(a.constant == 0)
        let b = 5 - x
        expectTerms(b.terms, [(x, -1)])
        #expect(b.constant == 5)
        let c = (x + 3) - (2 * y - 4)
        expectTerms(c.terms, [(x, 1), (y, -2)])
        #expect(c.constant == 7)
        let d = x - 2.5
        #expect(d.constant == -2.5)
        let f = 10 - (x - y + 1)
        expectTerms(f.terms, [(x, -1), (y, 1)])
        #expect(f.constant == 9)
        expectTerms(((x + 1) - y).terms, [(x, 1), (y, -1)])
        expectTerms((x - (y + 1)).terms, [(x, 1), (y, -1)])
        #expect((x - (y + 1)).constant == -1)
    }

    @Test func scalingAndDivision() {
        let a = (x + 4) * 3
        expectTerms(a.terms, [(x, 3)])
        #expect(a.constant == 12)
        let b = (x + 4) / 2
        expectTerms(b.terms, [(x, 0.5)])
        #expect(b.constant == 2)
        expectTerms((x / 4).terms, [(x, 0.25)])
        expectTerms((x * -2).terms, [(x, -2)])
        let c = 0.5 * (2 * x - 6 * y + 8)
        expectTerms(c.terms, [(x, 1), (y, -3)])
        #expect(c.constant == 4)
    }

    @Test func unaryMinus() {
        expectTerms((-x).terms, [(x, -1)])
        #expect((-x).constant == 0)
        let e = -(x - 2 * y + 3)
        expectTerms(e.terms, [(x, -1), (y, 2)])
        #expect(e.constant == -3)
        let twice = -(-(x + 1))
        expectTerms(twice.terms, [(x, 1)])
        #expect(twice.constant == 1)
    }

    @Test func finiteness() {
        #expect((x + 1).isFinite)
        #expect(!(x * .nan).isFinite)
        #expect(!(x + .infinity).isFinite)
        #expect(!(x / 0).isFinite)
    }

    // MARK: Constraint

    @Test("a == b + 8 has constant 8") func constantOfEquality() {
        let a = Variable("a"), b = Variable("b")
        let c = Constraint(a, .equal, b + 8)
        expectTerms(c.terms, [(a, 1), (b, -1)])
        #expect(c.constant == 8)
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
    }

    @Test func constantMovesEveryNumberToTheRight() {
        let c = Constraint(2 * x + 3, .lessThanOrEqual, y - 1, strength: .weak)
        expectTerms(c.terms, [(x, 2), (y, -1)])
        #expect(c.constant == -4)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .weak)

        let d = Constraint(x, .greaterThanOrEqual, 12.5)
        expectTerms(d.terms, [(x, 1)])
        #expect(d.constant == 12.5)

        let e = Constraint(x + 10, .equal, 4.0)
        #expect(e.constant == -6)

        let f = Constraint(x, .equal, y)
        expectTerms(f.terms, [(x, 1), (y, -1)])
        #expect(f.constant == 0)

        let g = Constraint(x - 3, .equal, y, strength: Strength(600))
        expectTerms(g.terms, [(x, 1), (y, -1)])
        #expect(g.constant == 3)
        #expect(g.strength.priority == 600)
    }

    @Test func constraintsHaveIdentity() {
        let a = Constraint(x, .equal, 1.0)
        let b = Constraint(x, .equal, 1.0)
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }

    @Test func variablesHaveIdentityAndStartAtZero() {
        let a = Variable("same"), b = Variable("same")
        #expect(a != b)
        #expect(a.value == 0)
        #expect(a.name == "same")
        #expect(a.description == "same")
    }

    @Test func descriptionReadsAsTheConstraint() {
        let a = Variable("a"), b = Variable("b")
        #expect(Constraint(a, .equal, b + 8).description == "a + -1.0 * b == 8.0")
        #expect(Constraint(a, .lessThanOrEqual, 3.0, strength: .weak).description == "a <= 3.0 @250")
    }
}
