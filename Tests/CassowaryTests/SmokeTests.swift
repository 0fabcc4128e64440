import Testing
@testable import Cassowary

@Suite struct SmokeTests {
    @Test func chainOfThree() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(Constraint(x, .equal, Expression(10)))
        try s.add(Constraint(y, .equal, x + 5))
        s.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
    }
}
