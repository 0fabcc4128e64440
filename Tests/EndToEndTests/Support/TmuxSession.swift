import Foundation

/// A program running in a real terminal: a detached tmux session of a given size on a
/// private tmux server, which the test reads with `capture-pane`, types into with
/// `send-keys` and resizes.
///
/// The program runs under a small shell wrapper with job control that records the
/// terminal's settings (`stty -g`) before it starts and after it ends, and writes its exit
/// status and whether the settings came back unchanged to a file; the pane then stays
/// open so the test can also read what the screen looks like after the program has gone.
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
    private var stoppedFile: String { resultFile + ".stopped" }
    private var resumeFile: String { resultFile + ".resume" }
    private var settingsFile: String { resultFile + ".settings" }
    private var outputFile: String { resultFile + ".output" }
    private static let sessionName = "e2e"
    // Suites run in parallel, each with sessions of its own: the numbers that keep their
    // servers and files apart are handed out under a lock.
    nonisolated(unsafe) private static var counter = 0
    private static let counterLock = NSLock()

    /// A number no other session or command of this process has had.
    private static func nextNumber() -> Int {
        counterLock.lock()
        defer { counterLock.unlock() }
        counter += 1
        return counter
    }

    /// Whether tmux can be run here.
    static var isAvailable: Bool {
        (try? run(["tmux", "-V"]).status) == 0
    }

    /// Starts `executable` with `arguments` in a `width`×`height` terminal whose `TERM` is
    /// `terminal`, with `environment` added to the program's environment.
    ///
    /// The program's locale does not depend on the one the tests run in: `LANG` is
    /// `C.UTF-8` and `LC_ALL`/`LC_CTYPE` are unset, unless `environment` says otherwise.
    /// Nor do its colours: `NO_COLOR`, which the test runner may set for its own output,
    /// is unset unless `environment` sets it.
    init(executable: String, arguments: [String] = [], width: Int, height: Int,
         terminal: String = "xterm-256color", environment: [String: String] = [:]) throws {
        socket = "trellis-e2e-\(getpid())-\(Self.nextNumber())"
        resultFile = NSTemporaryDirectory() + "\(socket).exit"
        try? FileManager.default.removeItem(atPath: resultFile)
        let assignments = (["TERM": terminal, "LANG": "C.UTF-8"].merging(environment) { $1 })
            .sorted { $0.key < $1.key }
            .map { "\($0.key)=\(Self.quoted($0.value))" }
            .joined(separator: " ")
        let command = ([executable] + arguments).map(Self.quoted).joined(separator: " ")
        // A shell with job control (`set -m`): the program runs as the terminal's
        // foreground job, so Ctrl-Z can stop it (under a plain `sh -c` its process group
        // is orphaned and SIGTSTP is discarded). A stopped program is continued with `fg`
        // once the test asks. Not an interactive shell (`-i`): that puts its own terminal
        // settings back when a job stops or dies of a signal, which would hide a program
        // that left them raw. The result is written on the way out (an EXIT trap), since
        // bash abandons the rest of the line when its job dies of SIGINT. No core files:
        // SIGQUIT, SIGABRT and SIGSEGV would leave them in the working directory.
        let wrapper = """
            set -m; ulimit -c 0; before=$(stty -g); echo "$before" > \(Self.quoted(settingsFile)); \
            finish() { after=$(stty -g); if [ "$before" = "$after" ]; then same=1; else same=0; fi; \
            echo "$1 $same" > \(Self.quoted(resultFile)); exec sleep 600; }; trap 'finish $?' EXIT; \
            env -u LINES -u COLUMNS -u TERMINFO -u LC_ALL -u LC_CTYPE -u NO_COLOR \(assignments) \(command); status=$?; \
            while [ $status -eq 148 ]; do : > \(Self.quoted(stoppedFile)); \
            while [ ! -e \(Self.quoted(resumeFile)) ]; do sleep 0.02; done; \
            rm -f \(Self.quoted(resumeFile)) \(Self.quoted(stoppedFile)); fg > /dev/null; status=$?; done; \
            exit $status
            """
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", Self.sessionName,
                  "-x", String(width), "-y", String(height), "bash", "--norc", "--noprofile", "-c", wrapper])
        // A session created detached keeps its size only if the window follows the
        // latest size we give, not a client's.
        try tmux(["set-option", "-g", "window-size", "manual"])
    }

    deinit {
        _ = try? Self.run(["tmux", "-L", socket, "kill-server"])
        for file in [resultFile, stoppedFile, resumeFile, settingsFile, outputFile] { unlink(file) }
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

    /// Everything the pane has shown, its scrollback included, with wrapped lines joined.
    func history() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", Self.sessionName])
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

    /// Waits until every one of `texts` is on the screen and returns the screen: a frame
    /// reaches tmux in pieces, top to bottom, so a row above the one a test waited for
    /// may be new while those below are not drawn yet.
    @discardableResult
    func waitForTexts(_ texts: String..., timeout: Double = 15) throws -> [String] {
        try waitForScreen(timeout: timeout, texts.map { "\"\($0)\"" }.joined(separator: ", ")) { rows in
            texts.allSatisfy { text in rows.contains { $0.contains(text) } }
        }
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

    /// The terminal's settings now, as `stty -g` prints them, read from outside the program.
    func terminalSettings() throws -> String {
        let tty = try paneFormat("#{pane_tty}")
        let result = try Self.run(["sh", "-c", "stty -g < \"$1\"", "sh", tty])
        guard result.status == 0 else { throw Failure(description: "stty failed on \(tty): \(result.output)") }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal's settings as the wrapper found them before starting the program.
    func settingsBeforeProgram() throws -> String {
        try String(contentsOfFile: settingsFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts copying everything the program writes to the terminal from now on into a
    /// file, which ``recordedOutput()`` reads.
    func recordOutput() throws {
        try tmux(["pipe-pane", "-t", Self.sessionName, "cat >> \(Self.quoted(outputFile))"])
    }

    /// What the program has written to the terminal since ``recordOutput()``.
    func recordedOutput() -> [UInt8] {
        FileManager.default.contents(atPath: outputFile).map { Array($0) } ?? []
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
        try mouseDown(column: column, row: row)
        try mouseUp(column: column, row: row)
    }

    /// Presses the left button at a cell, as SGR mouse reporting sends it.
    func mouseDown(column: Int, row: Int) throws {
        try type("\u{1B}[<0;\(column + 1);\(row + 1)M")
    }

    /// Moves the pointer to a cell with the left button held, as button-event tracking
    /// (1002) reports it in SGR: the button's code plus 32 for motion.
    func mouseDrag(column: Int, row: Int) throws {
        try type("\u{1B}[<32;\(column + 1);\(row + 1)M")
    }

    /// Releases the left button at a cell.
    func mouseUp(column: Int, row: Int) throws {
        try type("\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// Turns the wheel once at a cell: toward the top of the content when `up`.
    func scrollWheel(up: Bool, column: Int, row: Int) throws {
        try type("\u{1B}[<\(up ? 64 : 65);\(column + 1);\(row + 1)M")
    }

    /// Pastes `text` as a terminal does when the user pastes: bracketed, if the program
    /// asked for bracketed paste.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "trellis-paste", "--", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "trellis-paste", "-t", Self.sessionName])
    }

    /// Resizes the terminal, which sends the program SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", Self.sessionName, "-x", String(width), "-y", String(height)])
    }

    /// Writes `text` to the terminal as if the program had printed it, behind the
    /// program's back (to the pane's tty).
    func writeToTerminal(_ text: String) throws {
        let tty = try paneFormat("#{pane_tty}")
        let descriptor = open(tty, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(description: "cannot open \(tty)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else {
            throw Failure(description: "cannot write to \(tty)")
        }
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

    /// Waits until the program has been stopped by job control (Ctrl-Z).
    func waitForStop(timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while access(stoppedFile, F_OK) != 0 {
            if Date() > deadline { throw Failure(description: "the program did not stop") }
            usleep(20_000)
        }
    }

    /// Continues a stopped program in the foreground, as the shell's `fg` does.
    func resume() {
        _ = FileManager.default.createFile(atPath: resumeFile, contents: nil)
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

    /// The process's environment, copied once, without `LINES` and `COLUMNS`. Tests of the
    /// ncurses backend running at the same time set and unset variables, and `setenv` can
    /// move the process's `environ` array while `posix_spawn` reads it: a spawn then failed
    /// with EFAULT ("could not run tmux: error 14").
    private static let environmentSnapshot: EnvironmentBlock = {
        #if canImport(Darwin)
        let environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
        let environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        var entries: [String] = []
        var index = 0
        while let entry = environment?[index] {
            let text = String(cString: entry)
            if !text.hasPrefix("LINES=") && !text.hasPrefix("COLUMNS=") { entries.append(text) }
            index += 1
        }
        return EnvironmentBlock(entries)
    }()

    /// Runs a command found on PATH and returns its exit status and its output (standard
    /// output and error together), through `posix_spawn` and `waitpid`. The output goes
    /// through a file, not a pipe: the tmux server that a first command starts keeps the
    /// descriptors it was given, so a pipe would never reach its end.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let path = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-command-\(nextNumber()).out"
        defer { unlink(path) }
        // Darwin's spawn types are opaque pointers, glibc's structs.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The test runs on a thread that blocks signals; a tmux server started from it
        // would pass that mask on to the program, which would then never see SIGWINCH.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = environmentSnapshot.withPointers { environment in
            posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environment)
        }
        guard spawned == 0 else {
            throw Failure(description: "could not run \(arguments[0]): error \(spawned)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // WEXITSTATUS, which Swift does not import as a macro.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, text)
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
