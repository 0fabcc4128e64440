import Trellis

/// A table view that says when it gains or loses the focus, so the screen can show the
/// keys that work where the focus is.
final class FocusReportingTableView: TableView {
    var focusDidChange: () -> Void = {}

    override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        focusDidChange()
    }

    override func didResignFirstResponder() {
        super.didResignFirstResponder()
        focusDidChange()
    }
}
