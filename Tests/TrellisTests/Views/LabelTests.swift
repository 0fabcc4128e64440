import Testing
@testable import Trellis

/// `Label`: intrinsic size from its text, wrapping to the width it gets, truncation,
/// alignment, baselines, and what it draws.
@MainActor
@Suite struct LabelTests {
    /// A window of `width`×`height` with `label` pinned at (x, y) by its leading and top
    /// edges, plus whatever `extra` constraints say.
    private func screen(_ label: Label, width: Double, height: Double, x: Double = 0, y: Double = 0,
                        extra: (Window) -> [LayoutConstraint] = { _ in [] }) -> Window {
        let window = Window(size: Size(width: width, height: height))
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
        ] + extra(window))
        window.runLayoutCycle()
        return window
    }

    @Test func aSingleLineLabelHugsItsText() {
        let label = Label(text: "Hello, 世界")
        let window = screen(label, width: 20, height: 2, x: 1)
        #expect(label.intrinsicContentSize == Size(width: 11, height: 1))
        #expect(label.frame == Rect(x: 1, y: 0, width: 11, height: 1))
        #expect(window.canvas.renderedText() == " Hello, 世界\n")
    }

    @Test func anEmptyLabelHasNoSizeAndDrawsNothing() {
        let label = Label(text: "")
        let window = screen(label, width: 5, height: 1)
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
        #expect(window.canvas.renderedText() == "")
    }

    @Test func EX_ICS_5_withALabel() {
        let label = Label(text: "The quick brown fox jumps over the lazy dog")
        label.numberOfLines = 0
        let window = screen(label, width: 30, height: 5) { _ in [label.widthAnchor.constraint(equalToConstant: 20)] }
        #expect(label.frame == Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(window.canvas.renderedText() == """
            The quick brown fox
            jumps over the lazy
            dog


            """)
    }

    @Test("a wrapping label takes the height its width needs, at every width", arguments: [1, 3, 4, 9, 19, 43, 60])
    func heightFollowsWidth(width: Int) {
        let text = "The quick brown fox jumps over the lazy dog"
        let label = Label(text: text)
        label.numberOfLines = 0
        _ = screen(label, width: 80, height: 50) { window in
            [label.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: Double(width))]
        }
        let expected = TextWrapper.wrap(text, width: width, mode: .word).count
        #expect(label.frame.height == Double(expected))
        #expect(label.frame.width == Double(width))
    }

    @Test func changingTheTextRelaysOutAndRedraws() {
        let label = Label(text: "short")
        let window = screen(label, width: 20, height: 1)
        label.text = "a longer text"
        window.runLayoutCycle()
        #expect(label.frame.width == 13)
        #expect(window.canvas.renderedText() == "a longer text")
    }

    @Test func aNewTextOfTheSameWidthIsDrawn() {
        let label = Label(text: "abc")
        let window = screen(label, width: 20, height: 1)
        #expect(window.canvas.renderedText() == "abc")
        label.text = "xyz"
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "xyz")
        label.numberOfLines = 2
        label.text = "uvw"
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "uvw")
        // Multi-line now: its drawn lines are cached too, and must go with the text.
        label.text = "rst"
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "rst")
    }

    @Test func truncationAtEachEnd() {
        let text = "abcdefghijklmnop"
        let expectations: [(LineBreakMode, String)] = [
            (.byTruncatingTail, "abcdefghi…"),
            (.byTruncatingHead, "…hijklmnop"),
            (.byTruncatingMiddle, "abcde…mnop"),
            (.byClipping, "abcdefghij"),
        ]
        for (mode, shown) in expectations {
            let label = Label(text: text)
            label.lineBreakMode = mode
            let window = screen(label, width: 12, height: 1) { _ in [label.widthAnchor.constraint(equalToConstant: 10)] }
            #expect(window.canvas.renderedText() == shown, "\(mode)")
        }
    }

    @Test func numberOfLinesLimitsAndTruncatesTheLastLine() {
        let label = Label(text: "one two three four five six")
        label.numberOfLines = 2
        let window = screen(label, width: 12, height: 4) { _ in [label.widthAnchor.constraint(equalToConstant: 9)] }
        #expect(label.frame.height == 2)
        #expect(window.canvas.renderedText() == """
            one two
            three fo…


            """)
    }

    @Test func alignmentFollowsTheLayoutDirection() {
        for (alignment, direction, shown) in [
            (TextAlignment.natural, UserInterfaceLayoutDirection.leftToRight, "ab"),
            (.natural, .rightToLeft, "    ab"),
            (.center, .leftToRight, "  ab"),
            (.right, .leftToRight, "    ab"),
            (.trailing, .rightToLeft, "ab"),
        ] {
            let label = Label(text: "ab")
            label.textAlignment = alignment
            let window = Window(size: Size(width: 6, height: 1))
            window.userInterfaceLayoutDirection = direction
            label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
            window.addSubview(label)
            window.runLayoutCycle()
            #expect(window.canvas.renderedText() == shown, "\(alignment) \(direction)")
        }
    }

    @Test func ALN_07_withLabels() {
        let window = Window(size: Size(width: 30, height: 10))
        let message = Label(text: "hi")
        message.numberOfLines = 0
        let send = Label(text: "[Send]")
        for view in [message, send] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            message.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            message.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
            message.widthAnchor.constraint(equalToConstant: 10),
            send.leadingAnchor.constraint(equalTo: message.trailingAnchor, constant: 1),
            send.lastBaselineAnchor.constraint(equalTo: message.lastBaselineAnchor),
        ])
        window.runLayoutCycle()
        #expect(send.frame.minY == 2)
        message.text = "one two three four five six seven"  // four lines at width 10
        window.runLayoutCycle()
        #expect(message.frame.height == 4)
        #expect(send.frame.minY == 5)
    }

    @Test func wideCharactersAreNeverSplitAtTheEdge() {
        let label = Label(text: "ab漢字")
        label.lineBreakMode = .byClipping
        let window = screen(label, width: 6, height: 1) { _ in [label.widthAnchor.constraint(equalToConstant: 5)] }
        // 漢 fits in columns 2–3; 字 would need columns 4–5 and only 4 is inside.
        #expect(window.canvas.renderedText() == "ab漢")
    }

    @Test func aHugeTextIsMeasuredAndDrawnInPart() {
        let label = Label(text: String(repeating: "x", count: 100_000))
        let window = screen(label, width: 80, height: 1) { window in
            [label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor)]
        }
        #expect(label.intrinsicContentSize.width == 100_000)
        #expect(label.frame.width == 80)
        #expect(window.canvas.renderedText() == String(repeating: "x", count: 79) + "…")
    }

    @Test func theDebugNameIsTheText() {
        let label = Label(text: "Profile")
        #expect(label.debugName == "Profile")
        label.debugName = "profile button"
        #expect(label.debugName == "profile button")
    }
}

extension LabelTests {
    @Test("a label at every width from 0 to huge", arguments: [0, 1, 2, 5, 7, 8, 30, 500])
    func widths(width: Int) {
        let label = Label(text: "Profile")
        let window = Window(size: Size(width: Double(width), height: 1))
        label.frame = Rect(x: 0, y: 0, width: Double(width), height: 1)
        window.addSubview(label)
        window.runLayoutCycle()
        let expected: String = switch width {
        case 0: ""
        case 1: "…"
        case 2: "P…"
        case 5: "Prof…"
        default: "Profile"
        }
        #expect(window.canvas.renderedText() == expected)
    }

    @Test func emojiCombiningMarksTabsAndControlsAreDrawnSafely() {
        let label = Label(text: "👨‍👩‍👧🇫🇷e\u{301}\ta\u{1B}b")
        let window = screen(label, width: 20, height: 1)
        // The family and the flag take two cells each; é one; the tab runs to column 8;
        // the escape character becomes U+FFFD, never a raw control.
        #expect(label.intrinsicContentSize.width == 11)
        #expect(window.canvas.renderedText() == "👨‍👩‍👧🇫🇷é   a\u{FFFD}b")
        #expect(window.canvas[0, 0].content == .character("👨‍👩‍👧"))
        #expect(window.canvas[1, 0].content == .continuation)
    }

    @Test func EX_ICS_1_rendered() {
        // Two labels in a row, lab1 resisting compression one step more; scaled to cells.
        for (width, shown) in [
            (40, "  lab1 text here     second label text"),
            (30, "  lab1 text here  second la…"),  // lab2 squeezed to 10 cells
        ] {
            let window = Window(size: Size(width: Double(width), height: 3))
            let lab1 = Label(text: "lab1 text here")
            let lab2 = Label(text: "second label text")
            for label in [lab1, lab2] {
                label.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(label)
            }
            lab1.setContentCompressionResistancePriority(751, for: .horizontal)
            LayoutConstraint.activate([
                lab1.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
                lab2.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
                lab1.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
                window.trailingAnchor.constraint(equalTo: lab2.trailingAnchor, constant: 2),
                lab1.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                lab2.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                lab2.leadingAnchor.constraint(greaterThanOrEqualTo: lab1.trailingAnchor, constant: 2),
            ])
            window.runLayoutCycle()
            #expect(window.canvas.renderedText() == "\n" + shown + "\n", "width \(width)")
        }
    }

    @Test func EX_ICS_3_rendered() {
        // [img][label]-(>=0)-| in 24 columns: with the label's compression resistance at
        // 751 the image gives way and the whole word shows.
        let art = CharacterArt(String(repeating: "#", count: 20))
        let window = Window(size: Size(width: 24, height: 1))
        let image = ImageView(image: art)
        let label = Label(text: "czerwony")
        for view in [image, label] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        label.setContentCompressionResistancePriority(751, for: .horizontal)
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor),
            image.topAnchor.constraint(equalTo: window.topAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.runLayoutCycle()
        #expect(image.frame.width == 16)
        #expect(window.canvas.renderedText() == String(repeating: "#", count: 16) + "czerwony")
    }
}
