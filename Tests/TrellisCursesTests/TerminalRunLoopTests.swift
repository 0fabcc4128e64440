#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Trellis
@testable import TrellisCurses

/// The run loop's dispatch, on a recording terminal: resizes coalesce, keys reach the
/// responder chain, Ctrl-L repaints everything, and an unchanged frame sends nothing.
@MainActor
@Suite(.serialized) struct TerminalRunLoopTests {
    @MainActor private final class Recording {
        let terminal: Terminal
        let path: String
        init() throws {
            var template = Array("/tmp/trellis-runloop-XXXXXX".utf8CString)
            let descriptor = mkstemp(&template)
            path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            terminal = try Terminal.recording(to: descriptor, size: Size(width: 30, height: 6))
        }
        var size: Int {
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : -1
        }
        /// What was written from byte `offset` on, as text.
        func text(from offset: Int) -> String {
            guard let file = fopen(path, "r") else { return "" }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
            return String(decoding: bytes.dropFirst(offset), as: UTF8.self)
        }
        isolated deinit { unlink(path) }
    }

    @MainActor private final class Typing: ViewController {
        var typed: [KeyEvent] = []
        override func keyPressed(_ event: KeyEvent) {
            if case .character = event.key, event.modifiers.isEmpty { typed.append(event) } else { super.keyPressed(event) }
        }
    }

    private func makeLoop() throws -> (Recording, TerminalRunLoop, Typing) {
        let recording = try Recording()
        let controller = Typing()
        let window = Window(size: Size(width: 1, height: 1))
        window.rootViewController = controller
        let label = Label(text: "Hello")
        label.frame = Rect(x: 1, y: 1, width: 10, height: 1)
        controller.view.addSubview(label)
        let loop = TerminalRunLoop(terminal: recording.terminal, application: Application(window: window))
        return (recording, loop, controller)
    }

    @Test func theWindowTakesTheTerminalsSizeAndAStormOfResizesEndsAtTheLast() throws {
        let (recording, loop, _) = try makeLoop()
        defer { recording.terminal.restore() }
        #expect(loop.application.window.size == Size(width: 30, height: 6))
        loop.renderFrame()
        loop.dispatch([.resize(Size(width: 20, height: 4)), .resize(Size(width: 25, height: 5)),
                       .resize(Size(width: 28, height: 3))])
        #expect(loop.application.window.size == Size(width: 28, height: 3))
    }

    /// A window that counts the sizes it is given.
    @MainActor private final class SizeCountingWindow: Window {
        var sizesGiven: [Size] = []
        override var frame: Rect {
            didSet { sizesGiven.append(frame.size) }
        }
    }

    @Test func aStormOfResizesSetsTheWindowsSizeOnceAndLaysOutOnce() throws {
        let recording = try Recording()
        defer { recording.terminal.restore() }
        let controller = ViewController()
        let window = SizeCountingWindow(size: Size(width: 1, height: 1))
        window.rootViewController = controller
        let loop = TerminalRunLoop(terminal: recording.terminal, application: Application(window: window))
        loop.renderFrame()
        window.sizesGiven = []
        var passes = 0
        controller.view.addSubview(LayoutCountingView { passes += 1 })
        loop.renderFrame()
        passes = 0
        loop.dispatch([.resize(Size(width: 20, height: 4)), .resize(Size(width: 25, height: 5)),
                       .resize(Size(width: 28, height: 3))])
        loop.renderFrame()
        #expect(window.sizesGiven == [Size(width: 28, height: 3)])
        #expect(passes == 1)
    }

    /// A view that reports each of its layout passes.
    @MainActor private final class LayoutCountingView: View {
        let onLayout: () -> Void
        init(onLayout: @escaping () -> Void) {
            self.onLayout = onLayout
            super.init(frame: Rect(x: 0, y: 0, width: 4, height: 1))
            autoresizingMask = [.flexibleWidth]
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
        }
    }

    @Test func keysGoToTheResponderChainAndControlCQuits() throws {
        let (recording, loop, controller) = try makeLoop()
        defer { recording.terminal.restore() }
        loop.renderFrame()
        loop.dispatch([.key(.character("a")), .key(.character("b"))])
        #expect(controller.typed == [.character("a"), .character("b")])
        #expect(!loop.application.isQuitRequested)
        loop.dispatch([.key(.control("c"))])
        #expect(loop.application.isQuitRequested)
    }

    @Test func anUnchangedFrameSendsNothingAndControlLRepaintsEverything() throws {
        let (recording, loop, _) = try makeLoop()
        defer { recording.terminal.restore() }
        loop.renderFrame()
        let first = recording.size
        #expect(first > 0)
        loop.renderFrame()
        #expect(recording.size == first)
        loop.dispatch([.key(.control("l"))])
        loop.renderFrame()
        // The screen cleared (xterm's clear: home, erase all) and the text sent again.
        let repaint = recording.text(from: first)
        #expect(repaint.contains("\u{1B}[H\u{1B}[2J"))
        #expect(repaint.contains("Hello"))
        loop.renderFrame()
        #expect(recording.text(from: first) == repaint)
    }

    @Test func aPasteReachesTheFocusedFieldAndACopyGoesToTheSystemClipboard() throws {
        let (recording, loop, controller) = try makeLoop()
        defer { recording.terminal.restore() }
        let field = TextField()
        field.frame = Rect(x: 0, y: 3, width: 20, height: 1)
        controller.view.addSubview(field)
        loop.renderFrame()
        field.becomeFirstResponder()
        loop.dispatch([.paste("pasted\ntext")])
        #expect(field.text == "pasted text")
        #expect(controller.typed.isEmpty)
        loop.renderFrame()
        #expect(recording.terminal.supportsClipboard)
        let before = recording.size
        loop.dispatch([.key(KeyEvent(.left, modifiers: [.shift, .alternate])), .key(KeyEvent(.character("w"), modifiers: .alternate))])
        #expect(loop.application.pasteboard.string == "text")
        #expect(recording.text(from: before) == "\u{1B}]52;c;dGV4dA==\u{07}")
    }
}
