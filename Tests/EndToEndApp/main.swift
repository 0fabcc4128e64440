import Trellis
import TrellisCurses

// `--conflict` adds two required constraints that cannot both hold, so the tests can see
// the conflict log go to TRELLIS_LOG and not over the screen.
// `--field` adds a text field under the buttons, with a line that echoes its text.
// `--table` shows a table of 1,000,000 self-sizing rows instead.
if CommandLine.arguments.contains("--table") {
    Application.run(rootViewController: MillionRowsViewController())
}
let controller = CheckViewController(withField: CommandLine.arguments.contains("--field"))
if CommandLine.arguments.contains("--conflict") {
    let view = controller.view
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    LayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 3),
        box.widthAnchor.constraint(equalToConstant: 5),
    ])
}
// `--structure` runs an app made of containers instead: two tabs, the first a navigation
// stack whose pushed screen presents an alert.
if CommandLine.arguments.contains("--structure") {
    let notes = ViewController()
    notes.title = "Notes"
    let notesLabel = Label(text: "No notes yet")
    notes.view.addSubview(notesLabel)
    notesLabel.frame = Rect(x: 0, y: 0, width: 14, height: 1)
    let tabs = TabBarController()
    tabs.viewControllers = [NavigationController(rootViewController: MessageListViewController()), notes]
    tabs.viewControllers?[0].title = "Mail"
    Application.run(rootViewController: tabs)
} else {
    Application.run(rootViewController: controller)
}
