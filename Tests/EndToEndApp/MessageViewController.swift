import Trellis

/// The pushed screen of the `--structure` mode: a "Delete" button that presents an alert,
/// and a line saying what the alert's choice was.
final class MessageViewController: ViewController {
    private let status = Label(text: "Deleted: no")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        let delete = Button(title: "Delete")
        delete.addAction { [weak self] _ in self?.confirm() }
        view.addSubview(delete)
        view.addSubview(status)
        delete.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        status.frame = Rect(x: 0, y: 2, width: 20, height: 1)
    }

    private func confirm() {
        let alert = AlertController(title: "Delete message?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.status.text = "Deleted: cancelled" })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.status.text = "Deleted: yes" })
        present(alert, animated: false)
    }
}
