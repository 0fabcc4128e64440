extension Window {
    /// Remembers a bar that joined the window, so it follows the focus.
    func registerDiscoverabilityBar(_ bar: DiscoverabilityBar) {
        discoverabilityBars.removeAll { $0.view == nil }
        if !discoverabilityBars.contains(where: { $0.view === bar }) { discoverabilityBars.append(WeakView(bar)) }
    }

    /// Lets each bar still in the window redraw if what it lists changed (the focus moved,
    /// a command was disabled); bars that left are forgotten.
    func refreshDiscoverabilityBars() {
        guard !discoverabilityBars.isEmpty else { return }
        discoverabilityBars.removeAll { $0.view?.window !== self }
        for entry in discoverabilityBars { (entry.view as? DiscoverabilityBar)?.refresh() }
    }
}
