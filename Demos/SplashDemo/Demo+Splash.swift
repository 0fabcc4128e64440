import DemoSupport

extension Demo {
    /// The course's splash screen: the Collaborate logo centred and as large as fits, with
    /// three builds of its constraints to switch between (``SplashViewController``).
    public static let splash = Demo(
        name: "splash",
        title: "Splash screen",
        summary: "The Collaborate logo, centred and as large as fits, built three ways",
        makeViewController: { SplashViewController() })
}
