@testable import Trellis

/// A log of calls shared by several objects, in the order they happened.
@MainActor
final class CallLog {
    var entries: [String] = []
    /// Objects held only weakly elsewhere (delegates), kept alive as long as the log.
    var retained: [AnyObject] = []

    /// Returns the entries and empties the log, to check one step at a time.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A view controller that writes its view's life and its appearance callbacks to a log
/// as `name.call`, with the short names of UIKit's documentation (vdl, vwa, vda, vwd,
/// vdd, vwl, vdls). Keys reaching it are logged as `name.key <key>`.
final class LoggingViewController: ViewController {
    let name: String
    let log: CallLog
    /// Run at the end of viewDidLoad, to build the view.
    var onLoad: ((LoggingViewController) -> Void)?
    var preferred: View?
    var logsLoadView = false

    init(_ name: String, log: CallLog, onLoad: ((LoggingViewController) -> Void)? = nil) {
        self.name = name
        self.log = log
        self.onLoad = onLoad
        super.init()
        title = name
    }

    override func loadView() {
        if logsLoadView { log.entries.append("\(name).loadView") }
        super.loadView()
    }

    override func viewDidLoad() {
        log.entries.append("\(name).vdl")
        onLoad?(self)
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).vwa") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).vda") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).vwd") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).vdd") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).vwl") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).vdls") }
    override var preferredFirstResponder: View? { preferred }
    /// Containment calls are logged only when asked, as `name.willMove(parent title)`.
    var logsContainment = false

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        if logsContainment { log.entries.append("\(name).willMove(\(parent.map { $0.title ?? "?" } ?? "nil"))") }
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        if logsContainment { log.entries.append("\(name).didMove(\(parent.map { $0.title ?? "?" } ?? "nil"))") }
    }

    override func keyPressed(_ event: KeyEvent) {
        log.entries.append("\(name).key \(event)")
        super.keyPressed(event)
    }
}
