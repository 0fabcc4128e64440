extension TableView {
    /// How sections are set apart: UIKit's `UITableView.Style`.
    public enum Style: Sendable, Hashable {
        /// Sections follow one another; a section's header floats at the top while its
        /// rows scroll under it.
        case plain
        /// A blank row between sections, and headers that scroll with their rows.
        case grouped
    }
}
