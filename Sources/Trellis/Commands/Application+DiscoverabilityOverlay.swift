extension Application {
    /// Whether the box listing the commands is showing.
    public var isShowingDiscoverabilityOverlay: Bool { discoverabilityOverlay != nil }

    /// Opens the box listing ``discoverableKeyCommands`` over the window.
    func showDiscoverabilityOverlay() {
        let overlay = DiscoverabilityOverlay(commands: discoverableKeyCommands)
        overlay.frame = window.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(overlay)
        discoverabilityOverlay = overlay
    }

    /// Closes the box if it shows; returns whether it did.
    func closeDiscoverabilityOverlay() -> Bool {
        guard let overlay = discoverabilityOverlay else { return false }
        overlay.removeFromSuperview()
        discoverabilityOverlay = nil
        return true
    }
}
