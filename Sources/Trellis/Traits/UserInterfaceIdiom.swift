/// The kind of device an interface runs on: UIKit's `UIUserInterfaceIdiom`,
/// reduced to the cases that matter here plus one of its own.
///
/// Differences from UIKit: there is a ``terminal`` case, which is what a Trellis window on a
/// real terminal reports; UIKit's `tv`, `carPlay`, `mac` and `vision` are left out; and there
/// are no raw values, because UIKit's numbers (`unspecified` is -1, with gaps after `pad`)
/// have no place for ``terminal`` and nothing here stores or exchanges them.
public enum UserInterfaceIdiom: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No idiom given; when trait collections are combined, an unspecified idiom is
    /// overridden by any specified one.
    case unspecified
    /// A phone-sized interface. Kept so that code and examples written for iOS carry over.
    case phone
    /// A tablet-sized interface. Kept so that code and examples written for iOS carry over.
    case pad
    /// A character-cell terminal, the idiom of ``TraitCollection/terminal(size:)``.
    case terminal

    /// The case name: `unspecified`, `phone`, `pad` or `terminal`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        case .terminal: "terminal"
        }
    }
}
