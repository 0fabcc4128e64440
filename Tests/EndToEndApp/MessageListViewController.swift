import Trellis

/// The first screen of the `--structure` mode's Mail tab: an "Open" button that pushes a
/// ``MessageViewController`` onto the navigation stack.
final class MessageListViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mail"
        let open = Button(title: "Open")
        open.addAction { [weak self] _ in
            self?.navigationController?.pushViewController(MessageViewController(), animated: false)
        }
        view.addSubview(open)
        open.frame = Rect(x: 0, y: 0, width: 8, height: 1)
    }
}
