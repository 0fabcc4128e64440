import DemoSupport
import Trellis

/// Semantic colours and borders: a bordered, titled view holding a line for each of
/// UIKit's semantic colours, drawn through the window's theme, whose colour depth and
/// light or dark style change by key along with the border's style and title.
///
/// The text colours (label, its secondary and tertiary shades, link) are shown as text in
/// themselves, since every theme keeps them legible as text. The accent colours are shown
/// as a swatch of blocks beside their name: a theme keeps them distinct from the
/// background, but at 8 or 16 colours not every one reads as text (ANSI blue on black,
/// green on white).
public final class ColorsScreen: CatalogScreen {
    /// The bordered view that holds the samples.
    public let panel = View()

    /// The border styles `b` steps through; nil is no border.
    static let borders: [BorderStyle?] = [.rounded, .single, .double, .heavy, .ascii, nil]

    /// The depths `d` steps through.
    static let depths: [ColorDepth] = [.trueColor, .palette256, .ansi16, .ansi8, .monochrome]

    /// The styles `u` steps through.
    static let styles: [UserInterfaceStyle] = [.unspecified, .dark, .light]

    /// The colours shown as text in themselves.
    private static let textSamples: [(String, Color)] = [
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel), ("link", .link),
    ]

    /// The colours shown as a swatch beside their name.
    private static let accentSamples: [(String, Color)] = [
        ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
        ("systemOrange", .systemOrange), ("systemPurple", .systemPurple),
    ]

    public override init() {
        super.init()
        title = "Colours and borders"
    }

    public override var preferredStageHeight: Double { 8 }

    public override func viewDidLoad() {
        let texts: [View] = Self.textSamples.map { name, colour in
            let label = Label(text: "Color.\(name)")
            label.textColor = colour
            return label
        }
        let accents: [View] = Self.accentSamples.map { name, colour in
            let swatch = Label(text: "██")
            swatch.textColor = colour
            let row = StackView(arrangedSubviews: [swatch, Label(text: "Color.\(name)")])
            row.spacing = 1
            return row
        }
        let column = StackView(arrangedSubviews: texts + accents)
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(column)
        panel.border = .rounded
        panel.borderTitle = "Semantic colours"
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
        ])
        super.viewDidLoad()
        place(panel)
    }

    /// The window's theme before this screen changed it, put back when the screen goes:
    /// the terminal's own depth and background are the catalog's everywhere else.
    private var themeBeforeChanges: Theme?

    private var theme: Theme {
        // Before the screen is in the window (as it is about to appear), the app's window
        // all the same: the terminal's theme, not the default one.
        get { (view.window ?? Application.shared?.window)?.theme ?? .standard }
        set {
            guard let window = view.window else { return }
            if themeBeforeChanges == nil { themeBeforeChanges = window.theme }
            window.theme = newValue
        }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let themeBeforeChanges { view.window?.theme = themeBeforeChanges }
        themeBeforeChanges = nil
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "b", name: "border", value: { [unowned self] in
                panel.border.map { ".\($0)" } ?? "nil"
            }) { [unowned self] in
                let index = Self.borders.firstIndex(of: panel.border) ?? 0
                panel.border = Self.borders[(index + 1) % Self.borders.count]
            },
            CatalogProperty(key: "t", name: "borderTitle", value: { [unowned self] in
                panel.borderTitle.map { "\"\($0)\"" } ?? "nil"
            }) { [unowned self] in panel.borderTitle = panel.borderTitle == nil ? "Semantic colours" : nil },
            CatalogProperty(key: "d", name: "theme.colorDepth", value: { [unowned self] in "\(theme.colorDepth)" }) {
                [unowned self] in theme.colorDepth = Self.depths.cycled(after: theme.colorDepth)
            },
            CatalogProperty(key: "u", name: "theme.userInterfaceStyle", value: { [unowned self] in
                "\(theme.userInterfaceStyle)"
            }) { [unowned self] in theme.userInterfaceStyle = Self.styles.cycled(after: theme.userInterfaceStyle) },
        ]
    }

    public override var code: String {
        """
        label.textColor = .secondaryLabel
        panel.border = \(panel.border.map { ".\($0)" } ?? "nil")
        panel.borderTitle = \(panel.borderTitle.map { "\"\($0)\"" } ?? "nil")
        window.theme = Theme(colorDepth: .\(theme.colorDepth),
                             userInterfaceStyle: .\(theme.userInterfaceStyle))
        """
    }
}
