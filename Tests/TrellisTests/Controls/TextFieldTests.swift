import Testing
@testable import Trellis

/// `TextField`: five worked examples (EX-TF-1 focus and the delegate's calls, EX-TF-2
/// scrolling a long text, EX-TF-3 wide characters, EX-TF-4 word and kill keys and refused
/// characters, EX-TF-5 intrinsic size, refusing to end editing, and hiding), the screens
/// at several widths, and the keys, mouse and paste.
@MainActor
@Suite struct TextFieldTests {
    typealias K = KeyScript

    /// A window of `width`×`height` with an application, holding `field` at `frame`.
    private func screen(_ field: TextField, frame: Rect, width: Double, height: Double = 1) -> (Window, Application) {
        let window = Window(size: Size(width: width, height: height))
        let application = Application(window: window)
        field.frame = frame
        window.addSubview(field)
        window.runLayoutCycle()
        return (window, application)
    }

    private func send(_ keys: [KeyEvent], to application: Application) {
        for key in keys {
            application.send(key)
            application.window.runLayoutCycle()
        }
    }

    /// Row `y` of the window's canvas, one character a cell, trailing spaces kept.
    private func row(_ window: Window, _ y: Int) -> String {
        var line = ""
        for x in 0..<window.canvas.width {
            if let character = window.canvas[x, y].character { line.append(character) }
        }
        return line
    }

    private func click(_ application: Application, _ x: Double, _ y: Double) {
        application.send(MouseEvent(.down, button: .left, at: Point(x: x, y: y)))
        application.send(MouseEvent(.up, button: .left, at: Point(x: x, y: y)))
        application.window.runLayoutCycle()
    }

    // MARK: - Worked examples

    @Test func EX_TF_1() {
        let window = Window(size: Size(width: 20, height: 3))
        let application = Application(window: window)
        let ok = Button(title: "OK")
        ok.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        let tf = TextField(placeholder: "Name")
        tf.frame = Rect(x: 0, y: 2, width: 12, height: 1)
        let log = TextFieldLog()
        tf.delegate = log
        log.watchActions(of: tf)
        window.addSubview(ok)
        window.addSubview(tf)
        window.runLayoutCycle()
        ok.becomeFirstResponder()
        window.runLayoutCycle()
        #expect(row(window, 0) == "< OK >              ")
        #expect(row(window, 2) == " Name               ")
        #expect(window.canvas[1, 2].style.attributes == [.underline, .dim])
        #expect(window.canvas[11, 2].style.attributes == .underline)
        #expect(window.canvas[12, 2].style.attributes == [])

        send([K.key(.tab)] + K.type("ab"), to: application)
        #expect(row(window, 2) == " ab                 ")
        #expect(window.textCursorCell! == (3, 2))
        send([K.key(.enter)], to: application)
        #expect(tf.isFirstResponder)
        send([K.key(.tab)], to: application)
        #expect(ok.isFirstResponder)
        #expect(log.entries == [
            "shouldBegin", "didBegin", "editingDidBegin",
            "shouldChange(0..<0,\"a\")", "didChangeSelection", "editingChanged",
            "shouldChange(1..<1,\"b\")", "didChangeSelection", "editingChanged",
            "shouldReturn", "primaryActionTriggered",
            "shouldEnd", "didEnd(committed)", "editingDidEnd",
        ])
        #expect(window.textCursorCell == nil)
    }

    @Test func EX_TF_2() {
        let tf = TextField()
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 8, height: 1), width: 8)
        tf.becomeFirstResponder()
        send(K.type("abcdefgh"), to: application)
        #expect(row(window, 0) == " cdefgh ")
        #expect(window.textCursorCell!.x == 7)
        #expect(tf.scrollOffset == 2)
        send([K.key(.home)], to: application)
        #expect(row(window, 0) == " abcdef ")
        #expect(window.textCursorCell!.x == 1)
        send([K.key(.end)], to: application)
        #expect(row(window, 0) == " cdefgh ")
        send([K.key(.backspace)], to: application)
        #expect(row(window, 0) == " bcdefg ")
        #expect(tf.scrollOffset == 1)
        send([K.key(.backspace)], to: application)
        #expect(row(window, 0) == " abcdef ")
        #expect(tf.scrollOffset == 0)
        #expect(window.textCursorCell!.x == 7)
        send([K.key(.backspace)], to: application)
        #expect(row(window, 0) == " abcde  ")
        #expect(window.textCursorCell!.x == 6)
    }

    @Test func EX_TF_3() {
        let tf = TextField()
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 8, height: 1), width: 8)
        tf.becomeFirstResponder()
        send(K.type("日本語です"), to: application)
        #expect(tf.scrollOffset == 4)
        #expect(window.canvas[1, 0].character == "語")
        #expect(window.canvas[3, 0].character == "で")
        #expect(window.canvas[5, 0].character == "す")
        #expect(window.textCursorCell!.x == 7)
        var carets: [Int] = []
        for _ in 0..<3 {
            send([K.key(.left)], to: application)
            carets.append(window.textCursorCell!.x)
        }
        #expect(carets == [5, 3, 1])
        #expect(tf.scrollOffset == 4)
        send([K.key(.left)], to: application)
        #expect(tf.scrollOffset == 2)
        #expect(window.canvas[1, 0].character == "本")
        #expect(window.canvas[3, 0].character == "語")
        #expect(window.canvas[5, 0].character == "で")
        #expect(window.textCursorCell!.x == 1)

        let narrow = TextField()
        narrow.text = "a日本"
        let (small, _) = screen(narrow, frame: Rect(x: 0, y: 0, width: 6, height: 1), width: 6)
        narrow.becomeFirstResponder()
        narrow.selectedRange = 0..<0
        small.runLayoutCycle()
        #expect(small.canvas[1, 0].character == "a")
        #expect(small.canvas[2, 0].character == "日")
        #expect(small.canvas[4, 0].character == " ")
        #expect(row(small, 0) == " a日  ")
        #expect(small.textCursorCell!.x == 1)
    }

    @Test func EX_TF_4() {
        let tf = TextField()
        tf.text = "hello brave world"
        let (_, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 30, height: 1), width: 30)
        tf.becomeFirstResponder()
        send([K.M("b")], to: application)
        #expect(tf.selectedRange == 12..<12)
        send([K.M("b")], to: application)
        #expect(tf.selectedRange == 6..<6)
        send([K.C("k")], to: application)
        #expect(tf.text == "hello ")
        #expect(application.pasteboard.string == "brave world")
        send([K.C("a"), K.C("y")], to: application)
        #expect(tf.text == "brave worldhello ")
        #expect(tf.selectedRange == 11..<11)
        send([K.C("u")], to: application)
        #expect(tf.text == "hello ")

        let log = TextFieldLog()
        log.refusedCharacters = Set("0123456789")
        tf.delegate = log
        send([K.key(.end)] + K.type("a"), to: application)
        log.entries.removeAll()
        send(K.type("1"), to: application)
        #expect(log.entries == ["shouldChange(7..<7,\"1\")"])
        send(K.type("b"), to: application)
        #expect(tf.text == "hello ab")
    }

    @Test func EX_TF_5() {
        let empty = TextField(placeholder: "Name")
        #expect(empty.intrinsicContentSize == Size(width: 6, height: 1))
        empty.text = "Alexandra"
        #expect(empty.intrinsicContentSize == Size(width: 11, height: 1))

        let window = Window(size: Size(width: 20, height: 3))
        let application = Application(window: window)
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        var pressed = 0
        button.addAction { _ in pressed += 1 }
        let tf = TextField(placeholder: "Name")
        tf.frame = Rect(x: 0, y: 2, width: 12, height: 1)
        window.addSubview(button)
        window.addSubview(tf)
        window.runLayoutCycle()
        tf.becomeFirstResponder()
        let log = TextFieldLog()
        log.refusesEnd = true
        tf.delegate = log
        send([K.key(.tab)], to: application)
        #expect(tf.isFirstResponder)
        #expect(log.entries == ["shouldEnd"])
        click(application, 2, 0)
        #expect(pressed == 1)
        #expect(tf.isFirstResponder)
        log.entries.removeAll()
        tf.isHidden = true
        #expect(!tf.isFirstResponder)
        #expect(log.entries == ["didEnd(committed)"])
    }

    // MARK: - Screens

    @Test("a field with text at several widths, tiny ones included",
          arguments: [
            (1, " "), (2, "  "), (3, " w "), (5, " wor "), (8, " world  "), (12, " world      "),
          ])
    func widths(width: Int, expected: String) {
        let tf = TextField()
        tf.text = "world"
        tf.selectedRange = 0..<0
        let (window, _) = screen(tf, frame: Rect(x: 0, y: 0, width: Double(width), height: 1), width: Double(width))
        #expect(row(window, 0) == expected)
    }

    @Test func theFocusedCaretScrollsInATinyField() {
        let tf = TextField()
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 3, height: 1), width: 3)
        tf.becomeFirstResponder()
        send(K.type("xyz"), to: application)
        #expect(row(window, 0) == " z ")
        #expect(window.textCursorCell! == (2, 0))
    }

    @Test func thePlaceholderIsCutWithAnEllipsis() {
        let tf = TextField(placeholder: "Search everything")
        let (window, _) = screen(tf, frame: Rect(x: 0, y: 0, width: 10, height: 1), width: 10)
        #expect(row(window, 0) == " Search … ")
    }

    @Test func secureEntryShowsBullets() {
        let tf = TextField()
        tf.isSecureTextEntry = true
        tf.text = "pässwörd"
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 12, height: 1), width: 12)
        #expect(row(window, 0) == " ••••••••   ")
        #expect(tf.intrinsicContentSize.width == 10)
        tf.becomeFirstResponder()
        send([K.key(.home, .shift), K.M("w")], to: application)
        #expect(application.pasteboard.string == nil)
    }

    @Test func alignmentAndBorder() {
        let tf = TextField()
        tf.text = "ab"
        tf.textAlignment = .right
        let (window, _) = screen(tf, frame: Rect(x: 0, y: 0, width: 8, height: 1), width: 8)
        #expect(row(window, 0) == "     ab ")
        let boxed = TextField()
        boxed.text = "ab"
        boxed.borderStyle = .line
        #expect(boxed.intrinsicContentSize == Size(width: 6, height: 3))
        let (box, _) = screen(boxed, frame: Rect(x: 0, y: 0, width: 6, height: 3), width: 6, height: 3)
        #expect(box.canvas.renderedText() == "┌────┐\n│ ab │\n└────┘")
    }

    @Test func theClearButtonEmptiesTheField() {
        let tf = TextField()
        tf.text = "abc"
        tf.clearButtonMode = .always
        var changes = 0
        tf.addAction({ _ in changes += 1 }, for: .editingChanged)
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 8, height: 1), width: 8)
        #expect(row(window, 0) == " abc   ×")
        click(application, 7, 0)
        #expect(tf.text == "")
        #expect(changes == 1)
        #expect(row(window, 0) == "        ")
    }

    // MARK: - Input

    @Test func aFocusedFieldTakesPrintableKeysBeforeTheAppsShortcuts() {
        final class Screen: ViewController {
            var shortcuts: [KeyEvent] = []
            override func keyPressed(_ event: KeyEvent) {
                if event == .character("q") || event.key == .escape { shortcuts.append(event) } else { super.keyPressed(event) }
            }
        }
        let window = Window(size: Size(width: 10, height: 1))
        let application = Application(window: window)
        let controller = Screen()
        window.rootViewController = controller
        let tf = TextField()
        tf.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        controller.view.addSubview(tf)
        window.runLayoutCycle()
        tf.becomeFirstResponder()
        send(K.type("q") + [K.key(.escape)], to: application)
        #expect(tf.text == "q")
        #expect(controller.shortcuts == [KeyEvent(.escape)])
        send([K.C("c")], to: application)
        #expect(application.isQuitRequested)
    }

    @Test func clicksPlaceTheCaretAndDragAndDoubleClickSelect() {
        let tf = TextField()
        tf.text = "ab日cd ef"
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 12, height: 1), width: 12)
        var clock = 0.0
        application.now = { clock }
        click(application, 4, 0) // the right half of 日: before it
        #expect(tf.isFirstResponder)
        #expect(tf.selectedRange == 2..<2)
        #expect(window.textCursorCell! == (3, 0))
        click(application, 11, 0)
        #expect(tf.selectedRange == 8..<8)
        clock = 5
        application.send(MouseEvent(.down, button: .left, at: Point(x: 1, y: 0)))
        application.send(MouseEvent(.dragged, button: .left, at: Point(x: 5, y: 0)))
        application.send(MouseEvent(.up, button: .left, at: Point(x: 5, y: 0)))
        #expect(tf.selectedRange == 0..<3)
        window.runLayoutCycle()
        #expect(window.canvas[1, 0].style.attributes.contains(.reverse))
        #expect(!window.canvas[6, 0].style.attributes.contains(.reverse))
        clock = 10
        click(application, 9, 0)
        clock = 10.2
        click(application, 9, 0)
        #expect(tf.selectedRange == 6..<8)
        clock = 11
        click(application, 9, 0)
        #expect(tf.selectedRange == 7..<7)
    }

    @Test func aPressSendsTheTouchEventsOfEveryControl() {
        // UIKit's text field is a control: a tap sends touchDown and touchUpInside around
        // the editing events, and a drag that ends outside sends touchUpOutside.
        let tf = TextField()
        tf.text = "hello"
        let (_, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 10, height: 1), width: 20)
        var log: [String] = []
        let events: [(Control.Event, String)] = [(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                                 (.touchUpOutside, "touchUpOutside"), (.editingDidBegin, "editingDidBegin")]
        for (event, name) in events { tf.addAction({ _ in log.append(name) }, for: event) }
        // The text starts one cell in, after the field's padding.
        click(application, 3, 0)
        #expect(log == ["editingDidBegin", "touchDown", "touchUpInside"])
        #expect(tf.selectedRange == 2..<2)
        log = []
        application.send(MouseEvent(.down, button: .left, at: Point(x: 2, y: 0)))
        application.send(MouseEvent(.dragged, button: .left, at: Point(x: 15, y: 0)))
        application.send(MouseEvent(.up, button: .left, at: Point(x: 15, y: 0)))
        #expect(log == ["touchDown", "touchUpOutside"])
        #expect(tf.selectedRange == 1..<5)
    }

    @Test func aPasteIsOneEditWithLineBreaksMadeSpaces() {
        let tf = TextField()
        let log = TextFieldLog()
        tf.delegate = log
        let (_, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 12, height: 1), width: 12)
        tf.becomeFirstResponder()
        log.entries.removeAll()
        application.send(paste: "one\ntwo\r\n\u{1B}[2J")
        #expect(tf.text == "one two \u{FFFD}[2J")
        #expect(log.entries == ["shouldChange(0..<0,\"one two \u{FFFD}[2J\")", "didChangeSelection"])
        #expect(tf.undo())
        #expect(tf.text == "")
    }

    @Test func aHugePasteIsCutToTheLimitAndTheDelegateSeesThePart() {
        let tf = TextField()
        let log = TextFieldLog()
        tf.delegate = log
        let (window, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 12, height: 1), width: 12)
        tf.becomeFirstResponder()
        log.entries.removeAll()
        let huge = String(repeating: "0123456789", count: 1_000_000)
        application.send(paste: huge)
        #expect(tf.text.count == TextField.maximumInsertionLength)
        #expect(log.entries.count == 2)
        window.runLayoutCycle()
        #expect(row(window, 0) == " 6789012345 ")
        send(K.type("x"), to: application)
        #expect(tf.text.count == TextField.maximumInsertionLength + 1)
    }

    @Test func aDisabledFieldTakesNoFocusAndDrawsDim() {
        let tf = TextField()
        tf.text = "ab"
        let (window, _) = screen(tf, frame: Rect(x: 0, y: 0, width: 6, height: 1), width: 6)
        tf.becomeFirstResponder()
        tf.isEnabled = false
        window.runLayoutCycle()
        #expect(!tf.isFirstResponder)
        #expect(!tf.becomeFirstResponder())
        #expect(window.canvas[1, 0].style.attributes == [.underline, .dim])
    }

    @Test func settingTextInCodeSendsNothing() {
        let tf = TextField()
        let log = TextFieldLog()
        tf.delegate = log
        log.watchActions(of: tf)
        tf.text = "abc\ndef"
        #expect(tf.text == "abc def")
        #expect(log.entries.isEmpty)
    }

    @Test func returnResignsOnlyWithAnExitAction() {
        let tf = TextField()
        let (_, application) = screen(tf, frame: Rect(x: 0, y: 0, width: 6, height: 1), width: 6)
        var exits = 0
        tf.becomeFirstResponder()
        send([K.key(.enter)], to: application)
        #expect(tf.isFirstResponder)
        tf.addAction({ _ in exits += 1 }, for: .editingDidEndOnExit)
        send([K.key(.enter)], to: application)
        #expect(exits == 1)
        #expect(!tf.isFirstResponder)
    }

    @Test func aKeystrokeChangesOnlyTheFieldsCellsOnAScreenOfLabels() {
        let window = Window(size: Size(width: 40, height: 12))
        let application = Application(window: window)
        let stack = StackView(arrangedSubviews: (0..<10).map { Label(text: "Label number \($0)") })
        stack.axis = .vertical
        stack.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        window.addSubview(stack)
        let tf = TextField(placeholder: "Name")
        tf.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(tf)
        LayoutConstraint.activate([
            tf.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
            tf.topAnchor.constraint(equalTo: window.topAnchor, constant: 11),
        ])
        window.runLayoutCycle()
        tf.becomeFirstResponder()
        send(K.type("abc"), to: application)
        _ = window.takeChangedCells()
        send(K.type("d"), to: application)
        let changed = window.takeChangedCells()
        // The field grew by one cell (its intrinsic width) and drew "d" where the caret was.
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.y == 11 && $0.x >= 2 && $0.x < 2 + Int(tf.frame.width) })
        #expect(row(window, 11) == "   abcd" + String(repeating: " ", count: 33))
    }
}
