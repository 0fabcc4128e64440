/// Gives a view a context menu, opened by a right click on it or by Shift-F10 while it (or
/// a view inside it) has the focus: UIKit's `UIContextMenuInteraction`.
///
/// Add it with ``View/addInteraction(_:)``. A right press opens the menu at the pointer;
/// Shift-F10 opens it at the focused view's bottom-left corner, from the nearest view up
/// from the first responder that has an interaction. The delegate's
/// `configurationForMenuAtLocation` is asked first, then the configuration's action
/// provider builds the ``Menu``; `willDisplayMenu` follows.
///
/// The menu is a box with a single-line border; each row is a space, a `✓ ` column when
/// any item has a state, the title padded to the longest, a space, and ` ›` when any item
/// has a submenu. Its top-left corner is the anchor, moved left to stay inside the right
/// edge, above the anchor when it would cross the bottom, and to the top (scrolling) when
/// that is not enough. A submenu opens beside its item, to the right or, when it does not
/// fit, to the left. The first enabled item is highlighted.
///
/// Keys while it shows: Up and Down move (skipping disabled items, wrapping), Home and End
/// go to the ends, a letter to the next item starting with it, Right or Enter opens a
/// submenu, Left or Esc closes one level, Enter or Space chooses. A click chooses an item;
/// a click outside closes the menus and goes no further. Choosing closes every level,
/// calls `willEnd`, gives the focus back, then runs the action's handler.
///
/// Differences from UIKit: no previews, highlight or dismiss previews, and no animation.
/// The Menu key of PC keyboards is not reported by terminals; Shift-F10 stands for it.
@MainActor
public final class ContextMenuInteraction {
    /// Makes an interaction asking `delegate`, held weakly as in UIKit:
    /// UIKit's `init(delegate:)`.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Says what the menu holds: UIKit's `delegate`. Held weakly.
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?

    /// The view the interaction was added to: UIKit's `view`.
    public internal(set) weak var view: View?

    /// Opens the menu at `location`, in the window's coordinates, anchored at `anchor`;
    /// returns whether one opened.
    @discardableResult
    func open(at location: Point, anchor: Point) -> Bool {
        guard let view, let window = view.window, let application = window.application, let delegate else { return false }
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(location, from: nil)),
              let provider = configuration.actionProvider, let menu = provider([]) else { return false }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration)
        let session = ContextMenuSession(interaction: self, configuration: configuration, window: window)
        application.contextMenuSession = session
        session.open(menu, anchor: anchor)
        return true
    }

    /// Closes: tells the delegate the menu ends.
    func menuWillEnd(_ configuration: ContextMenuConfiguration) {
        delegate?.contextMenuInteraction(self, willEndFor: configuration)
    }
}

extension ContextMenuInteraction: Equatable {
    /// Interactions are equal when they are the same object.
    public nonisolated static func == (lhs: ContextMenuInteraction, rhs: ContextMenuInteraction) -> Bool {
        lhs === rhs
    }
}
