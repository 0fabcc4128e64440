extension View {
    /// Adds `interaction` to the view, which holds it: UIKit's `addInteraction(_:)`. An
    /// interaction on another view moves here.
    public func addInteraction(_ interaction: ContextMenuInteraction) {
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interactions.append(interaction)
        interaction.view = self
    }

    /// Removes `interaction` from the view: UIKit's `removeInteraction(_:)`.
    public func removeInteraction(_ interaction: ContextMenuInteraction) {
        interactions.removeAll { $0 === interaction }
        if interaction.view === self { interaction.view = nil }
    }

    /// The nearest interaction from this view up.
    var nearestContextMenuInteraction: ContextMenuInteraction? {
        var current: View? = self
        while let view = current {
            if let interaction = view.interactions.first { return interaction }
            current = view.superview
        }
        return nil
    }
}
