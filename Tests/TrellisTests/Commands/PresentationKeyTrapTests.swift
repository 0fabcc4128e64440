import Testing
@testable import Trellis

/// A presentation traps the keys: while a controller is presented, keys and key commands
/// go from it straight to the application, never to its presenter or the presenter's
/// ancestors, and of the application's own commands only the interrupt key is reached.
@MainActor
@Suite struct PresentationKeyTrapTests {
    /// A controller offering the commands it is given and logging the keys it gets.
    private final class CommandingController: ViewController {
        var commands: [KeyCommand] = []
        var keys: [String] = []
        override var keyCommands: [KeyCommand] { commands }
        override func keyPressed(_ event: KeyEvent) {
            keys.append(event.description)
            super.keyPressed(event)
        }
    }

    /// A 40x10 window whose root offers `p` "Sort" and holds a focused view, with the
    /// application's quit command on `q`; `ran` logs the commands run.
    private func shown(ran: CallLog) -> (Application, CommandingController, RecordingView) {
        let application = makeApplication(width: 40, height: 10)
        let root = CommandingController()
        root.commands = [KeyCommand(title: "Sort", input: "p") { _ in ran.entries.append("Sort") }]
        let focused = root.view.addFixed(RecordingView(), 0, 0, 4, 1)
        root.view.addFixed(DiscoverabilityBar(), 0, 9, 40, 1)
        application.quitCommand = KeyCommand(title: "Quit", input: "q") { [weak application] _ in application?.quit() }
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        return (application, root, focused)
    }

    private func deleteAlert(ran: CallLog) -> AlertController {
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in ran.entries.append("Cancel") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in ran.entries.append("Delete") })
        return alert
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func anOpenAlertKeepsThePresentersCommandsAndTheQuitKeyFromRunning() {
        let ran = CallLog()
        let (application, root, focused) = shown(ran: ran)
        application.send(.character("p"))
        #expect(ran.take() == ["Sort"])
        let alert = deleteAlert(ran: ran)
        root.present(alert, animated: false)
        application.window.runLayoutCycle()

        application.send(.character("p"))
        application.send(.character("q"))
        application.send(.character("x"))
        #expect(ran.take().isEmpty)
        #expect(!application.isQuitRequested)
        #expect(root.keys.isEmpty)
        #expect(focused.log.isEmpty)
        #expect(root.presentedViewController === alert)

        // The alert still works, and once it is gone the presenter's keys are back.
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(ran.take() == ["Cancel"])
        application.send(.character("p"))
        #expect(ran.take() == ["Sort"])
        application.send(.character("q"))
        #expect(application.isQuitRequested)
    }

    @Test func controlCStillInterruptsUnderAnAlert() {
        let ran = CallLog()
        let (application, root, _) = shown(ran: ran)
        root.present(deleteAlert(ran: ran), animated: false)
        application.window.runLayoutCycle()
        application.send(.control("c"))
        #expect(application.isQuitRequested)
        #expect(application.isInterrupted)
    }

    @Test func theDefaultControlCQuitCommandStaysReachableAndListedUnderAnAlert() {
        let ran = CallLog()
        let (application, root, _) = shown(ran: ran)
        application.quitCommand = KeyCommand(title: "Quit", input: "c", modifierFlags: .control) { _ in ran.entries.append("Quit") }
        root.present(deleteAlert(ran: ran), animated: false)
        application.window.runLayoutCycle()
        #expect(application.discoverableKeyCommands.map(\.listedTitle) == ["Quit"])
        application.send(.control("c"))
        #expect(ran.take() == ["Quit"])
    }

    @Test func theBarThePaletteAndTheOverlayListOnlyWhatTheAlertLeavesReachable() {
        let ran = CallLog()
        let (application, root, _) = shown(ran: ran)
        application.additionalKeyCommands = [KeyCommand(title: "Help", input: "h") { _ in ran.entries.append("Help") }]
        application.window.runLayoutCycle()
        #expect(rows(application.window)[9].hasPrefix("p Sort · h Help · q Quit"))
        root.present(deleteAlert(ran: ran), animated: false)
        application.window.runLayoutCycle()
        #expect(application.discoverableKeyCommands.isEmpty)
        #expect(rows(application.window)[9].trimmingCharacters(in: .whitespaces).isEmpty)

        application.send(KeyEvent(.function(1)))
        application.window.runLayoutCycle()
        let overlay = rows(application.window).joined(separator: "\n")
        #expect(!overlay.contains("Sort") && !overlay.contains("Help") && !overlay.contains("Quit"))
        application.send(.character("x"))
        application.send(.control("p"))
        application.window.runLayoutCycle()
        let palette = rows(application.window).joined(separator: "\n")
        #expect(!palette.contains("Sort") && !palette.contains("Help") && !palette.contains("Quit"))
        application.send(KeyEvent(.enter))
        application.send(.character("h"))
        #expect(ran.take().isEmpty)
    }

    @Test func aPresentedNavigationControllersOwnChainStillHearsTheKeys() {
        let ran = CallLog()
        let (application, root, _) = shown(ran: ran)
        let top = CommandingController()
        top.commands = [KeyCommand(title: "Top", input: "t") { _ in ran.entries.append("Top") }]
        let navigation = NavigationController(rootViewController: top)
        root.present(navigation, animated: false)
        application.window.runLayoutCycle()

        application.send(.character("t"))
        application.send(.character("p"))
        application.send(.character("z"))
        #expect(ran.take() == ["Top"])
        #expect(top.keys == ["p", "z"])
        #expect(root.keys.isEmpty)
        #expect(application.discoverableKeyCommands.map(\.listedTitle).contains("Top"))
        #expect(!application.discoverableKeyCommands.map(\.listedTitle).contains("Sort"))
    }

    @Test func aPasteInAPresentationDoesNotReachThePresenter() {
        final class PasteLoggingController: ViewController {
            var pasted: [String] = []
            override func paste(_ text: String) { pasted.append(text) }
        }
        let application = makeApplication(width: 40, height: 10)
        let root = PasteLoggingController()
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        root.present(ViewController(), animated: false)
        application.window.runLayoutCycle()
        application.send(paste: "hello")
        #expect(root.pasted.isEmpty)
    }
}
