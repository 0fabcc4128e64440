import Testing
@testable import Trellis

/// UIKit's `UIAlertController`: the box as text, focus and keys, the order of the calls,
/// action sheets, and misuse logged.
@MainActor
@Suite struct AlertControllerTests {
    /// An alert that logs its appearance callbacks as `alert.vwa` and so on.
    private final class LoggingAlert: AlertController {
        var log: CallLog?
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.entries.append("alert.vwa") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.entries.append("alert.vda") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.entries.append("alert.vwd") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.entries.append("alert.vdd") }
    }

    /// Logs a field's end of editing into the shared log.
    private final class FieldLog: TextFieldDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
            log.entries.append("field.didEnd(\(reason))")
        }
    }

    /// A window of the size with an empty root controller, laid out.
    private func shown(width: Double, height: Double) -> (Application, ViewController) {
        let application = makeApplication(width: width, height: height)
        let root = ViewController()
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        return (application, root)
    }

    private func makeAlert(_ title: String?, _ message: String?, style: AlertController.Style = .alert,
                       log: CallLog, actions: [(String, AlertAction.Style)]) -> LoggingAlert {
        let alert = LoggingAlert(title: title, message: message, preferredStyle: style)
        alert.log = log
        for (title, actionStyle) in actions {
            alert.addAction(AlertAction(title: title, style: actionStyle) { action in
                log.entries.append("handler(\(action.title ?? ""))")
            })
        }
        return alert
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func focusedTitle(_ window: Window) -> String? {
        (window.firstResponder as? AlertActionButton)?.action.title
    }

    @Test func exALERT1TwoButtons() {
        let log = CallLog()
        let (application, root) = shown(width: 40, height: 10)
        let alert = makeAlert("Delete file?", "This cannot be undone.", log: log,
                          actions: [("Cancel", .cancel), ("Delete", .destructive)])
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        #expect(log.take() == ["alert.vwa", "alert.vda"])
        #expect(alert.view.frame == Rect(x: 8, y: 3, width: 24, height: 4))
        #expect(Array(rows(application.window)[2...7]) == [
            "       ┌────────────────────────┐",
            "       │      Delete file?      │",
            "       │ This cannot be undone. │",
            "       │                        │",
            "       │ < Cancel >  [ Delete ] │",
            "       └────────────────────────┘",
        ])
        // The title is bold; Delete is red and underlined; Cancel, focused, is bold.
        let canvas = application.window.canvas
        #expect(canvas[14, 3].style.attributes.contains(.bold))
        #expect(canvas[21, 6].style.attributes.contains(.underline))
        #expect(canvas[21, 6].style.foreground == application.window.theme.resolve(.systemRed), "the theme's red")
        #expect(canvas[9, 6].style.attributes.contains(.bold))
        #expect(focusedTitle(application.window) == "Cancel")
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(log.take() == ["alert.vwd", "alert.vdd", "handler(Cancel)"])
        #expect(root.presentedViewController == nil)
        #expect(rows(application.window).allSatisfy { $0.isEmpty })
    }

    @Test func exALERT2FieldAndPreferredAction() {
        let log = CallLog()
        let (application, root) = shown(width: 40, height: 10)
        let alert = makeAlert("Rename", nil, log: log, actions: [("Cancel", .cancel)])
        let fieldLog = FieldLog(log: log)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.delegate = fieldLog
        }
        var typed: String?
        let ok = AlertAction(title: "OK") { [weak alert] _ in
            typed = alert?.textFields?.first?.text
            log.entries.append("handler(OK)")
        }
        alert.addAction(ok)
        alert.preferredAction = ok
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        let field = alert.textFields?.first
        #expect(application.window.firstResponder === field)
        #expect(alert.presentationContainer?.boxRect == Rect(x: 9, y: 2, width: 22, height: 6))
        let shown = rows(application.window)
        #expect(shown[2] == "         ┌────────────────────┐")
        #expect(shown[3] == "         │       Rename       │")
        #expect(shown[4].contains("Name"))
        #expect(shown[5] == "         │                    │")
        #expect(shown[6] == "         │ [ Cancel ]  [ OK ] │")
        #expect(shown[7] == "         └────────────────────┘")
        // The preferred action is bold though not focused.
        #expect(application.window.canvas[25, 6].style.attributes.contains(.bold))
        #expect(!application.window.canvas[13, 6].style.attributes.contains(.bold))
        for key in ["B", "o"] { application.send(KeyEvent.character(Character(key))) }
        application.send(KeyEvent(.enter))
        application.window.runLayoutCycle()
        #expect(log.take() == ["alert.vwd", "field.didEnd(committed)", "alert.vdd", "handler(OK)"])
        #expect(typed == "Bo")
    }

    @Test func exALERT3ThreeOrMoreActionsAreStacked() {
        let log = CallLog()
        let (application, root) = shown(width: 30, height: 10)
        let alert = makeAlert("Sort by", nil, log: log,
                          actions: [("Name", .default), ("Date", .default), ("Size", .default), ("Cancel", .cancel)])
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        #expect(alert.presentationContainer?.boxRect == Rect(x: 5, y: 1, width: 20, height: 8))
        #expect(Array(rows(application.window)[1...8]) == [
            "     ┌──────────────────┐",
            "     │     Sort by      │",
            "     │                  │",
            "     │     [ Name ]     │",
            "     │     [ Date ]     │",
            "     │     [ Size ]     │",
            "     │    < Cancel >    │",
            "     └──────────────────┘",
        ])
        #expect(focusedTitle(application.window) == "Cancel")
        application.send(KeyEvent(.up))
        application.send(KeyEvent(.up))
        #expect(focusedTitle(application.window) == "Date")
        application.send(KeyEvent(.enter))
        application.window.runLayoutCycle()
        #expect(log.take().last == "handler(Date)")

        let second = makeAlert("Sort by", nil, log: log, actions: [("Cancel", .cancel)])
        let messages = capturingDiagnostics {
            second.addAction(AlertAction(title: "Dismiss", style: .cancel))
        }
        #expect(messages == ["AlertController: an alert can have only one cancel action"])
        #expect(second.actions.map(\.title) == ["Cancel"])
    }

    @Test func exALERT4ActionSheet() {
        let log = CallLog()
        let (application, root) = shown(width: 30, height: 10)
        let sheet = makeAlert(nil, nil, style: .actionSheet, log: log,
                          actions: [("Copy", .default), ("Move", .default), ("Delete", .destructive), ("Cancel", .cancel)])
        root.present(sheet, animated: false)
        application.window.runLayoutCycle()
        #expect(sheet.presentationContainer?.boxRect == Rect(x: 5, y: 3, width: 20, height: 7))
        #expect(Array(rows(application.window)[3...9]) == [
            "     ┌──────────────────┐",
            "     │     [ Copy ]     │",
            "     │     [ Move ]     │",
            "     │    [ Delete ]    │",
            "     │                  │",
            "     │    < Cancel >    │",
            "     └──────────────────┘",
        ])
        _ = log.take()
        application.send(press(0, 0))
        application.send(release(0, 0))
        application.window.runLayoutCycle()
        #expect(log.take() == ["alert.vwd", "alert.vdd", "handler(Cancel)"])
    }

    @Test func aClickOnAButtonChoosesItAndAClickOutsideAnAlertIsSwallowed() {
        let log = CallLog()
        let (application, root) = shown(width: 40, height: 10)
        let alert = makeAlert("Delete file?", "This cannot be undone.", log: log,
                          actions: [("Cancel", .cancel), ("Delete", .destructive)])
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        application.send(press(0, 0))
        application.send(release(0, 0))
        application.window.runLayoutCycle()
        #expect(log.take().isEmpty)
        #expect(root.presentedViewController === alert)
        application.send(press(24, 6))
        application.send(release(24, 6))
        application.window.runLayoutCycle()
        #expect(log.take() == ["alert.vwd", "alert.vdd", "handler(Delete)"])
    }

    @Test func disabledActionsAreDimAndSkippedAndEscWithoutCancelIsSwallowed() {
        let log = CallLog()
        let (application, root) = shown(width: 40, height: 12)
        let alert = makeAlert("Save?", nil, log: log, actions: [("One", .default), ("Two", .default), ("Three", .default)])
        alert.actions[1].isEnabled = false
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        #expect(focusedTitle(application.window) == "One")
        application.send(KeyEvent(.down))
        #expect(focusedTitle(application.window) == "Three")
        let twoRow = rows(application.window).firstIndex { $0.contains("[ Two ]") }
        #expect(twoRow != nil)
        if let twoRow {
            let x = rows(application.window)[twoRow].distance(of: "[ Two ]")
            #expect(application.window.canvas[x, twoRow].style.attributes.contains(.dim))
        }
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(log.take().isEmpty)
        #expect(root.presentedViewController === alert)
    }

    @Test func misuseIsLoggedAndIgnored() {
        let log = CallLog()
        let sheet = makeAlert("Share", nil, style: .actionSheet, log: log, actions: [("Copy", .default)])
        let other = AlertAction(title: "Elsewhere")
        let messages = capturingDiagnostics {
            sheet.addTextField()
            let alert = makeAlert("A", nil, log: log, actions: [("OK", .default)])
            alert.preferredAction = other
            #expect(alert.preferredAction == nil)
        }
        #expect(messages == [
            "AlertController: an action sheet cannot have text fields",
            "AlertController: the preferred action Elsewhere is not one of the alert's actions",
        ])
        #expect(sheet.textFields == nil)
    }

    @Test func thePresenterStaysDimmedWithNoCallsAndGetsTheFocusBack() {
        let log = CallLog()
        let application = makeApplication(width: 40, height: 10)
        let button = Button(title: "Go")
        let root = LoggingViewController("A", log: log) { controller in
            controller.view.addFixed(button, 0, 0, 6, 1)
        }
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === button)
        _ = log.take()
        let alert = makeAlert("Hi", nil, log: log, actions: [("OK", .default)])
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        #expect(log.take().filter { $0.hasPrefix("A.") && !$0.hasSuffix("vwl") && !$0.hasSuffix("vdls") }.isEmpty)
        #expect(rows(application.window)[0] == "[ Go ]")
        #expect(application.window.canvas[2, 0].style.attributes.contains(.dim))
        application.send(KeyEvent(.enter))
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === button)
    }

    @Test(arguments: [(1.0, 1.0), (3, 2), (10, 3), (24, 6), (300, 120)])
    func anyWindowSizeShowsWhatFits(width: Double, height: Double) {
        let log = CallLog()
        let (application, root) = shown(width: width, height: height)
        let alert = makeAlert("Delete file?", "This cannot be undone.", log: log,
                          actions: [("Cancel", .cancel), ("Delete", .destructive)])
        root.present(alert, animated: false)
        application.window.runLayoutCycle()
        let box = alert.presentationContainer?.boxRect ?? .zero
        #expect(box.width <= Swift.max(width - 2, 0))
        #expect(box.height <= height)
        #expect(box.minX >= 0 && box.minY >= 0)
        #expect(rows(application.window).count == Int(height))
        if width >= 28, height >= 6 {
            #expect(rows(application.window).contains { $0.contains("│ < Cancel >  [ Delete ] │") })
        }
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(log.take().last == "handler(Cancel)")
    }
}

private extension String {
    /// The column where `text` starts, counting characters; 0 when it is absent.
    func distance(of text: String) -> Int {
        let characters = Array(self)
        let wanted = Array(text)
        guard characters.count >= wanted.count else { return 0 }
        for start in 0...(characters.count - wanted.count) where Array(characters[start..<(start + wanted.count)]) == wanted {
            return start
        }
        return 0
    }
}
