import Foundation
import Testing
@testable import TodoApp

@Suite struct TodoModelTests {
    @Test func addingTogglingRenamingAndRemoving() {
        var list = TodoList()
        let milk = list.add("  buy milk \n")
        let bread = list.add("bread")
        #expect(list.add("   ") == nil)
        #expect(list.items.map(\.title) == ["buy milk", "bread"])
        list.toggle(milk!)
        #expect(list.items(.done).map(\.title) == ["buy milk"])
        #expect(list.items(.active).map(\.title) == ["bread"])
        list.rename(bread!, to: "rye bread")
        list.rename(bread!, to: "  ")
        #expect(list.item(bread!)?.title == "rye bread")
        list.remove(milk!)
        #expect(list.items.map(\.id) == [bread!])
        // Ids are never reused, even after a removal.
        #expect(list.add("eggs") == 3)
    }

    @Test func undoAndRedoWalkTheChanges() {
        var list = TodoList()
        var history = TodoHistory()
        history.record(list); list.add("a")
        history.record(list); list.add("b")
        history.record(list); list.toggle(1)
        list = history.undo(from: list)!
        #expect(list.items.map(\.isDone) == [false, false])
        list = history.undo(from: list)!
        #expect(list.items.map(\.title) == ["a"])
        list = history.redo(from: list)!
        #expect(list.items.map(\.title) == ["a", "b"])
        // A new change forgets what was undone.
        history.record(list); list.add("c")
        #expect(!history.canRedo)
        #expect(history.redo(from: list) == nil)
    }

    @Test func historyForgetsPastItsLimit() {
        var list = TodoList()
        var history = TodoHistory(limit: 2)
        for title in ["a", "b", "c"] { history.record(list); list.add(title) }
        list = history.undo(from: list)!
        list = history.undo(from: list)!
        #expect(history.undo(from: list) == nil)
        #expect(list.items.map(\.title) == ["a"])
    }
}

@Suite struct TodoStoreTests {
    private func directory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-todo-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theDataDirectoryFollowsXDG() {
        let xdg = TodoStore(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.fileURL.path == "/data/trellis-todo/todos.json")
        let home = TodoStore(environment: ["HOME": "/home/u"])
        #expect(home.fileURL.path == "/home/u/.local/share/trellis-todo/todos.json")
        // A relative XDG_DATA_HOME is invalid by the specification and ignored.
        #expect(TodoStore(environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"]).fileURL.path == "/h/.local/share/trellis-todo/todos.json")
    }

    @Test func savesAndLoadsBack() throws {
        let store = TodoStore(fileURL: directory().appendingPathComponent("nested/todos.json"))
        #expect(store.load() == .empty)
        var list = TodoList()
        list.add("write tests")
        list.toggle(list.add("ship")!)
        try store.save(list)
        #expect(TodoStore(fileURL: store.fileURL).load() == .loaded(list))
    }

    @Test func aDamagedFileIsSetAsideNotOverwritten() throws {
        let folder = directory()
        let url = folder.appendingPathComponent("todos.json")
        try Data("{ not json".utf8).write(to: url)
        let store = TodoStore(fileURL: url)
        let result = store.load(now: Date(timeIntervalSince1970: 1_000))
        guard case .setAside(let reason, let path) = result else {
            Issue.record("expected the file to be set aside, got \(result)")
            return
        }
        #expect(reason.contains("damaged"))
        #expect(path == url.path + ".damaged-1000")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ not json")
        #expect(result.message?.contains(URL(fileURLWithPath: path).lastPathComponent) == true)
        var list = TodoList()
        list.add("fresh")
        try store.save(list)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ not json")
    }

    @Test func aNewerFormatIsSetAside() throws {
        let url = directory().appendingPathComponent("todos.json")
        try Data(#"{"format": 9, "items": [], "tags": []}"#.utf8).write(to: url)
        let result = TodoStore(fileURL: url).load(now: Date(timeIntervalSince1970: 5))
        #expect(result == .setAside(reason: "\(url.path) was written by a newer version (format 9)", movedTo: url.path + ".newer-5"))
    }

    @Test func anUnwritablePlaceIsReportedAndTheListKept() throws {
        let folder = directory()
        // A file where the directory should be: no permission trick needed, even as root.
        let blocker = folder.appendingPathComponent("trellis-todo")
        try Data("x".utf8).write(to: blocker)
        let store = TodoStore(fileURL: blocker.appendingPathComponent("todos.json"))
        var list = TodoList()
        list.add("keep me")
        #expect(throws: TodoStoreError.self) { try store.save(list) }
        do {
            try store.save(list)
        } catch let error as TodoStoreError {
            #expect(error.message.hasPrefix("Cannot save to \(store.fileURL.path) ("))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(list.items.count == 1)
    }

    @Test func anUnreadableFileBlocksSaving() throws {
        let url = directory().appendingPathComponent("todos.json")
        // A directory where the file should be cannot be read as data.
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let store = TodoStore(fileURL: url)
        let result = store.load()
        guard case .unreadable = result else {
            Issue.record("expected unreadable, got \(result)")
            return
        }
        #expect(store.savingBlockedReason != nil)
        #expect(throws: TodoStoreError.self) { try store.save(TodoList()) }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
