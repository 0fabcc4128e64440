import Foundation
import Testing
import Trellis
@testable import MonitorApp

/// The monitor over a made-up /proc, driven through the public headless driver.
@MainActor
@Suite struct MonitorScreenTests {
    private func launch(_ proc: FakeProc, width: Int = 100, height: Int = 30,
                        signaller: ProcessSignaller = ProcessSignaller { _, _ in 0 }) -> (HeadlessApp, MonitorViewController) {
        let controller = MonitorViewController(monitor: ProcessMonitor(reader: ProcReader(root: proc.root.path)),
                                               signaller: signaller)
        return (HeadlessApp(rootViewController: controller, width: width, height: height), controller)
    }

    private func populated() -> FakeProc {
        let proc = FakeProc()
        proc.system(busy: 100, idle: 300)
        proc.process(10, name: "editor", ticks: 100, pages: 500)
        proc.process(20, name: "compiler", ticks: 100, pages: 9000)
        proc.process(30, name: "shell", ticks: 100, pages: 50)
        return proc
    }

    /// The row numbers of the names, top to bottom.
    private func order(_ app: HeadlessApp, _ names: [String]) -> [String] {
        names.compactMap { name in app.locate(name).map { (name, $0.y) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test func showsTheSystemAndRefreshesEachSecond() {
        let proc = populated()
        let (app, _) = launch(proc)
        #expect(app.text.contains("3 processes"))
        #expect(app.locate("cpu0") != nil && app.locate("cpu1") != nil)
        #expect(app.text.contains("PID"))
        proc.system(busy: 200, idle: 400)
        proc.process(20, name: "compiler", ticks: 180, pages: 9000)
        proc.process(40, name: "newcomer", ticks: 1)
        app.advance(by: 1)
        #expect(app.text.contains("4 processes"))
        #expect(app.text.contains("CPU  50.0%"))
        // Sorted by CPU: the compiler used 80 of 100 jiffies per CPU.
        #expect(order(app, ["compiler", "editor", "shell", "newcomer"]).first == "compiler")
        #expect(app.text.contains("80.0"))
    }

    @Test func sortKeysReorderTheTable() {
        let (app, _) = launch(populated())
        app.press(.character("m"))
        #expect(order(app, ["editor", "compiler", "shell"]) == ["compiler", "editor", "shell"])
        app.press(.character("m"))
        #expect(order(app, ["editor", "compiler", "shell"]) == ["shell", "editor", "compiler"])
        app.press(.character("n"))
        #expect(order(app, ["editor", "compiler", "shell"]) == ["compiler", "editor", "shell"])
        app.press(.character("p"))
        #expect(order(app, ["editor", "compiler", "shell"]) == ["editor", "compiler", "shell"])
        #expect(app.text.contains("PID▲"))
    }

    @Test func endingAProcessAsksThenSignals() throws {
        let sent = SentSignals()
        let (app, controller) = launch(populated(), signaller: ProcessSignaller { pid, signal in
            sent.record(pid, signal)
            return pid == 10 ? 0 : EPERM
        })
        app.press(.character("p"))
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.home))
        app.press(.character("k"))
        #expect(app.locate("End editor (10)?") != nil)
        app.press(KeyEvent(.escape))
        #expect(sent.calls.isEmpty)
        app.press(.character("k"))
        try app.click(onText: "End process")
        #expect(sent.calls.map(\.pid) == [10])
        #expect(app.text.contains("sent SIGTERM to editor (10)"))
        app.press(KeyEvent(.down))
        app.press(.character("k"))
        try app.click(onText: "End process")
        #expect(app.text.contains("Not allowed to end compiler (20)"))
    }

    /// Whether the row showing `name` is drawn in reverse video, as the focused row is.
    private func isHighlighted(_ app: HeadlessApp, _ name: String) -> Bool {
        guard let spot = app.locate(name) else { return false }
        return app.canvas[spot.x, spot.y].style.attributes.contains(.reverse)
    }

    /// The highlight stays on a process when a refresh re-sorts the rows, and `k` offers
    /// to end that process, not the one that took its old place.
    @Test func theFocusFollowsTheProcessWhenARefreshReorders() {
        let proc = populated()
        let (app, controller) = launch(proc)
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.home))
        // No CPU figures yet: by pid, the editor is first.
        #expect(order(app, ["editor", "compiler", "shell"]) == ["editor", "compiler", "shell"])
        #expect(isHighlighted(app, "editor"))
        proc.system(busy: 200, idle: 400)
        proc.process(20, name: "compiler", ticks: 180, pages: 9000)
        proc.process(30, name: "shell", ticks: 150, pages: 50)
        app.advance(by: 1)
        #expect(order(app, ["editor", "compiler", "shell"]) == ["compiler", "shell", "editor"])
        #expect(isHighlighted(app, "editor"))
        #expect(!isHighlighted(app, "compiler"))
        #expect(controller.focusedProcess?.pid == 10)
        app.press(.character("k"))
        #expect(app.locate("End editor (10)?") != nil)
        app.press(KeyEvent(.escape))
        // A sort moves it too.
        app.press(.character("n"))
        #expect(order(app, ["editor", "compiler", "shell"]) == ["compiler", "editor", "shell"])
        #expect(isHighlighted(app, "editor"))
        #expect(controller.focusedProcess?.pid == 10)
    }

    /// When the focused process ends, the row that takes its place has the focus, and `k`
    /// names the process that row shows.
    @Test func theFocusMovesToANeighbourWhenTheProcessEnds() {
        let proc = populated()
        let (app, controller) = launch(proc)
        app.press(.character("p"))
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.home), KeyEvent(.down))
        #expect(controller.focusedProcess?.pid == 20)
        proc.remove(20)
        proc.process(5, name: "early", ticks: 1)
        app.advance(by: 1)
        #expect(order(app, ["early", "editor", "shell"]) == ["early", "editor", "shell"])
        #expect(app.locate("compiler") == nil)
        let focused = controller.focusedProcess
        #expect(focused.map { isHighlighted(app, $0.name) } == true)
        #expect(focused?.pid == 10)
        app.press(.character("k"))
        #expect(app.locate("End editor (10)?") != nil)
    }

    /// When narrow, the user, state and thread columns go so that the name stays readable;
    /// at 80 columns every column is there.
    @Test func narrowScreensDropColumnsToKeepTheName() {
        let (narrow, _) = launch(populated(), width: 40, height: 12)
        narrow.advance(by: 1)
        #expect(narrow.text.contains("NAME"))
        #expect(!narrow.text.contains("USER"))
        #expect(narrow.text.contains("CPU%"))
        #expect(narrow.locate("compiler") != nil)
        #expect(narrow.diagnostics.isEmpty)
        let (wide, _) = launch(populated(), width: 80, height: 24)
        for title in ["PID", "USER", "S", "CPU%", "MEM", "THR", "NAME"] { #expect(wide.text.contains(title)) }
        #expect(wide.locate("compiler") != nil)
        // A resize fits the columns again.
        wide.resize(width: 40, height: 12)
        #expect(!wide.text.contains("USER"))
        #expect(wide.locate("compiler") != nil)
    }

    /// The header is not drawn in reverse video, which is the focused row's look: at 8
    /// colours and in monochrome the two would look alike.
    @Test func theHeaderDoesNotLookLikeTheFocusedRow() throws {
        let (app, controller) = launch(populated(), width: 80, height: 24)
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.home))
        let header = try #require(app.locate("PID"), "\(app.text)")
        let style = app.canvas[header.x, header.y].style
        #expect(!style.attributes.contains(.reverse))
        #expect(style.attributes.contains(.underline))
        #expect(isHighlighted(app, "editor"))
    }

    /// The "End …?" alert traps the keys: the sort keys and `q` do nothing behind it.
    @Test func anOpenEndAlertKeepsTheSortKeysAndQuitFromRunning() throws {
        let (app, controller) = launch(populated())
        app.press(.character("p"))
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.home))
        app.press(.character("k"))
        #expect(app.locate("End editor (10)?") != nil)
        app.press(.character("m"))
        app.press(.character("c"))
        app.press(.character("q"))
        #expect(!app.application.isQuitRequested)
        #expect(app.locate("End editor (10)?") != nil)
        app.press(KeyEvent(.escape))
        #expect(order(app, ["editor", "compiler", "shell"]) == ["editor", "compiler", "shell"])
        #expect(app.text.contains("PID▲"))
        app.press(.character("q"))
        #expect(app.application.isQuitRequested)
    }

    @Test func aMissingProcSaysSoAndKeepsRunning() {
        let controller = MonitorViewController(monitor: ProcessMonitor(reader: ProcReader(root: "/nonexistent-proc")))
        let app = HeadlessApp(rootViewController: controller, width: 100, height: 20)
        #expect(app.text.contains("cannot be read: this monitor needs Linux's /proc"))
        app.advance(by: 2)
        app.press(.character("m"))
        #expect(app.diagnostics.isEmpty)
    }

    @Test func thousandsOfProcessesScroll() {
        let proc = FakeProc()
        proc.system(busy: 1, idle: 1)
        for pid in 1...3000 { proc.process(Int32(pid), name: "task\(pid)", ticks: 0) }
        let (app, controller) = launch(proc, width: 80, height: 24)
        app.press(.character("p"))
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.end))
        #expect(app.locate("task3000") != nil)
        #expect(app.locate("task1 ") == nil)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6), (1, 1)])
    func drawsAtEverySize(width: Int, height: Int) {
        let (app, _) = launch(populated(), width: width, height: height)
        app.advance(by: 1)
        app.resize(width: width + 5, height: height + 2)
        app.resize(width: width, height: height)
        #expect(app.rows.count == height)
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
    }

    /// The bottom row lists the monitor's commands, the pause key named for what it will
    /// do, and keeps `q` when narrow.
    @Test func theBarListsTheKeysAndKeepsQuitWhenNarrow() {
        let (app, controller) = launch(populated())
        let bottom = app.rows.count - 1
        #expect(app.rows[bottom] == "c CPU · m memory · p pid · n name · k end process · Space pause · q quit")
        app.press(.character(" "))
        #expect(controller.isPaused)
        #expect(app.rows[bottom] == "c CPU · m memory · p pid · n name · k end process · Space resume · q quit")
        app.resize(width: 20, height: 30)
        #expect(app.rows[bottom] == "c CPU · q quit")
    }
}

/// The signals a test's signaller was asked to send.
final class SentSignals: @unchecked Sendable {
    private(set) var calls: [(pid: Int32, signal: Int32)] = []
    func record(_ pid: Int32, _ signal: Int32) { calls.append((pid, signal)) }
}
