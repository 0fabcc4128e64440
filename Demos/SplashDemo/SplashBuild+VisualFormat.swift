import Trellis

extension SplashBuild {
    /// The visual format strings, one per axis: the logo at least a gap from each edge
    /// (`|-(>=gap)-[logo]-(>=gap)-|`) and as large as the container at a low priority
    /// (`[logo(==container@growth)]`).
    ///
    /// The language cannot centre a view in its superview or tie a view's width to its own
    /// height: "one useful constraint that cannot be expressed is a fixed aspect ratio",
    /// Apple's guide says, and advises the full initializer for those, which is what this
    /// build uses for centre X, centre Y and the aspect ratio.
    @MainActor
    func installWithVisualFormat(logo: ImageView, in container: View) -> [LayoutConstraint] {
        let views: [String: any LayoutItem] = ["logo": logo, "container": container]
        let metrics = [
            "horizontalGap": SplashMetrics.horizontalGap,
            "verticalGap": SplashMetrics.verticalGap,
            "growth": SplashMetrics.growthPriority.rawValue,
        ]
        // The strings are constants that parse; a typo in them would fail every test.
        let horizontal = try! LayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=horizontalGap)-[logo(==container@growth)]-(>=horizontalGap)-|",
            metrics: metrics, views: views)
        let vertical = try! LayoutConstraint.constraints(
            withVisualFormat: "V:|-(>=verticalGap)-[logo(==container@growth)]-(>=verticalGap)-|",
            metrics: metrics, views: views)
        let centerX = try! LayoutConstraint(
            item: logo, attribute: .centerX, relatedBy: .equal,
            toItem: container, attribute: .centerX, multiplier: 1, constant: 0)
        let centerY = try! LayoutConstraint(
            item: logo, attribute: .centerY, relatedBy: .equal,
            toItem: container, attribute: .centerY, multiplier: 1, constant: 0)
        let aspectRatio = try! LayoutConstraint(
            item: logo, attribute: .width, relatedBy: .equal,
            toItem: logo, attribute: .height, multiplier: SplashBuild.aspectRatio(of: logo), constant: 0)
        let constraints = [centerX, centerY, aspectRatio] + horizontal + vertical
        LayoutConstraint.activate(constraints)
        return constraints
    }
}
