extension TableViewCell {
    /// The mark a cell shows in its last two columns: UIKit's
    /// `UITableViewCell.AccessoryType`, drawn as characters.
    public enum AccessoryType: Sendable, Hashable {
        /// No accessory: the content view takes the whole width.
        case none
        /// `›`: choosing the row shows more.
        case disclosureIndicator
        /// `✓`: the row is chosen, as in a list of options.
        case checkmark
        /// `ⓘ`: the row has details of its own.
        case detailButton

        /// The character drawn, nil for none.
        var symbol: Character? {
            switch self {
            case .none: nil
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton: "ⓘ"
            }
        }
    }
}
