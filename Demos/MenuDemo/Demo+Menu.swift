import DemoSupport

extension Demo {
    /// The course's Collaborate menu ("Building the Menu Screen", "Updating Your Menu with
    /// UIStackView"): the picture and seven items in a scroll view, built with constraints
    /// or with a stack view; beside it on wide terminals, or instead of it on narrow ones,
    /// the selected item's screen, Profile being the course's custom `ProfileView` with the
    /// hugging and compression-resistance demos. A course point is a tenth of a column and
    /// a twentieth of a row, rounded up to whole cells.
    public static let menu = Demo(
        name: "menu",
        title: "Menu",
        summary: "The Collaborate menu in two builds, a split view, and the custom Profile view",
        makeViewController: { MenuDemoViewController() })
}
