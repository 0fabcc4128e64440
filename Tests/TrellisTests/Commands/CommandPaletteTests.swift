import Testing
@testable import Trellis

/// The command palette: Ctrl-P lists the commands reachable from the focus, typing
/// filters them, Enter runs one after the palette closes, Esc closes it.
@MainActor
@Suite struct CommandPaletteTests {
    /// A controller offering commands, shown in a window with a focused view inside.
    private final class CommandsController: ViewController {
        var ran: [String] = []
        override var keyCommands: [KeyCommand] {
            [KeyCommand(title: "New file", input: "n", modifierFlags: .control) { [unowned self] _ in ran.append("New file") },
             KeyCommand(title: "Save", input: "s", modifierFlags: .control) { [unowned self] _ in ran.append("Save") },
             KeyCommand(title: "Refresh", input: KeyCommand.inputF(5)) { [unowned self] _ in ran.append("Refresh") },
             KeyCommand(title: "Secret", input: "x", modifierFlags: .control, attributes: .hidden) { _ in }]
        }
    }

    private func shown(width: Double = 40, height: Double = 12) -> (Application, CommandsController, RecordingView) {
        let application = makeApplication(width: width, height: height)
        let controller = CommandsController()
        application.window.rootViewController = controller
        let focused = controller.view.addFixed(RecordingView(), 0, 0, 4, 1)
        application.window.runLayoutCycle()
        return (application, controller, focused)
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func type(_ text: String, into application: Application) {
        for character in text { application.send(.character(character)) }
        application.window.runLayoutCycle()
    }

    @Test func controlPListsTheCommandsAndTypingFiltersThem() {
        let (application, controller, focused) = shown()
        application.send(.control("p"))
        application.window.runLayoutCycle()
        #expect(application.isShowingCommandPalette)
        let shownRows = rows(application.window)
        #expect(Array(shownRows[2...8]) == [
            "     ┌────────────────────────────┐",
            "     │ >                          │",
            "     │ Ctrl-N  New file           │",
            "     │ Ctrl-S  Save               │",
            "     │ F5      Refresh            │",
            "     │ Ctrl-C  Quit               │",
            "     └────────────────────────────┘",
        ])
        #expect(application.window.canvas[7, 4].style.attributes.contains(.reverse))
        type("re", into: application)
        #expect(rows(application.window)[3] == "     │ > re                       │")
        #expect(rows(application.window)[4] == "     │ F5      Refresh            │")
        #expect(rows(application.window)[5] == "     └────────────────────────────┘")
        application.send(KeyEvent(.enter))
        application.window.runLayoutCycle()
        #expect(controller.ran == ["Refresh"])
        #expect(!application.isShowingCommandPalette)
        #expect(focused.log.isEmpty)
        #expect(rows(application.window).allSatisfy { $0.isEmpty })
    }

    @Test func arrowsChooseBackspaceWidensAndEscCloses() {
        let (application, controller, focused) = shown()
        application.send(.control("p"))
        type("sxq", into: application)
        #expect(rows(application.window)[4].contains("No matching command"))
        application.send(KeyEvent(.enter))
        #expect(!application.isShowingCommandPalette)
        #expect(controller.ran.isEmpty)
        application.send(.control("p"))
        type("S", into: application)
        // An "s" is in Save (and its key, Ctrl-S) and in Refresh, in that order.
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.enter))
        #expect(controller.ran == ["Refresh"])
        application.send(.control("p"))
        type("zz", into: application)
        application.send(KeyEvent(.backspace))
        application.send(KeyEvent(.backspace))
        application.send(KeyEvent(.up))
        application.send(KeyEvent(.escape))
        #expect(!application.isShowingCommandPalette)
        #expect(controller.ran == ["Refresh"])
        application.send(.control("p"))
        application.send(.control("p"))
        #expect(!application.isShowingCommandPalette)
        #expect(focused.log.isEmpty)
        #expect(!application.isQuitRequested)
    }

    @Test(arguments: [(1.0, 1.0), (4, 3), (12, 5), (300, 100)])
    func anyWindowSizeKeepsTheBoxInside(width: Double, height: Double) {
        let (application, _, _) = shown(width: width, height: height)
        application.send(.control("p"))
        application.window.runLayoutCycle()
        #expect(rows(application.window).count == Int(height))
        #expect(rows(application.window).allSatisfy { DisplayWidth.of($0) <= Int(width) })
        application.send(KeyEvent(.escape))
        #expect(!application.isShowingCommandPalette)
    }
}

extension CommandPaletteTests {
    /// An app's own command for the palette key wins over the palette.
    @Test func anAppsOwnCommandForThePaletteKeyWins() {
        final class Claiming: ViewController {
            var ran = 0
            override var keyCommands: [KeyCommand] {
                [KeyCommand(title: "Present", input: "p", modifierFlags: .control) { [unowned self] _ in ran += 1 }]
            }
        }
        let application = makeApplication(width: 40, height: 10)
        let controller = Claiming()
        application.window.rootViewController = controller
        application.window.runLayoutCycle()
        application.send(.control("p"))
        #expect(controller.ran == 1)
        #expect(!application.isShowingCommandPalette)
        application.commandPaletteKey = KeyEvent(.function(2))
        application.send(KeyEvent(.function(2)))
        #expect(application.isShowingCommandPalette)
    }
}
