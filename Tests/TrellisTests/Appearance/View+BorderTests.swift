import Testing
@testable import Trellis

/// `View.border`, `borderTitle` and `borderColor`: framed views, read as screen text.
@MainActor
@Suite struct ViewBorderTests {
    /// A window of `size` holding a bordered box that fills it, with a label laid out
    /// against the box's margins.
    func framedLabel(size: Size, style: BorderStyle = .single, title: String? = nil,
                     text: String = "Hi") -> (Window, View, Label) {
        let window = Window(size: size)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.border = style
        box.borderTitle = title
        let label = Label(text: text)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        box.addSubview(label)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            label.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
        ])
        window.runLayoutCycle()
        return (window, box, label)
    }

    @Test func contentAgainstTheMarginsSitsInsideTheBorder() {
        let (window, _, label) = framedLabel(size: Size(width: 8, height: 4))
        #expect(label.frame == Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(window.canvas.renderedText() == """
            ┌──────┐
            │Hi    │
            │      │
            └──────┘
            """)
    }

    @Test(arguments: BorderStyle.allCases)
    func everyStyleDrawsItsPieces(style: BorderStyle) {
        let (window, _, _) = framedLabel(size: Size(width: 4, height: 3), style: style)
        let expected = [
            "\(style.topLeft)\(style.horizontal)\(style.horizontal)\(style.topRight)",
            "\(style.vertical)Hi\(style.vertical)",
            "\(style.bottomLeft)\(style.horizontal)\(style.horizontal)\(style.bottomRight)",
        ].joined(separator: "\n")
        #expect(window.canvas.renderedText() == expected)
    }

    @Test func theTitleSitsInTheTopEdge() {
        let (window, _, _) = framedLabel(size: Size(width: 16, height: 3), style: .rounded, title: "Profile")
        #expect(window.canvas.renderedText() == """
            ╭─ Profile ────╮
            │Hi            │
            ╰──────────────╯
            """)
        #expect(window.canvas[3, 0].style.attributes.contains(.bold))
    }

    @Test func aLongTitleIsCutAndATinyBoxHasNone() {
        let (window, _, _) = framedLabel(size: Size(width: 10, height: 3), title: "Collaborators")
        #expect(window.canvas.renderedText() == """
            ┌─ Col… ─┐
            │Hi      │
            └────────┘
            """)
        let (tiny, _, _) = framedLabel(size: Size(width: 6, height: 3), title: "Menu")
        #expect(tiny.canvas.renderedText() == """
            ┌────┐
            │Hi  │
            └────┘
            """)
        let (seven, _, _) = framedLabel(size: Size(width: 7, height: 3), title: "Menu")
        #expect(seven.canvas.renderedText().split(separator: "\n").first == "┌─ … ─┐")
    }

    @Test func theBorderIsDrawnOverSubviews() {
        let (window, box, _) = framedLabel(size: Size(width: 6, height: 3))
        let filler = Label(text: "XXXXXXXX")
        filler.frame = Rect(x: -1, y: 0, width: 8, height: 1)
        box.addSubview(filler)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
            ┌────┐
            │Hi  │
            └────┘
            """)
    }

    @Test func tinyAndHugeBoxes() {
        let (one, _, _) = framedLabel(size: Size(width: 1, height: 1), title: "T")
        #expect(one.canvas.renderedText() == "─")
        let (two, _, _) = framedLabel(size: Size(width: 2, height: 2), title: "T")
        #expect(two.canvas.renderedText() == "┌┐\n└┘")
        let (huge, _, label) = framedLabel(size: Size(width: 400, height: 200), style: .double, title: "Big")
        let rows = huge.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 200)
        #expect(rows[0] == "╔═ Big " + String(repeating: "═", count: 392) + "╗")
        #expect(rows[199] == "╚" + String(repeating: "═", count: 398) + "╝")
        #expect(label.frame.origin == Point(x: 1, y: 1))
    }

    @Test func aBorderRaisesMarginsToOneCellAndRemovingItGivesThemBack() {
        let (window, box, label) = framedLabel(size: Size(width: 8, height: 4))
        box.layoutMargins = EdgeInsets(top: 0, left: 3, bottom: 0, right: 0)
        window.runLayoutCycle()
        #expect(label.frame.origin == Point(x: 3, y: 1))
        box.border = nil
        window.runLayoutCycle()
        #expect(label.frame.origin == Point(x: 3, y: 0))
        #expect(window.canvas.renderedText() == "   Hi\n\n\n")
    }

    @Test func aTitleSetBeforeTheBorderShowsOnceThereIsOne() {
        let window = Window(size: Size(width: 12, height: 2))
        let box = View(frame: Rect(x: 0, y: 0, width: 12, height: 2))
        box.borderTitle = "Log"
        window.addSubview(box)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\n")
        #expect(box.layoutMargins == EdgeInsets(all: 1))
        box.border = .heavy
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "┏━ Log ━━━━┓\n┗━━━━━━━━━━┛")
    }

    @Test func theLineIsInTheBorderColourResolvedByTheTheme() {
        let (window, box, _) = framedLabel(size: Size(width: 10, height: 3), title: "T")
        window.theme = Theme(colorDepth: .ansi16, userInterfaceStyle: .dark)
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.foreground == .darkGray)
        #expect(window.canvas[3, 0].style.foreground == .default)
        box.borderColor = .systemRed
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.foreground == .brightRed)
        #expect(window.canvas[9, 2].style.foreground == .brightRed)
    }

    @Test func aScrolledViewKeepsItsBorderInPlace() {
        let window = Window(size: Size(width: 6, height: 3))
        let box = View(frame: Rect(x: 0, y: 0, width: 6, height: 3))
        box.border = .ascii
        box.bounds.origin = Point(x: 0, y: 5)
        window.addSubview(box)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "+----+\n|    |\n+----+")
    }

    @Test func aBorderedStackViewArrangesInsideItsMargins() {
        let window = Window(size: Size(width: 12, height: 4))
        let stack = StackView(arrangedSubviews: [Label(text: "One"), Label(text: "Two")])
        stack.axis = .vertical
        stack.border = .rounded
        stack.borderTitle = "List"
        stack.isLayoutMarginsRelativeArrangement = true
        stack.frame = Rect(x: 0, y: 0, width: 12, height: 4)
        window.addSubview(stack)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
            ╭─ List ───╮
            │One       │
            │Two       │
            ╰──────────╯
            """)
    }
}
