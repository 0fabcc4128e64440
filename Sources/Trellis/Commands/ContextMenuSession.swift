/// A context menu while it is open: its levels (the menu and the submenus opened from it)
/// over the window, and the keys and clicks that drive them. The application sends it
/// every key and mouse press until it closes.
@MainActor
final class ContextMenuSession {
    private let interaction: ContextMenuInteraction
    private let configuration: ContextMenuConfiguration
    private weak var window: Window?

    /// The open levels, the top-level menu first.
    private(set) var levels: [ContextMenuLevelView] = []

    init(interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration, window: Window) {
        self.interaction = interaction
        self.configuration = configuration
        self.window = window
    }

    /// Where a box of `size` goes for a top-left corner at `anchor` in a window of
    /// `bounds`: moved left to stay inside the right edge, above the anchor when it would
    /// cross the bottom, at the top (and shorter, scrolling) when that is not enough.
    static func placement(of size: Size, anchor: Point, in bounds: Size) -> Rect {
        var x = anchor.x
        var y = anchor.y
        if x + size.width > bounds.width { x = bounds.width - size.width }
        if y + size.height > bounds.height { y = anchor.y - size.height }
        var height = size.height
        if y < 0 {
            y = 0
            height = Swift.min(size.height, bounds.height)
        }
        return Rect(x: Swift.max(x, 0), y: y, width: Swift.min(size.width, bounds.width), height: height)
    }

    /// Opens `menu` as the top level at `anchor`.
    func open(_ menu: Menu, anchor: Point) {
        guard let window else { return }
        let level = ContextMenuLevelView(menu: menu)
        level.frame = ContextMenuSession.placement(of: level.fullSize, anchor: anchor, in: window.bounds.size)
        add(level)
    }

    private func add(_ level: ContextMenuLevelView) {
        levels.append(level)
        window?.addSubview(level)
    }

    /// Opens the highlighted submenu of the top level beside it.
    private func openSubmenu() {
        guard let window, let parent = levels.last, let index = parent.highlighted,
              let submenu = parent.items[index] as? Menu else { return }
        let level = ContextMenuLevelView(menu: submenu)
        let size = level.fullSize
        var x = parent.frame.maxX
        if x + size.width > window.bounds.width { x = Swift.max(parent.frame.minX - size.width, 0) }
        var frame = ContextMenuSession.placement(of: size, anchor: Point(x: x, y: parent.windowRow(ofItem: index) - 1),
                                                 in: window.bounds.size)
        frame.origin.x = x
        level.frame = frame
        add(level)
    }

    /// Closes the top level; closing the last ends the menu.
    private func closeLevel() {
        guard let level = levels.popLast() else { return }
        level.removeFromSuperview()
        if levels.isEmpty { end(running: nil) }
    }

    /// Closes every level, tells the delegate, then runs `action`'s handler if one was
    /// chosen.
    private func end(running action: Action?) {
        for level in levels { level.removeFromSuperview() }
        levels = []
        window?.application?.contextMenuSession = nil
        interaction.menuWillEnd(configuration)
        if let action { action.handler(action) }
    }

    /// Chooses item `index` of `level`: opens a submenu, or ends the menu with an action.
    private func choose(_ index: Int, in level: ContextMenuLevelView) {
        guard level.isEnabled(index) else { return }
        level.highlighted = index
        while let top = levels.last, top !== level {
            levels.removeLast()
            top.removeFromSuperview()
        }
        if level.items[index] is Menu {
            openSubmenu()
        } else if let action = level.items[index] as? Action {
            end(running: action)
        }
    }

    /// Handles a key: every key is the menu's while it is open.
    func handle(_ event: KeyEvent) {
        guard let level = levels.last else { return }
        switch (event.key, event.modifiers) {
        case (.up, []): level.moveHighlight(by: -1)
        case (.down, []): level.moveHighlight(by: 1)
        case (.home, []): level.highlightEnd(last: false)
        case (.end, []): level.highlightEnd(last: true)
        case (.right, []):
            if let index = level.highlighted, level.items[index] is Menu { openSubmenu() }
        case (.left, []), (.escape, []):
            closeLevel()
        case (.enter, []), (.character(" "), []):
            if let index = level.highlighted { choose(index, in: level) }
        case (.character(let character), []), (.character(let character), .shift):
            level.highlightNext(startingWith: character)
        default:
            break
        }
    }

    /// Handles a mouse press: on an item it chooses it; anywhere else it closes the menus.
    func handleMouseDown(_ event: MouseEvent) {
        for level in levels.reversed() where level.frame.contains(event.location) {
            if let index = level.itemIndex(atWindowPoint: event.location) { choose(index, in: level) }
            return
        }
        end(running: nil)
    }
}
