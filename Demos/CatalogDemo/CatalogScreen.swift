import DemoSupport
import Trellis

/// One screen of the catalog: a control working on its ``stage``, the list of its
/// ``properties`` with the keys that change them, and the Swift that builds it as it is now
/// (``code``), all redrawn after every change.
///
/// Subclasses set a title, put their control on the stage in `viewDidLoad` (``place(_:)``
/// pins a view to the stage's top-left corner and lets the stage clip it), and list their
/// properties. Each property's key is a ``KeyCommand`` of the screen, so it works wherever
/// the focus is on the screen; the text screens use function keys, which a focused text
/// input lets through.
///
/// The stage takes the rows the property list and the code leave (the code sits on the
/// bottom rows). On a short terminal the code is cut first, then the stage down to
/// ``preferredStageHeight`` rows, then the property list; what does not fit on the stage
/// is clipped rather than pushed over the text.
open class CatalogScreen: ViewController {
    /// Where the control is shown.
    public let stage = View()

    /// The properties and their keys, one per line.
    public let propertiesLabel = Label()

    /// The Swift that builds the control as it is now.
    public let codeLabel = Label()

    /// The rows the stage keeps before the code, but not before the property list.
    open var preferredStageHeight: Double { 6 }

    /// The properties the user can change, in the order they are listed.
    open var properties: [CatalogProperty] { [] }

    /// The key lines of Swift that build the control in its current state.
    open var code: String { "" }

    /// A command per property, made once the view is loaded (the properties capture it).
    private var propertyCommands: [KeyCommand] = []

    public override init() {
        super.init()
    }

    /// The screen's properties' keys, ahead of any the responders above it offer.
    open override var keyCommands: [KeyCommand] { propertyCommands }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for label in [propertiesLabel, codeLabel] {
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        codeLabel.textAttributes = .dim
        // On a short terminal the code goes first, then the stage's rows beyond what it
        // has to have, then the property list, which says what the keys do.
        codeLabel.setContentCompressionResistancePriority(.defaultHigh - 5, for: .vertical)
        // The rows to spare go to the stage, even when its content would rather not grow.
        for label in [propertiesLabel, codeLabel] {
            label.setContentHuggingPriority(.required - 1, for: .vertical)
        }
        stage.translatesAutoresizingMaskIntoConstraints = false
        stage.clipsToBounds = true
        view.addSubview(stage)
        let margins = view.layoutMarginsGuide
        let preferredHeight = stage.heightAnchor.constraint(greaterThanOrEqualToConstant: preferredStageHeight)
        preferredHeight.priority = .defaultHigh - 2
        // No height below zero, or the solver would give the code a negative height to
        // leave the stage and the property list theirs; short of required, for a screen
        // with no rows at all (a terminal of one row), where the gaps cannot fit either.
        let nonNegativeHeights = [stage, propertiesLabel, codeLabel].map {
            $0.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
        }
        for constraint in nonNegativeHeights { constraint.priority = .required - 1 }
        LayoutConstraint.activate(nonNegativeHeights)
        LayoutConstraint.activate([
            stage.topAnchor.constraint(equalTo: view.topAnchor, constant: 1),
            stage.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stage.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            preferredHeight,
            propertiesLabel.topAnchor.constraint(equalTo: stage.bottomAnchor, constant: 1),
            propertiesLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            propertiesLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            codeLabel.topAnchor.constraint(equalTo: propertiesLabel.bottomAnchor, constant: 1),
            codeLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            codeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            codeLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        propertyCommands = properties.flatMap { property in
            property.keys.map { key in
                let command = KeyCommand(title: property.name, input: key.input) { [unowned self] _ in
                    key.change()
                    refresh()
                }
                command.wantsPriorityOverSystemBehavior = property.wantsPriority
                return command
            }
        }
    }

    /// Shows the properties' values and the code as they are now. The property keys call
    /// it after each change; call it after changing the control some other way.
    public func refresh() {
        guard isViewLoaded else { return }
        propertiesLabel.text = properties.map(\.line).joined(separator: "\n")
        codeLabel.text = code
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refresh()
    }

    /// Again once on screen: what the control says may depend on the window, which the
    /// screen is not in yet when it is about to appear (the theme, a split's collapse).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        refresh()
    }

    /// Puts `content` on the stage, pinned to its top-left corner, no wider and no taller
    /// than the stage (or as wide and as tall, when filling): it is clipped, not squeezed
    /// against its own required constraints, when the terminal is too small for it.
    public func place(_ content: View, fillingWidth: Bool = false, fillingHeight: Bool = false) {
        content.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(content)
        var constraints = [
            content.topAnchor.constraint(equalTo: stage.topAnchor),
            content.leadingAnchor.constraint(equalTo: stage.leadingAnchor),
        ]
        for (axis, fills, dimension, stageDimension) in [
            (LayoutAxis.horizontal, fillingWidth, content.widthAnchor, stage.widthAnchor),
            (.vertical, fillingHeight, content.heightAnchor, stage.heightAnchor),
        ] {
            let fit = fills ? dimension.constraint(equalTo: stageDimension)
                            : dimension.constraint(lessThanOrEqualTo: stageDimension)
            // Never required, so a stage too small for the content's own required
            // constraints clips it instead of breaking them. Across, above the content's
            // compression resistance, so text wraps to the stage's width; down, below the
            // property list's, so the content never takes its rows.
            fit.priority = axis == .horizontal ? .required - 1 : .defaultHigh - 10
            constraints.append(fit)
        }
        LayoutConstraint.activate(constraints)
    }
}
