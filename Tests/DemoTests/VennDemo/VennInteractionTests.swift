import Testing
import Trellis
@testable import VennDemo

/// The Venn demo's keys, focus and clicks, the course's constants behind them, and the run
/// loop going idle once a change has played.
@MainActor
@Suite struct VennInteractionTests {
    /// The six outlets' constants, left circle then right: top, leading, bottom; top,
    /// trailing, bottom.
    private func constants(_ controller: VennViewController) -> [Double] {
        let diagram = controller.screen.vennDiagram
        return [diagram.leftTopConstraint, diagram.leftLeadingConstraint, diagram.leftBottomConstraint,
                diagram.rightTopConstraint, diagram.rightTrailingConstraint, diagram.rightBottomConstraint]
            .map { $0?.constant ?? .nan }
    }

    @Test func theKeysSetTheWeightAndTheCourseConstants() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        // viewDidLoad weights it to the left: 20 points (4 columns, 2 rows) for the left
        // circle, 40 (8 columns, 4 rows) for the right.
        #expect(controller.weight == .left)
        #expect(constants(controller) == [2, 4, 2, 4, 8, 4])
        screen.press(.character("b"))
        #expect(controller.weight == .balanced)
        #expect(constants(controller) == [2, 4, 2, 2, 4, 2])
        screen.press(.character("r"))
        #expect(constants(controller) == [4, 8, 4, 2, 4, 2])
        screen.wait(1)
        #expect(controller.frames.left == Rect(x: 8, y: 4, width: 22, height: 11))
        screen.press(.character("l"))
        screen.wait(1)
        #expect(controller.frames == vennScreen(width: 80, height: 24).1.frames)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func tabAndTheArrowsMoveAlongTheButtonsAndEnterOrSpacePresses() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        let row = 22
        // The screen appears with its first button focused.
        #expect(screen.rows[row] == "<          Left           >[        Balanced        ][          Right          ]")
        screen.press(KeyEvent(.tab))
        #expect(controller.screen.balancedButton.isFocused)
        screen.press(KeyEvent(.left), KeyEvent(.right))
        screen.press(KeyEvent(.enter))
        screen.wait(1)
        #expect(controller.weight == .balanced)
        screen.press(KeyEvent(.right), KeyEvent(.right))  // stops at the last one
        #expect(screen.rows[row] == "[          Left           ][        Balanced        ]<          Right          >")
        screen.press(.character(" "))
        screen.wait(1)
        #expect(controller.weight == .right)
        screen.press(KeyEvent(.left), KeyEvent(.left), KeyEvent(.left))
        #expect(controller.screen.leftButton.isFocused)
        screen.press(KeyEvent(.backTab))
        #expect(!controller.screen.leftButton.isFocused)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func anArrowWithNothingFocusedFocusesTheEndButton() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        #expect(controller.screen.leftButton.resignFirstResponder())
        screen.press(KeyEvent(.left))
        #expect(controller.screen.rightButton.isFocused)
        let (other, otherController) = vennScreen(width: 80, height: 24)
        #expect(otherController.screen.leftButton.resignFirstResponder())
        other.press(KeyEvent(.right))
        #expect(otherController.screen.leftButton.isFocused)
    }

    @Test(arguments: [(80, 24), (20, 6)])
    func clickingAButtonTapsIt(columns: Int, rows: Int) throws {
        let (screen, controller) = vennScreen(width: columns, height: rows)
        for (title, weight) in [("R", VennWeight.right), ("B", .balanced), ("L", .left)] {
            let button = try #require(controller.screen.subviews.compactMap { $0 as? Button }
                .first { $0.title.hasPrefix(title) })
            let point = Point(x: controller.windowFrame(of: button).midX, y: controller.windowFrame(of: button).minY)
            screen.send(MouseEvent(.down, button: .left, at: point))
            screen.send(MouseEvent(.up, button: .left, at: point))
            screen.wait(1)
            #expect(controller.weight == weight)
        }
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func qAndControlCQuit() {
        let (screen, _) = vennScreen(width: 80, height: 24)
        screen.press(.character("x"))
        #expect(!screen.application.isQuitRequested)
        screen.press(.character("q"))
        #expect(screen.application.isQuitRequested)
        #expect(!screen.application.isInterrupted)
        let (other, _) = vennScreen(width: 20, height: 6)
        // With a button focused too: Ctrl-C goes up the chain to the application, which
        // quits as an interrupt (status 130).
        other.press(KeyEvent(.tab), .control("c"))
        #expect(other.application.isQuitRequested)
        #expect(other.application.isInterrupted)
    }

    @Test func pShowsAndHidesTheLogAndTheBarSaysSo() {
        let (screen, controller) = vennScreen(width: 120, height: 40)
        #expect(screen.rows[39] == "l left · b balanced · r right · p pipeline log · q quit")
        screen.press(.character("p"))
        #expect(controller.isShowingLog && !controller.logView.isHidden)
        #expect(screen.rows[39] == "l left · b balanced · r right · p hide log · q quit")
        #expect(screen.rows[0].hasSuffix("│Rendering pipeline"))
        screen.press(.character("p"))
        #expect(!controller.isShowingLog && controller.logView.isHidden)
        #expect(screen.rows == vennScreen(width: 120, height: 40).0.rows)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Once a change has played, nothing is left to do: no timer or animation frame is
    /// due, nothing is marked for layout or display, and another cycle calls no hook and
    /// changes no cell. The log's lines, added during layout and drawing, start nothing.
    @Test(arguments: [false, true])
    func theRunLoopGoesIdleAfterAnAnimation(showingLog: Bool) {
        let (screen, controller) = vennScreen(width: 80, height: 24, showingLog: showingLog)
        screen.press(.character("r"))
        #expect(screen.application.nextTimerDeadline != nil)
        screen.wait(VennViewController.animationDuration + 2 * Application.animationFrameInterval)
        #expect(screen.application.nextTimerDeadline == nil)
        #expect(!screen.window.hasRunningAnimations)
        #expect(!screen.window.needsLayout && !screen.window.needsUpdateConstraints)
        let calls = controller.log.recordedCallCount
        _ = screen.window.takeChangedCells()
        screen.window.runLayoutCycle()
        #expect(controller.log.recordedCallCount == calls)
        #expect(screen.window.takeChangedCells().isEmpty)
        #expect(screen.diagnostics.isEmpty)
    }
}
