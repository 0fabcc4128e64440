import Testing
import Trellis
@testable import MenuDemo

/// The course's custom `ProfileView`: its internal constraints made in `updateConstraints`
/// from the two images' sizes, an intrinsic size from the portrait alone, alignment rect
/// insets that keep the badge out of what neighbours align to, and the badge's bottom as
/// its baseline.
@MainActor
@Suite struct ProfileViewTests {
    /// Art of `width` × `height` cells, all `character`.
    private func art(_ width: Int, _ height: Int, _ character: Character = "#") -> CharacterArt {
        CharacterArt(Array(repeating: String(repeating: character, count: width), count: height).joined(separator: "\n"))
    }

    /// A window holding `profile` with its alignment rect's top-left corner at (3, 2), and
    /// whatever `extra` adds, laid out.
    private func window(with profile: ProfileView, width: Double = 60, height: Double = 20,
                        extra: (Window) -> [LayoutConstraint] = { _ in [] }) -> (Window, [String]) {
        let window = Window(size: Size(width: width, height: height))
        profile.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(profile)
        var log: [String] = []
        let previous = LayoutDiagnostics.sink
        LayoutDiagnostics.sink = { log.append($0) }
        defer { LayoutDiagnostics.sink = previous }
        LayoutConstraint.activate([
            profile.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 3),
            profile.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
        ] + extra(window))
        window.runLayoutCycle()
        return (window, log)
    }

    /// "65% across, 35% down": the badge starts at 0.65 × the portrait's width, ends 0.35 ×
    /// its height below the top, and is as wide as its image; the portrait moves down a
    /// quarter of the badge's height.
    @Test func updateConstraintsPlacesTheBadgeFromTheImageSizes() {
        let profile = ProfileView(profileImage: art(20, 10), networkImage: art(8, 4, "b"))
        let (_, log) = window(with: profile)
        #expect(profile.networkLeadingConstraint.constant == 13)
        #expect(profile.networkBottomConstraint.constant == 3.5)
        #expect(profile.profileTopConstraint.constant == 1)
        // 13 + 8 − 20: the badge ends 1 column past the portrait.
        #expect(profile.networkTrailingConstraint.constant == 1)
        #expect(profile.profileImageView.frame == Rect(x: 0, y: 1, width: 20, height: 10))
        // Top 0, bottom 3.5 (rounded half up to 4), from column 13, 8 wide.
        #expect(profile.networkImageView.frame == Rect(x: 13, y: 0, width: 8, height: 4))
        #expect(log.isEmpty)
    }

    /// The portrait gives the view its intrinsic size; the badge, whatever its size, does
    /// not; with no portrait there is none.
    @Test func theIntrinsicSizeIsThePortraitsAlone() {
        let profile = ProfileView(profileImage: art(20, 10), networkImage: art(8, 4))
        #expect(profile.intrinsicContentSize == Size(width: 20, height: 10))
        profile.networkImage = art(30, 9)
        #expect(profile.intrinsicContentSize == Size(width: 20, height: 10))
        profile.profileImage = nil
        #expect(profile.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    /// The alignment rect is the portrait's size; the frame grows around it by the badge's
    /// overhang at the right and the portrait's offset at the bottom. A badge inside the
    /// portrait adds nothing at the right.
    @Test(arguments: [(SocialNetwork.github, 1.9, 8.0), (.medium, 0.9, 7.0), (.facebook, 0.0, 6.0)])
    func theFrameGrowsAroundTheAlignmentRect(network: SocialNetwork, overhang: Double, frameWidth: Double) {
        let profile = ProfileView(profileImage: Portrait.art(tile: .blue), networkImage: network.badge)
        let (_, log) = window(with: profile)
        let insets = profile.alignmentRectInsets
        #expect(insets.top == 0 && insets.left == 0)
        #expect(insets.bottom == 0.25)
        #expect(abs(insets.right - overhang) < 1e-9)
        #expect(profile.alignmentRect(forFrame: profile.frame).size.width == profile.frame.width - insets.right)
        // In whole cells: the portrait's 3 rows (the quarter-row offset rounds away), and
        // the badge's overhang in columns.
        #expect(profile.frame == Rect(x: 3, y: 2, width: frameWidth, height: 3))
        #expect(profile.profileImageView.frame == Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(profile.networkImageView.frame == Rect(x: 4, y: 0, width: frameWidth - 4 > 2 ? frameWidth - 4 : 2, height: 1))
        #expect(log.isEmpty)
    }

    /// A neighbour spaced from the profile's trailing edge is spaced from the portrait, not
    /// from the badge that reaches past it ("Adjusting Profile View's Frame").
    @Test func neighboursAlignToThePortraitNotTheBadge() {
        let github = ProfileView(profileImage: Portrait.art(tile: .blue), networkImage: SocialNetwork.github.badge)
        let neighbour = ProfileView(profileImage: Portrait.art(tile: .green), networkImage: SocialNetwork.facebook.badge)
        neighbour.translatesAutoresizingMaskIntoConstraints = false
        let (window, log) = window(with: github) { window in
            window.addSubview(neighbour)
            return [
                neighbour.leadingAnchor.constraint(equalTo: github.trailingAnchor, constant: 1),
                neighbour.topAnchor.constraint(equalTo: github.topAnchor),
            ]
        }
        // The portrait is columns 3–8; the neighbour starts 1 column later, at 10, although
        // the badge reaches column 10 itself.
        #expect(github.frame.maxX == 11)
        #expect(neighbour.frame.minX == 10)
        let rows = window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        // The badge's last cell, a blank, is under the neighbour's first.
        #expect(rows[2] == "    ▄██ gh ▄██fb")
        #expect(window.canvas[10, 2].style.background == .green)
        #expect(log.isEmpty)
    }

    /// The baseline is the badge's bottom (the course's `viewForBaselineLayout`): a label on
    /// the profile's baseline sits on the badge's last row, not at the portrait's bottom.
    @Test func theBaselineIsTheBadgesBottom() {
        let profile = ProfileView(profileImage: art(20, 10), networkImage: art(8, 4))
        let first = Label(text: "first")
        let last = Label(text: "last")
        let (_, log) = window(with: profile) { window in
            for label in [first, last] {
                label.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(label)
            }
            return [
                first.leadingAnchor.constraint(equalTo: profile.trailingAnchor, constant: 2),
                first.firstBaselineAnchor.constraint(equalTo: profile.firstBaselineAnchor),
                last.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 2),
                last.lastBaselineAnchor.constraint(equalTo: profile.lastBaselineAnchor),
            ]
        }
        #expect(profile.forFirstBaselineLayout === profile.networkImageView)
        // The badge's bottom is 3.5 below the top at row 2: the labels' row ends there,
        // so they start at row 4.5, rounded half up to 5, far from the portrait's bottom (13).
        #expect(first.frame.minY == 5)
        #expect(last.frame.minY == 5)
        #expect(log.isEmpty)
    }

    /// A new badge is placed anew at the next layout, from its own size.
    @Test func aNewBadgeMovesTheConstraints() {
        let profile = ProfileView(profileImage: art(20, 10), networkImage: art(8, 4))
        let (window, _) = window(with: profile)
        profile.networkImage = art(2, 8)
        window.runLayoutCycle()
        #expect(profile.profileTopConstraint.constant == 2)
        #expect(profile.networkTrailingConstraint.constant == -5)
        #expect(profile.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
        #expect(profile.frame == Rect(x: 3, y: 2, width: 20, height: 12))
    }

    /// The view asks for constraint-based layout, as the course's does, and makes no
    /// constraint on itself: those are its users'.
    @Test func itConstrainsOnlyItsSubviews() {
        #expect(ProfileView.requiresConstraintBasedLayout)
        let profile = ProfileView(profileImage: art(6, 3), networkImage: art(4, 1))
        let own = profile.constraints.filter { $0.kind == .explicit }
        #expect(own.count == 6)
        #expect(own.allSatisfy { $0.firstItem !== profile })
    }
}
