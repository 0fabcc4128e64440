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
Application.run(rootViewController: controller)
