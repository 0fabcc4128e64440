import DemoSupport

extension Demo {
    /// The catalog: every view, control and controller Trellis has, one screen each, with
    /// their properties changed live (``CatalogViewController``).
    public static let catalog = Demo(
        name: "catalog",
        title: "Catalog",
        summary: "Every view, control and controller, one screen each, changed live by key",
        makeViewController: { CatalogViewController() })
}
