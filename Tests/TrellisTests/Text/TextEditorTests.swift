import Testing
@testable import Trellis

/// The editing model as key-event scripts: the text and the caret (and selection) each
/// script leaves, for every key the text views take.
@MainActor
@Suite struct TextEditorTests {
    typealias K = KeyScript

    /// An editor holding `text` with the caret at `caret` (the end by default), sharing
    /// `pasteboard`.
    private func editor(_ text: String = "", caret: Int? = nil, multiline: Bool = false,
                        pasteboard: Pasteboard = Pasteboard()) -> TextEditor {
        let editor = TextEditor(text: text, multiline: multiline)
        if let caret { editor.select(anchor: caret, caret: caret) }
        editor.pasteboard = { pasteboard }
        return editor
    }

    private func run(_ editor: TextEditor, _ keys: [KeyEvent]) {
        for key in keys { _ = editor.handle(key) }
    }

    @Test func typingInsertsAtTheCaret() {
        let e = editor()
        run(e, K.type("held") + [K.key(.left), K.key(.left)] + K.type("l"))
        #expect(e.text == "helld")
        #expect(e.caret == 3)
    }

    @Test func movesStepOverWholeClusters() {
        // A ZWJ family, a flag, a base with two marks, a wide character.
        let e = editor("a👨‍👩‍👧🇫🇷e\u{301}\u{323}日", caret: 0)
        var carets: [Int] = []
        for _ in 0..<6 { run(e, [K.key(.right)]); carets.append(e.caret) }
        #expect(carets == [1, 2, 3, 4, 5, 5])
        run(e, [K.key(.backspace)])
        #expect(e.text == "a👨‍👩‍👧🇫🇷e\u{301}\u{323}")
        run(e, [K.C("b"), K.C("b"), K.C("d")])
        #expect(e.text == "a👨‍👩‍👧e\u{301}\u{323}")
        #expect(e.caret == 2)
        run(e, [K.C("h")])
        #expect(e.text == "ae\u{301}\u{323}")
        #expect(e.column(of: e.caret) == 1)
    }

    @Test func columnsAreDisplayWidths() {
        let e = editor("日本語です")
        #expect(e.column(of: 5) == 10)
        #expect(e.column(of: 2) == 4)
        #expect(editor("e\u{301}x").column(of: 1) == 1)
    }

    @Test func homeEndAndTheirControlKeys() {
        let e = editor("hello world", caret: 5)
        run(e, [K.key(.home)]); #expect(e.caret == 0)
        run(e, [K.key(.end)]); #expect(e.caret == 11)
        run(e, [K.C("a")]); #expect(e.caret == 0)
        run(e, [K.C("e")]); #expect(e.caret == 11)
        run(e, [K.C("b"), K.C("b")]); #expect(e.caret == 9)
        run(e, [K.C("f")]); #expect(e.caret == 10)
    }

    @Test func wordMotionsByLettersAndDigits() {
        let e = editor("foo_bar, baz9  qux")
        run(e, [K.M("b")]); #expect(e.caret == 15)
        run(e, [K.M("b")]); #expect(e.caret == 9)
        run(e, [K.M("b")]); #expect(e.caret == 4)
        run(e, [K.key(.left, .control)]); #expect(e.caret == 0)
        run(e, [K.M("f")]); #expect(e.caret == 3)
        run(e, [K.key(.right, .alternate)]); #expect(e.caret == 7)
        run(e, [K.M("f"), K.M("f"), K.M("f")]); #expect(e.caret == 18)
    }

    @Test func wordMotionsCrossLineBreaks() {
        let e = editor("one\n  two", caret: 6, multiline: true)
        run(e, [K.M("b")]); #expect(e.caret == 0)
        run(e, [K.M("f"), K.M("f")]); #expect(e.caret == 9)
    }

    @Test func deletesByClusterAndWord() {
        let e = editor("hello brave world")
        run(e, [K.C("w")]); #expect(e.text == "hello brave ")
        run(e, [K.key(.backspace, .alternate)]); #expect(e.text == "hello ")
        run(e, [K.C("a"), K.M("d")]); #expect(e.text == " ")
        run(e, [K.key(.delete)]); #expect(e.text == "")
        run(e, [K.key(.delete), K.key(.backspace)]); #expect(e.text == "")
    }

    @Test func killAndYankShareTheApplicationsBuffer() {
        // EX-TF-4's readline part, on the model.
        let pasteboard = Pasteboard()
        let e = editor("hello brave world", pasteboard: pasteboard)
        run(e, [K.M("b")]); #expect(e.caret == 12)
        run(e, [K.M("b")]); #expect(e.caret == 6)
        run(e, [K.C("k")])
        #expect(e.text == "hello ")
        #expect(pasteboard.string == "brave world")
        run(e, [K.C("a"), K.C("y")])
        #expect(e.text == "brave worldhello ")
        #expect(e.caret == 11)
        run(e, [K.C("u")])
        #expect(e.text == "hello ")
        #expect(pasteboard.string == "brave world")
    }

    @Test func killsInARowGatherIntoOneYank() {
        // Ctrl-K twice takes the rest of the line, then its break: one Ctrl-Y brings back both.
        let pasteboard = Pasteboard()
        let e = editor("ab\ncd", caret: 1, multiline: true, pasteboard: pasteboard)
        run(e, [K.C("k"), K.C("k")])
        #expect(e.text == "acd")
        #expect(pasteboard.string == "b\n")
        run(e, [K.C("y")])
        #expect(e.text == "ab\ncd")
        // Backward kills put their text in front: Ctrl-W twice reads as the two words.
        let words = editor("one two three", pasteboard: pasteboard)
        run(words, [K.C("w"), K.C("w")])
        #expect(words.text == "one ")
        #expect(pasteboard.string == "two three")
    }

    @Test func anyOtherKeyEndsTheKillRun() {
        let pasteboard = Pasteboard()
        let e = editor("one two three", pasteboard: pasteboard)
        run(e, [K.C("w"), K.key(.left), K.C("w")])
        #expect(pasteboard.string == "two")
        #expect(e.text == "one  ")
        let typed = editor("one two", pasteboard: pasteboard)
        run(typed, [K.C("w")] + K.type("x") + [K.key(.backspace), K.C("w")])
        #expect(pasteboard.string == "one ")
    }

    @Test func controlKAtTheEndOfAParagraphTakesTheLineBreak() {
        let e = editor("ab\ncd", caret: 1, multiline: true)
        run(e, [K.C("k")]); #expect(e.text == "a\ncd")
        run(e, [K.C("k")]); #expect(e.text == "acd")
    }

    @Test func shiftSelectsAndTypingReplacesTheSelection() {
        let e = editor("hello world", caret: 0)
        run(e, [K.key(.right, .shift), K.key(.right, .shift), K.key(.right, [.shift, .control])])
        #expect(e.selectedRange == 0..<5)
        run(e, K.type("J"))
        #expect(e.text == "J world")
        #expect(e.caret == 1)
        run(e, [K.key(.end, .shift)])
        #expect(e.selectedRange == 1..<7)
        run(e, [K.key(.left)])
        #expect(e.selectedRange == 1..<1)
        run(e, [K.key(.end, .shift), K.key(.backspace)])
        #expect(e.text == "J")
    }

    @Test func copyCutAndPasteThroughThePasteboard() {
        let pasteboard = Pasteboard()
        var exported: [String] = []
        pasteboard.systemClipboardWriter = { exported.append($0) }
        let e = editor("abc def", caret: 0, pasteboard: pasteboard)
        run(e, [K.key(.right, [.shift, .alternate]), K.M("w")])
        #expect(pasteboard.string == "abc")
        #expect(e.text == "abc def")
        run(e, [K.C("e"), K.C("y")])
        #expect(e.text == "abc defabc")
        run(e, [K.key(.home, .shift), K.C("x")])
        #expect(e.text == "")
        #expect(pasteboard.string == "abc defabc")
        #expect(exported == ["abc", "abc defabc"])
    }

    @Test func undoGroupsTypingRunsAndRedoRestores() {
        let e = editor()
        run(e, K.type("hello") + [K.key(.left)] + K.type("X") + [K.key(.backspace), K.key(.backspace)])
        #expect(e.text == "helo")
        run(e, [K.C("_")]); #expect(e.text == "hellXo"); #expect(e.caret == 5)
        run(e, [K.C("_")]); #expect(e.text == "hello"); #expect(e.caret == 4)
        run(e, [K.C("_")]); #expect(e.text == "")
        #expect(!e.undoStack.canUndo)
    }

    @Test func undoAndRedoStepByGroup() {
        let e = editor()
        run(e, K.type("one two"))
        run(e, [K.key(.home)])
        run(e, K.type("zero "))
        run(e, [K.key(.end), K.key(.backspace), K.key(.backspace)])
        #expect(e.text == "zero one t")
        run(e, [K.C("_")]); #expect(e.text == "zero one two"); #expect(e.caret == 12)
        run(e, [K.C("_")]); #expect(e.text == "one two"); #expect(e.caret == 0)
        run(e, [K.C("_")]); #expect(e.text == "")
        run(e, [K.C("_")]); #expect(e.text == "")
        run(e, [K.M("_")]); #expect(e.text == "one two")
        run(e, [K.M("_"), K.M("_")]); #expect(e.text == "zero one t"); #expect(e.caret == 10)
        run(e, K.type("x"))
        run(e, [K.M("_")]); #expect(e.text == "zero one tx")
    }

    @Test func aRefusedEditChangesNothing() {
        let e = editor("ab")
        var asked: [String] = []
        e.shouldChange = { range, text in asked.append("\(range) \(text)"); return !text.contains("1") }
        run(e, K.type("a1b"))
        #expect(e.text == "abab")
        #expect(asked == ["2..<2 a", "3..<3 1", "3..<3 b"])
        #expect(e.undoStack.canUndo)
    }

    @Test func pastedControlsAreFilteredAndLineBreaksFlattenedInAField() {
        let field = editor()
        field.insertPaste("a\u{1B}[31mb\tc\r\nd\u{7}")
        #expect(field.text == "a\u{FFFD}[31mb c d\u{FFFD}")
        let view = editor(multiline: true)
        view.insertPaste("x\r\ny\u{2028}z")
        #expect(view.text == "x\ny\nz")
        #expect(view.caret == 5)
    }

    @Test func controlsAreFoundOnTheBytes() {
        #expect(TextInputFilter.containsControls("a\u{85}b", allowingLineBreaks: true))
        #expect(TextInputFilter.containsControls("a\u{7F}", allowingLineBreaks: true))
        #expect(TextInputFilter.containsControls("a\u{1B}", allowingLineBreaks: true))
        #expect(TextInputFilter.containsControls("a\nb", allowingLineBreaks: false))
        #expect(!TextInputFilter.containsControls("a\r\nb", allowingLineBreaks: true))
        #expect(!TextInputFilter.containsControls("日本\u{A0}é\u{2028}😀", allowingLineBreaks: true))
    }

    @Test func keysItDoesNotTakePassOn() {
        let e = editor("x")
        for key in [K.key(.tab), K.key(.backTab), K.key(.escape), K.C("c"), K.key(.up), K.key(.down),
                    K.key(.pageUp), K.key(.function(1)), K.C("z")] {
            #expect(!e.handle(key), "\(key)")
        }
        #expect(!e.handle(K.key(.enter)))
        #expect(editor(multiline: true).handle(K.key(.up)))
    }
}
