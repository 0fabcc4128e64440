import Testing
@testable import Trellis

/// Presenting and dismissing: UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`, with full-screen and sheet styles, the callbacks of
/// both sides, the focus and input kept inside the presentation, and Esc.
@MainActor
@Suite struct ViewControllerPresentationTests {
    /// An application whose root is a logging controller "A", shown and laid out.
    private func shownRoot(width: Double = 40, height: Double = 10, log: CallLog,
                           onLoad: ((LoggingViewController) -> Void)? = nil) -> (Application, LoggingViewController) {
        let application = makeApplication(width: width, height: height)
        let root = LoggingViewController("A", log: log, onLoad: onLoad)
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        _ = log.take()
        return (application, root)
    }

    private final class RecordingDelegate: PresentationDelegate {
        let log: CallLog
        var allows = true
        init(log: CallLog) { self.log = log }
        func presentationShouldDismiss(_ presented: ViewController) -> Bool {
            log.entries.append("shouldDismiss")
            return allows
        }
        func presentationWillDismiss(_ presented: ViewController) { log.entries.append("willDismiss") }
        func presentationDidDismiss(_ presented: ViewController) { log.entries.append("didDismiss") }
        func presentationDidAttemptToDismiss(_ presented: ViewController) { log.entries.append("didAttempt") }
    }

    @Test func exVC2FullScreen() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let window = application.window
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false) { log.entries.append("done") }
        #expect(log.take() == ["B.vdl", "A.vwd", "B.vwa"])
        #expect(b.isBeingPresented)
        window.runLayoutCycle()
        #expect(log.take() == ["B.vwl", "B.vdls", "A.vdd", "B.vda", "done"])
        #expect(!b.isBeingPresented)
        #expect(b.presentingViewController === a)
        #expect(a.presentedViewController === b)
        #expect(a.view.window == nil)
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(window.topmostViewController === b)

        b.dismiss(animated: false)
        #expect(log.take() == ["B.vwd", "A.vwa"])
        #expect(b.isBeingDismissed)
        window.runLayoutCycle()
        #expect(log.take() == ["A.vwl", "A.vdls", "B.vdd", "A.vda"])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.window === window)
        #expect(b.view.window == nil)
    }

    @Test func exVC3ASheetLeavesThePresenterOnScreenAndEscDismissesIt() {
        let log = CallLog()
        var rootButton: Button?
        let (application, a) = shownRoot(log: log) { root in
            rootButton = root.view.addFixed(Button(title: "Edit"), 0, 0, 8, 1)
        }
        let window = application.window
        #expect(window.firstResponder === rootButton)
        let sheet = LoggingViewController("S", log: log) { sheet in
            sheet.view.addFixed(Button(title: "Done"), 0, 0, 8, 1)
        }
        a.present(sheet, animated: false)
        #expect(log.take() == ["S.vdl", "S.vwa"])
        window.runLayoutCycle()
        #expect(log.take() == ["S.vwl", "S.vdls", "S.vda"])
        #expect((window.firstResponder as? Button)?.title == "Done")
        #expect(sheet.presentingViewController === a)

        application.send(KeyEvent(.escape))
        // The sheet's controller takes the Esc; the presenter's keyPressed never runs.
        #expect(log.take() == ["S.key Escape", "S.vwd"])
        window.runLayoutCycle()
        #expect(log.take() == ["S.vdd"])
        // The presenter never saw the Esc, and has its focus back.
        #expect(window.firstResponder === rootButton)
        #expect(a.presentedViewController == nil)
    }

    @Test func exVC4PresentingFromAControllerAlreadyPresentingIsLoggedAndIgnored() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        a.present(b, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        var completed = false
        let messages = capturingDiagnostics {
            a.present(c, animated: false) { completed = true }
            application.window.runLayoutCycle()
        }
        #expect(messages == ["ViewController: cannot present C on A, which is already presenting B"])
        #expect(log.take().isEmpty)
        #expect(!completed)
        #expect(!c.isViewLoaded)
    }

    @Test func exVC5DismissingAStack() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let c = LoggingViewController("C", log: log)
        c.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        application.window.runLayoutCycle()
        b.present(c, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        var completed = false
        a.dismiss(animated: false) { completed = true }
        #expect(log.take() == ["C.vwd", "B.vwd", "A.vwa"])
        application.window.runLayoutCycle()
        #expect(log.take().filter { !$0.hasSuffix("vwl") && !$0.hasSuffix("vdls") } == ["C.vdd", "B.vdd", "A.vda"])
        #expect(completed)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(application.window.topmostViewController === a)
        #expect(application.window.subviews.count == 1)
    }

    @Test func aCoveredPresenterGetsNoCallsWhenTheStackAboveItGoes() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        c.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        b.present(c, animated: false)
        #expect(log.take() == ["C.vdl", "B.vwd", "C.vwa"])
        application.window.runLayoutCycle()
        _ = log.take()
        // Dismissing from the middle: C goes, B comes back; A, under a sheet, hears nothing.
        c.dismiss(animated: false)
        #expect(log.take() == ["C.vwd", "B.vwa"])
        application.window.runLayoutCycle()
        #expect(log.take().filter { !$0.hasSuffix("vwl") && !$0.hasSuffix("vdls") } == ["C.vdd", "B.vda"])
        #expect(a.presentedViewController === b)
        #expect(b.view.window === application.window)
    }

    @Test func aChildPresentsThroughItsContainerAndKeysUnderASheetStayInTheSheet() {
        let log = CallLog()
        let child = LoggingViewController("K", log: log)
        let (application, a) = shownRoot(log: log) { root in
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        let sheet = LoggingViewController("S", log: log)
        child.present(sheet, animated: false)
        application.window.runLayoutCycle()
        #expect(sheet.presentingViewController === a)
        #expect(a.presentedViewController === sheet)
        #expect(child.presentedViewController == nil)
        _ = log.take()
        // Nothing is focusable in the sheet: a key goes to its view, then past the
        // presenter to the application, as the presentation traps the keys; the sheet's
        // next responder is still its presenter.
        #expect(sheet.next === a)
        application.send(KeyEvent.control("n"))
        #expect(log.take() == ["S.key Ctrl-N"])
        // A child of the presenting container dismisses on its behalf.
        child.dismiss(animated: false)
        application.window.runLayoutCycle()
        #expect(a.presentedViewController == nil)
    }

    @Test func tabCyclesInsideThePresentationAndClicksOutsideItAreSwallowed() throws {
        let log = CallLog()
        var pressed: [String] = []
        let (application, a) = shownRoot(width: 40, height: 12, log: log) { root in
            let behind = root.view.addFixed(Button(title: "Behind"), 0, 11, 10, 1)
            behind.addAction { _ in pressed.append("Behind") }
        }
        let sheet = LoggingViewController("S", log: log) { sheet in
            sheet.view.addFixed(Button(title: "One"), 0, 0, 7, 1)
            sheet.view.addFixed(Button(title: "Two"), 0, 2, 7, 1)
        }
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 20, height: 4)
        a.present(sheet, animated: false)
        let window = application.window
        window.runLayoutCycle()
        #expect((window.firstResponder as? Button)?.title == "One")
        application.send(KeyEvent(.tab))
        #expect((window.firstResponder as? Button)?.title == "Two")
        application.send(KeyEvent(.tab))
        #expect((window.firstResponder as? Button)?.title == "One")
        application.send(KeyEvent(.backTab))
        #expect((window.firstResponder as? Button)?.title == "Two")
        // "Behind" is visible at the bottom row, dimmed; a click on it does nothing.
        application.send(press(2, 11))
        application.send(release(2, 11))
        #expect(pressed.isEmpty)
        #expect((window.firstResponder as? Button)?.title == "Two")
        let cell = try #require(window.canvas[2, 11] as Cell?)
        #expect(cell.character == "B")
        #expect(cell.style.attributes.contains(.dim))
    }

    @Test func aModalSheetIgnoresEscAndTellsItsDelegate() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let sheet = LoggingViewController("S", log: log)
        let delegate = RecordingDelegate(log: log)
        sheet.presentationDelegate = delegate
        sheet.isModalInPresentation = true
        a.present(sheet, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(log.take() == ["S.key Escape", "didAttempt"])
        #expect(a.presentedViewController === sheet)

        sheet.isModalInPresentation = false
        delegate.allows = false
        application.send(KeyEvent(.escape))
        #expect(log.take() == ["S.key Escape", "shouldDismiss", "didAttempt"])
        delegate.allows = true
        application.send(KeyEvent(.escape))
        #expect(log.take() == ["S.key Escape", "shouldDismiss", "willDismiss", "S.vwd"])
        application.window.runLayoutCycle()
        #expect(log.take() == ["S.vdd", "didDismiss"])
        #expect(a.presentedViewController == nil)
    }

    @Test func escDoesNotDismissAFullScreenPresentation() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(a.presentedViewController === b)
        // The Esc went up from B to the application, past the presenter: a presentation
        // traps the keys.
        #expect(log.take() == ["B.key Escape"])
    }

    @Test func nestedSheetsDismissOneAtATimeWithEsc() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        c.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        application.window.runLayoutCycle()
        b.present(c, animated: false)
        application.window.runLayoutCycle()
        #expect(application.window.topmostViewController === c)
        _ = log.take()
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(log.take() == ["C.key Escape", "C.vwd", "C.vdd"])
        #expect(a.presentedViewController === b)
        #expect(b.presentedViewController == nil)
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(a.presentedViewController == nil)
    }

    @Test func theFocusBehindASheetIsForcedOutAndComesBack() {
        let log = CallLog()
        let field = RecordingView()
        field.refusesToResign = true
        let (application, a) = shownRoot(log: log) { root in
            root.view.addFixed(field, 0, 0, 5, 1)
        }
        #expect(application.window.firstResponder === field)
        let sheet = LoggingViewController("S", log: log) { sheet in
            sheet.view.addFixed(Button(title: "Done"), 0, 0, 8, 1)
        }
        a.present(sheet, animated: false)
        application.window.runLayoutCycle()
        // It refuses to resign when asked, but a presentation does not ask.
        #expect((application.window.firstResponder as? Button)?.title == "Done")
        sheet.dismiss(animated: false)
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === field)
    }

    @Test func presentingAControllerAlreadyShownOrFromOutsideAWindowIsLogged() {
        let log = CallLog()
        let (application, a) = shownRoot(log: log)
        let loose = LoggingViewController("L", log: log)
        let messages = capturingDiagnostics {
            a.present(a, animated: false)
            loose.present(LoggingViewController("M", log: log), animated: false)
        }
        #expect(messages == [
            "ViewController: cannot present A; it is already on screen",
            "ViewController: cannot present M on L, whose view is not in a window",
        ])
        #expect(a.presentedViewController == nil)
        #expect(application.window.subviews.count == 1)
    }

    // MARK: - Screens

    /// The sheet's view shows a label, so the box and its inside read as text.
    private func presentedScreen(width: Double, height: Double, style: ModalPresentationStyle,
                                 contentSize: Size? = nil) -> [String] {
        let log = CallLog()
        let (application, a) = shownRoot(width: width, height: height, log: log) { root in
            root.view.addFixed(Label(text: String(repeating: "x", count: Int(width))), 0, 0, width, 1)
        }
        let sheet = LoggingViewController("S", log: log) { sheet in
            sheet.view.addFixed(Label(text: "Hi"), 0, 0, 2, 1)
        }
        sheet.modalPresentationStyle = style
        if let contentSize { sheet.preferredContentSize = contentSize }
        a.present(sheet, animated: false)
        application.window.runLayoutCycle()
        return application.window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aPageSheetOnAWideWindowIsInsetAtTheTopAndSides() {
        let rows = presentedScreen(width: 80, height: 6, style: .automatic)
        #expect(rows == [
            String(repeating: "x", count: 80),
            "",
            "    ┌" + String(repeating: "─", count: 70) + "┐",
            "    │Hi" + String(repeating: " ", count: 68) + "│",
            "    │" + String(repeating: " ", count: 70) + "│",
            "    └" + String(repeating: "─", count: 70) + "┘",
        ])
    }

    @Test func aPageSheetOnANarrowWindowLeavesTheTopRow() {
        let rows = presentedScreen(width: 12, height: 5, style: .pageSheet)
        #expect(rows == ["xxxxxxxxxxxx", "┌──────────┐", "│Hi        │", "│          │", "└──────────┘"])
    }

    @Test func aFormSheetIsCentredAndKeptInsideTheWindow() {
        let rows = presentedScreen(width: 20, height: 7, style: .formSheet, contentSize: Size(width: 6, height: 1))
        #expect(rows == ["xxxxxxxxxxxxxxxxxxxx", "", "      ┌──────┐", "      │Hi    │", "      └──────┘", "", ""])
        // The default 50×14 is cut to the window less 4 columns and 2 rows.
        let cut = presentedScreen(width: 12, height: 6, style: .formSheet)
        #expect(cut == ["xxxxxxxxxxxx", "  ┌──────┐", "  │Hi    │", "  │      │", "  └──────┘", ""])
    }

    @Test(arguments: [(1.0, 1.0), (3, 2), (2, 1), (0, 0), (500, 200)])
    func anyWindowSizeShowsWhatFits(width: Double, height: Double) {
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .fullScreen] {
            let rows = presentedScreen(width: width, height: height, style: style)
            #expect(rows.count == Int(height) || (height == 0 && rows == [""]))
            #expect(rows.allSatisfy { DisplayWidth.of($0) <= Int(width) })
        }
    }

    @Test func theSheetFollowsAResize() {
        let log = CallLog()
        let (application, a) = shownRoot(width: 100, height: 20, log: log)
        let sheet = LoggingViewController("S", log: log)
        a.present(sheet, animated: false)
        application.window.runLayoutCycle()
        #expect(sheet.view.frame == Rect(x: 5, y: 3, width: 90, height: 16))
        application.window.size = Size(width: 60, height: 10)
        application.window.runLayoutCycle()
        #expect(sheet.view.frame == Rect(x: 1, y: 2, width: 58, height: 7))
    }
}
