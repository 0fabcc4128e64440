/// Something a ``LayoutConstraint`` can constrain: a ``View`` or a ``LayoutGuide``
/// (CON-02).
///
/// UIKit types these items as `AnyObject`; Trellis names the two kinds so that a
/// constraint cannot be built on anything else. Only ``View`` and ``LayoutGuide`` adopt the
/// protocol; a type of your own that adopts it is refused when its constraint is
/// activated.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose coordinate system the item lives in: a view itself, or the view a
    /// guide was added to (nil for a guide that is not in a view).
    var layoutOwner: View? { get }
}

extension LayoutItem {
    /// How the item prints in diagnostics: `View:0x…`, `'name'`-style for guides.
    var layoutItemDescription: String {
        if let view = self as? View { return view.shortDescription }
        if let guide = self as? LayoutGuide { return guide.shortDescription }
        return String(describing: type(of: self))
    }
}
