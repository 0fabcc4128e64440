import Trellis

/// The course's custom `ProfileView` ("Creating Custom Views with Auto Layout"): a
/// portrait with a social network's badge over its top-right corner as ornamentation.
///
/// Built as the course leaves it after "Update Your Profile View's Internal Constraints"
/// (anchors and `isActive`), constraint for constraint:
/// - The portrait's top to the view's top (its constant set in ``updateConstraints()``),
///   its leading to the view's leading.
/// - The badge's top to the view's top, its bottom to the view's **top**, its leading to
///   the view's leading, and its trailing to the **portrait's** trailing: "nontraditional
///   patterns", whose constants ``updateConstraints()`` works out from the two images.
/// - No constraint on the profile view itself: "those types of constraints will always be
///   set up outside of that view".
///
/// In ``updateConstraints()``, from the images' sizes in cells: the badge starts 65% of
/// the way across the portrait, ends 35% of the way down it, and is as wide as its image
/// (the trailing constant is the distance between the two trailing edges); the portrait
/// moves down a quarter of the badge's height. The ``intrinsicContentSize`` is the
/// portrait's alone, so the badge never changes how the view is laid out, and
/// ``alignmentRectInsets`` grows the frame around the alignment rect to take in the badge
/// and the portrait's offset, so neighbours line up with the portrait. The badge's bottom
/// is the view's baseline (the course's `viewForBaselineLayout`).
///
/// The course's insets put the portrait's offset at the bottom, so the alignment rect is
/// the portrait's size at the top of the frame, the offset above the portrait itself.
/// With one-row badges that offset is a quarter of a row, which the rounding to whole
/// cells takes away: on screen the alignment rect is the portrait.
final class ProfileView: View {
    /// The picture of the person.
    let profileImageView = ImageView()
    /// The social network's badge.
    let networkImageView = ImageView()

    /// The portrait; it gives the view its intrinsic size.
    var profileImage: CharacterArt? {
        didSet {
            profileImageView.image = profileImage
            imagesDidChange()
        }
    }

    /// The badge.
    var networkImage: CharacterArt? {
        didSet {
            networkImageView.image = networkImage
            imagesDidChange()
        }
    }

    // The constraints the course keeps "at the class level" because updateConstraints
    // changes their constants; made in init, after the view exists to be constrained.
    private(set) var profileTopConstraint: LayoutConstraint!
    private(set) var networkLeadingConstraint: LayoutConstraint!
    private(set) var networkBottomConstraint: LayoutConstraint!
    private(set) var networkTrailingConstraint: LayoutConstraint!

    init(profileImage: CharacterArt? = nil, networkImage: CharacterArt? = nil) {
        self.profileImage = profileImage
        self.networkImage = networkImage
        super.init(frame: .zero)
        initializeViews()
        profileImageView.image = profileImage
        networkImageView.image = networkImage
    }

    /// "Just being a good developer": the view lays out its subviews with constraints.
    override class var requiresConstraintBasedLayout: Bool { true }

    private func initializeViews() {
        profileImageView.translatesAutoresizingMaskIntoConstraints = false
        profileImageView.debugName = "profileImageView"
        addSubview(profileImageView)
        profileTopConstraint = profileImageView.topAnchor.constraint(equalTo: topAnchor)
        profileTopConstraint.isActive = true
        profileImageView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true

        networkImageView.translatesAutoresizingMaskIntoConstraints = false
        networkImageView.debugName = "networkImageView"
        addSubview(networkImageView)
        networkImageView.topAnchor.constraint(equalTo: topAnchor).isActive = true
        networkTrailingConstraint = networkImageView.trailingAnchor.constraint(equalTo: profileImageView.trailingAnchor)
        networkTrailingConstraint.isActive = true
        networkBottomConstraint = networkImageView.bottomAnchor.constraint(equalTo: topAnchor)
        networkBottomConstraint.isActive = true
        networkLeadingConstraint = networkImageView.leadingAnchor.constraint(equalTo: leadingAnchor)
        networkLeadingConstraint.isActive = true
    }

    private func imagesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsUpdateConstraints()
    }

    /// Places the badge from the two images' sizes, then calls `super` last, as the course
    /// does ("make sure that's the last call").
    override func updateConstraints() {
        if let pImage = profileImage, let nImage = networkImage {
            let leadingDistance = Double(pImage.width) * 0.65
            networkLeadingConstraint.constant = leadingDistance
            networkBottomConstraint.constant = Double(pImage.height) * 0.35
            profileTopConstraint.constant = Double(nImage.height) * 0.25
            let maxDistance = leadingDistance + Double(nImage.width) - Double(pImage.width)
            networkTrailingConstraint.constant = maxDistance
        }
        super.updateConstraints()
    }

    /// The portrait's size: the badge is ornamentation. No intrinsic size without a
    /// portrait.
    override var intrinsicContentSize: Size {
        guard let pImage = profileImage else {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return Size(width: Double(pImage.width), height: Double(pImage.height))
    }

    /// The frame reaches past the alignment rect by the portrait's offset at the bottom and
    /// by the badge's overhang at the right, none when the badge stays inside the portrait.
    override var alignmentRectInsets: EdgeInsets {
        let maxX = max(networkTrailingConstraint.constant, 0)
        return EdgeInsets(top: 0, left: 0, bottom: profileTopConstraint.constant, right: maxX)
    }

    /// The badge: a baseline constraint to this view lines up with the badge's bottom.
    override var forFirstBaselineLayout: View { networkImageView }

    /// The badge, as for the first baseline.
    override var forLastBaselineLayout: View { networkImageView }
}
