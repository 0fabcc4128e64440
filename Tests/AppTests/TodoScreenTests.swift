import Foundation
import Testing
import Trellis
@testable import TodoApp

/// The todo app driven as a user would, through the public headless driver, over a store
/// in a temporary directory.
@MainActor
@Suite struct TodoScreenTests {
    private func store() -> TodoStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        return TodoStore(fileURL: folder.appendingPathComponent("todos.json"))
    }

    private func launch(_ store: TodoStore, width: Int = 80, height: Int = 24) -> (HeadlessApp, TodoViewController) {
        let controller = TodoViewController(store: store)
        return (HeadlessApp(rootViewController: controller, width: width, height: height), controller)
    }

    private func savedTitles(_ store: TodoStore) -> [String] {
        TodoStore(fileURL: store.fileURL).load().list.items.map(\.title)
    }

    @Test func typingAndReturnAddsAndSaves() {
        let store = store()
        let (app, controller) = launch(store)
        #expect(app.text.contains("What needs doing?"))
        app.type("buy milk\n")
        app.type("bake bread\n")
        #expect(app.locate("· buy milk") != nil)
        #expect(app.locate("· bake bread") != nil)
        #expect(controller.field.text.isEmpty)
        #expect(controller.field.isFirstResponder)
        #expect(savedTitles(store) == ["buy milk", "bake bread"])
        #expect(app.text.contains("2 items, 2 to do · saved"))
        #expect(app.diagnostics.isEmpty)
    }

    @Test func enterInTheListMarksDoneAndUndoRedoWalkBack() {
        let store = store()
        let (app, controller) = launch(store)
        app.type("buy milk\n")
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.enter))
        #expect(app.locate("✓ buy milk") != nil)
        #expect(TodoStore(fileURL: store.fileURL).load().list.items.first?.isDone == true)
        app.press(.character("u"))
        #expect(app.locate("· buy milk") != nil)
        app.press(.character("r"))
        #expect(app.locate("✓ buy milk") != nil)
    }

    @Test func deleteAsksFirstAndCanBeUndone() {
        let store = store()
        let (app, controller) = launch(store)
        app.type("buy milk\n")
        controller.tableView.becomeFirstResponder()
        app.press(.character("d"))
        #expect(app.locate("Delete “buy milk”?") != nil)
        // Esc cancels: nothing is removed.
        app.press(KeyEvent(.escape))
        #expect(app.locate("· buy milk") != nil)
        app.press(.character("d"))
        // Cancel is on the left and has the focus; Right moves to Delete.
        app.press(KeyEvent(.right))
        app.press(KeyEvent(.enter))
        #expect(app.locate("buy milk") == nil)
        #expect(savedTitles(store).isEmpty)
        app.press(.character("u"))
        #expect(app.locate("· buy milk") != nil)
        #expect(savedTitles(store) == ["buy milk"])
    }

    @Test func editRenamesInAnAlert() {
        let store = store()
        let (app, controller) = launch(store)
        app.type("milk\n")
        controller.tableView.becomeFirstResponder()
        app.press(.character("e"))
        #expect(app.locate("Edit item") != nil)
        app.press(.control("u"))
        app.type("oat milk\n")
        #expect(app.locate("· oat milk") != nil)
        #expect(savedTitles(store) == ["oat milk"])
    }

    @Test func filtersShowActiveOrDone() {
        let store = store()
        let (app, controller) = launch(store)
        app.type("one\ntwo\n")
        controller.tableView.becomeFirstResponder()
        app.press(KeyEvent(.enter))
        app.press(.character("f"))
        #expect(controller.filter == .active)
        #expect(app.locate("one") == nil || app.locate("· one") == nil)
        #expect(app.locate("· two") != nil)
        app.press(.character("f"))
        #expect(controller.filter == .done)
        #expect(app.locate("✓ one") != nil)
        #expect(app.locate("· two") == nil)
    }

    @Test func theListComesBackOnTheNextStart() {
        let store = store()
        let (app, _) = launch(store)
        app.type("persist me\n")
        let (again, _) = launch(TodoStore(fileURL: store.fileURL))
        #expect(again.locate("· persist me") != nil)
    }

    @Test func aDamagedFileIsReportedAndKept() throws {
        let store = store()
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: store.fileURL)
        let (app, _) = launch(store, width: 200, height: 24)
        #expect(app.text.contains("is damaged: kept as \(store.fileURL.path).damaged-"))
        app.type("new\n")
        #expect(savedTitles(store) == ["new"])
    }

    @Test func aFailedSaveIsReportedAndTheListKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file where the data directory should be: every save fails, even as root.
        try Data().write(to: folder.appendingPathComponent("blocked"))
        let store = TodoStore(fileURL: folder.appendingPathComponent("blocked/todos.json"))
        let (app, _) = launch(store, width: 160, height: 24)
        app.type("keep me\n")
        #expect(app.locate("· keep me") != nil)
        #expect(app.text.contains("⚠ Cannot save to"))
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6), (1, 1)])
    func drawsAtEverySize(width: Int, height: Int) {
        let (app, _) = launch(store(), width: width, height: height)
        app.type("a long item that will not fit on a small screen\n")
        app.resize(width: width + 7, height: height + 3)
        app.resize(width: width, height: height)
        #expect(app.rows.count == height)
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        if width >= 40 { #expect(app.text.contains("a long item")) }
    }

    /// The bottom row lists the keys of where the focus is, and follows it: in the field,
    /// Enter and Tab (not `q`, which the field types); in the list, the list's letters and
    /// `q` last, the farthest entries dropped first when narrow but never `q`.
    @Test func theBarFollowsTheFocusAndKeepsQuitWhenNarrow() {
        let (app, controller) = launch(store(), width: 80, height: 24)
        // An empty list takes no focus, so Tab is not offered for it.
        #expect(app.rows[23] == "Enter add")
        app.type("buy milk\n")
        #expect(controller.field.isFirstResponder)
        #expect(app.rows[23] == "Enter add · Tab list")
        app.press(KeyEvent(.tab))
        #expect(controller.tableView.isFirstResponder)
        #expect(app.rows[23] == "Enter done · e edit · d delete · c clear · f filter · u undo · r redo · q quit")
        app.resize(width: 120, height: 24)
        #expect(app.rows[23] == "Enter done · e edit · d delete · c clear · f filter · u undo · r redo · Tab field · q quit")
        app.resize(width: 20, height: 24)
        #expect(app.rows[23] == "Enter done · q quit")
        app.resize(width: 10, height: 24)
        #expect(app.rows[23] == "q quit")
        app.press(KeyEvent(.tab))
        #expect(controller.field.isFirstResponder)
        app.resize(width: 80, height: 24)
        #expect(app.rows[23] == "Enter add · Tab list")
        app.press(.character("q"))
        #expect(controller.field.text == "q")
        #expect(!app.application.isQuitRequested)
        app.press(KeyEvent(.tab), .character("q"))
        #expect(app.application.isQuitRequested)
    }
}
