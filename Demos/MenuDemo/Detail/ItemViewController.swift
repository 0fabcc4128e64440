import Trellis

/// The detail screen of a menu item other than Profile, which the course does not build:
/// its title and a line saying so. With no item, it is the empty detail column of a split
/// view that has nothing selected yet.
final class ItemViewController: DetailViewController {
    /// The item shown, or nil for the empty screen.
    let item: MenuItem?
    /// The line under the title.
    let messageLabel = Label()

    init(item: MenuItem?) {
        self.item = item
        super.init(title: item?.title ?? "Collaborate")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = item.map { "The \($0.title) screen: the course builds only Profile." }
            ?? "Choose an item from the menu."
        messageLabel.numberOfLines = 0
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageLabel)
        LayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 1),
            messageLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            // Equal, not at most: a wrapping label held only by "at most" keeps the width
            // it wrapped to in a narrow terminal after the terminal widens again.
            messageLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor),
        ])
    }
}
