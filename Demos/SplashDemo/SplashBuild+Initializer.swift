import Trellis

extension SplashBuild {
    /// The course's code version: every constraint spelled out with the full initializer,
    /// the aspect ratio added to the logo (its only item) and the rest to the superview
    /// ("if you are attaching to a superview, you're going to add the constraints to a
    /// superview").
    ///
    /// The course writes the aspect ratio "with a constant of 1"; Interface Builder's,
    /// which the code replicates, has constant 0, and so has this one, or the logo would
    /// be a cell wider than its art's shape at every size.
    @MainActor
    func installWithInitializer(logo: ImageView, in container: View) -> [LayoutConstraint] {
        // The initializer throws only for a constraint that breaks a validity rule (a
        // `ConstraintRule`: a size tied to a position, say); each of these is valid, so
        // none can throw.
        let centerX = try! LayoutConstraint(
            item: logo, attribute: .centerX, relatedBy: .equal,
            toItem: container, attribute: .centerX, multiplier: 1, constant: 0)
        let centerY = try! LayoutConstraint(
            item: logo, attribute: .centerY, relatedBy: .equal,
            toItem: container, attribute: .centerY, multiplier: 1, constant: 0)
        let aspectRatio = try! LayoutConstraint(
            item: logo, attribute: .width, relatedBy: .equal,
            toItem: logo, attribute: .height, multiplier: SplashBuild.aspectRatio(of: logo), constant: 0)
        let top = try! LayoutConstraint(
            item: logo, attribute: .top, relatedBy: .greaterThanOrEqual,
            toItem: container, attribute: .top, multiplier: 1, constant: SplashMetrics.verticalGap)
        let leading = try! LayoutConstraint(
            item: logo, attribute: .leading, relatedBy: .greaterThanOrEqual,
            toItem: container, attribute: .leading, multiplier: 1, constant: SplashMetrics.horizontalGap)
        // Interface Builder writes the trailing and bottom gaps superview first, as the
        // visual format language does.
        let trailing = try! LayoutConstraint(
            item: container, attribute: .trailing, relatedBy: .greaterThanOrEqual,
            toItem: logo, attribute: .trailing, multiplier: 1, constant: SplashMetrics.horizontalGap)
        let bottom = try! LayoutConstraint(
            item: container, attribute: .bottom, relatedBy: .greaterThanOrEqual,
            toItem: logo, attribute: .bottom, multiplier: 1, constant: SplashMetrics.verticalGap)
        let width = try! LayoutConstraint(
            item: logo, attribute: .width, relatedBy: .equal,
            toItem: container, attribute: .width, multiplier: 1, constant: 0)
        width.priority = SplashMetrics.growthPriority
        let height = try! LayoutConstraint(
            item: logo, attribute: .height, relatedBy: .equal,
            toItem: container, attribute: .height, multiplier: 1, constant: 0)
        height.priority = SplashMetrics.growthPriority

        logo.addConstraint(aspectRatio)
        let others = [centerX, centerY, top, leading, trailing, bottom, width, height]
        container.addConstraints(others)
        return [aspectRatio] + others
    }
}
