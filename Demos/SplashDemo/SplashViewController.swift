import DemoSupport
import Trellis

/// The Collaborate splash screen of the course ("Laying out the Splash Screen" and "…with
/// NSLayoutConstraint"): the logo centred, never squished, at least 20 points from every
/// edge, and here as large as those allow, so it grows and shrinks with the terminal.
///
/// Three builds of the same constraints can be switched with `1`, `2` and `3` (see
/// ``SplashBuild``); the bottom row ticks the one on screen, and nothing else changes.
///
/// Differences from the course:
/// - Points are cells: the 20-point gaps are 4 columns and 2 rows (``SplashMetrics``),
///   measured inside the demo's content area, which ends above the bottom row.
/// - The logo is ``CollaborateLogo``'s character art in an ``ImageView``
///   (``CollaborateLogoView``), whose intrinsic size is the art's 66 × 19 cells; it shows
///   the art scaled to its frame while that is large enough to keep the letters, and a
///   compact rendition below that.
/// - Two low-priority constraints make the logo as large as fits, where the course's logo
///   keeps its image's size when there is room; the logo's content hugging and
///   compression resistance are lowered beneath them (see ``SplashMetrics``).
/// - The aspect ratio is required, as Interface Builder and the initializer make it (the
///   course calls it "definitely a high priority"); it can always hold, since the logo
///   may shrink to nothing.
/// - A terminal too small for a logo conflicts with nothing: the gaps hold and the logo
///   shrinks with the room left. At 20 × 6 the gaps leave it one row, 4 × 1 cells, where
///   it shows nothing; at 5 rows it has no rows; under 5 rows the gaps no longer fit
///   either, the solver gives the logo a negative height (no required constraint keeps a
///   size positive) and its frame has a zero size. Nothing is logged at any size.
public final class SplashViewController: DemoViewController {
    /// The logo: the splash screen's one view, in ``DemoViewController/contentView``.
    let logo = CollaborateLogoView()

    /// The build whose constraints are in the engine.
    private(set) var build: SplashBuild

    /// The constraints the current build made, so that switching can take them out.
    private(set) var buildConstraints: [LayoutConstraint] = []

    /// A splash screen showing `build` first; the course's own code version by default.
    init(build: SplashBuild = .initializer) {
        self.build = build
        super.init()
    }

    /// `1`, `2`, `3` switch builds; the bottom row lists them, the one on screen ticked.
    public override var keyCommands: [KeyCommand] { buildCommands }

    private lazy var buildCommands: [KeyCommand] = SplashBuild.allCases.map { build in
        KeyCommand(title: build.name, input: String(build.key)) { [unowned self] _ in show(build) }
    }

    /// Ticks the command of the build on screen.
    private func titleBuildCommands() {
        for (command, each) in zip(buildCommands, SplashBuild.allCases) {
            command.title = each == build ? "\(each.name) ✓" : each.name
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        logo.translatesAutoresizingMaskIntoConstraints = false
        for axis in [LayoutAxis.horizontal, .vertical] {
            logo.setContentHuggingPriority(SplashMetrics.logoContentPriority, for: axis)
            logo.setContentCompressionResistancePriority(SplashMetrics.logoContentPriority, for: axis)
        }
        contentView.addSubview(logo)
        buildConstraints = build.install(logo: logo, in: contentView)
        titleBuildCommands()
    }

    /// Takes the current build's constraints out and puts `newBuild`'s in; the screen
    /// relays out on the next layout pass, and looks the same.
    func show(_ newBuild: SplashBuild) {
        guard newBuild != build else { return }
        build = newBuild
        if isViewLoaded {
            LayoutConstraint.deactivate(buildConstraints)
            buildConstraints = newBuild.install(logo: logo, in: contentView)
        }
        titleBuildCommands()
    }
}
