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
        let (app, _) = launch(store, width: 80, height: 24)
        // At 80 columns the whole line shows: a new list, and the old file's new name.
        let moved = try #require(FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
            .first { $0.hasPrefix("todos.json.damaged-") })
        #expect(app.rows.contains { $0.trimmingCharacters(in: .whitespaces) == "⚠ New list: the old one (damaged) is kept as \(moved)" })
        app.type("new\n")
        #expect(savedTitles(store) == ["new"])
    }

    @Test func aFailedSaveIsReportedAndTheListKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file where the data directory should be: every save fails, even as root.
        try Data().write(to: folder.appendingPathComponent("blocked"))
        let store = TodoStore(fileURL: folder.appendingPathComponent("blocked/todos.json"))
        let (app, controller) = launch(store, width: 80, height: 24)
        app.type("keep me\n")
        #expect(app.locate("· keep me") != nil)
        // The reason fits at 80 columns, in red and bold, not dim like "saved".
        let status = try #require(app.locate("⚠ Cannot save todos.json: Not a directory · the list is kept"), "\(app.text)")
        let style = app.canvas[status.x + 2, status.y].style
        #expect(style.foreground == app.window.theme.resolve(.systemRed))
        #expect(style.attributes.contains(.bold))
        #expect(!style.attributes.contains(.dim))
        #expect(controller.hasUnsavedChanges)
    }

    /// A file that cannot be read is named with its reason on one 80-column row, and
    /// quitting after a change asks, as the change could not be saved.
    @Test func anUnreadableFileIsReportedWhole() throws {
        let store = store()
        // A folder where the file should be cannot be read as data.
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        let (app, controller) = launch(store, width: 80, height: 24)
        #expect(app.locate("⚠ Changes are not saved: Cannot read todos.json (Is a directory)") != nil, "\(app.text)")
        app.type("kept\n")
        #expect(app.locate("⚠ Cannot read todos.json (Is a directory) · the list is kept") != nil, "\(app.text)")
        controller.tableView.becomeFirstResponder()
        app.press(.character("q"))
        #expect(app.locate("Quit without saving?") != nil)
        #expect(!app.application.isQuitRequested)
    }

    private func blockedStore() throws -> (TodoStore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("blocked")
        try Data().write(to: blocker)
        return (TodoStore(fileURL: blocker.appendingPathComponent("todos.json")), blocker)
    }

    /// Quitting with changes that could not be saved asks: cancel keeps the app, "Save
    /// again" saves once the cause is gone and then quits.
    @Test func quittingWithUnsavedChangesAsksAndCanSaveAgain() throws {
        let (store, blocker) = try blockedStore()
        let (app, controller) = launch(store)
        app.type("keep me\n")
        controller.tableView.becomeFirstResponder()
        app.press(.character("q"))
        #expect(!app.application.isQuitRequested)
        #expect(app.locate("Quit without saving?") != nil)
        app.press(KeyEvent(.escape))
        #expect(!app.application.isQuitRequested)
        #expect(app.locate("· keep me") != nil)
        // The cause goes away; Save again (the preferred choice) saves and quits.
        try FileManager.default.removeItem(at: blocker)
        app.press(.character("q"))
        try app.click(onText: "Save again")
        #expect(savedTitles(store) == ["keep me"])
        #expect(app.application.isQuitRequested)
    }

    @Test func quittingWithoutSavingIsAChoice() throws {
        let (store, _) = try blockedStore()
        let (app, controller) = launch(store)
        app.type("lost on purpose\n")
        controller.tableView.becomeFirstResponder()
        app.press(.character("q"))
        try app.click(onText: "Save again")
        // Still failing: still asked, nothing lost.
        #expect(!app.application.isQuitRequested)
        #expect(app.text.contains("Cannot save todos.json"))
        app.press(.character("q"))
        try app.click(onText: "[ Quit without saving ]")
        #expect(app.application.isQuitRequested, "\(app.text)")
    }

    @Test func quittingAfterASaveDoesNotAsk() {
        let (app, controller) = launch(store())
        app.type("saved\n")
        controller.tableView.becomeFirstResponder()
        app.press(.character("q"))
        #expect(app.application.isQuitRequested)
    }

    /// One item is "1 item", and the launch line gives the same counts as a change does.
    @Test func theCountsAreGrammaticalAndTheSameAtLaunch() {
        let store = store()
        let (app, _) = launch(store)
        app.type("only one\n")
        #expect(app.text.contains("1 item, 1 to do · saved"))
        #expect(!app.text.contains("1 items"))
        let (again, _) = launch(TodoStore(fileURL: store.fileURL))
        #expect(again.text.contains("1 item, 1 to do · saved in "))
    }

    @Test func theHomeFolderIsWrittenAsATilde() {
        #expect(TodoStore.abbreviated("/home/ann/.local/share/trellis-todo/todos.json", home: "/home/ann")
            == "~/.local/share/trellis-todo/todos.json")
        #expect(TodoStore.abbreviated("/home/annex/todos.json", home: "/home/ann") == "/home/annex/todos.json")
        #expect(TodoStore.abbreviated("/tmp/todos.json", home: "/") == "/tmp/todos.json")
    }

    /// With an empty list, Tab from the field goes to the filter and the bar says so;
    /// there, Tab or Esc go back to the field. With items, Esc leaves the field for the
    /// list.
    @Test func theFocusOrderMatchesTheBar() {
        let (app, controller) = launch(store(), width: 80, height: 24)
        #expect(app.rows[23] == "Enter add · Tab filter")
        app.press(KeyEvent(.tab))
        #expect(controller.filterControl.isFirstResponder)
        #expect(app.rows[23] == "Tab field · q quit")
        app.press(KeyEvent(.right))
        #expect(controller.filter == .active)
        app.press(KeyEvent(.tab))
        #expect(controller.field.isFirstResponder)
        app.press(KeyEvent(.tab))
        app.press(KeyEvent(.escape))
        #expect(controller.field.isFirstResponder)
        app.type("milk\n")
        #expect(app.rows[23] == "Enter add · Tab list")
        app.press(KeyEvent(.escape))
        #expect(controller.tableView.isFirstResponder)
        #expect(app.rows[23].hasPrefix("Enter done"))
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
        // An empty list takes no focus, so Tab goes to the filter.
        #expect(app.rows[23] == "Enter add · Tab filter")
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
