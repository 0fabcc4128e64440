import DemoSupport

extension Demo {
    /// The Venn diagram of the course's module "Controlling Auto Layout's Rendering
    /// Pipeline", with a live log of the pipeline's hooks (``VennViewController``).
    public static let venn = Demo(
        name: "venn",
        title: "Venn diagram",
        summary: "Two circles resized by updateConstraints, with a live log of the rendering pipeline",
        makeViewController: { VennViewController() })
}
