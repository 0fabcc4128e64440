import Testing
@testable import Trellis

/// UIKit's `UIKeyCommand`: commands offered by responders, found along the chain from the
/// first responder, before the responders' own key handling.
@MainActor
@Suite struct KeyCommandTests {
    /// A controller offering the commands it is given.
    private final class CommandingController: ViewController {
        var commands: [KeyCommand] = []
        override var keyCommands: [KeyCommand] { commands }
    }

    /// A focusable view that uses printable keys and Ctrl-A as text input, as a text field
    /// does, and logs the keys it gets.
    private final class TypingView: View {
        var typed = ""
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func takesKeyAsTextInput(_ event: KeyEvent) -> Bool {
            if case .character = event.key, event.modifiers.isEmpty { return true }
            return event == .control("a")
        }
        override func keyPressed(_ event: KeyEvent) {
            log.append(event.description)
            if case .character(let character) = event.key, event.modifiers.isEmpty {
                typed.append(character)
            } else if event != .control("a") {
                super.keyPressed(event)
            }
        }
    }

    /// An application whose root is a commanding controller holding `content`, shown.
    private func showing(_ content: View, commands: [KeyCommand]) -> (Application, CommandingController) {
        let application = makeApplication(width: 30, height: 8)
        let controller = CommandingController()
        controller.commands = commands
        controller.view.addFixed(content, 0, 0, 10, 1)
        application.window.rootViewController = controller
        application.window.runLayoutCycle()
        return (application, controller)
    }

    @Test func exKC1ACommandRunsBeforeTheFocusedViewSeesTheKey() {
        var ran: [String] = []
        let focused = RecordingView()
        let (application, _) = showing(focused, commands: [
            KeyCommand(title: "New", input: "n", modifierFlags: .control) { _ in ran.append("New") },
        ])
        #expect(application.window.firstResponder === focused)
        application.send(.control("n"))
        #expect(ran == ["New"])
        #expect(focused.log.isEmpty)
        application.send(.control("x"))
        #expect(focused.log == ["key Ctrl-X"])
    }

    @Test func exKC2TextInputGoesBeforeCommandsUnlessTheyWantPriority() {
        var ran: [String] = []
        let archive = KeyCommand(title: "Archive", input: "a") { _ in ran.append("Archive") }
        let selectAll = KeyCommand(title: "Select all", input: "a", modifierFlags: .control) { _ in ran.append("Select all") }
        let field = TypingView()
        let (application, controller) = showing(field, commands: [archive, selectAll])
        application.send(.character("a"))
        application.send(.control("a"))
        #expect(field.typed == "a")
        #expect(field.log == ["a", "Ctrl-A"])
        #expect(ran.isEmpty)

        selectAll.wantsPriorityOverSystemBehavior = true
        application.send(.control("a"))
        #expect(ran == ["Select all"])
        #expect(field.log == ["a", "Ctrl-A"])

        let button = controller.view.addFixed(Button(title: "B"), 0, 2, 5, 1)
        #expect(button.becomeFirstResponder())
        application.send(.character("a"))
        #expect(ran == ["Select all", "Archive"])
        #expect(field.typed == "a")
    }

    @Test func aFocusedTextFieldTypesTheKeysOfCommandsWithoutModifiers() {
        var ran: [String] = []
        let field = TextField()
        let (application, _) = showing(field, commands: [
            KeyCommand(title: "Quit", input: "q") { _ in ran.append("Quit") },
            KeyCommand(title: "Find", input: "f", modifierFlags: .control) { _ in ran.append("Find") },
        ])
        #expect(field.becomeFirstResponder())
        application.send(.character("q"))
        application.send(.control("a"))
        #expect(field.text == "q")
        #expect(ran.isEmpty)
        // Ctrl-F is a field key (a caret move) too; Tab is not, and goes on as focus.
        application.send(.control("f"))
        #expect(ran.isEmpty)
        field.isEnabled = false
        application.send(.character("q"))
        #expect(ran == ["Quit"])
        #expect(field.text == "q")
    }

    @Test func aReadOnlyTextViewTakesItsMovesButLeavesLettersToCommands() {
        var ran: [String] = []
        let view = TextView()
        view.text = "one\ntwo"
        view.isEditable = false
        let (application, _) = showing(view, commands: [
            KeyCommand(title: "Quit", input: "q") { _ in ran.append("Quit") },
        ])
        #expect(view.becomeFirstResponder())
        application.send(.character("q"))
        #expect(ran == ["Quit"])
        view.isEditable = true
        application.send(.character("q"))
        #expect(ran == ["Quit"])
        #expect(view.text.count == "one\ntwo".count + 1 && view.text.contains("q"))
    }

    @Test func exKC3TheNearestCommandWinsAndADisabledOneIsSkipped() {
        var ran: [String] = []
        let save = KeyCommand(title: "Save", input: "s", modifierFlags: .control) { _ in ran.append("controller") }
        let (application, _) = showing(RecordingView(), commands: [save])
        application.additionalKeyCommands = [
            KeyCommand(title: "Save all", input: "s", modifierFlags: .control) { _ in ran.append("application") },
        ]
        application.send(.control("s"))
        #expect(ran == ["controller"])
        save.attributes = .disabled
        application.send(.control("s"))
        #expect(ran == ["controller", "application"])
    }

    @Test func theApplicationsCommandsComeAfterEveryResponderKeyPressed() {
        let focused = RecordingView()
        focused.consumedKeys = [.control("c")]
        let (application, _) = showing(focused, commands: [])
        // A view that takes Ctrl-C itself (to copy) keeps it from the quit command.
        application.send(.control("c"))
        #expect(!application.isQuitRequested)
        focused.consumedKeys = []
        application.send(.control("c"))
        #expect(application.isQuitRequested)
    }

    @Test func theQuitCommandCanBeReplacedOrSwitchedOff() {
        let (application, _) = showing(RecordingView(), commands: [])
        var unhandled: [KeyEvent] = []
        application.unhandledKeyHandler = { unhandled.append($0) }
        application.quitsOnControlC = false
        application.send(.control("c"))
        #expect(!application.isQuitRequested)
        #expect(unhandled == [.control("c")])
        application.quitCommand = KeyCommand(title: "quit", input: "q") { _ in application.quit() }
        application.send(.character("q"))
        #expect(application.isQuitRequested)
    }

    @Test func withinOneResponderTheFirstMatchRunsAndHiddenCommandsStillRun() {
        var ran: [String] = []
        let (application, _) = showing(RecordingView(), commands: [
            KeyCommand(title: "", input: KeyCommand.inputF(5), attributes: .hidden) { _ in ran.append("first") },
            KeyCommand(title: "Refresh", input: KeyCommand.inputF(5)) { _ in ran.append("second") },
        ])
        application.send(KeyEvent(.function(5)))
        #expect(ran == ["first"])
    }

    @Test(arguments: [
        (KeyCommand.inputUpArrow, KeyModifiers(), KeyEvent(.up)),
        (KeyCommand.inputLeftArrow, KeyModifiers.alternate, KeyEvent(.left, modifiers: .alternate)),
        (KeyCommand.inputEscape, KeyModifiers(), KeyEvent(.escape)),
        (KeyCommand.inputPageDown, KeyModifiers(), KeyEvent(.pageDown)),
        (KeyCommand.inputF(1), KeyModifiers(), KeyEvent(.function(1))),
        ("\r", KeyModifiers(), KeyEvent(.enter)),
        ("n", KeyModifiers.control, KeyEvent(.character("N"), modifiers: .control)),
        ("a", KeyModifiers.shift, KeyEvent(.character("A"))),
        ("a", KeyModifiers.shift, KeyEvent(.character("a"), modifiers: .shift)),
        ("?", KeyModifiers(), KeyEvent(.character("?"))),
    ] as [(String, KeyModifiers, KeyEvent)])
    func inputsMatchTheirKeys(input: String, modifiers: KeyModifiers, event: KeyEvent) {
        let command = KeyCommand(input: input, modifierFlags: modifiers) { _ in }
        #expect(command.matches(event))
    }

    @Test func keysThatDifferDoNotMatch() {
        let shiftA = KeyCommand(input: "a", modifierFlags: .shift) { _ in }
        #expect(!shiftA.matches(.character("a")))
        let plainA = KeyCommand(input: "a") { _ in }
        #expect(!plainA.matches(.character("A")))
        #expect(!plainA.matches(.control("a")))
        let up = KeyCommand(input: KeyCommand.inputUpArrow) { _ in }
        #expect(!up.matches(KeyEvent(.up, modifiers: .shift)))
        #expect(!KeyCommand(input: "nothing") { _ in }.matches(.character("n")))
    }

    @Test func keyLabelsReadAsTheKeys() {
        #expect(KeyCommand(input: "n", modifierFlags: .control) { _ in }.keyLabel == "Ctrl-N")
        #expect(KeyCommand(input: "a", modifierFlags: .shift) { _ in }.keyLabel == "A")
        #expect(KeyCommand(input: KeyCommand.inputF(5)) { _ in }.keyLabel == "F5")
        #expect(KeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate) { _ in }.keyLabel == "Alt-Left")
        #expect(KeyCommand(input: "q") { _ in }.keyLabel == "q")
    }

    /// A presentation traps the keys: the presenter's commands are out of reach under a
    /// sheet, and the key goes to the sheet's focused view instead.
    @Test func thePresentersCommandsDoNotWorkUnderASheet() {
        var ran: [String] = []
        let (application, controller) = showing(RecordingView(), commands: [
            KeyCommand(title: "New", input: "n", modifierFlags: .control) { _ in ran.append("New") },
        ])
        let sheet = ViewController()
        let inside = sheet.view.addFixed(RecordingView(), 0, 0, 4, 1)
        controller.present(sheet, animated: false)
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === inside)
        application.send(.control("n"))
        #expect(ran.isEmpty)
        #expect(inside.log == ["key Ctrl-N"])
        sheet.dismiss(animated: false)
        application.window.runLayoutCycle()
        application.send(.control("n"))
        #expect(ran == ["New"])
    }
}
