extension Application {
    /// Whether the command palette is open.
    public var isShowingCommandPalette: Bool { commandPalette != nil }

    /// Opens the palette over the window, listing ``discoverableKeyCommands`` as they are
    /// from the focus now.
    func showCommandPalette() {
        let palette = CommandPaletteView(commands: discoverableKeyCommands)
        palette.frame = window.bounds
        palette.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(palette)
        commandPalette = palette
    }

    /// Sends a key to the open palette, which takes them all: it closes on Esc, the
    /// palette key again, or Enter, which then runs the highlighted command. Returns false
    /// when no palette is open.
    func sendToCommandPalette(_ event: KeyEvent) -> Bool {
        guard let palette = commandPalette else { return false }
        let (close, command) = event == commandPaletteKey ? (true, nil) : palette.handle(event)
        if close {
            palette.removeFromSuperview()
            commandPalette = nil
            command?.perform()
        }
        return true
    }

    /// Closes the palette, as a mouse press does; returns whether one was open.
    func closeCommandPalette() -> Bool {
        guard let palette = commandPalette else { return false }
        palette.removeFromSuperview()
        commandPalette = nil
        return true
    }
}
