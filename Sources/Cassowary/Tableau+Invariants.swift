// A full check of the tableau's structure, for tests and for the debugging switch
// `CASSOWARY_CHECK_INVARIANTS` (see ``Solver``).
extension Tableau {
    /// Everything found wrong with the tableau, as sentences; empty when it is sound.
    ///
    /// It checks what every algorithm here relies on: a row only for a basic symbol, terms
    /// sorted by symbol with finite nonzero coefficients, no basic symbol in any row, each
    /// column listing exactly the rows its symbol is in, the work lists agreeing with their
    /// flags, every value finite, every basic value equal to its row's sum (to rounding),
    /// and, when `feasible`, every symbol within its bounds. It costs the size of the
    /// tableau, so it is for tests and debugging only.
    func invariantViolations(feasible: Bool) -> [String] {
        var problems: [String] = []
        func note(_ s: String) {
            if problems.count < 20 { problems.append(s) }
        }
        let free = Set(freeSymbols)
        var expectedColumns = Array(repeating: [Symbol](), count: symbolCount)
        for i in 0..<symbolCount {
            let row = rows[i]
            if !flag(i, .basic) {
                if row.count != 0 { note("nonbasic symbol \(i) has a row of \(row.count) terms") }
                continue
            }
            if free.contains(Symbol(i)) { note("released symbol \(i) is basic") }
            var previous: Symbol = -1
            for k in 0..<row.count {
                let s = row.symbol(k)
                let c = row.coefficient(k)
                if s <= previous { note("row of \(i) is not sorted at term \(k)") }
                previous = s
                if !c.isFinite || c == 0 { note("row of \(i) has coefficient \(c) for \(s)") }
                if Int(s) == i { note("row of \(i) mentions itself") }
                if s < 0 || Int(s) >= symbolCount {
                    note("row of \(i) mentions unknown symbol \(s)")
                    continue
                }
                if flag(Int(s), .basic) { note("row of \(i) mentions basic symbol \(s)") }
                if free.contains(s) { note("row of \(i) mentions released symbol \(s)") }
                expectedColumns[Int(s)].append(Symbol(i))
            }
            let sum = Tableau.value(of: row, in: value)
            var scale = 1.0
            for k in 0..<row.count { scale += abs(row.coefficient(k) * value[Int(row.symbol(k))]) }
            if !(abs(sum - value[i]) <= 1e-6 * scale) {
                note("basic symbol \(i) has value \(value[i]) but its row sums to \(sum)")
            }
        }
        for i in 0..<symbolCount {
            let list = column[i]
            var members: [Symbol] = []
            for n in 0..<list.slotCount where list[n] >= 0 { members.append(list[n]) }
            if members.count != list.count { note("column of \(i) counts \(list.count) members but holds \(members.count)") }
            if members != members.sorted() { note("column of \(i) is not sorted") }
            if Set(members) != Set(expectedColumns[i]) || members.count != expectedColumns[i].count {
                note("column of \(i) lists rows \(members), but it is in rows \(expectedColumns[i])")
            }
            if !value[i].isFinite { note("symbol \(i) has value \(value[i])") }
            if feasible && !free.contains(Symbol(i)) {
                let tolerance = 1e-7 * max(1, abs(value[i]))
                if value[i] < lower(i) - tolerance || value[i] > upper(i) + tolerance {
                    note("symbol \(i) is at \(value[i]), outside [\(lower(i)), \(upper(i))]")
                }
            }
        }
        func checkList(_ list: [Symbol], _ f: Flag, _ name: String) {
            let members = Set(list)
            if members.count != list.count { note("\(name) holds a symbol twice") }
            for i in 0..<symbolCount where flag(i, f) != members.contains(Symbol(i)) {
                note("symbol \(i): its \(name) flag disagrees with the list")
            }
        }
        checkList(marked.members, .marked, "marked")
        checkList(queue.members, .queued, "queued")
        checkList(changed, .changed, "changed")
        checkList(drifted, .drifted, "drifted")
        checkList(touched, .touched, "touched")
        return problems
    }
}
