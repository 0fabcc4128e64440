/// How a presented view controller covers the screen: UIKit's
/// `UIModalPresentationStyle`, with the styles a terminal can show.
///
/// The sheets are drawn as a box with a single-line border over the presenter, which stays
/// visible, dimmed, and gets no appearance callbacks. Differences from UIKit: there are no
/// popovers, custom or current-context styles; a page sheet is not a card that can be
/// swiped away, but Esc dismisses it (see ``ViewController/isModalInPresentation``).
public enum ModalPresentationStyle: Sendable, Hashable {
    /// The default: a page sheet, as in UIKit since iOS 13.
    case automatic
    /// A box covering most of the window: inset by 2 rows at the top and 4 columns at each
    /// side when the window is at least 80 columns wide, by 1 row at the top otherwise; it
    /// reaches the bottom edge.
    case pageSheet
    /// A box the size of the presented controller's
    /// ``ViewController/preferredContentSize`` plus its border, kept 2 columns and 1 row
    /// clear of each window edge, centred.
    case formSheet
    /// Covers the whole window; the presenter's view leaves the window and the presenter
    /// gets `viewWillDisappear` and `viewDidDisappear`. Esc does not dismiss it.
    case fullScreen
    /// Covers the whole window with the presenter's view left in place beneath it, with no
    /// appearance callbacks for the presenter. Esc does not dismiss it.
    case overFullScreen

    /// `.automatic` resolved to the style it stands for.
    var resolved: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the style is a sheet: boxed, dimming what is beneath, dismissed by Esc.
    var isSheet: Bool { resolved == .pageSheet || resolved == .formSheet }
}
