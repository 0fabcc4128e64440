import Foundation

/// A program running in a real terminal: a detached tmux session of a given size on a
/// private tmux server, which the test reads with `capture-pane`, types into with
/// `send-keys` and resizes.
///
/// The program runs under a small shell wrapper that records the terminal's settings
/// (`stty -g`) before it starts and after it ends, and writes its exit status and whether
/// the settings came back unchanged to a file; the pane then stays open so the test can
/// also read what the screen looks like after the program has gone.
final class TmuxSession {
    /// Why a session step failed, with the screen as it was, so a failing test shows it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How the program ended, as the wrapper saw it.
    struct Exit: Equatable {
        /// The exit status the shell reported: 128 + N for a program killed by signal N.
        let status: Int32
        /// Whether `stty -g` printed the same settings after the program as before it.
        let terminalSettingsRestored: Bool
    }

    private let socket: String
    private let resultFile: String
    private static let sessionName = "e2e"
    nonisolated(unsafe) private static var counter = 0

    /// Whether tmux can be run here.
    static var isAvailable: Bool {
        (try? run(["tmux", "-V"]).status) == 0
    }

    /// Starts `executable` with `arguments` in a `width`×`height` terminal whose `TERM` is
    /// `terminal`, with `environment` added to the program's environment.
    init(executable: String, arguments: [String] = [], width: Int, height: Int,
         terminal: String = "xterm-256color", environment: [String: String] = [:]) throws {
        Self.counter += 1
        socket = "trellis-e2e-\(getpid())-\(Self.counter)"
        resultFile = NSTemporaryDirectory() + "\(socket).exit"
        try? FileManager.default.removeItem(atPath: resultFile)
        let assignments = (["TERM": terminal].merging(environment) { $1 })
            .sorted { $0.key < $1.key }
            .map { "\($0.key)=\(Self.quoted($0.value))" }
            .joined(separator: " ")
        let command = ([executable] + arguments).map(Self.quoted).joined(separator: " ")
        let wrapper = """
            before=$(stty -g); env \(assignments) \(command); status=$?; \
            after=$(stty -g); if [ "$before" = "$after" ]; then same=1; else same=0; fi; \
            echo "$status $same" > \(Self.quoted(resultFile)); exec sleep 600
            """
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", Self.sessionName,
                  "-x", String(width), "-y", String(height), "sh", "-c", wrapper])
        // A session created detached keeps its size only if the window follows the
        // latest size we give, not a client's.
        try tmux(["set-option", "-g", "window-size", "manual"])
    }

    deinit {
        _ = try? Self.run(["tmux", "-L", socket, "kill-server"])
        try? FileManager.default.removeItem(atPath: resultFile)
    }

    // MARK: - Reading

    /// The screen as text: one string per row, trailing spaces removed.
    func screen() throws -> [String] {
        let output = try tmux(["capture-pane", "-p", "-t", Self.sessionName])
        var rows = output.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The screen once `condition` holds for it, checked every 20 ms for up to `timeout`
    /// seconds; throws with the last screen when it never does.
    @discardableResult
    func waitForScreen(timeout: Double = 15, _ what: String,
                       until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while true {
            last = try screen()
            if condition(last) { return last }
            if Date() > deadline {
                throw Failure(description: "timed out waiting for \(what); the screen was:\n"
                              + last.joined(separator: "\n"))
            }
            usleep(20_000)
        }
    }

    /// The screen once it shows `text` somewhere.
    @discardableResult
    func waitForText(_ text: String, timeout: Double = 15) throws -> [String] {
        try waitForScreen(timeout: timeout, "\"\(text)\"") { rows in rows.contains { $0.contains(text) } }
    }

    /// A tmux format about the pane, such as `#{cursor_flag}` or `#{alternate_on}`.
    func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", Self.sessionName, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's size as tmux has it: columns by rows.
    func paneSize() throws -> (width: Int, height: Int) {
        let parts = try paneFormat("#{pane_width} #{pane_height}").split(separator: " ").compactMap { Int($0) }
        guard parts.count == 2 else { throw Failure(description: "no pane size") }
        return (parts[0], parts[1])
    }

    // MARK: - Acting

    /// Sends tmux key names, such as `Tab`, `BTab`, `Enter`, `C-c`, `Up`, `q`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", Self.sessionName] + keys)
    }

    /// Types `text` exactly, character by character.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", Self.sessionName, "-l", text])
    }

    /// Clicks the left button at a cell (column and row from 0), as a terminal with SGR
    /// mouse reporting sends it: a press and a release.
    func click(column: Int, row: Int) throws {
        try type("\u{1B}[<0;\(column + 1);\(row + 1)M")
        try type("\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// Turns the wheel once at a cell: toward the top of the content when `up`.
    func scrollWheel(up: Bool, column: Int, row: Int) throws {
        try type("\u{1B}[<\(up ? 64 : 65);\(column + 1);\(row + 1)M")
    }

    /// Resizes the terminal, which sends the program SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", Self.sessionName, "-x", String(width), "-y", String(height)])
    }

    /// The program's process id: the wrapper shell's only child.
    func programPID() throws -> Int32 {
        let shell = try paneFormat("#{pane_pid}")
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            let children = try Self.run(["pgrep", "-P", shell]).output
                .split(separator: "\n").compactMap { Int32($0) }
            if let child = children.first { return child }
            usleep(20_000)
        }
        throw Failure(description: "the program never started under shell \(shell)")
    }

    /// Waits for the program to end and returns how it ended.
    func waitForExit(timeout: Double = 15) throws -> Exit {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: resultFile, encoding: .utf8) {
                let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
                if parts.count == 2, let status = Int32(parts[0]) {
                    return Exit(status: status, terminalSettingsRestored: parts[1] == "1")
                }
            }
            usleep(20_000)
        }
        throw Failure(description: "the program did not exit; the screen was:\n"
                      + ((try? screen()) ?? []).joined(separator: "\n"))
    }

    // MARK: - Running commands

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["tmux", "-L", socket] + arguments)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }

    /// Runs a command found on PATH and returns its exit status and its output (standard
    /// output and error together).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
