import Testing
@testable import Trellis

/// UIKit's context menus: opening by right click and Shift-F10, the box as text, placement
/// at every edge, keys, submenus, and the order of the calls.
@MainActor
@Suite struct ContextMenuTests {
    private final class MenuDelegate: ContextMenuInteractionDelegate {
        let log: CallLog
        let build: () -> Menu?
        init(log: CallLog, build: @escaping () -> Menu?) {
            self.log = log
            self.build = build
        }
        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
            log.entries.append("configuration(\(Int(location.x)),\(Int(location.y)))")
            return ContextMenuConfiguration { [log, build] _ in
                log.entries.append("actionProvider")
                return build()
            }
        }
        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration) {
            log.entries.append("willDisplayMenu")
        }
        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration) {
            log.entries.append("willEnd")
        }
    }

    private func action(_ title: String, _ log: CallLog, attributes: MenuElement.Attributes = [],
                        state: MenuElement.State = .off) -> Action {
        Action(title: title, attributes: attributes, state: state) { log.entries.append("handler(\($0.title))") }
    }

    /// A window with a focusable view covering it, carrying a context menu.
    private func shown(width: Double = 40, height: Double = 10, log: CallLog, menu: @escaping () -> Menu?)
        -> (Application, RecordingView) {
        let application = makeApplication(width: width, height: height)
        let controller = ViewController()
        application.window.rootViewController = controller
        let target = controller.view.addFixed(RecordingView(), 0, 0, width, height)
        let delegate = MenuDelegate(log: log, build: menu)
        log.retained.append(delegate)
        target.addInteraction(ContextMenuInteraction(delegate: delegate))
        application.window.runLayoutCycle()
        return (application, target)
    }

    private func editMenu(_ log: CallLog) -> Menu {
        Menu(children: [action("Copy", log), action("Paste", log, attributes: .disabled),
                        action("Delete", log, attributes: .destructive)])
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func rightClick(_ application: Application, _ x: Double, _ y: Double) {
        application.send(MouseEvent(.down, button: .right, at: Point(x: x, y: y)))
        application.send(MouseEvent(.up, button: .right, at: Point(x: x, y: y)))
        application.window.runLayoutCycle()
    }

    private func box(_ application: Application) -> Rect? {
        application.contextMenuSession?.levels.last?.frame
    }

    @Test func exMENU1RightClickOpensTheBox() {
        let log = CallLog()
        let (application, target) = shown(log: log) { [unowned log] in editMenu(log) }
        rightClick(application, 10, 3)
        #expect(log.take() == ["configuration(10,3)", "actionProvider", "willDisplayMenu"])
        #expect(box(application) == Rect(x: 10, y: 3, width: 10, height: 5))
        #expect(Array(rows(application.window)[3...7]) == [
            "          ┌────────┐",
            "          │ Copy   │",
            "          │ Paste  │",
            "          │ Delete │",
            "          └────────┘",
        ])
        let canvas = application.window.canvas
        #expect(canvas[12, 4].style.attributes.contains(.reverse))
        #expect(canvas[12, 5].style.attributes.contains(.dim))
        #expect(canvas[12, 6].style.foreground == application.window.theme.resolve(.systemRed))
        // The view under the menu never saw the right press nor the keys.
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.enter))
        application.window.runLayoutCycle()
        #expect(log.take() == ["willEnd", "handler(Delete)"])
        #expect(target.log.isEmpty)
        #expect(application.contextMenuSession == nil)
        #expect(rows(application.window).allSatisfy { $0.isEmpty })
    }

    @Test func exMENU2TheBoxStaysOnScreen() {
        let log = CallLog()
        let (application, _) = shown(log: log) { [unowned log] in editMenu(log) }
        rightClick(application, 35, 8)
        #expect(box(application) == Rect(x: 30, y: 3, width: 10, height: 5))
        application.send(KeyEvent(.escape))
        #expect(application.contextMenuSession == nil)
        // Too tall for either side of the anchor: at the top, as tall as the window, and
        // the list scrolls with the highlight.
        let long = Menu(children: (1...12).map { action("Item \($0)", log) })
        let (tall, _) = shown(width: 40, height: 8, log: log) { long }
        rightClick(tall, 2, 4)
        #expect(box(tall) == Rect(x: 2, y: 0, width: 11, height: 8))
        #expect(rows(tall.window)[1] == "  │ Item 1  │")
        tall.send(KeyEvent(.end))
        tall.window.runLayoutCycle()
        #expect(rows(tall.window)[6] == "  │ Item 12 │")
        tall.send(KeyEvent(.down))
        tall.window.runLayoutCycle()
        #expect(rows(tall.window)[1] == "  │ Item 1  │")
    }

    @Test func keysMoveWrapAndJumpByLetter() {
        let log = CallLog()
        let (application, _) = shown(log: log) { [unowned log] in
            Menu(children: [action("Alpha", log), action("Beta", log, attributes: .disabled), action("Bravo", log),
                            action("Hidden", log, attributes: .hidden), action("Charlie", log)])
        }
        rightClick(application, 0, 0)
        let level = application.contextMenuSession?.levels.last
        #expect(level?.items.map(\.title) == ["Alpha", "Beta", "Bravo", "Charlie"])
        application.send(KeyEvent(.up))
        #expect(level?.highlighted == 3)
        application.send(KeyEvent(.down))
        #expect(level?.highlighted == 0)
        application.send(.character("b"))
        #expect(level?.highlighted == 2)
        application.send(KeyEvent(.home))
        #expect(level?.highlighted == 0)
        application.send(.character(" "))
        #expect(log.take().suffix(2) == ["willEnd", "handler(Alpha)"])
    }

    @Test func submenusOpenBesideTheirItemAndCloseOneLevelAtATime() {
        let log = CallLog()
        let (application, _) = shown(log: log) { [unowned log] in
            Menu(children: [action("Bold", log, state: .on),
                            Menu(title: "Size", children: [action("Small", log), action("Large", log)]),
                            action("Plain", log)])
        }
        rightClick(application, 2, 1)
        #expect(box(application) == Rect(x: 2, y: 1, width: 13, height: 5))
        #expect(Array(rows(application.window)[2...4]) == [
            "  │ ✓ Bold    │",
            "  │   Size   ›│",
            "  │   Plain   │",
        ])
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.right))
        application.window.runLayoutCycle()
        #expect(application.contextMenuSession?.levels.count == 2)
        #expect(box(application) == Rect(x: 15, y: 2, width: 9, height: 4))
        application.send(KeyEvent(.left))
        #expect(application.contextMenuSession?.levels.count == 1)
        application.send(KeyEvent(.enter))
        #expect(application.contextMenuSession?.levels.count == 2)
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.enter))
        #expect(log.take().suffix(2) == ["willEnd", "handler(Large)"])
        #expect(application.contextMenuSession == nil)

        // Near the right edge the submenu opens to the parent's left.
        rightClick(application, 36, 1)
        #expect(box(application) == Rect(x: 27, y: 1, width: 13, height: 5))
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.right))
        #expect(box(application) == Rect(x: 18, y: 2, width: 9, height: 4))
    }

    @Test func clicksChooseItemsAndAClickOutsideClosesAndIsConsumed() {
        let log = CallLog()
        let (application, target) = shown(log: log) { [unowned log] in editMenu(log) }
        rightClick(application, 10, 3)
        _ = log.take()
        application.send(press(0, 0))
        application.send(release(0, 0))
        #expect(log.take() == ["willEnd"])
        #expect(target.log.isEmpty)
        rightClick(application, 10, 3)
        _ = log.take()
        application.send(press(12, 5))
        #expect(application.contextMenuSession != nil)
        application.send(press(12, 4))
        application.send(release(12, 4))
        #expect(log.take() == ["willEnd", "handler(Copy)"])
        #expect(target.log.isEmpty)
    }

    @Test func shiftF10OpensAtTheFocusedViewsBottomLeftAndTheFocusStays() {
        let log = CallLog()
        let application = makeApplication(width: 40, height: 10)
        let controller = ViewController()
        application.window.rootViewController = controller
        let row = controller.view.addFixed(RecordingView(), 0, 2, 40, 1)
        let delegate = MenuDelegate(log: log) { [unowned log] in Menu(children: [self.action("Open", log)]) }
        log.retained.append(delegate)
        controller.view.addInteraction(ContextMenuInteraction(delegate: delegate))
        application.window.runLayoutCycle()
        #expect(row.becomeFirstResponder())
        application.send(KeyEvent(.function(10), modifiers: .shift))
        application.window.runLayoutCycle()
        #expect(log.take() == ["configuration(0,3)", "actionProvider", "willDisplayMenu"])
        #expect(box(application)?.origin == Point(x: 0, y: 3))
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(log.take() == ["willEnd"])
        #expect(application.window.firstResponder === row)
        #expect(row.log.isEmpty)
    }

    @Test func noConfigurationOpensNoMenuAndTheClickGoesOn() {
        let log = CallLog()
        let (application, target) = shown(log: log) { nil }
        rightClick(application, 5, 5)
        #expect(application.contextMenuSession == nil)
        #expect(target.log == ["down 5,5", "up 5,5"])
    }

    @Test(arguments: [(1.0, 1.0), (3, 2), (10, 3), (300, 100)])
    func anyWindowSizeKeepsTheBoxInside(width: Double, height: Double) {
        let log = CallLog()
        let (application, _) = shown(width: width, height: height, log: log) { [unowned log] in editMenu(log) }
        rightClick(application, width - 1, height - 1)
        let frame = box(application) ?? .null
        #expect(frame.minX >= 0 && frame.minY >= 0)
        #expect(frame.maxX <= width && frame.maxY <= height)
        #expect(rows(application.window).count == Int(height))
        application.send(KeyEvent(.escape))
        #expect(application.contextMenuSession == nil)
    }
}
