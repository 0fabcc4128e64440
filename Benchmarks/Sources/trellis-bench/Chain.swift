import Cassowary

/// The W1 "chain": a row of N views of natural width 10 and spacing 1 in a container of
/// width `cw`. W1 times its build; W2, W4 and W5 start from it.
struct Chain {
    let n: Int
    let solver: Solver
    /// The container width, an edit variable at `.strong`.
    let cw: Variable
    let left: [Variable]
    let width: [Variable]
    /// `spacing[i]` is `L[i] == L[i-1] + W[i-1] + 1` for i ≥ 1 (`spacing[0]` is `L[0] == 0`).
    let spacing: [Constraint]

    /// `NAT = 11·N − 1`, the width of the row at its natural size.
    static func natural(_ n: Int) -> Int { 11 * n - 1 }
    var natural: Int { Chain.natural(n) }

    /// Builds the chain exactly as W1 says: solver, edit variable and suggestion, then per
    /// view `W >= 1`, `W == 10` (weak), the spacing constraint, then `right <= cw`, then
    /// `updateVariables()`. Everything here is inside W1's timed region.
    static func build(n: Int) throws -> Chain {
        let solver = Solver()
        let cw = Variable("cw")
        var left: [Variable] = []
        var width: [Variable] = []
        left.reserveCapacity(n)
        width.reserveCapacity(n)
        for _ in 0..<n {
            left.append(Variable())
            width.append(Variable())
        }
        try solver.addEditVariable(cw, strength: .strong)
        try solver.suggestValue(Double(natural(n)), for: cw)
        var spacing: [Constraint] = []
        spacing.reserveCapacity(n)
        for i in 0..<n {
            try solver.add(Constraint(width[i], .greaterThanOrEqual, 1))
            try solver.add(Constraint(width[i], .equal, 10, strength: .weak))
            let space = i == 0
                ? Constraint(left[0], .equal, 0)
                : Constraint(left[i], .equal, left[i - 1] + width[i - 1] + 1)
            try solver.add(space)
            spacing.append(space)
        }
        try solver.add(Constraint(left[n - 1] + width[n - 1], .lessThanOrEqual, cw))
        solver.updateVariables()
        return Chain(n: n, solver: solver, cw: cw, left: left, width: width, spacing: spacing)
    }

    /// Every width 10, `L[q] = 11q` (plus `shift` for q ≥ `shiftFrom`), and `cw` as given.
    func checkNatural(_ checker: Checker, cw wantCW: Double, shift: Double = 0, shiftFrom: Int = Int.max,
                      _ context: @autoclosure () -> String) {
        checker.expect(cw.value, wantCW, "\(context()): cw")
        for q in 0..<n {
            checker.expect(width[q].value, 10, "\(context()): W[\(q)]")
            checker.expect(left[q].value, Double(11 * q) + (q >= shiftFrom ? shift : 0), "\(context()): L[\(q)]")
        }
    }

    /// The row squeezed into `cw` narrower than its natural width: the row ends at `cw`,
    /// the widths add up to `cw − (N−1)` and lie in 1...10, and the spacing is 1. How the
    /// shrink is spread over the views is not determined, so only these are checked.
    func checkOverfull(_ checker: Checker, cw wantCW: Double, _ context: @autoclosure () -> String) {
        checker.expect(cw.value, wantCW, "\(context()): cw")
        checker.expect(left[n - 1].value + width[n - 1].value, wantCW, "\(context()): L[N-1] + W[N-1]")
        var sum = 0.0
        for q in 0..<n {
            sum += width[q].value
            checker.expect(width[q].value, within: 1, 10, "\(context()): W[\(q)]")
            let wantLeft = q == 0 ? 0 : left[q - 1].value + width[q - 1].value + 1
            checker.expect(left[q].value, wantLeft, "\(context()): L[\(q)]")
        }
        checker.expect(sum, wantCW - Double(n - 1), "\(context()): sum of W")
    }
}
