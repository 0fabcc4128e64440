import Testing
import Trellis

/// A screen a headless app runs in these tests: a text field and a button centred in a
/// column, the button copying the field's text into a label.
@MainActor
private final class EchoViewController: ViewController {
    let field = TextField(placeholder: "name")
    let button = Button(title: "Echo")
    let echo = Label(text: "-")
    var presses = 0

    override func viewDidLoad() {
        let stack = StackView(arrangedSubviews: [field, button, echo])
        stack.axis = .vertical
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            field.widthAnchor.constraint(equalToConstant: 10),
        ])
        button.addAction { [unowned self] _ in
            presses += 1
            echo.text = "Hi \(field.text)"
        }
    }
}

/// A view that writes down the mouse events that reach it.
@MainActor
private final class MouseLogView: View {
    var log: [String] = []
    override func mouseDown(_ event: MouseEvent) { log.append("down \(Int(event.location.x)),\(Int(event.location.y))") }
    override func mouseDragged(_ event: MouseEvent) { log.append("drag \(Int(event.location.x)),\(Int(event.location.y))") }
    override func mouseUp(_ event: MouseEvent) { log.append("up \(Int(event.location.x)),\(Int(event.location.y))") }
    override func scrollWheel(_ event: MouseEvent) { log.append("\(event.kind)") }
}

/// `HeadlessApp`: the public way to drive an app without a terminal.
@MainActor
@Suite struct HeadlessAppTests {
    @Test func showsTheRootViewControllerLaidOutAtItsSize() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: 16, height: 5)
        #expect(app.rows == [
            "",
            "    name",
            "    [ Echo ]",
            "        -",
            "",
        ])
        #expect(app.text == app.rows.joined(separator: "\n"))
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: [(1, 1), (3, 2), (10, 3), (300, 120)])
    func runsAtTinyAndHugeSizes(width: Int, height: Int) {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: width, height: height)
        #expect(app.rows.count == height)
        #expect(app.rows.allSatisfy { $0.count <= width })
        #expect(app.canvas.width == width && app.canvas.height == height)
        app.type("x")
        app.resize(width: height, height: width)
        #expect(app.rows.count == width)
    }

    @Test func aNegativeSizeIsTakenAsZero() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: -3, height: -1)
        #expect(app.window.size == Size(width: 0, height: 0))
        #expect(app.rows == [])
        app.resize(width: -1, height: 4)
        #expect(app.window.size == Size(width: 0, height: 4))
    }

    @Test func typingGoesToTheFocusedFieldAndTheCursorFollows() {
        let controller = EchoViewController()
        let app = HeadlessApp(rootViewController: controller, width: 16, height: 5)
        // As in a run, the screen's first field has the focus from the start.
        #expect(app.cursor.map { [$0.x, $0.y] } == [4, 1])
        app.type("Ada")
        #expect(controller.field.text == "Ada")
        #expect(app.rows[1] == "    Ada")
        #expect(app.cursor.map { [$0.x, $0.y] } == [7, 1])
        app.paste(" L.")
        #expect(controller.field.text == "Ada L.")
        app.press(KeyEvent(.tab))
        #expect(app.cursor == nil)
    }

    @Test func typingSendsLineBreaksAsEnterAndTabsAsTab() {
        let controller = EchoViewController()
        let app = HeadlessApp(rootViewController: controller, width: 16, height: 5)
        app.type("Bo\t\n")   // type into the field, focus the button, press it
        #expect(controller.presses == 1)
        #expect(app.rows[3] == "      Hi Bo")
    }

    @Test func clicksPressButtonsByPlaceOrByText() throws {
        let controller = EchoViewController()
        let app = HeadlessApp(rootViewController: controller, width: 16, height: 5)
        app.click(x: 6, y: 2)
        #expect(controller.presses == 1)
        try app.click(onText: "Echo")
        #expect(controller.presses == 2)
        #expect(app.locate("Echo").map { [$0.x, $0.y] } == [6, 2])
        #expect(app.locate("Nope") == nil)
    }

    @Test func clickingTextThatIsNotShownThrowsWithTheScreen() {
        let controller = EchoViewController()
        let app = HeadlessApp(rootViewController: controller, width: 8, height: 1)
        #expect(throws: HeadlessAppError.textNotFound("Missing", screen: app.text)) {
            try app.click(onText: "Missing")
        }
        let error = HeadlessAppError.textNotFound("Missing", screen: "ab \ncd ")
        #expect(error.description == "\"Missing\" is not on the screen:\n|ab |\n|cd |")
        #expect(controller.presses == 0)
    }

    @Test func dragsReportEveryCellOfTheWayAndWheelTurnsReachTheViewUnderThePointer() {
        let window = Window(size: Size(width: 10, height: 4))
        let view = MouseLogView(frame: Rect(x: 0, y: 0, width: 10, height: 4))
        window.addSubview(view)
        let app = HeadlessApp(window: window)
        app.drag(from: (x: 1, y: 1), to: (x: 4, y: 2))
        #expect(view.log == ["down 1,1", "drag 2,1", "drag 3,2", "drag 4,2", "up 4,2"])
        view.log = []
        app.scroll(x: 2, y: 2, clicks: 2)
        app.scroll(.scrollUp, x: 2, y: 2)
        app.scroll(x: 2, y: 2, clicks: -1)
        #expect(view.log == ["scrollDown", "scrollDown", "scrollUp"])
    }

    @Test func resizingRelaysOutTheScreen() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: 16, height: 5)
        app.resize(width: 12, height: 3)
        #expect(app.rows == [
            "  name",
            "  [ Echo ]",
            "      -",
        ])
    }

    @Test func advancingFiresEachTimerAtItsDeadline() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: 16, height: 5)
        var fired: [Double] = []
        app.application.scheduleTimer(after: 0.25, repeats: true) { _ in fired.append(app.application.now()) }
        var once: [Double] = []
        app.application.scheduleTimer(after: 0.6, repeats: false) { _ in once.append(app.application.now()) }
        app.advance(by: 1)
        #expect(fired == [0.25, 0.5, 0.75, 1])
        #expect(once == [0.6])
        #expect(app.time == 1)
        app.advance(by: 0.1)
        #expect(fired.count == 4)
        #expect(app.time == 1.1)
        app.advance(by: -1)
        app.advance(by: .nan)
        app.advance(by: .infinity)
        #expect(app.time == 1.1)
    }

    @Test func advancingRunsAnimationsFrameByFrameToTheEnd() {
        let window = Window(size: Size(width: 20, height: 3))
        let box = View(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        window.addSubview(box)
        let app = HeadlessApp(window: window)
        View.animate(withDuration: 0.5) { box.frame.origin.x = 10 }
        app.advance(by: 0.25)
        #expect(box.frame.origin.x > 0 && box.frame.origin.x < 10)
        app.advance(by: 0.5)
        #expect(box.frame.origin.x == 10)
        #expect(app.application.nextTimerDeadline == nil)
    }

    @Test func conflictingConstraintsAreKeptInDiagnosticsNotPrinted() {
        var printed: [String] = []
        LayoutDiagnostics.sink = { printed.append($0) }
        defer { LayoutDiagnostics.sink = LayoutDiagnostics.writeToStandardError }
        let window = Window(size: Size(width: 10, height: 3))
        let app = HeadlessApp(window: window)
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 4),
            view.widthAnchor.constraint(equalToConstant: 6),
        ])
        app.press(.character("x"))
        #expect(app.diagnostics.count == 1)
        #expect(app.diagnostics.first?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(printed.isEmpty)
    }

    @Test func changedCellsAreThoseTheLastFrameChanged() {
        let controller = EchoViewController()
        let app = HeadlessApp(rootViewController: controller, width: 16, height: 5)
        app.press(KeyEvent(.function(5)))   // a key nothing takes changes nothing
        #expect(app.changedCells.isEmpty)
        controller.echo.text = "+"   // the test's own change shows in the next frame
        app.press(KeyEvent(.function(5)))
        #expect(app.changedCells.map { [$0.x, $0.y] } == [[8, 3]])
        app.press(KeyEvent(.function(5)))
        #expect(app.changedCells.isEmpty)
    }

    @Test func theCanvasGivesTheCellsWithTheirStyles() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: 16, height: 5)
        let unfocused = app.canvas[6, 2]
        #expect(unfocused.character == "E")
        app.press(KeyEvent(.tab))   // the button takes the focus and looks it
        let focused = app.canvas[6, 2]
        #expect(focused.character == "E")
        #expect(focused.style != unfocused.style)
    }

    @Test func copiesReachTheSystemClipboard() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: 16, height: 5)
        app.application.pasteboard.copy("one")
        app.application.pasteboard.copy("two")
        #expect(app.systemClipboard == ["one", "two"])
    }

    @Test func controlCQuits() {
        let app = HeadlessApp(rootViewController: EchoViewController(), width: 16, height: 5)
        #expect(!app.application.isQuitRequested)
        app.press(.control("c"))
        #expect(app.application.isQuitRequested)
    }
}
