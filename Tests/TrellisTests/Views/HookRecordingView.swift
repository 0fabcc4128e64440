@testable import Trellis

/// A view that writes every hierarchy hook it receives to a shared `HookLog`, with the
/// state the hook sees (VH-07), so tests can check both order and timing.
final class HookRecordingView: View {
    let log: HookLog

    init(_ name: String, log: HookLog) {
        self.log = log
        super.init(frame: .zero)
        debugName = name
    }

    private var name: String { logName(self) }

    override func didAddSubview(_ subview: View) {
        log.entries.append("\(name).didAddSubview(\(logName(subview))) [\(logName(subview)).superview: \(logName(subview.superview))]")
    }

    override func willRemoveSubview(_ subview: View) {
        log.entries.append("\(name).willRemoveSubview(\(logName(subview))) [\(logName(subview)).superview: \(logName(subview.superview))]")
    }

    override func willMove(toSuperview newSuperview: View?) {
        log.entries.append("\(name).willMove(toSuperview: \(logName(newSuperview))) [superview: \(logName(superview))]")
    }

    override func didMoveToSuperview() {
        log.entries.append("\(name).didMoveToSuperview [superview: \(logName(superview))]")
    }

    override func willMove(toWindow newWindow: Window?) {
        log.entries.append("\(name).willMove(toWindow: \(logName(newWindow))) [window: \(logName(window))]")
    }

    override func didMoveToWindow() {
        log.entries.append("\(name).didMoveToWindow [window: \(logName(window))]")
    }
}
