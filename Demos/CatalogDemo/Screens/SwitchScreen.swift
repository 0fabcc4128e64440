import DemoSupport
import Trellis

/// `Switch`: a check box that is on or off, toggled by Enter, Space or a click while it
/// has the focus, with a label that its `valueChanged` action keeps up to date; its
/// `isOn` (set in code, which sends no action) and `isEnabled` change by key.
public final class SwitchScreen: CatalogScreen {
    /// The switch on the stage.
    public let toggle = Switch()

    /// What the switch's `valueChanged` action last said.
    public let statusLabel = Label(text: "Notifications are off")

    /// How many times the action ran: toggles by the user, not by code.
    public private(set) var valueChanges = 0

    public override init() {
        super.init()
        title = "Switch"
    }

    public override var preferredFirstResponder: View? { toggle }

    public override func viewDidLoad() {
        toggle.addAction({ [unowned self] _ in
            valueChanges += 1
            updateStatus()
            refresh()
        }, for: .valueChanged)
        let row = StackView(arrangedSubviews: [toggle, statusLabel])
        row.axis = .horizontal
        row.spacing = 1
        super.viewDidLoad()
        place(row)
    }

    private func updateStatus() {
        statusLabel.text = "Notifications are \(toggle.isOn ? "on" : "off")"
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "o", name: "isOn", value: { [unowned self] in
                "\(toggle.isOn) (\(valueChanges) valueChanged from the user)"
            }) { [unowned self] in
                toggle.setOn(!toggle.isOn, animated: false)
                updateStatus()
            },
            CatalogProperty(key: "e", name: "isEnabled", value: { [unowned self] in "\(toggle.isEnabled)" }) {
                [unowned self] in
                toggle.isEnabled.toggle()
                if toggle.isEnabled { _ = toggle.becomeFirstResponder() }
            },
        ]
    }

    public override var code: String {
        """
        let toggle = Switch()
        toggle.setOn(\(toggle.isOn), animated: false)
        toggle.isEnabled = \(toggle.isEnabled)
        toggle.addAction({ _ in update(toggle.isOn) }, for: .valueChanged)
        """
    }
}
