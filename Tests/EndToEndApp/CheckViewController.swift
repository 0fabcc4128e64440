#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Trellis

/// The end-to-end tests' app: a title, the terminal's size, what was typed, which button
/// was pressed last, the last mouse event, and a row of buttons, in a vertical stack at
/// the top left.
///
/// Every line says what the tests look for: a resize shows in "Size:", typing in
/// "Typed:", Tab focus in the `< … >` a focused button wears, a click or Enter in
/// "Pressed:", a press, drag, release or wheel turn over no button in "Mouse:". `!`
/// crashes on purpose (a Swift trap) and `X` calls `exit(3)`, so the tests can see the
/// terminal restored after either. With a field (`--field`), "Field:" echoes its text.
/// Ctrl-P presents a sheet (``SheetViewController``).
final class CheckViewController: ViewController {
    private let field: TextField?
    private let fieldLabel = Label(text: "Field:")
    private lazy var sheetCommand = KeyCommand(title: "Sheet", input: "p", modifierFlags: .control) { [weak self] _ in
        self?.present(SheetViewController(), animated: false)
    }

    override var keyCommands: [KeyCommand] { [sheetCommand] }

    init(withField: Bool) {
        field = withField ? TextField(placeholder: "Name") : nil
        super.init()
    }

    private let sizeLabel = Label(text: "Size:")
    private let typedLabel = Label(text: "Typed:")
    private let pressedLabel = Label(text: "Pressed: none")
    private let mouseLabel = Label(text: "Mouse: none")
    /// Where the button last went down, which a drag and the release report.
    private var pressLocation = ""
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
        var rows: [View] = [Label(text: "Trellis check"), sizeLabel, typedLabel, pressedLabel, mouseLabel, row]
        if let field {
            field.addAction({ [weak self] control in
                self?.fieldLabel.text = "Field: " + ((control as? TextField)?.text ?? "")
            }, for: .editingChanged)
            field.widthAnchor.constraint(equalToConstant: 12).isActive = true
            rows += [field, fieldLabel]
        }
        let column = StackView(arrangedSubviews: rows)
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

    // The mouse events that reach the controller: those over no button, passed up the chain.
    override func mouseDown(_ event: MouseEvent) {
        pressLocation = Self.cell(event)
        mouseLabel.text = "Mouse: down at \(pressLocation)"
    }

    override func mouseDragged(_ event: MouseEvent) {
        mouseLabel.text = "Mouse: dragged from \(pressLocation) to \(Self.cell(event))"
    }

    override func mouseUp(_ event: MouseEvent) {
        mouseLabel.text = "Mouse: up at \(Self.cell(event)), down at \(pressLocation)"
    }

    override func scrollWheel(_ event: MouseEvent) {
        mouseLabel.text = "Mouse: wheel \(event.kind == .scrollUp ? "up" : "down") at \(Self.cell(event))"
    }

    /// The event's cell as column,row.
    private static func cell(_ event: MouseEvent) -> String {
        "\(Int(event.location.x)),\(Int(event.location.y))"
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
