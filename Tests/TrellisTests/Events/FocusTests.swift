import Testing
@testable import Trellis

/// Keyboard focus movement: Tab and Shift-Tab in reading order, arrows along stack views.
@MainActor
@Suite struct FocusTests {
    /// Buttons added in scrambled tree order at these places (x, y); named by their
    /// reading order in a left-to-right window: a b c on row 0 (c at the far right),
    /// d on row 2, e on row 2 to the right of d, inside a group.
    private func grid() -> (Application, [String: Button]) {
        let application = makeApplication(width: 40, height: 5)
        let window = application.window
        var buttons: [String: Button] = [:]
        func add(_ name: String, _ x: Double, _ y: Double, to parent: View) {
            buttons[name] = parent.addFixed(Button(title: name), x, y, 5, 1)
        }
        add("c", 30, 0, to: window)
        add("d", 0, 2, to: window)
        let group = window.addFixed(View(), 10, 2, 30, 3)
        add("e", 10, 0, to: group) // (20, 2) in the window
        add("a", 0, 0, to: window)
        add("b", 10, 0, to: window)
        window.runLayoutCycle()
        return (application, buttons)
    }

    private func focusedName(_ application: Application) -> String? {
        (application.window.firstResponder as? Button)?.title
    }

    private func tabs(_ application: Application, _ count: Int, key: Key = .tab) -> [String] {
        (0..<count).map { _ in
            application.send(KeyEvent(key))
            return focusedName(application) ?? "-"
        }
    }

    @Test func tabFollowsReadingOrderAndWraps() {
        let (application, _) = grid()
        #expect(tabs(application, 6) == ["a", "b", "c", "d", "e", "a"])
    }

    @Test func shiftTabGoesBackwardsStartingFromTheLast() {
        let (application, _) = grid()
        #expect(tabs(application, 6, key: .backTab) == ["e", "d", "c", "b", "a", "e"])
    }

    @Test func rightToLeftWindowsReadFromTheRight() {
        let (application, _) = grid()
        application.window.userInterfaceLayoutDirection = .rightToLeft
        // The frames were set by hand, so the mirror does not move them: only the order changes.
        #expect(tabs(application, 5) == ["c", "b", "a", "e", "d"])
    }

    @Test func hiddenDisabledAndNonInteractiveViewsAreSkipped() {
        let (application, buttons) = grid()
        buttons["b"]?.isEnabled = false
        buttons["d"]?.isHidden = true
        buttons["e"]?.superview?.isUserInteractionEnabled = false
        #expect(tabs(application, 3) == ["a", "c", "a"])
        buttons["e"]?.superview?.isUserInteractionEnabled = true
        buttons["e"]?.superview?.alpha = 0
        buttons["c"]?.isUserInteractionEnabled = false
        #expect(tabs(application, 2) == ["a", "a"])
    }

    @Test func tabStartsFromAClickedButton() {
        let (application, _) = grid()
        application.send(press(31, 0))
        application.send(release(31, 0))
        #expect(focusedName(application) == "c")
        #expect(tabs(application, 1) == ["d"])
    }

    @Test func withNothingFocusableTabDoesNothing() {
        let application = makeApplication()
        application.window.addFixed(View(), 0, 0, 5, 5)
        application.window.runLayoutCycle()
        #expect(!application.window.moveFocus(forward: true))
        #expect(application.window.firstResponder == nil)
    }

    @Test func aFirstResponderThatRefusesToResignKeepsTheFocus() {
        let (application, _) = grid()
        let stubborn = application.window.addFixed(RecordingView(), 0, 4, 3, 1)
        application.window.runLayoutCycle()
        #expect(stubborn.becomeFirstResponder())
        stubborn.refusesToResign = true
        application.send(KeyEvent(.tab))
        #expect(application.window.firstResponder === stubborn)
    }

    @Test func aResponderCanTakeTabForItself() {
        let (application, _) = grid()
        let field = application.window.addFixed(RecordingView(), 0, 4, 3, 1)
        field.consumedKeys = [KeyEvent(.tab)]
        application.window.runLayoutCycle()
        field.becomeFirstResponder()
        application.send(KeyEvent(.tab))
        #expect(application.window.firstResponder === field)
        #expect(field.log == ["key Tab"])
    }

    // MARK: - Arrows in stacks

    /// A vertical stack of rows pinned to the window: `Top`, a horizontal row of `L`,
    /// `M`, `R`, then `Bottom`.
    private func stacks() -> (Application, [String: Button], row: StackView) {
        let application = makeApplication(width: 40, height: 6)
        var buttons: [String: Button] = [:]
        for name in ["Top", "L", "M", "R", "Bottom"] { buttons[name] = Button(title: name) }
        let row = StackView(arrangedSubviews: ["L", "M", "R"].map { buttons[$0]! })
        row.axis = .horizontal
        row.spacing = 1
        let column = StackView(arrangedSubviews: [buttons["Top"]!, row, buttons["Bottom"]!])
        column.axis = .vertical
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        application.window.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: application.window.leadingAnchor),
            column.topAnchor.constraint(equalTo: application.window.topAnchor),
        ])
        application.window.runLayoutCycle()
        return (application, buttons, row)
    }

    private func arrows(_ application: Application, _ keys: [Key]) -> [String] {
        keys.map { key in
            application.send(KeyEvent(key))
            return focusedName(application) ?? "-"
        }
    }

    @Test func arrowsMoveAlongMatchingStacksWithoutWrapping() {
        let (application, buttons, _) = stacks()
        buttons["Top"]!.becomeFirstResponder()
        #expect(arrows(application, [.up, .down, .right, .down, .down, .up])
                == ["Top", "L", "M", "Bottom", "Bottom", "L"],
                "Down into the row lands on its first view; Up at Top finds nothing above")
        #expect(arrows(application, [.right, .right, .right, .left]) == ["M", "R", "R", "M"])
        // From M, Down is not along the row: the column takes it, leaving the row.
        #expect(arrows(application, [.down, .up]) == ["Bottom", "L"])
    }

    @Test func arrowsSkipHiddenAndDisabledArrangedViews() {
        let (application, buttons, _) = stacks()
        buttons["M"]!.isEnabled = false
        buttons["L"]!.becomeFirstResponder()
        #expect(arrows(application, [.right]) == ["R"])
        buttons["M"]!.isEnabled = true
        buttons["R"]!.isHidden = true
        application.window.runLayoutCycle()
        buttons["L"]!.becomeFirstResponder()
        #expect(arrows(application, [.right, .right]) == ["M", "M"])
    }

    @Test func rightToLeftSwapsLeftAndRightInHorizontalStacks() {
        let (application, buttons, _) = stacks()
        application.window.userInterfaceLayoutDirection = .rightToLeft
        application.window.runLayoutCycle()
        #expect(buttons["L"]!.frame.minX > buttons["M"]!.frame.minX, "the row is mirrored")
        buttons["L"]!.becomeFirstResponder()
        #expect(arrows(application, [.right, .left, .left]) == ["L", "M", "R"])
    }

    @Test func arrowsDoNothingOutsideStacksOrWithNoFocus() {
        let (application, buttons, _) = stacks()
        application.send(KeyEvent(.down))
        #expect(application.window.firstResponder == nil)
        let loose = application.window.addFixed(Button(title: "loose"), 30, 5, 7, 1)
        application.window.runLayoutCycle()
        loose.becomeFirstResponder()
        application.send(KeyEvent(.up))
        #expect(application.window.firstResponder === loose)
        #expect(buttons["Bottom"]!.isFocused == false)
    }

    @Test func anArrowWithModifiersIsNotFocusMovement() {
        let (application, buttons, _) = stacks()
        buttons["Top"]!.becomeFirstResponder()
        application.send(KeyEvent(.down, modifiers: .shift))
        #expect(focusedName(application) == "Top")
    }
}
