/// Something a menu lists: an ``Action`` or a submenu (``Menu``). UIKit's
/// `UIMenuElement`; make one of those two rather than this class itself.
@MainActor
public class MenuElement {
    /// The text the menu shows: UIKit's `title`.
    public let title: String

    init(title: String) {
        self.title = title
    }
}
