/// A list of menu elements, shown as a context menu or as a submenu of one: UIKit's
/// `UIMenu`.
///
/// As a child of another menu it is an item with ` ›` after its title; Right, Enter or a
/// click opens it beside its parent. Differences from UIKit: no image, options or inline
/// sections; the title of the top-level menu is not shown.
@MainActor
public final class Menu: MenuElement {
    /// Makes a menu: UIKit's `init(title:image:identifier:options:children:)`, without the
    /// image, identifier and options.
    public init(title: String = "", children: [MenuElement]) {
        self.children = children
        super.init(title: title)
    }

    /// The items, in order: UIKit's `children`.
    public let children: [MenuElement]
}
