import Testing
@testable import Trellis

/// `TextView`: four worked examples (EX-TV-1 typing and wrapping with the delegate's calls,
/// EX-TV-2 the caret moving up and down, EX-TV-3 growing with its text under Auto Layout,
/// EX-TV-4 paging), wrapping by display width, the incremental row layout, the pager, the
/// mouse and paste.
@MainActor
@Suite struct TextViewTests {
    typealias K = KeyScript

    @MainActor
    final class Log: TextViewDelegate {
        var entries: [String] = []
        var refusesNewline = false
        func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
            entries.append("shouldChangeTextIn(\(range),\(text.debugDescription))")
            return !(refusesNewline && text == "\n")
        }
        func textViewDidChangeSelection(_ textView: TextView) { entries.append("didChangeSelection") }
        func textViewDidChange(_ textView: TextView) { entries.append("didChange") }
    }

    private func screen(_ view: TextView, width: Double, height: Double) -> (Window, Application) {
        let window = Window(size: Size(width: width, height: height))
        let application = Application(window: window)
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        window.addSubview(view)
        window.runLayoutCycle()
        return (window, application)
    }

    private func send(_ keys: [KeyEvent], to application: Application) {
        for key in keys {
            application.send(key)
            application.window.runLayoutCycle()
        }
    }

    /// Row `y`, trailing spaces kept.
    private func row(_ window: Window, _ y: Int) -> String {
        var line = ""
        for x in 0..<window.canvas.width {
            if let character = window.canvas[x, y].character { line.append(character) }
        }
        return line
    }

    @Test func EX_TV_1() {
        let view = TextView()
        let log = Log()
        view.delegate = log
        let (window, application) = screen(view, width: 10, height: 4)
        view.becomeFirstResponder()
        send(K.type("hello world"), to: application)
        #expect(row(window, 0) == "hello     ")
        #expect(row(window, 1) == "world     ")
        #expect(window.textCursorCell! == (5, 1))
        #expect(log.entries.count == 33)
        #expect(Array(log.entries.prefix(3)) == ["shouldChangeTextIn(0..<0,\"h\")", "didChangeSelection", "didChange"])
        send([K.key(.enter)] + K.type("x"), to: application)
        #expect(row(window, 2) == "x         ")
        #expect(window.textCursorCell! == (1, 2))

        let refusing = TextView()
        let refusal = Log()
        refusal.refusesNewline = true
        refusing.delegate = refusal
        let (_, other) = screen(refusing, width: 10, height: 4)
        refusing.becomeFirstResponder()
        send(K.type("hello world"), to: other)
        refusal.entries.removeAll()
        send([K.key(.enter)], to: other)
        #expect(refusal.entries == ["shouldChangeTextIn(11..<11,\"\\n\")"])
        #expect(refusing.text == "hello world")
    }

    @Test func EX_TV_2() {
        let view = TextView()
        view.text = "abcdefgh\nab\nabcdefg"
        let (window, application) = screen(view, width: 12, height: 4)
        view.becomeFirstResponder()
        view.selectedRange = 8..<8
        window.runLayoutCycle()
        var carets: [String] = []
        for key in [Key.down, .down, .up, .up] {
            send([K.key(key)], to: application)
            let cell = window.textCursorCell!
            carets.append("(\(cell.x),\(cell.y))")
        }
        #expect(carets == ["(2,1)", "(7,2)", "(2,1)", "(8,0)"])
    }

    @Test func EX_TV_3() {
        let window = Window(size: Size(width: 30, height: 10))
        let application = Application(window: window)
        let view = TextView()
        view.isScrollEnabled = false
        view.text = "one two three four"
        #expect(view.intrinsicContentSize == Size(width: 19, height: 1))
        let label = Label(text: "below")
        for item in [view as View, label] {
            item.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(item)
        }
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        window.runLayoutCycle()
        #expect(view.frame.height == 3)
        #expect(label.frame.minY == 3)
        #expect(window.canvas.renderedText().hasPrefix("one two\nthree\nfour\nbelow"))
        view.becomeFirstResponder()
        send(K.type(" fivex"), to: application)
        #expect(view.frame.height == 4)
        #expect(label.frame.minY == 4)
        #expect(window.canvas.renderedText().hasPrefix("one two\nthree\nfour\nfivex\nbelow"))
        #expect(TextView().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let empty = TextView()
        empty.isScrollEnabled = false
        #expect(empty.intrinsicContentSize == Size(width: 1, height: 1))
    }

    @Test func EX_TV_4() {
        let view = TextView()
        view.text = (1...20).map { "L\($0)" }.joined(separator: "\n")
        let (window, application) = screen(view, width: 6, height: 5)
        view.becomeFirstResponder()
        view.selectedRange = 0..<0
        window.runLayoutCycle()
        func caretLine() -> String {
            let storage = view.editor.storage
            return storage.lines[storage.position(of: view.selectedRange.lowerBound).line]
        }
        send([K.key(.pageDown)], to: application)
        #expect(view.contentOffset.y == 4)
        #expect(caretLine() == "L5")
        var offsets: [Double] = []
        for _ in 0..<3 {
            send([K.key(.pageDown)], to: application)
            offsets.append(view.contentOffset.y)
        }
        #expect(offsets == [8, 12, 15])
        #expect(caretLine() == "L17")
        send([K.key(.pageDown)], to: application)
        #expect(view.contentOffset.y == 15)
        #expect(caretLine() == "L20")
        #expect((0..<5).map { String(row(window, $0).prefix(5)).trimmingTrailingSpaces() } == ["L16", "L17", "L18", "L19", "L20"])
        #expect(window.canvas[5, 4].character == "█")
    }

    // MARK: - Wrapping and the row layout

    @Test func wideCharactersWrapByDisplayWidthAndSpacesHang() {
        let view = TextView()
        view.text = "日本語の文章 です"
        let (window, _) = screen(view, width: 7, height: 4)
        #expect(window.canvas.renderedText() == "日本語\nの文章\nです\n")
        #expect(ParagraphWrapper.rows(of: "ab  cd", width: 3) == [0..<4, 4..<6])
        #expect(ParagraphWrapper.rows(of: "abcdefgh", width: 3) == [0..<3, 3..<6, 6..<8])
        #expect(ParagraphWrapper.rows(of: "short", width: 9) == nil)
    }

    @Test func editsKeepTheRowLayoutAsAFreshOneWouldBe() {
        let view = TextView()
        view.text = (0..<50).map { String(repeating: "word ", count: $0 % 7) }.joined(separator: "\n")
        let (window, application) = screen(view, width: 13, height: 6)
        view.becomeFirstResponder()
        view.selectedRange = 40..<40
        send(K.type("some more text") + [K.key(.enter), K.C("k"), K.C("k")] + K.type("x y z w v u"), to: application)
        view.selectedRange = 10..<120
        send([K.key(.backspace)], to: application)
        application.send(paste: "a\nb\nc d e f g h i j k l m n o p")
        send([K.C("_"), K.M("_")], to: application)
        let fresh = TextRowLayout(storage: view.editor.storage, width: 12)
        #expect(view.layout.rowCount == fresh.rowCount)
        for row in 0..<fresh.rowCount {
            let mine = view.layout.segment(atRow: row, in: view.editor.storage)
            let theirs = fresh.segment(atRow: row, in: view.editor.storage)
            #expect(mine.paragraph == theirs.paragraph && mine.range == theirs.range, "row \(row)")
        }
        #expect(view.contentSize.height == Double(fresh.rowCount))
        _ = window
    }

    @Test func aResizeRewrapsAndKeepsTheCaretInView() {
        let view = TextView()
        view.text = String(repeating: "abc ", count: 30)
        let (window, _) = screen(view, width: 20, height: 3)
        view.becomeFirstResponder()
        #expect(view.layout.rowCount == 6)
        window.size = Size(width: 10, height: 3)
        view.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        window.runLayoutCycle()
        #expect(view.layout.rowCount == 15)
        #expect(view.contentOffset.y == 12)
        #expect(window.textCursorCell!.y == 2)
    }

    // MARK: - Read-only, mouse, paste

    @Test func aReadOnlyViewIsAPager() {
        let view = TextView()
        view.isEditable = false
        view.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let (window, application) = screen(view, width: 10, height: 3)
        view.becomeFirstResponder()
        send([K.key(.down), K.key(.down)], to: application)
        #expect(view.contentOffset.y == 2)
        #expect(row(window, 0).hasPrefix("line 3"))
        send([K.key(.end)], to: application)
        #expect(view.contentOffset.y == 7)
        send(K.type("x") + [K.key(.enter), K.key(.backspace)], to: application)
        #expect(view.text.hasPrefix("line 1\n"))
        #expect(view.text.count == 70)
        #expect(window.textCursorCell == nil)
        view.append("\nline 11")
        #expect(view.contentSize.height == 11)
    }

    @Test func clicksPlaceTheCaretAndDragSelectsAcrossRows() {
        let view = TextView()
        view.text = "hello world\nsecond line"
        let (window, application) = screen(view, width: 12, height: 4)
        application.send(MouseEvent(.down, button: .left, at: Point(x: 3, y: 0)))
        application.send(MouseEvent(.dragged, button: .left, at: Point(x: 2, y: 1)))
        application.send(MouseEvent(.up, button: .left, at: Point(x: 2, y: 1)))
        window.runLayoutCycle()
        #expect(view.isFirstResponder)
        #expect(view.selectedRange == 3..<14)
        #expect(window.canvas[3, 0].style.attributes.contains(.reverse))
        #expect(!window.canvas[2, 0].style.attributes.contains(.reverse))
        #expect(!window.canvas[2, 1].style.attributes.contains(.reverse))
        application.send(MouseEvent(.down, button: .left, at: Point(x: 9, y: 3)))
        application.send(MouseEvent(.up, button: .left, at: Point(x: 9, y: 3)))
        #expect(view.selectedRange == 23..<23)
    }

    @Test func aHugePasteIsOneEditAndUndoesInOne() {
        let view = TextView()
        let (window, application) = screen(view, width: 40, height: 10)
        view.becomeFirstResponder()
        let line = String(repeating: "x", count: 99) + "\n"
        let paste = String(repeating: line, count: 100_000) // 10 MB
        application.send(paste: paste)
        window.runLayoutCycle()
        #expect(view.editor.storage.lineCount == 100_001)
        #expect(view.contentSize.height == 300_001)
        #expect(view.contentOffset.y == 300_001 - 10)
        send(K.type("!"), to: application)
        #expect(row(window, 9).hasPrefix("!"))
        #expect(view.undo())
        #expect(view.undo())
        #expect(view.text == "")
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
