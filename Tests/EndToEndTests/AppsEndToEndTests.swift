import Foundation
import Testing

/// The two real apps in a real terminal: start, read, type, resize, read, quit, with the
/// terminal restored and nothing logged; the todo list is saved and comes back.
@Suite(.serialized)
struct AppsEndToEndTests {
    private func expectCleanExit(_ session: TmuxSession, log: String) throws {
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let written = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(written.isEmpty, "the layout log: \(written)")
    }

    @Test func todoAddsMarksDoneResizesAndKeepsTheList() throws {
        let data = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-todo-data"
        let log = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-todo.log"
        try? FileManager.default.removeItem(atPath: data)
        defer { try? FileManager.default.removeItem(atPath: data) }
        let environment = ["TRELLIS_LOG": log, "XDG_DATA_HOME": data]
        var session = try TmuxSession(executable: TestApp.path(of: "todo"), width: 80, height: 24, environment: environment)
        try session.waitForText("What needs doing?")
        // The bar lists the field's keys: not `q`, which the field types; with the list
        // empty, which takes no focus, Tab goes to the filter.
        try session.waitForScreen("the field's bar") { $0.count == 24 && $0[23] == "Enter add · Tab filter" }
        try session.type("buy milk")
        try session.press("Enter")
        try session.waitForScreen("the field's bar") { $0.count == 24 && $0[23] == "Enter add · Tab list" }
        try session.type("call mom")
        try session.press("Enter")
        try session.waitForTexts("· buy milk", "· call mom", "2 items, 2 to do · saved")
        // Tab to the list, whose keys the bar lists instead; Enter marks the first item done.
        try session.press("Tab")
        try session.waitForScreen("the list's bar") {
            $0.count == 24 && $0[23] == "Enter done · e edit · d delete · c clear · f filter · u undo · r redo · q quit"
        }
        try session.press("Enter")
        try session.waitForTexts("✓ buy milk", "2 items, 1 to do · saved")
        try session.resize(width: 40, height: 12)
        try session.waitForScreen("the 40x12 todo list") { screen in
            screen.count == 12 && screen.contains { $0.contains("✓ buy milk") }
        }
        try session.resize(width: 120, height: 40)
        try session.waitForScreen("the 120x40 todo list") { screen in
            screen.count == 40 && screen.contains { $0.contains("· call mom") }
        }
        try session.press("q")
        try expectCleanExit(session, log: log)

        // The list is on disk and comes back.
        let saved = try String(contentsOfFile: data + "/trellis-todo/todos.json", encoding: .utf8)
        #expect(saved.contains("\"buy milk\"") && saved.contains("\"call mom\""))
        session = try TmuxSession(executable: TestApp.path(of: "todo"), width: 80, height: 24, environment: environment)
        try session.waitForTexts("✓ buy milk", "· call mom")
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 130)
        #expect(exit.terminalSettingsRestored)
        try? FileManager.default.removeItem(atPath: log)
    }

    @Test func monitorShowsProcessesSortsResizesAndQuits() throws {
        let log = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-monitor.log"
        try? FileManager.default.removeItem(atPath: log)
        let session = try TmuxSession(executable: TestApp.path(of: "monitor"), width: 100, height: 30,
                                      environment: ["TRELLIS_LOG": log])
        // Itself among the processes, and the CPU rows.
        try session.waitForTexts("PID", "CPU%▼", "cpu0", "monitor")
        try session.waitForScreen("the monitor's bar") {
            $0.count == 30 && $0[29] == "c CPU · m memory · p pid · n name · k end process · Space pause · q quit"
        }
        try session.press("n")
        try session.waitForText("NAME▲")
        try session.press("p")
        try session.waitForText("PID▲")
        try session.resize(width: 60, height: 16)
        try session.waitForScreen("the 60x16 monitor") { screen in
            screen.count == 16 && screen.contains { $0.contains("PID▲") }
        }
        try session.resize(width: 100, height: 30)
        try session.waitForText("sorted by pid")
        try session.press("q")
        try expectCleanExit(session, log: log)
    }
}
