import Trellis

extension SplashBuild {
    /// The anchors version: one line per constraint, activated together, which finds the
    /// view to hold each one (the course's anchors and `isActive` module).
    ///
    /// Anchors take no priority, so the two growth constraints get theirs afterwards, as
    /// in UIKit.
    @MainActor
    func installWithAnchors(logo: ImageView, in container: View) -> [LayoutConstraint] {
        let width = logo.widthAnchor.constraint(equalTo: container.widthAnchor)
        width.priority = SplashMetrics.growthPriority
        let height = logo.heightAnchor.constraint(equalTo: container.heightAnchor)
        height.priority = SplashMetrics.growthPriority
        let constraints = [
            logo.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            logo.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            logo.widthAnchor.constraint(equalTo: logo.heightAnchor, multiplier: SplashBuild.aspectRatio(of: logo)),
            logo.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: SplashMetrics.verticalGap),
            logo.leadingAnchor.constraint(
                greaterThanOrEqualTo: container.leadingAnchor, constant: SplashMetrics.horizontalGap),
            container.trailingAnchor.constraint(
                greaterThanOrEqualTo: logo.trailingAnchor, constant: SplashMetrics.horizontalGap),
            container.bottomAnchor.constraint(
                greaterThanOrEqualTo: logo.bottomAnchor, constant: SplashMetrics.verticalGap),
            width,
            height,
        ]
        LayoutConstraint.activate(constraints)
        return constraints
    }
}
