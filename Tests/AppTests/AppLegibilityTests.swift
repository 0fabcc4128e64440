import Foundation
import LegibilityCheck
import Testing
import Trellis
@testable import MonitorApp
@testable import TodoApp

/// The two apps read at every depth, dark and light, with the check the demos pass: every
/// cell of text at 3:1 or better on its own background, reversed cells as the terminal
/// shows them. The screens are checked in the states a user sees: the filter on each
/// segment, a row selected, and an alert in front.
@MainActor
@Suite struct AppLegibilityTests {
    private func check(_ app: HeadlessApp, _ theme: Theme, _ what: String) {
        _ = app.rows
        #expect(Legibility.problems(in: app.window, theme: theme) == [], "\(what) in \(theme)")
    }

    private func todo(_ theme: Theme, width: Int, height: Int) -> (HeadlessApp, TodoViewController) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        let controller = TodoViewController(store: TodoStore(fileURL: folder.appendingPathComponent("todos.json")))
        let app = HeadlessApp(rootViewController: controller, width: width, height: height)
        app.window.theme = theme
        return (app, controller)
    }

    @Test(arguments: Legibility.themes)
    func theTodoAppIsLegible(theme: Theme) {
        for (width, height) in [(80, 24), (40, 12)] {
            let (app, controller) = todo(theme, width: width, height: height)
            check(app, theme, "empty \(width)×\(height)")
            app.type("buy milk\n")
            app.type("bake bread\n")
            check(app, theme, "two items, the field focused")
            controller.tableView.becomeFirstResponder()
            app.press(KeyEvent(.enter))
            check(app, theme, "a row focused and done")
            for _ in TodoFilter.allCases {
                app.press(.character("f"))
                check(app, theme, "filter \(controller.filter)")
            }
            app.press(.character("d"))
            #expect(app.locate("Delete “") != nil)
            check(app, theme, "the delete alert")
            app.press(KeyEvent(.escape))
            app.press(.character("e"))
            check(app, theme, "the edit alert")
            app.press(KeyEvent(.escape))
        }
    }

    /// The status row's problems, in red and bold: a save that failed, and a damaged
    /// file set aside.
    @Test(arguments: Legibility.themes)
    func theTodoAppsProblemsAreLegible(theme: Theme) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("blocked"))
        let blocked = TodoViewController(store: TodoStore(fileURL: folder.appendingPathComponent("blocked/todos.json")))
        let failing = HeadlessApp(rootViewController: blocked, width: 80, height: 24)
        failing.window.theme = theme
        failing.type("keep me\n")
        #expect(failing.text.contains("⚠ Cannot save"))
        check(failing, theme, "a failed save")
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("todos.json"))
        let damaged = TodoViewController(store: TodoStore(fileURL: folder.appendingPathComponent("todos.json")))
        let app = HeadlessApp(rootViewController: damaged, width: 80, height: 24)
        app.window.theme = theme
        #expect(app.text.contains("⚠ New list"))
        check(app, theme, "a damaged file set aside")
    }

    private func monitor(_ theme: Theme, width: Int, height: Int) -> (HeadlessApp, MonitorViewController) {
        let proc = FakeProc()
        proc.system(busy: 100, idle: 300)
        proc.process(10, name: "editor", ticks: 100, pages: 500)
        proc.process(20, name: "compiler", ticks: 100, pages: 9000)
        let controller = MonitorViewController(monitor: ProcessMonitor(reader: ProcReader(root: proc.root.path)),
                                               signaller: ProcessSignaller { _, _ in 0 })
        let app = HeadlessApp(rootViewController: controller, width: width, height: height)
        app.window.theme = theme
        proc.system(busy: 250, idle: 350)
        proc.process(20, name: "compiler", ticks: 180, pages: 9000)
        app.advance(by: 1)
        return (app, controller)
    }

    @Test(arguments: Legibility.themes)
    func theMonitorIsLegible(theme: Theme) {
        for (width, height) in [(100, 30), (80, 24), (40, 12)] {
            let (app, controller) = monitor(theme, width: width, height: height)
            check(app, theme, "\(width)×\(height)")
            controller.tableView.becomeFirstResponder()
            app.press(KeyEvent(.home))
            check(app, theme, "a process selected")
            app.press(.character("k"))
            #expect(app.locate("End ") != nil)
            check(app, theme, "the end-process alert")
            app.press(KeyEvent(.escape))
        }
    }
}
