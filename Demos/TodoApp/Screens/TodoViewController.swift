import DemoSupport
import Trellis

/// The todo app's one screen: a field that adds an item on Return, a filter, and the list.
///
/// In the list, Enter or Space (or a click) marks the focused item done or not done, `e`
/// edits it in an alert with a text field, `d` or Delete removes it after a confirmation,
/// `c` clears the done items, `u` undoes and `r` redoes; `f` moves the filter on. Tab goes
/// between the field and the list (to the filter while the list is empty), and Esc leaves
/// the field for the list. These are key commands of the screen, which the bottom row
/// lists for where the focus is. Every change is saved at once; a save that fails says why
/// on the status row, in red and bold, and the list is kept, to be saved by the next
/// change. Quitting (`q`) with changes not saved asks first: try again, quit without
/// saving, or cancel. Ctrl-C still quits at once, as an interrupt does.
public final class TodoViewController: DemoViewController, TableViewDataSource, TableViewDelegate {
    public let store: TodoStore
    public private(set) var list = TodoList()
    private var history = TodoHistory()
    public private(set) var filter = TodoFilter.all
    /// The items the table shows, in order.
    private var shown: [TodoItem] = []

    public let field = TextField()
    public let filterControl = SegmentedControl(items: TodoFilter.allCases.map(\.title))
    public let tableView = TableView()
    public let statusLabel = Label()
    /// Whether the list has changes the last save could not write.
    public private(set) var hasUnsavedChanges = false
    /// Why the last save failed, for the question on quitting.
    private var saveProblem = ""

    public init(store: TodoStore) {
        self.store = store
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let title = Label(text: "Todo")
        title.textAttributes = .bold
        field.placeholder = "What needs doing? (Return adds)"
        field.borderStyle = .roundedRect
        filterControl.selectedSegmentIndex = filter.rawValue
        filterControl.addAction({ [unowned self] control in
            guard let segments = control as? SegmentedControl,
                  let chosen = TodoFilter(rawValue: segments.selectedSegmentIndex) else { return }
            setFilter(chosen)
        }, for: .valueChanged)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
        statusLabel.textAttributes = .dim
        statusLabel.lineBreakMode = .byTruncatingTail

        // The title takes the spare width, so the filter keeps its own, on the right.
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let header = StackView(arrangedSubviews: [title, filterControl])
        header.axis = .horizontal
        header.spacing = 2
        let column = StackView(arrangedSubviews: [header, field, tableView, statusLabel])
        column.axis = .vertical
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: contentView.topAnchor),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -1),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        tableView.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        tableView.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)

        let loaded = store.load()
        list = loaded.list
        if let message = loaded.message {
            showProblem(message)
        } else {
            showStatus("\(summary) · saved in \(TodoStore.abbreviated(store.fileURL.path))")
        }
        reloadShown()
    }

    public override var preferredFirstResponder: View? { field }

    // MARK: - Changes

    /// Applies a change to the list, records it for undo and saves.
    private func change(_ body: (inout TodoList) -> Void) {
        var changed = list
        body(&changed)
        guard changed != list else { return }
        history.record(list)
        list = changed
        listDidChange()
    }

    private func listDidChange() {
        reloadShown()
        save()
    }

    /// Saves the list; true when it was written.
    @discardableResult
    private func save() -> Bool {
        do {
            try store.save(list)
            hasUnsavedChanges = false
            showStatus("\(summary) · saved")
            return true
        } catch let error as TodoStoreError {
            hasUnsavedChanges = true
            saveProblem = error.shortMessage
            showProblem("\(error.shortMessage) · the list is kept")
        } catch {
            hasUnsavedChanges = true
            saveProblem = "\(error)"
            showProblem("\(error) · the list is kept")
        }
        return false
    }

    /// How many items there are and how many are left: "1 item, 1 to do".
    public var summary: String {
        let count = list.items.count
        return "\(count) \(count == 1 ? "item" : "items"), \(list.items(.active).count) to do"
    }

    private func showStatus(_ text: String) {
        statusLabel.text = text
        statusLabel.textColor = .default
        statusLabel.textAttributes = .dim
    }

    /// A problem: red, and bold so that it stands out in monochrome too, never dim like
    /// "saved".
    private func showProblem(_ text: String) {
        statusLabel.text = "⚠ " + text
        statusLabel.textColor = .systemRed
        statusLabel.textAttributes = .bold
    }

    // MARK: - Quitting

    /// Quits, but with changes not saved asks first: try saving again (and quit if that
    /// works), quit without saving, or cancel.
    public override func quit() {
        guard hasUnsavedChanges else { return super.quit() }
        let alert = AlertController(title: "Quit without saving?",
                                    message: "The last changes could not be saved (\(saveProblem)).",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Quit without saving", style: .destructive) { [unowned self] _ in
            quitNow()
        })
        let retry = AlertAction(title: "Save again") { [unowned self] _ in
            if save() { quitNow() }
        }
        alert.addAction(retry)
        alert.preferredAction = retry
        present(alert, animated: false)
    }

    private func reloadShown() {
        shown = list.items(filter)
        tableView.reloadData()
    }

    public func setFilter(_ newFilter: TodoFilter) {
        filter = newFilter
        if filterControl.selectedSegmentIndex != newFilter.rawValue {
            filterControl.selectedSegmentIndex = newFilter.rawValue
        }
        reloadShown()
    }

    /// Adds the field's text as an item; the field empties and keeps the focus.
    public func addFromField() {
        let text = field.text
        var added = false
        change { added = $0.add(text) != nil }
        if added { field.text = "" }
    }

    public func undo() {
        guard let previous = history.undo(from: list) else { return }
        list = previous
        listDidChange()
    }

    public func redo() {
        guard let next = history.redo(from: list) else { return }
        list = next
        listDidChange()
    }

    /// The item the table's focus is on, if any.
    public var focusedItem: TodoItem? {
        guard let row = tableView.focusedIndexPath?.row, row < shown.count else { return nil }
        return shown[row]
    }

    public func toggle(_ item: TodoItem) {
        change { $0.toggle(item.id) }
    }

    /// Asks before removing `item`.
    public func confirmRemoval(of item: TodoItem) {
        let alert = AlertController(title: "Delete “\(item.title)”?", message: "You can undo it with u.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
            change { $0.remove(item.id) }
        })
        present(alert, animated: false)
    }

    /// Edits `item`'s title in an alert with a text field.
    public func edit(_ item: TodoItem) {
        let alert = AlertController(title: "Edit item", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = item.title }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let save = AlertAction(title: "Save") { [unowned self, unowned alert] _ in
            let title = alert.textFields?.first?.text ?? item.title
            change { $0.rename(item.id, to: title) }
        }
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: false)
    }

    private func quitNow() { super.quit() }

    // MARK: - Keys

    /// The keys of where the focus is, which the bottom row lists: in the field, Enter
    /// adds and Tab goes to the list (letters are typed); in the list, the letters act on
    /// the focused item or the list, and Tab goes back to the field.
    public override var keyCommands: [KeyCommand] {
        // None while an alert's field or button has the focus: its keys are its own.
        if field.isFirstResponder {
            // An empty list takes no focus: Tab then goes to the filter, and says so.
            return tableView.canBecomeFirstResponder ? [addCommand, toListCommand, escapeToListCommand]
                                                     : [addCommand, toFilterCommand]
        }
        if filterControl.isFirstResponder { return filterCommands }
        return tableView.isFirstResponder ? listCommands : []
    }

    private lazy var toFilterCommand = KeyCommand(title: "filter", input: KeyCommand.inputTab) { [unowned self] _ in
        filterControl.becomeFirstResponder()
    }

    /// Esc leaves the field for the list, as Tab does; not listed, Tab is.
    private lazy var escapeToListCommand: KeyCommand = {
        let command = KeyCommand(title: "list", input: KeyCommand.inputEscape, attributes: .hidden) { [unowned self] _ in
            tableView.becomeFirstResponder()
        }
        // Before the field, which would take Esc for itself.
        command.wantsPriorityOverSystemBehavior = true
        return command
    }()

    /// On the filter, where letters do nothing: Tab, Esc or Return go back to the field.
    private lazy var filterCommands = [
        KeyCommand(title: "field", input: KeyCommand.inputTab) { [unowned self] _ in field.becomeFirstResponder() },
        KeyCommand(title: "field", input: KeyCommand.inputEscape, attributes: .hidden) { [unowned self] _ in
            field.becomeFirstResponder()
        },
        KeyCommand(title: "field", input: KeyCommand.inputEnter, attributes: .hidden) { [unowned self] _ in
            field.becomeFirstResponder()
        },
    ]

    private lazy var addCommand: KeyCommand = {
        let add = KeyCommand(title: "add", input: KeyCommand.inputEnter) { [unowned self] _ in addFromField() }
        // Before the field, which would end editing on Return.
        add.wantsPriorityOverSystemBehavior = true
        return add
    }()

    private lazy var toListCommand = KeyCommand(title: "list", input: KeyCommand.inputTab) { [unowned self] _ in
        tableView.becomeFirstResponder()
    }

    private lazy var listCommands = [
        KeyCommand(title: "done", input: KeyCommand.inputEnter) { [unowned self] _ in
            if let item = focusedItem { toggle(item) }
        },
        KeyCommand(title: "edit", input: "e") { [unowned self] _ in if let item = focusedItem { edit(item) } },
        KeyCommand(title: "delete", input: "d") { [unowned self] _ in if let item = focusedItem { confirmRemoval(of: item) } },
        KeyCommand(title: "delete", input: KeyCommand.inputDelete, attributes: .hidden) { [unowned self] _ in
            if let item = focusedItem { confirmRemoval(of: item) }
        },
        KeyCommand(title: "clear", input: "c") { [unowned self] _ in change { $0.removeDone() } },
        KeyCommand(title: "filter", input: "f") { [unowned self] _ in nextFilter() },
        KeyCommand(title: "undo", input: "u") { [unowned self] _ in undo() },
        KeyCommand(title: "redo", input: "r") { [unowned self] _ in redo() },
        KeyCommand(title: "field", input: KeyCommand.inputTab) { [unowned self] _ in field.becomeFirstResponder() },
    ]

    private func nextFilter() {
        setFilter(TodoFilter(rawValue: (filter.rawValue + 1) % TodoFilter.allCases.count) ?? .all)
    }

    // MARK: - Table

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let item = shown[indexPath.row]
        cell.textLabel?.text = (item.isDone ? "✓ " : "· ") + item.title
        cell.textLabel?.textAttributes = item.isDone ? TextAttributes.dim : TextAttributes()
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard indexPath.row < shown.count else { return }
        toggle(shown[indexPath.row])
    }
}
