#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Testing
import Trellis
@testable import TrellisCurses

/// ncurses on a temporary file instead of a terminal, as `xterm-256color`: what a frame
/// sends is what the file grows by.
@MainActor
private final class HeadlessTerminal {
    let terminal: Terminal
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let path: String

    init(name: String = "xterm-256color", columns: Int = 40, rows: Int = 10, noColor: Bool = false) throws {
        setlocale(LC_ALL, "C.UTF-8")
        // ncurses takes the size from these when the output is not a terminal.
        setenv("COLUMNS", String(columns), 1)
        setenv("LINES", String(rows), 1)
        var template = Array("/tmp/trellis-screen-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        output = fdopen(descriptor, "w")!
        input = fopen("/dev/null", "r")!
        terminal = try Terminal(terminalName: name, input: input, output: output, inputDescriptor: fileno(input),
                                outputDescriptor: descriptor, noColor: noColor, savedSettings: nil, handlesSignals: false)
    }

    /// Bytes written so far.
    var size: Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : -1
    }

    /// Everything written so far, as text.
    var contents: String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Bytes `body` wrote.
    func bytesWritten(_ body: () -> Void) -> Int {
        let before = size
        body()
        return size - before
    }

    func close() {
        terminal.restore()
        fclose(output)
        fclose(input)
        unlink(path)
    }
}

@Suite("ScreenWriter, headless")
@MainActor
struct ScreenWriterTests {
    private func labels(_ text: String, width: Int = 40, height: Int = 10) -> Window {
        let window = Window(size: Size(width: Double(width), height: Double(height)))
        let label = Label()
        label.text = text
        label.frame = Rect(x: 2, y: 3, width: 20, height: 1)
        window.addSubview(label)
        return window
    }

    @Test func theTerminalHasTheSizeAndDepthOfItsEntry() throws {
        let headless = try HeadlessTerminal()
        defer { headless.close() }
        #expect(headless.terminal.size == Size(width: 40, height: 10))
        #expect(headless.terminal.colorDepth == .palette256)
    }

    @Test func noColorMeansMonochrome() throws {
        let headless = try HeadlessTerminal(noColor: true)
        defer { headless.close() }
        #expect(headless.terminal.colorDepth == .monochrome)
    }

    @Test func anUnchangedFrameWritesNothingAndOneLabelWritesLittle() throws {
        let headless = try HeadlessTerminal()
        defer { headless.close() }
        let terminal = headless.terminal
        let window = Window(size: terminal.size)
        let labels = (0..<8).map { row in
            let label = Label()
            label.text = "Label number \(row)"
            label.frame = Rect(x: 0, y: Double(row), width: 30, height: 1)
            window.addSubview(label)
            return label
        }
        window.runLayoutCycle()
        let first = headless.bytesWritten {
            terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: true)
        }
        #expect(first > 8 * 14)
        #expect(headless.contents.contains("Label number 7"))

        window.runLayoutCycle()
        let unchanged = headless.bytesWritten {
            terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: false)
        }
        #expect(unchanged == 0)

        labels[4].text = "Label number X"
        window.runLayoutCycle()
        let changed = window.takeChangedCells()
        #expect(changed.count == 1)
        let one = headless.bytesWritten {
            terminal.write(canvas: window.canvas, changedCells: changed, fullRedraw: false)
        }
        // A cursor move and one character, whatever ncurses' exact choice of sequence.
        #expect(one > 0 && one < 20)
        #expect(headless.contents.hasSuffix("X") || headless.contents.contains("X"))
    }

    @Test func wideAndCombiningCharactersReachTheTerminal() throws {
        let headless = try HeadlessTerminal()
        defer { headless.close() }
        var canvas = Canvas(width: 40, height: 10)
        canvas.put("中文 e\u{301}", x: 0, y: 0)
        headless.terminal.write(canvas: canvas, changedCells: canvas.changedCells(comparedTo: Canvas(width: 40, height: 10)),
                                fullRedraw: false)
        let text = headless.contents
        #expect(text.contains("中文"))
        #expect(text.contains("e\u{301}"))
    }

    @Test func coloursAndAttributesAreSent() throws {
        let headless = try HeadlessTerminal()
        defer { headless.close() }
        var canvas = Canvas(width: 40, height: 10)
        canvas.put("hot", x: 0, y: 0, style: CellStyle(foreground: .rgb(255, 0, 0), background: .palette(19), attributes: [.bold, .underline]))
        headless.terminal.write(canvas: canvas, changedCells: [(0, 0), (1, 0), (2, 0)], fullRedraw: false)
        let text = headless.contents
        #expect(text.contains("38;5;196"))
        #expect(text.contains("48;5;19"))
        #expect(text.contains("hot"))
    }

    @Test func restoreIsIdempotentAndStopsOutput() throws {
        let headless = try HeadlessTerminal()
        defer { headless.close() }
        headless.terminal.restore()
        #expect(headless.terminal.isRestored)
        let after = headless.bytesWritten {
            headless.terminal.restore()
            var canvas = Canvas(width: 40, height: 10)
            canvas.put("late", x: 0, y: 0)
            headless.terminal.write(canvas: canvas, changedCells: [(0, 0)], fullRedraw: true)
        }
        #expect(after == 0)
        #expect(headless.contents.contains("\u{1B}[?1002l"))
    }

    /// A terminfo entry with the `Sync` capability, compiled with `tic` into a temporary
    /// database; nil when `tic` is not installed.
    private static func synchronizedTerminfo() -> String? {
        let directory = "/tmp/trellis-terminfo-\(getpid())"
        let source = directory + ".src"
        let entry = """
            trellis-sync|xterm-256color with synchronized output,
            \tSync=\\E[?2026%?%p1%{1}%-%tl%eh%;,
            \tuse=xterm-256color,

            """
        guard let file = fopen(source, "w") else { return nil }
        fputs(entry, file)
        fclose(file)
        defer { unlink(source) }
        guard system("tic -x -o \(directory) \(source) >/dev/null 2>&1") == 0 else { return nil }
        return directory
    }

    @Test func framesAreBracketedWhenTerminfoHasSync() throws {
        // tic comes with ncurses (ncurses-bin); without it this test cannot be run, which
        // is a failure, not a pass.
        let database = try #require(Self.synchronizedTerminfo(), "tic could not compile a terminfo entry with Sync")
        setenv("TERMINFO", database, 1)
        defer {
            unsetenv("TERMINFO")
            _ = system("rm -rf \(database)")
        }
        let headless = try HeadlessTerminal(name: "trellis-sync")
        defer { headless.close() }
        var canvas = Canvas(width: 40, height: 10)
        canvas.put("sync", x: 0, y: 0)
        let before = headless.contents.count
        headless.terminal.write(canvas: canvas, changedCells: [(0, 0), (1, 0), (2, 0), (3, 0)], fullRedraw: false)
        let frame = String(headless.contents.dropFirst(before))
        #expect(frame.hasPrefix("\u{1B}[?2026h"))
        #expect(frame.hasSuffix("\u{1B}[?2026l"))
        #expect(frame.contains("sync"))
    }

    @Test func framesAreNotBracketedWithoutSync() throws {
        let headless = try HeadlessTerminal()
        defer { headless.close() }
        var canvas = Canvas(width: 40, height: 10)
        canvas.put("plain", x: 0, y: 0)
        headless.terminal.write(canvas: canvas, changedCells: [(0, 0)], fullRedraw: false)
        #expect(!headless.contents.contains("2026h"))
    }
}

/// `Terminal.recording(to:terminalType:size:)`: frames to a file, byte for byte.
@MainActor
@Suite(.serialized) struct TerminalRecordingTests {
    @Test func aRecordingTerminalWritesFramesToTheFileAndNothingForAnUnchangedOne() throws {
        var template = Array("/tmp/trellis-recording-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        func size() -> Int {
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : -1
        }
        let terminal = try Terminal.recording(to: descriptor, size: Size(width: 30, height: 5))
        defer { terminal.restore() }
        #expect(terminal.size == Size(width: 30, height: 5))
        let window = Window(size: terminal.size)
        let label = Label(text: "Recorded")
        label.frame = Rect(x: 2, y: 1, width: 10, height: 1)
        window.addSubview(label)
        window.runLayoutCycle()
        terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: true)
        let first = size()
        #expect(first > 0)
        window.runLayoutCycle()
        terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: false)
        #expect(size() == first)
        label.text = "Recorder"
        window.runLayoutCycle()
        terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: false)
        // One cell changed: a cursor move and the character, a handful of bytes.
        #expect(size() > first)
        #expect(size() - first < 16)
    }

    @Test func theCursorShowsWhereAskedAndMovingItIsTheOnlyChange() throws {
        var template = Array("/tmp/trellis-recording-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        func contents() -> [UInt8] {
            guard let file = fopen(path, "r") else { return [] }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
            return bytes
        }
        let terminal = try Terminal.recording(to: descriptor, size: Size(width: 30, height: 5))
        defer { terminal.restore() }
        let window = Window(size: terminal.size)
        window.runLayoutCycle()
        terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: true)
        let first = contents().count
        let show = Array("\u{1B}[?25h".utf8)
        terminal.write(canvas: window.canvas, changedCells: [], fullRedraw: false, cursor: (x: 4, y: 2))
        let shown = Array(contents().dropFirst(first))
        #expect(shown.count > 0)
        #expect(shown.indices.contains { Array(shown[$0...].prefix(show.count)) == show })
        let afterShow = contents().count
        terminal.write(canvas: window.canvas, changedCells: [], fullRedraw: false, cursor: (x: 4, y: 2))
        #expect(contents().count == afterShow)  // where it was: nothing to send
        terminal.write(canvas: window.canvas, changedCells: [], fullRedraw: false, cursor: nil)
        let hidden = Array(contents().dropFirst(afterShow))
        let hide = Array("\u{1B}[?25l".utf8)
        #expect(hidden.indices.contains { Array(hidden[$0...].prefix(hide.count)) == hide })
    }

    @Test func aRecordingTerminalOfAnUnknownTypeThrows() {
        #expect(throws: TerminalError.unknownTerminal("no-such-terminal-type")) {
            _ = try Terminal.recording(to: 1, terminalType: "no-such-terminal-type", size: Size(width: 10, height: 3))
        }
    }
}
