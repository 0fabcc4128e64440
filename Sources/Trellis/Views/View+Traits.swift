extension View {
    /// The traits of the environment the view is in: its window's size classes
    /// (TRT-03); everything unspecified for a view in no window.
    public var traitCollection: TraitCollection {
        window?.windowTraitCollection ?? TraitCollection()
    }
}
