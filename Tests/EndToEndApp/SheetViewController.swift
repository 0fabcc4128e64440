import Trellis

/// A small form sheet the end-to-end app presents on Ctrl-P: a line of text and a Close
/// button that dismisses it (Esc does too).
final class SheetViewController: ViewController {
    override init() {
        super.init()
        modalPresentationStyle = .formSheet
        preferredContentSize = Size(width: 20, height: 3)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let text = Label(text: "A sheet")
        text.frame = Rect(x: 1, y: 0, width: 18, height: 1)
        view.addSubview(text)
        let close = Button(title: "Close")
        close.frame = Rect(x: 1, y: 2, width: 9, height: 1)
        close.addAction { [weak self] _ in self?.dismiss(animated: false) }
        view.addSubview(close)
    }
}
