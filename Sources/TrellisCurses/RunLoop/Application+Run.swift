#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Trellis

extension Application {
    /// Runs an app in the terminal until it quits: UIKit's `UIApplicationMain`, with the
    /// root view controller in place of a delegate.
    ///
    /// Takes over the terminal (``Terminal/start()``), makes a `Window` the terminal's
    /// size with `rootViewController` as its root view controller, an `Application` for it, and
    /// runs a ``TerminalRunLoop``. Layout diagnostics go to the file `TRELLIS_LOG` names, or
    /// are kept while the screen is up and printed to standard error once it is given back
    /// (``DiagnosticsLog``). When the app quits (`Application.quit()`), the terminal is
    /// restored and the process exits with status 0; quit by Ctrl-C
    /// (`Application.interrupt()`), it ends as `SIGINT` would, status 130; a termination
    /// signal restores it and ends the process as the signal would.
    ///
    /// When standard input or output is not a terminal, or `TERM` names none ncurses knows,
    /// it prints one line saying so to standard error and exits with status 1, writing
    /// nothing to standard output.
    public static func run(rootViewController: ViewController) -> Never {
        let terminal: Terminal
        do {
            terminal = try Terminal.start()
        } catch {
            let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "trellis"
            LayoutDiagnostics.writeToStandardError("\(program): \(error)")
            exit(1)
        }
        let log = DiagnosticsLog.install()
        let window = Window(size: terminal.size)
        // The application first, so the root's viewDidLoad can reach Application.shared.
        let application = Application(window: window)
        window.rootViewController = rootViewController
        TerminalRunLoop(terminal: terminal, application: application).run()
        terminal.restore()
        log.uninstall()
        for message in log.messages { LayoutDiagnostics.writeToStandardError(message) }
        // Ctrl-C is a key in raw mode; a program it stops still ends as SIGINT would, so a
        // shell script running it stops too.
        if application.isInterrupted { terminal.exit(forSignal: SIGINT) }
        exit(0)
    }
}
