import DemoSupport
import Trellis

/// The Profile screen: the course's `ProfileView` in its two demos, one row each.
///
/// - The compression row ("Adjusting Profile View's Frame", "Demo: Compression
///   Resistance"): three profiles side by side with the GitHub, Medium and Facebook
///   badges, tops aligned, then a label "with a really long title" spaced from "the
///   closest Profile View" and pinned to the trailing edge. The label is always too long,
///   so the label or the three profiles give way.
/// - The hugging row ("Demo: Content Hugging"): one more profile (Twitter's badge) and a
///   button spaced from it and pinned to the trailing edge, so one of the two must grow
///   into the room left over.
///
/// The constraints (points to cells by ``CourseScale``; the course leaves the spacings to
/// Interface Builder, so they are chosen here): 30 points (3 columns) between the views of
/// a row, alignment rect to alignment rect, so a badge sticks out into the gap without
/// pushing its neighbour away; the label's and the button's baselines on their profile's,
/// which is the badge's bottom (the course's custom baseline, "Modifying the Baseline
/// Alignment"); 20 points (1 row) between the header and the rows, and between the rows.
///
/// Differences from the course, each for the terminal:
/// - The course's two demos share one chain of views, which works in Interface Builder,
///   where it builds them one at a time; shown together, the too-long label would take any
///   room the hugging demo needs (its resistance outranks any hugging), so each demo has a
///   row of its own.
/// - Every view of a row is at least 0 columns wide: a squeezed profile stops at nothing
///   instead of going negative and overlapping its neighbours, as it would with the
///   course's constraints alone. These and the gaps of the rows are at 999, so a column
///   narrower than the gaps (11 cells) closes them instead of breaking a constraint.
/// - As in the course, a squeezed profile's frame shrinks but its portrait and badge keep
///   their size and overflow it (nothing clips them), drawn over by the views that come
///   after them: the next profile, and the label's text.
/// - The content keeps 1 column from the column's edges (10 points) rather than the root
///   view's 2-column margins, so the rows fit a 40-column terminal.
final class ProfileViewController: DetailViewController {
    /// The compression row's profiles: GitHub, Medium and Facebook, left to right.
    let profileViews: [ProfileView]
    /// The compression demo's label, "with a really long title".
    let longLabel = Label(text: """
        We're going to launch in 3, 2, 1! Collaborate brings your profiles from GitHub, Medium and \
        Facebook together, so you can work with people from every social network in one place.
        """)
    /// The hugging row's profile, with Twitter's badge.
    let huggingProfileView: ProfileView
    /// The hugging demo's button.
    let launchButton = Button(title: "Launch!")
    /// The hugging priorities, stated.
    let huggingLabel = Label()
    /// The compression-resistance priorities, stated.
    let compressionLabel = Label()
    /// Whether the alignment rects show, stated.
    let alignmentLabel = Label()
    /// The alignment rects, when shown.
    let alignmentRectOverlay = AlignmentRectOverlayView()

    /// Which step of the hugging demo is shown.
    var hugging = HuggingDemo.buttonGrows {
        didSet { applyHugging() }
    }

    /// Which step of the compression-resistance demo is shown.
    var compression = CompressionDemo.labelGivesWay {
        didSet { applyCompression() }
    }

    /// Whether the alignment rects are shown over the rows.
    var showsAlignmentRects = false {
        didSet { applyAlignmentRects() }
    }

    /// The space between the views of a row: 30 points.
    static let spacing = CourseScale.columns(30)

    /// The tiles behind the portraits.
    private static let tiles: [SocialNetwork: Color] = [
        .github: .blue, .medium: .green, .facebook: .magenta, .twitter: .red,
    ]

    private static func makeProfile(_ network: SocialNetwork) -> ProfileView {
        let profile = ProfileView(profileImage: Portrait.art(tile: tiles[network] ?? .blue), networkImage: network.badge)
        profile.debugName = "\(network.name) profile"
        return profile
    }

    init() {
        profileViews = [.github, .medium, .facebook].map(ProfileViewController.makeProfile)
        huggingProfileView = ProfileViewController.makeProfile(.twitter)
        super.init(title: MenuItem.profile.title)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        longLabel.debugName = "long label"
        launchButton.debugName = "Launch!"
        // A prop for the layout: it takes neither the focus nor clicks from the menu.
        launchButton.isUserInteractionEnabled = false
        let rows: [View] = profileViews + [longLabel, huggingProfileView, launchButton]
        for view in rows + [huggingLabel, compressionLabel, alignmentLabel, alignmentRectOverlay] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        alignmentRectOverlay.targets = rows
        LayoutConstraint.activate(compressionRowConstraints() + huggingRowConstraints() + statusConstraints() + [
            alignmentRectOverlay.topAnchor.constraint(equalTo: view.topAnchor),
            alignmentRectOverlay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            alignmentRectOverlay.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            alignmentRectOverlay.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ] + rows.map { ProfileViewController.yielding($0.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)) })
        applyHugging()
        applyCompression()
        applyAlignmentRects()
    }

    /// The overlay reads the frames when it draws: a new layout needs a new drawing.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if showsAlignmentRects { alignmentRectOverlay.setNeedsDisplay() }
    }

    private var leadingEdge: XAxisAnchor { header.leadingAnchor }
    private var trailingEdge: XAxisAnchor { header.trailingAnchor }

    private func compressionRowConstraints() -> [LayoutConstraint] {
        let spacing = ProfileViewController.spacing
        let closest = profileViews[profileViews.count - 1]
        var made = [
            profileViews[0].topAnchor.constraint(equalTo: header.bottomAnchor, constant: CourseScale.rows(20)),
            profileViews[0].leadingAnchor.constraint(equalTo: leadingEdge),
        ]
        let gap = ProfileViewController.yielding
        for (left, right) in zip(profileViews, profileViews.dropFirst()) {
            made.append(gap(right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: spacing)))
            made.append(right.topAnchor.constraint(equalTo: left.topAnchor))
        }
        made += [
            gap(longLabel.leadingAnchor.constraint(equalTo: closest.trailingAnchor, constant: spacing)),
            longLabel.trailingAnchor.constraint(equalTo: trailingEdge),
            longLabel.firstBaselineAnchor.constraint(equalTo: closest.firstBaselineAnchor),
        ]
        return made
    }

    /// `constraint` at 999: the gaps of a row and its views' widths of at least 0 give way
    /// in a column too narrow for them (the three gaps and the edges are 11 columns; a 10×3
    /// terminal has less) rather than a required constraint breaking.
    private static func yielding(_ constraint: LayoutConstraint) -> LayoutConstraint {
        constraint.priority = .required - 1
        return constraint
    }

    private func huggingRowConstraints() -> [LayoutConstraint] {
        [
            huggingProfileView.topAnchor.constraint(equalTo: profileViews[0].bottomAnchor, constant: CourseScale.rows(20)),
            huggingProfileView.leadingAnchor.constraint(equalTo: leadingEdge),
            ProfileViewController.yielding(launchButton.leadingAnchor.constraint(
                equalTo: huggingProfileView.trailingAnchor, constant: ProfileViewController.spacing)),
            launchButton.trailingAnchor.constraint(equalTo: trailingEdge),
            launchButton.firstBaselineAnchor.constraint(equalTo: huggingProfileView.firstBaselineAnchor),
        ]
    }

    private func statusConstraints() -> [LayoutConstraint] {
        let labels = [huggingLabel, compressionLabel, alignmentLabel]
        var made = [
            labels[0].topAnchor.constraint(equalTo: huggingProfileView.bottomAnchor, constant: CourseScale.rows(20)),
        ]
        for (above, below) in zip(labels, labels.dropFirst()) {
            made.append(below.topAnchor.constraint(equalTo: above.bottomAnchor))
        }
        for label in labels {
            made.append(label.leadingAnchor.constraint(equalTo: leadingEdge))
            made.append(label.trailingAnchor.constraint(lessThanOrEqualTo: trailingEdge))
        }
        return made
    }

    private func applyHugging() {
        guard isViewLoaded else { return }
        huggingProfileView.setContentHuggingPriority(hugging.profilePriority, for: .horizontal)
        launchButton.setContentHuggingPriority(hugging.buttonPriority, for: .horizontal)
        huggingLabel.text = hugging.summary
    }

    private func applyCompression() {
        guard isViewLoaded else { return }
        for profile in profileViews {
            profile.setContentCompressionResistancePriority(compression.profilePriority, for: .horizontal)
        }
        longLabel.setContentCompressionResistancePriority(compression.labelPriority, for: .horizontal)
        compressionLabel.text = compression.summary
    }

    private func applyAlignmentRects() {
        guard isViewLoaded else { return }
        alignmentRectOverlay.isHidden = !showsAlignmentRects
        alignmentLabel.text = showsAlignmentRects ? "Alignment rects: yellow; frames: red" : "Alignment rects: hidden"
    }
}
