/// Told when a split view controller collapses to one column and expands back, and may
/// choose the column shown when collapsed: UIKit's `UISplitViewControllerDelegate`, for
/// the double-column style. Every method has a default implementation.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The column to show once collapsed; `proposedTopColumn` is the split's own choice
    /// (the secondary if it was shown last, else the primary). UIKit's
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`. Returns the
    /// proposal by default.
    func splitViewController(_ splitViewController: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column

    /// The split collapsed to one column; the hidden column has had its disappear calls.
    /// UIKit's `splitViewControllerDidCollapse(_:)`.
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController)

    /// The split shows its columns side by side again; the returning column has had its
    /// appear calls. UIKit's `splitViewControllerDidExpand(_:)`.
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column {
        proposedTopColumn
    }

    public func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) {}

    public func splitViewControllerDidExpand(_ splitViewController: SplitViewController) {}
}
