import Trellis

/// A screen built the way an app builds one (the `screen` suite): a window whose root view
/// controller's view holds a vertical stack of rows pinned to its margins, each row a
/// horizontal stack of labels and buttons with text of varied lengths; every fifth row
/// also holds two vertical stacks of two labels each.
@MainActor
final class Screen {
    let window: Window
    /// The first label of the middle row on screen: the one the text-change figure edits.
    let probe: Label
    /// Every view in the window, the window included.
    let viewCount: Int

    /// Cells per row of the window in the suite, and the size a resize alternates with.
    static let size = Size(width: 200, height: 60)
    static let resized = Size(width: 180, height: 55)
    static let itemsPerRow = 20

    private static let words = ["OK", "Name", "Status", "Cancel", "Description", "Total", "Save changes",
                                "id", "Last modified", "Owner", "Size", "Apply", "Refresh now", "x", "Delete"]

    /// A screen with at least `views` views (the window counted) and at least one row, not
    /// yet laid out.
    init(views target: Int) {
        window = Window(size: Screen.size)
        let controller = ViewController()
        let column = StackView()
        column.axis = .vertical
        column.spacing = 0
        column.translatesAutoresizingMaskIntoConstraints = false
        let root = controller.view
        root.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        // Window, root view, column.
        var count = 3
        var rows: [StackView] = []
        var serial = 0
        func text() -> String {
            serial += 1
            return Screen.words[(serial * 7) % Screen.words.count]
        }
        while count < target || rows.isEmpty {
            let index = rows.count
            let row = StackView()
            row.axis = .horizontal
            row.spacing = 1
            count += 1
            for item in 0..<Screen.itemsPerRow {
                if index % 5 == 2 && (item == 3 || item == 12) {
                    let pair = StackView(arrangedSubviews: [Label(text: text()), Label(text: text())])
                    pair.axis = .vertical
                    row.addArrangedSubview(pair)
                    count += 3
                } else if item % 4 == 3 {
                    row.addArrangedSubview(Button(title: text()))
                    count += 1
                } else {
                    row.addArrangedSubview(Label(text: text()))
                    count += 1
                }
            }
            rows.append(row)
            column.addArrangedSubview(row)
        }
        probe = rows[min(rows.count / 2, 22)].arrangedSubviews[0] as! Label
        viewCount = count
        window.rootViewController = controller
    }

    /// The views in the window, counted by walking it (to check ``viewCount``).
    func countViews() -> Int {
        func walk(_ view: View) -> Int { 1 + view.subviews.reduce(0) { $0 + walk($1) } }
        return walk(window)
    }

    /// Whether the probe label is on the canvas with its text, where its frame says.
    func probeIsDrawn() -> Bool {
        let frame = probe.convert(probe.bounds, to: window)
        let x = Int(frame.minX), y = Int(frame.minY)
        guard frame.width >= 1, x >= 0, y >= 0, x < window.canvas.width, y < window.canvas.height,
              let first = probe.text.first else { return false }
        return window.canvas[x, y].character == first
    }
}
