import Testing
@testable import Trellis

/// The box F1 opens, listing the commands reachable from the focus.
@MainActor
@Suite struct DiscoverabilityOverlayTests {
    private final class CommandingController: ViewController {
        var commands: [KeyCommand] = []
        var keys: [KeyEvent] = []
        override var keyCommands: [KeyCommand] { commands }
        override func keyPressed(_ event: KeyEvent) {
            keys.append(event)
            super.keyPressed(event)
        }
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func exKC4TheBoxListsTheCommandsAndTheNextKeyClosesIt() {
        let application = makeApplication(width: 30, height: 8)
        let controller = CommandingController()
        controller.commands = [
            KeyCommand(title: "New", input: "n", modifierFlags: .control) { _ in },
            KeyCommand(title: "Save", input: "s", modifierFlags: .control) { _ in },
            KeyCommand(title: "Refresh", input: KeyCommand.inputF(5)) { _ in },
            KeyCommand(title: "Secret", input: "x", modifierFlags: .control, attributes: .hidden) { _ in },
        ]
        application.window.rootViewController = controller
        application.window.runLayoutCycle()
        application.send(KeyEvent(.function(1)))
        application.window.runLayoutCycle()
        #expect(application.isShowingDiscoverabilityOverlay)
        // The application's quit command is reachable too, and comes last.
        #expect(rows(application.window) == [
            "",
            "     ┌─────────────────┐",
            "     │ Ctrl-N  New     │",
            "     │ Ctrl-S  Save    │",
            "     │ F5      Refresh │",
            "     │ Ctrl-C  Quit    │",
            "     └─────────────────┘",
            "",
        ])
        application.send(.character("x"))
        application.window.runLayoutCycle()
        #expect(!application.isShowingDiscoverabilityOverlay)
        #expect(controller.keys.isEmpty)
        #expect(rows(application.window).allSatisfy { $0.isEmpty })
    }

    /// Ctrl-C still quits, as an interrupt, with the box open: it closes the box and goes on.
    @Test func controlCClosesTheBoxAndStillQuits() {
        let application = makeApplication(width: 30, height: 8)
        application.window.rootViewController = CommandingController()
        application.window.runLayoutCycle()
        application.send(KeyEvent(.function(1)))
        #expect(application.isShowingDiscoverabilityOverlay)
        application.send(.control("c"))
        #expect(!application.isShowingDiscoverabilityOverlay)
        #expect(application.isQuitRequested && application.isInterrupted)
    }

    @Test func aMousePressClosesItAndATinyWindowShowsWhatFits() {
        let application = makeApplication(width: 6, height: 2)
        application.window.rootViewController = CommandingController()
        application.window.runLayoutCycle()
        application.send(KeyEvent(.function(1)))
        application.window.runLayoutCycle()
        #expect(rows(application.window) == ["┌────┐", "└────┘"])
        application.send(press(0, 0))
        #expect(!application.isShowingDiscoverabilityOverlay)
        application.discoverabilityKey = nil
        application.send(KeyEvent(.function(1)))
        #expect(!application.isShowingDiscoverabilityOverlay)
    }
}
