import DemoSupport
import Trellis

/// The Profile screen: three ``ProfileView``s side by side, as the course lays them out to
/// see `alignmentRectInsets` at work ("Adjusting Profile View's Frame"), and beside them
/// the course's content-hugging button and compression-resistance label.
///
/// The constraints (points to cells by ``CourseScale``; the course leaves the spacings to
/// Interface Builder, so they are chosen here):
/// - The profiles in a row, tops aligned, 30 points (3 columns) apart: alignment rects to
///   alignment rects, so the badges stick out between them without pushing them apart.
/// - "Demo: Content Hugging": the button 30 points from "its closest Profile View" and
///   pinned to the trailing edge; its baseline on the profile's, which is the badge's
///   bottom (the course's custom baseline, "Modifying the Baseline Alignment").
/// - "Demo: Compression Resistance": the label 30 points from the same profile, its
///   bottom on the profile's.
///
/// Differences from the course, each for the terminal:
/// - The label's trailing is at most the trailing edge (the course pins it), so when the
///   terminal is wide enough to show it whole the label's own hugging does not join the
///   button's demo.
/// - Every view of the row is at least 0 columns wide, required: a squeezed profile stops
///   at nothing instead of going negative and overlapping its neighbours, as it would with
///   the course's constraints alone.
/// - The profiles clip to their frames, so a squeezed one is cut rather than drawn over
///   its neighbour (the course's images overflow their grey frames).
/// - The content keeps 1 column from the column's edges (10 points) rather than the root
///   view's 2-column margins, so the row fits a 40-column terminal.
final class ProfileViewController: DetailViewController {
    /// The three profiles: GitHub, Medium and Facebook, left to right.
    let profileViews: [ProfileView]
    /// The content-hugging demo's button.
    let launchButton = Button(title: "Launch!")
    /// The compression-resistance demo's label, "with a really long title".
    let longLabel = Label(text: """
        We're going to launch in 3, 2, 1! Collaborate brings your profiles from GitHub, Medium and \
        Facebook together, so you can work with people from every social network in one place.
        """)
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

    /// Whether the alignment rects are shown over the row.
    var showsAlignmentRects = false {
        didSet { applyAlignmentRects() }
    }

    /// The space between the row's views: 30 points.
    static let spacing = CourseScale.columns(30)

    /// The tiles behind the three portraits.
    private static let tiles: [SocialNetwork: Color] = [.github: .blue, .medium: .green, .facebook: .magenta]

    init() {
        profileViews = SocialNetwork.allCases.map { network in
            let profile = ProfileView(profileImage: Portrait.art(tile: ProfileViewController.tiles[network] ?? .blue),
                                      networkImage: network.badge)
            profile.debugName = "\(network.name) profile"
            return profile
        }
        super.init(title: MenuItem.profile.title)
    }

    override var keyHints: [KeyHint] {
        [KeyHint("a", "rects"), KeyHint("h", "hug"), KeyHint("c", "resist")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        launchButton.debugName = "Launch!"
        // A prop for the layout: it takes no focus and no clicks from the menu's keys.
        launchButton.isUserInteractionEnabled = false
        longLabel.debugName = "long label"
        let row: [View] = profileViews + [launchButton, longLabel]
        for view in row + [huggingLabel, compressionLabel, alignmentLabel, alignmentRectOverlay] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        for profile in profileViews { profile.clipsToBounds = true }
        alignmentRectOverlay.targets = row
        LayoutConstraint.activate(rowConstraints() + statusConstraints() + [
            alignmentRectOverlay.topAnchor.constraint(equalTo: view.topAnchor),
            alignmentRectOverlay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            alignmentRectOverlay.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            alignmentRectOverlay.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        applyHugging()
        applyCompression()
        applyAlignmentRects()
    }

    /// The overlay reads the frames when it draws: a new layout needs a new drawing.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if showsAlignmentRects { alignmentRectOverlay.setNeedsDisplay() }
    }

    private func rowConstraints() -> [LayoutConstraint] {
        let spacing = ProfileViewController.spacing
        let closest = profileViews[profileViews.count - 1]
        var made = [
            profileViews[0].topAnchor.constraint(equalTo: header.bottomAnchor, constant: CourseScale.rows(20)),
            profileViews[0].leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: DetailViewController.contentInset),
        ]
        for (left, right) in zip(profileViews, profileViews.dropFirst()) {
            made.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: spacing))
            made.append(right.topAnchor.constraint(equalTo: left.topAnchor))
        }
        made += [
            launchButton.leadingAnchor.constraint(equalTo: closest.trailingAnchor, constant: spacing),
            launchButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -DetailViewController.contentInset),
            launchButton.firstBaselineAnchor.constraint(equalTo: closest.firstBaselineAnchor),
            longLabel.leadingAnchor.constraint(equalTo: closest.trailingAnchor, constant: spacing),
            longLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor,
                                                constant: -DetailViewController.contentInset),
            longLabel.bottomAnchor.constraint(equalTo: closest.bottomAnchor),
        ]
        for view in profileViews as [View] + [launchButton, longLabel] {
            made.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
        }
        return made
    }

    private func statusConstraints() -> [LayoutConstraint] {
        let labels = [huggingLabel, compressionLabel, alignmentLabel]
        var made = [labels[0].topAnchor.constraint(equalTo: profileViews[0].bottomAnchor, constant: CourseScale.rows(20))]
        for (above, below) in zip(labels, labels.dropFirst()) {
            made.append(below.topAnchor.constraint(equalTo: above.bottomAnchor))
        }
        for label in labels {
            made.append(label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: DetailViewController.contentInset))
            made.append(label.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor,
                                                        constant: -DetailViewController.contentInset))
        }
        return made
    }

    private func applyHugging() {
        guard isViewLoaded else { return }
        profileViews[profileViews.count - 1].setContentHuggingPriority(hugging.profilePriority, for: .horizontal)
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
