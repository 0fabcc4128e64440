import Testing
@testable import VennDemo

/// The log itself: turns, folding, the bound on its lines.
@MainActor
@Suite struct PipelineLogTests {
    @Test func aHookOtherThanDrawAfterADrawStartsANewTurn() {
        let log = PipelineLog()
        log.record(.updateConstraints, of: "a")
        log.record(.layoutSubviews, of: "a")
        log.record(.draw, of: "a")
        log.record(.draw, of: "b")
        log.record(.layoutSubviews, of: "a")
        #expect(log.turns.map(\.calls.count) == [4, 1])
        #expect(log.lines == ["─", " a.updateConstraints", " a.layoutSubviews", " a.draw", " b.draw",
                              "─", " a.layoutSubviews"])
    }

    @Test func aNoteTitlesANewTurnAndTheControllersHooksHaveNoSubject() {
        let log = PipelineLog()
        log.note("b: weight")
        log.record(.viewWillLayoutSubviews)
        #expect(log.lines == ["▸ b: weight", " viewWillLayoutSubviews"])
    }

    @Test func aTurnLikeTheOneBeforeIsFoldedIntoItWhenTheNextBegins() {
        let log = PipelineLog()
        for _ in 0..<4 {
            log.record(.layoutSubviews, of: "a")
            log.record(.draw, of: "a")
        }
        // The fourth is still open: it could yet differ.
        #expect(log.turns.count == 2)
        #expect(log.turns[0].repeats == 2)
        log.note("next")
        #expect(log.turns.count == 2)
        #expect(log.lines == ["─", " a.layoutSubviews", " a.draw", " ↻ again ×3", "▸ next"])
        // A turn is folded only into the one just before it: this one follows "next".
        log.record(.draw, of: "b")
        log.record(.layoutSubviews, of: "a")
        log.record(.draw, of: "a")
        log.note("last")
        #expect(log.turns.map(\.calls.count) == [2, 1, 2, 0])
        #expect(log.turns.map(\.repeats) == [3, 0, 0, 0])
    }

    @Test func theLogKeepsItsLastLinesOnly() {
        let log = PipelineLog(lineLimit: 10)
        var changes = 0
        log.onChange = { changes += 1 }
        for index in 0..<20 {
            log.note("turn \(index)")
            log.record(.layoutSubviews, of: "a")
        }
        #expect(changes == 40)
        #expect(log.recordedCallCount == 20)
        #expect(log.lines.count == 10)
        #expect(log.lines.last == " a.layoutSubviews")
        #expect(log.lines.first == "▸ turn 15")
    }

    @Test func aTurnLongerThanTheWholeLogKeepsItsEnd() {
        let log = PipelineLog(lineLimit: 5)
        for index in 0..<9 { log.record(.layoutSubviews, of: "v\(index)") }
        #expect(log.lines == ["─", " v5.layoutSubviews", " v6.layoutSubviews", " v7.layoutSubviews", " v8.layoutSubviews"])
    }
}

/// Which lines the pane shows.
@MainActor
@Suite struct PipelineLogViewTests {
    private func shown(_ lines: [String], rows: Int) -> [String] {
        PipelineLogView.shownLines(lines, rows: rows) { $0.hasPrefix("▸") }
    }

    @Test func theNewestLinesShowWithTheirTurnsTitleKeptOnTop() {
        let lines = ["▸ a", "1", "2", "▸ b", "3", "4", "5", "6"]
        #expect(shown(lines, rows: 5) == ["▸ b", "3", "4", "5", "6"])   // the title fits
        #expect(shown(lines, rows: 3) == ["▸ b", "5", "6"])             // it is kept on top
        #expect(shown(lines, rows: 1) == ["6"])
        #expect(shown(lines, rows: 0) == [])
        #expect(shown(["1", "2", "3"], rows: 2) == ["2", "3"])
        #expect(shown(lines, rows: 20) == lines)
    }
}
