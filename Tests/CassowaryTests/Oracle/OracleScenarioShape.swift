/// The sizes a random ``OracleScenario`` is drawn from.
struct OracleScenarioShape {
    var variables: ClosedRange<Int>
    var constraints: ClosedRange<Int>
    /// At most this many terms per constraint.
    var maxTerms: Int
    /// The length of the add/remove/edit/suggest sequence that follows the initial adds in
    /// every other scenario.
    var sequence: ClosedRange<Int>
    /// The optimum is checked after the initial adds, after every `checkInterval`-th call
    /// of the sequence and after the last; required constraints after every call.
    var checkInterval: Int

    /// Small enough for `swift test`'s time, big enough for chains of 4–6-term rows.
    static let quick = OracleScenarioShape(
        variables: 3...12, constraints: 3...24, maxTerms: 6, sequence: 4...16, checkInterval: 8)
    /// Between the two, for a long run that must go faster than the full sizes.
    static let medium = OracleScenarioShape(
        variables: 5...20, constraints: 5...40, maxTerms: 6, sequence: 10...30, checkInterval: 10)
    /// The sizes of the reviewer's run: 5–40 variables, 5–80 constraints, up to 6 terms.
    static let full = OracleScenarioShape(
        variables: 5...40, constraints: 5...80, maxTerms: 6, sequence: 10...50, checkInterval: 10)
}
