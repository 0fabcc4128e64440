#if canImport(Glibc)
import Glibc
#endif
import Trellis

/// The end-to-end tests' app: a title, the terminal's size, what was typed, which button
/// was pressed last, and a row of buttons, in a vertical stack at the top left.
///
/// Every line says what the tests look for: a resize shows in "Size:", typing in
/// "Typed:", Tab focus in the `< … >` a focused button wears, a click or Enter in
/// "Pressed:". `!` crashes on purpose (a Swift trap) and `X` calls `exit(3)`, so the
/// tests can see the terminal restored after either.
final class CheckViewController: ViewController {
    private let sizeLabel = Label(text: "Size:")
    private let typedLabel = Label(text: "Typed:")
    private let pressedLabel = Label(text: "Pressed: none")
    private var typed = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        let buttons = ["One", "Two", "Quit"].map { title in
            let button = Button(title: title)
            button.addAction { [weak self] button in self?.pressed(button) }
            return button
        }
        let row = StackView(arrangedSubviews: buttons)
        row.axis = .horizontal
        row.spacing = 1
        let column = StackView(arrangedSubviews: [Label(text: "Trellis check"), sizeLabel, typedLabel,
                                                  pressedLabel, row])
        column.axis = .vertical
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.topAnchor),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        sizeLabel.text = "Size: \(Int(view.bounds.width))x\(Int(view.bounds.height))"
    }

    private func pressed(_ button: Button) {
        pressedLabel.text = "Pressed: \(button.title)"
        if button.title == "Quit" { view.window?.application?.quit() }
    }

    override func keyPressed(_ event: KeyEvent) {
        guard case .character(let character) = event.key, event.modifiers.isEmpty else {
            return super.keyPressed(event)
        }
        if character == "!" { fatalError("crashing on purpose, as asked") }
        if character == "X" { exit(3) }  // app code leaving without a word to Trellis
        typed.append(character)
        typedLabel.text = "Typed: \(typed)"
    }
}
