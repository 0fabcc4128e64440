import Testing
@testable import Trellis

/// `Button`: `[ Title ]` at every width, a look per state, actions, and hugging beside a
/// label (ICS-02, EX-ICS-2).
@MainActor
@Suite struct ButtonTests {
    /// A window `width` wide and `height` tall showing `button` pinned at its top-left,
    /// `width` cells wide.
    private func screen(_ button: Button, width: Double, height: Double = 1) -> Window {
        let window = Window(size: Size(width: Swift.max(width, 1), height: height))
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
            button.widthAnchor.constraint(equalToConstant: width),
            button.heightAnchor.constraint(equalToConstant: height),
        ])
        window.runLayoutCycle()
        return window
    }

    @Test func intrinsicSizeIsTheTitlePlusBrackets() {
        #expect(Button(title: "OK").intrinsicContentSize == Size(width: 6, height: 1))
        #expect(Button(title: "保存").intrinsicContentSize == Size(width: 8, height: 1))
        #expect(Button(title: "").intrinsicContentSize == Size(width: 4, height: 1))
        #expect(Button(title: "two\nlines").intrinsicContentSize == Size(width: 13, height: 1))
    }

    @Test("the title at every width: brackets kept down to 4, title cut in the middle",
          arguments: [
            (0, ""),
            (1, "…"),
            (2, "S…"),
            (3, "S…e"),
            (4, "[  ]"),
            (5, "[ … ]"),
            (7, "[ S…e ]"),
            (10, "[ Sav…me ]"),
            (11, "[ Save me ]"), // exact fit
            (15, "[   Save me   ]"),
            (16, "[   Save me    ]"), // the odd cell goes right
            (60, "[" + String(repeating: " ", count: 25) + "Save me" + String(repeating: " ", count: 26) + "]"),
          ])
    func widths(width: Int, expected: String) {
        let window = screen(Button(title: "Save me"), width: Double(width))
        #expect(window.canvas.renderedText() == expected)
    }

    @Test func aWideTitleIsNeverSplit() {
        // "保存する" is 8 cells; 6 inside the brackets cannot hold a 3rd half of a character.
        let window = screen(Button(title: "保存する"), width: 10)
        #expect(window.canvas.renderedText() == "[ 保…る  ]")
        #expect(window.canvas[9, 0].character == "]")
    }

    @Test func aTallButtonDrawsOnItsMiddleRow() {
        let window = screen(Button(title: "OK"), width: 6, height: 3)
        #expect(window.canvas.renderedText() == """

            [ OK ]

            """)
    }

    @Test func eachStateLooksDifferent() {
        let button = Button(title: "OK")
        let window = screen(button, width: 6)
        let normal = window.canvas
        #expect(normal.renderedText() == "[ OK ]")
        #expect(normal[2, 0].style == .plain)

        button.isHighlighted = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "[ OK ]")
        #expect((0..<6).allSatisfy { window.canvas[$0, 0].style.attributes == .reverse })

        button.isFocused = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "< OK >")
        #expect(window.canvas[2, 0].style.attributes == [.reverse, .bold])

        button.isHighlighted = false
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "< OK >")
        #expect(window.canvas[0, 0].style.attributes == .bold)

        // Disabled hides focus and highlight.
        button.isHighlighted = true
        button.isEnabled = false
        window.runLayoutCycle()
        #expect(button.state == [.disabled, .highlighted, .focused])
        #expect(window.canvas.renderedText() == "[ OK ]")
        #expect((0..<6).allSatisfy { window.canvas[$0, 0].style.attributes == .dim })
        #expect(window.canvas != normal)
    }

    @Test func titleColorsPerStateFallBackToNormal() {
        let button = Button(title: "OK")
        button.setTitleColor(.green, for: .normal)
        button.setTitleColor(.red, for: .disabled)
        let window = screen(button, width: 6)
        #expect(window.canvas[2, 0].style.foreground == .green)
        button.isHighlighted = true
        window.runLayoutCycle()
        #expect(window.canvas[2, 0].style.foreground == .green)
        button.isEnabled = false
        button.isHighlighted = false
        window.runLayoutCycle()
        #expect(window.canvas[2, 0].style.foreground == .red)
        button.setTitleColor(nil, for: .normal)
        #expect(button.titleColor(for: .focused) == .default)
    }

    @Test func changingTheTitleRelaysOutAndRedraws() {
        let button = Button(title: "OK")
        let window = Window(size: Size(width: 20, height: 1))
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "[ OK ]")
        button.title = "Cancel"
        window.runLayoutCycle()
        #expect(button.frame.width == 10)
        #expect(window.canvas.renderedText() == "[ Cancel ]")
    }

    @Test func aNewTitleOfTheSameWidthIsDrawn() {
        // Same width, same frame: only the title tells the drawn line is stale.
        let button = Button(title: "OK")
        let window = Window(size: Size(width: 20, height: 1))
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        window.addSubview(button)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "[ OK ]")
        button.title = "No"
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "[ No ]")
        #expect(button.debugName == "No")
    }

    @Test func actionsFireOncePerActivationAndNeverWhenDisabled() {
        let button = Button(title: "Go")
        var log: [String] = []
        button.addAction { log.append("first \($0.title)") }
        button.addAction { _ in log.append("second") }
        button.sendActions()
        #expect(log == ["first Go", "second"])
        button.sendActions()
        #expect(log.count == 4)

        button.isEnabled = false
        button.sendActions()
        #expect(log.count == 4)

        button.isEnabled = true
        button.removeAllActions()
        button.sendActions()
        #expect(log.count == 4)
    }

    @Test func anActionAddedByAnActionRunsNextTime() {
        let button = Button(title: "Go")
        var count = 0
        button.addAction { button in
            count += 1
            button.addAction { _ in count += 10 }
        }
        button.sendActions()
        #expect(count == 1)
        button.sendActions()
        #expect(count == 12)
    }

    @Test func debugNameDefaultsToTheTitle() {
        let button = Button(title: "Save")
        #expect(button.debugName == "Save")
        button.debugName = "saveButton"
        #expect(button.debugName == "saveButton")
        #expect(Button(title: "").debugName == nil)
    }

    /// EX-ICS-2 with real views: `H:|[label][button]|` in width 40, label 10 cells, button
    /// "GO" 6 cells. Hugging 251 keeps the button at its intrinsic width; 249 stretches it.
    @Test(arguments: [(LayoutPriority(251), "Name field                        [ GO ]"),
                      (LayoutPriority(249), "Name field[             GO             ]")])
    func EX_ICS_2_withAButtonAndALabel(hugging: LayoutPriority, expected: String) {
        let window = Window(size: Size(width: 40, height: 1))
        let label = Label(text: "Name field")
        let button = Button(title: "GO")
        button.setContentHuggingPriority(hugging, for: .horizontal)
        for view in [label, button] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            button.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.runLayoutCycle()
        #expect(!button.hasAmbiguousLayout)
        #expect(window.canvas.renderedText() == expected)
    }

    /// A squeezed row: compression resistance decides who is cut. The button resists more
    /// (751), so the label is truncated and the button keeps its brackets and title.
    @Test func compressionResistanceBetweenAButtonAndALabel() {
        let window = Window(size: Size(width: 16, height: 1))
        let label = Label(text: "A long description")
        let button = Button(title: "GO")
        button.setContentCompressionResistancePriority(751, for: .horizontal)
        for view in [label, button] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            button.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "A long de…[ GO ]")
    }
}
