import Foundation
import Testing

/// Every demo in a real terminal as a plain 8-colour `xterm` and as `xterm-256color`:
/// what it writes uses only the colours the terminal has, the Venn diagram's circles and
/// overlap come out in colours of their own (never black on black), and each quits
/// cleanly.
@Suite(.serialized)
struct ColorDepthEndToEndTests {
    /// The parameters of every SGR sequence (`\e[…m`) in `output`, in order.
    private func sgrParameters(in output: [UInt8]) -> [[Int]] {
        var found: [[Int]] = []
        var index = 0
        while index + 1 < output.count {
            guard output[index] == 0x1B, output[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < output.count, (0x30...0x3F).contains(output[end]) { end += 1 }
            if end < output.count, output[end] == UInt8(ascii: "m") {
                let text = String(decoding: output[(index + 2)..<end], as: UTF8.self)
                found.append(text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
            }
            index = end
        }
        return found
    }

    /// Starts `demo` a moment late under `terminal` (so everything it writes is recorded),
    /// waits for `ready`, and returns the session and the colours written so far.
    private func run(_ demo: String, terminal: String, ready: String,
                     environment: [String: String] = [:]) throws -> (TmuxSession, [[Int]]) {
        let session = try TmuxSession(executable: "/bin/sh", arguments: ["-c", "sleep 0.5; exec \"$0\"", TestApp.path(of: demo)],
                                      width: 80, height: 24, terminal: terminal, environment: environment)
        try session.recordOutput()
        try session.waitForText(ready)
        _ = try session.waitForScreen("the first frame recorded") { _ in
            String(decoding: session.recordedOutput(), as: UTF8.self).contains(ready.prefix(5))
        }
        return (session, sgrParameters(in: session.recordedOutput()))
    }

    static let demos: [(name: String, ready: String)] = [
        ("splash", "initializer ✓"), ("menu", "build: constraints"), ("venn", "pipeline log"),
    ]

    @Test(arguments: ["xterm", "xterm-256color"])
    func everyDemoDrawsInTheColoursTheTerminalHas(terminal: String) throws {
        for demo in Self.demos {
            let (session, sequences) = try run(demo.name, terminal: terminal, ready: demo.ready)
            let colours = sequences.flatMap { $0 }
            #expect(!sequences.isEmpty, "\(demo.name)")
            if terminal == "xterm" {
                // Eight colours: 30–37 and 40–47 only (39 and 49 are the defaults).
                #expect(!colours.contains(where: { (90...107).contains($0) || $0 == 38 || $0 == 48 }), "\(demo.name)")
            }
            try session.press("q")
            #expect(try session.waitForExit().status == 0, "\(demo.name)")
        }
    }

    @Test func theVennCirclesAreGreenBlueAndCyanOnAnEightColourXterm() throws {
        let (session, sequences) = try run("venn", terminal: "xterm", ready: "pipeline log")
        let backgrounds = Set(sequences.flatMap { $0 }.filter { (40...47).contains($0) })
        // Green and blue circles, the cyan overlap, on the light gray diagram.
        #expect(backgrounds.isSuperset(of: [42, 44, 46, 47]))
        // Nothing painted black: the blends a user saw as black on black.
        #expect(!backgrounds.contains(40))
        try session.press("q")
        #expect(try session.waitForExit().status == 0)
    }

    @Test func twoHundredFiftySixColoursUseThePalette() throws {
        let (session, sequences) = try run("venn", terminal: "xterm-256color", ready: "pipeline log")
        #expect(sequences.contains { $0.starts(with: [48, 5]) || $0.contains(48) })
        try session.press("q")
        #expect(try session.waitForExit().status == 0)
    }

    /// `COLORTERM=truecolor` under `xterm-256color`: the demo draws through `xterm-direct`
    /// (from Debian's `ncurses-term`), so its blends go out as exact 24-bit colours.
    @Test func colortermTruecolorDrawsIn24BitColour() throws {
        let (session, _) = try run("venn", terminal: "xterm-256color", ready: "pipeline log",
                                   environment: ["COLORTERM": "truecolor"])
        let output = String(decoding: session.recordedOutput(), as: UTF8.self)
        // The green circle over the gray: (85, 170, 85), as xterm-direct writes it.
        #expect(output.contains("48:2::85:170:85m"))
        #expect(!output.contains("48;5;"))
        try session.press("q")
        #expect(try session.waitForExit().status == 0)
    }
}
