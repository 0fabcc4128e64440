#if canImport(Glibc)
import Glibc
#endif
import Testing
import Trellis
@testable import TrellisCurses

/// The escape sequences a frame's colours become at each depth, read from a recording
/// terminal (`Terminal.recording`) of each kind: 24-bit (`xterm-direct`), 256, 16 and 8
/// colours, and none (`vt100`).
@Suite("Colour output by depth")
@MainActor
struct ColorOutputTests {
    /// What one frame of a 4×1 window writes, drawn as `terminalType` in its own theme:
    /// cells 0–1 in `first`, 2–3 in `second`.
    private func frame(_ terminalType: String, first: CellStyle, second: CellStyle) throws -> (String, ColorDepth) {
        var template = Array("/tmp/trellis-colour-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let terminal = try Terminal.recording(to: descriptor, terminalType: terminalType, size: Size(width: 4, height: 1))
        defer { terminal.restore() }
        let window = Window(size: terminal.size)
        window.theme = terminal.theme
        let left = Label(text: "ab")
        left.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        left.textColor = first.foreground
        left.backgroundColor = first.background
        let right = Label(text: "cd")
        right.frame = Rect(x: 2, y: 0, width: 2, height: 1)
        right.textColor = second.foreground
        right.backgroundColor = second.background
        window.addSubview(left)
        window.addSubview(right)
        window.runLayoutCycle()
        terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: true)
        let depth = terminal.colorDepth
        terminal.restore()
        var bytes: [UInt8] = []
        if let file = fopen(path, "r") {
            while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
            fclose(file)
        }
        return (String(decoding: bytes, as: UTF8.self), depth)
    }

    @Test func trueColorSendsTheExactColour() throws {
        let (bytes, depth) = try frame("xterm-direct", first: CellStyle(foreground: .rgb(0x12, 0x34, 0x56)),
                                       second: CellStyle(foreground: .systemBlue))
        #expect(depth == .trueColor)
        #expect(bytes.contains("\u{1B}[38:2::18:52:86m"))
        // The dark theme's systemBlue, (10, 132, 255).
        #expect(bytes.contains("\u{1B}[38:2::10:132:255m"))
    }

    @Test func twoHundredFiftySixColoursSendTheNearestPaletteEntry() throws {
        let (bytes, depth) = try frame("xterm-256color", first: CellStyle(foreground: .rgb(255, 0, 0)),
                                       second: CellStyle(background: .rgb(128, 128, 128)))
        #expect(depth == .palette256)
        #expect(bytes.contains("\u{1B}[38;5;196m"))
        #expect(bytes.contains("\u{1B}[48;5;244m"))
    }

    @Test func sixteenColoursSendANSIColours() throws {
        let (bytes, depth) = try frame("xterm-16color", first: CellStyle(foreground: .rgb(255, 90, 90)),
                                       second: CellStyle(foreground: .systemRed))
        #expect(depth == .ansi16)
        #expect(bytes.contains("\u{1B}[91m"))
        #expect(!bytes.contains("38;5"))
    }

    /// The Venn diagram's blend of blue over light gray: blue on an 8-colour terminal,
    /// where the nearest colour by distance was dark gray, which 8 colours show as black.
    @Test func eightColoursKeepTheHue() throws {
        let (bytes, depth) = try frame("xterm", first: CellStyle(foreground: .rgb(85, 85, 170)),
                                       second: CellStyle(background: .rgb(85, 170, 85)))
        #expect(depth == .ansi8)
        #expect(bytes.contains("\u{1B}[34m"))
        #expect(bytes.contains("\u{1B}[42m"))
        #expect(!bytes.contains("\u{1B}[30m"))
    }

    @Test func monochromeSendsNoColour() throws {
        let (bytes, depth) = try frame("vt100", first: CellStyle(foreground: .systemRed),
                                       second: CellStyle(foreground: .rgb(1, 2, 3), background: .blue))
        #expect(depth == .monochrome)
        #expect(bytes.contains("ab"))
        for code in ["\u{1B}[3", "\u{1B}[4", "38;", "48;", "38:", "48:"] {
            #expect(!bytes.contains(code), "\(code)")
        }
    }

    @Test func colortermPicksTheDirectEntryBesideTERMs() {
        #expect(Terminal.directColorName(for: "xterm-256color", colorTerm: "truecolor") == "xterm-direct")
        #expect(Terminal.directColorName(for: "tmux-256color", colorTerm: "24bit") == "tmux-direct")
        #expect(Terminal.directColorName(for: "xterm", colorTerm: "truecolor") == "xterm-direct")
        #expect(Terminal.directColorName(for: "xterm-direct", colorTerm: "truecolor") == nil)
        #expect(Terminal.directColorName(for: "xterm-256color", colorTerm: nil) == nil)
        #expect(Terminal.directColorName(for: "xterm-256color", colorTerm: "yes") == nil)
    }
}
