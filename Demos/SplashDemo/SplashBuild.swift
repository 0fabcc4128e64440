import Trellis

/// One of the three ways the splash screen's constraints are written. Each makes the same
/// nine constraints and puts them in the engine; the screen looks the same whichever is on.
///
/// The nine are the course's seven (centre X and Y, the aspect ratio, and the logo at least
/// 20 points from the top, leading, trailing and bottom edges, scaled as ``SplashMetrics``
/// says) and two low-priority ones that make the logo as large as those allow. The course's
/// code video kept only the top and leading gaps, centring mirrors them; all four are kept
/// here, as in its Interface Builder version, so no build leans on that.
enum SplashBuild: Int, CaseIterable, Sendable {
    /// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// for every constraint, added with `addConstraint(_:)` and `addConstraints(_:)` to the
    /// view that holds them, as in "Laying out the Splash Screen with NSLayoutConstraint".
    case initializer = 1

    /// The anchors (`logo.centerXAnchor.constraint(equalTo:)` and the rest), put in the
    /// engine with `LayoutConstraint.activate(_:)`, as the course's anchors module does.
    case anchors

    /// The visual format language for the gaps and the growth, with the initializer for
    /// the three constraints the language cannot express (centring and the aspect ratio,
    /// as Apple's guide advises), all activated together.
    case visualFormat

    /// The key that switches to this build: `1`, `2` or `3`.
    var key: Character { Character(String(rawValue)) }

    /// What the bottom row calls this build.
    var name: String {
        switch self {
        case .initializer: "initializer"
        case .anchors: "anchors"
        case .visualFormat: "visual format"
        }
    }

    /// Makes this build's constraints between `logo` and its superview `container` and puts
    /// them in the engine; returns them so they can be taken out again.
    ///
    /// The aspect ratio is the art's, "I grabbed the imageSize", read from the logo's
    /// intrinsic content size.
    @MainActor
    func install(logo: ImageView, in container: View) -> [LayoutConstraint] {
        switch self {
        case .initializer: installWithInitializer(logo: logo, in: container)
        case .anchors: installWithAnchors(logo: logo, in: container)
        case .visualFormat: installWithVisualFormat(logo: logo, in: container)
        }
    }

    /// The logo's width divided by its height, from its art (the course's `imageSize`).
    @MainActor
    static func aspectRatio(of logo: ImageView) -> Double {
        let size = logo.intrinsicContentSize
        return size.width / size.height
    }
}
