// The `_autolayoutTrace` dump.
extension View {
    /// The hierarchy this view is in, from its root, one view per line, in the form of
    /// UIKit's `_autolayoutTrace`:
    ///
    /// ```
    /// Window:0x…
    /// |   •View:0x…
    /// |   |   +View:0x…
    /// |   |   |   *View:0x…
    /// |   |   |   *View:0x…- AMBIGUOUS LAYOUT
    /// ```
    ///
    /// Each level is indented by `"|   "`. The marker says how the view is laid out
    /// (Trellis's own choice, inferred from UIKit's output): `•` the view at the top of the
    /// layout (the root's own subviews), `+` a view whose frame and mask become
    /// constraints, `*` a view positioned by your constraints alone. An ambiguous view ends
    /// with `- AMBIGUOUS LAYOUT`.
    public func autolayoutTrace() -> String {
        let root = hierarchyRoot
        root.layoutIfNeededForReading()
        let trial = root.activeLayoutEngine.map { TrialSolver($0.installedConstraints()) }
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            var line = String(repeating: "|   ", count: depth)
            if depth > 0 {
                line += depth == 1 ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
            }
            line += view.shortDescription
            if let trial, view.isAmbiguous(in: trial) { line += "- AMBIGUOUS LAYOUT" }
            lines.append(line)
            for subview in view.subviewStorage { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}
