import Trellis

/// The app's one screen: a name field and a Greet button, centred, and the greeting
/// under them. Enter in the field greets too.
final class GreeterViewController: ViewController {
    let prompt = Label(text: "What is your name?")
    let nameField = TextField(placeholder: "name")
    let greetButton = Button(title: "Greet")
    let greeting = Label(text: "")

    override func viewDidLoad() {
        nameField.borderStyle = .line
        let stack = StackView(arrangedSubviews: [prompt, nameField, greetButton, greeting])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        // The field has no width of its own: 20 columns where the terminal allows, never
        // wider than the terminal.
        let width = nameField.widthAnchor.constraint(equalToConstant: 20)
        width.priority = .defaultHigh
        LayoutConstraint.activate([
            width,
            nameField.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor),
        ])
        greetButton.addAction { [unowned self] _ in greet() }
        nameField.addAction({ [unowned self] _ in greet() }, for: .primaryActionTriggered)
    }

    /// Shows the greeting for the name typed, or asks again when there is none.
    func greet() {
        let name = nameField.text
        greeting.text = name.isEmpty ? "Who is there?" : "Hello, \(name)!"
    }
}
