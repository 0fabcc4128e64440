import Testing
@testable import Trellis

/// The bar listing the commands reachable from the first responder.
@MainActor
@Suite struct DiscoverabilityBarTests {
    /// A focusable view offering commands of its own.
    private final class CommandView: View {
        var commands: [KeyCommand] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [KeyCommand] { commands }
    }

    private final class CommandingController: ViewController {
        var commands: [KeyCommand] = []
        override var keyCommands: [KeyCommand] { commands }
    }

    private static func command(_ title: String, _ input: String, _ modifiers: KeyModifiers = [],
                                attributes: KeyCommand.Attributes = []) -> KeyCommand {
        KeyCommand(title: title, input: input, modifierFlags: modifiers, attributes: attributes) { _ in }
    }

    /// A window `width` wide: two command views on row 0, the bar on the last row.
    private func screen(width: Double, controllerCommands: [KeyCommand], first: [KeyCommand] = [],
                        second: [KeyCommand] = []) -> (Application, CommandView, CommandView, DiscoverabilityBar) {
        let application = makeApplication(width: width, height: 3)
        let controller = CommandingController()
        controller.commands = controllerCommands
        let one = controller.view.addFixed(CommandView(), 0, 0, 2, 1)
        one.commands = first
        let two = controller.view.addFixed(CommandView(), 3, 0, 2, 1)
        two.commands = second
        let bar = controller.view.addFixed(DiscoverabilityBar(), 0, 2, width, 1)
        application.window.rootViewController = controller
        application.window.runLayoutCycle()
        return (application, one, two, bar)
    }

    private func barRow(_ application: Application) -> String {
        String(application.window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[2])
    }

    @Test func listsTheReachableCommandsNearestFirstWithQuitLast() {
        let (application, _, _, bar) = screen(width: 70, controllerCommands: [
            Self.command("New", "n", .control), Self.command("Save", "s", .control),
            Self.command("Refresh", KeyCommand.inputF(5)),
            Self.command("Secret", "x", .control, attributes: .hidden),
            Self.command("Off", "o", .control, attributes: .disabled),
            Self.command("", "u"),
        ], first: [Self.command("Delete", KeyCommand.inputDelete)])
        #expect(barRow(application) == "Delete Delete · Ctrl-N New · Ctrl-S Save · F5 Refresh · Ctrl-C Quit")
        #expect(bar.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1))
        // Keys are bold, titles not.
        #expect(application.window.canvas[0, 2].style.attributes.contains(.bold))
        #expect(!application.window.canvas[7, 2].style.attributes.contains(.bold))
    }

    @Test func followsTheFocusAndListsASharedKeyOnceForTheNearest() {
        let (application, one, two, _) = screen(width: 60, controllerCommands: [Self.command("Open", "o")],
                                                first: [Self.command("Play", "p")],
                                                second: [Self.command("Pause", "p"), Self.command("Stop", "s")])
        #expect(one.isFirstResponder)
        #expect(barRow(application) == "p Play · o Open · Ctrl-C Quit")
        application.send(KeyEvent(.tab))
        application.window.runLayoutCycle()
        #expect(two.isFirstResponder)
        #expect(barRow(application) == "p Pause · s Stop · o Open · Ctrl-C Quit")
    }

    @Test func followsCommandsThatChange() {
        let open = Self.command("Open", "o")
        let (application, _, _, _) = screen(width: 40, controllerCommands: [open])
        #expect(barRow(application) == "o Open · Ctrl-C Quit")
        open.attributes = .disabled
        application.window.runLayoutCycle()
        #expect(barRow(application) == "Ctrl-C Quit")
        application.quitCommand = KeyCommand(title: "quit", input: "q") { _ in }
        open.attributes = []
        application.window.runLayoutCycle()
        #expect(barRow(application) == "o Open · q quit")
    }

    @Test(arguments: [
        (500.0, "Ctrl-N New · Ctrl-S Save · F5 Refresh · q quit"),
        (46, "Ctrl-N New · Ctrl-S Save · F5 Refresh · q quit"),
        (45, "Ctrl-N New · Ctrl-S Save · q quit"),
        (33, "Ctrl-N New · Ctrl-S Save · q quit"),
        (32, "Ctrl-N New · q quit"),
        (19, "Ctrl-N New · q quit"),
        (18, "q quit"),
        (6, "q quit"),
        (4, "q q…"),
        (1, "q"),
    ])
    func whenNarrowTheFarthestEntriesGoFirstAndQuitLast(width: Double, shown: String) {
        let (application, _, _, _) = screen(width: width, controllerCommands: [
            Self.command("New", "n", .control), Self.command("Save", "s", .control),
            Self.command("Refresh", KeyCommand.inputF(5)),
        ])
        application.quitCommand = KeyCommand(title: "quit", input: "q") { _ in }
        application.window.runLayoutCycle()
        #expect(barRow(application) == shown)
    }

    @Test func aBarWithoutAnApplicationIsEmpty() {
        let window = Window(size: Size(width: 20, height: 1))
        window.addFixed(DiscoverabilityBar(), 0, 0, 20, 1)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "")
    }
}

/// Commands the focused text input would type rather than run are not listed.
@MainActor
@Suite struct DiscoverabilityTextInputTests {
    @Test func aKeyTheFocusedFieldTypesIsNotListedUnlessItWantsPriority() {
        let application = makeApplication(width: 60, height: 3)
        let controller = ViewController()
        let field = controller.view.addFixed(TextField(), 0, 0, 10, 1)
        let button = controller.view.addFixed(Button(title: "B"), 12, 0, 5, 1)
        application.window.rootViewController = controller
        application.quitCommand = KeyCommand(title: "quit", input: "q") { _ in application.quit() }
        let save = KeyCommand(title: "Save", input: KeyCommand.inputF(2)) { _ in }
        let find = KeyCommand(title: "Find", input: "f") { _ in }
        let bold = KeyCommand(title: "Bold", input: "b") { _ in }
        bold.wantsPriorityOverSystemBehavior = true
        application.additionalKeyCommands = [save, find, bold]
        application.window.runLayoutCycle()
        #expect(field.becomeFirstResponder())
        #expect(application.discoverableKeyCommands.map(\.title) == ["Save", "Bold"])
        // What is listed is what runs: q is typed.
        application.send(.character("q"))
        #expect(!application.isQuitRequested)
        #expect(field.text == "q")
        #expect(button.becomeFirstResponder())
        #expect(application.discoverableKeyCommands.map(\.title) == ["Save", "Find", "Bold", "quit"])
    }
}
