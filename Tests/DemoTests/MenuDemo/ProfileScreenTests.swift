import Testing
import Trellis
@testable import MenuDemo

/// The Profile screen: three profiles lined up on their portraits beside the course's
/// too-long label, a fourth beside its button, the keys that flip their priorities, and
/// the alignment rects shown in colour.
@MainActor
@Suite struct ProfileScreenTests {
    /// The Profile screen in a terminal of `width` × `height`: beside the menu when wide,
    /// opened from the menu when narrow.
    private func profileScreen(width: Int, height: Int) -> DemoScreen {
        let screen = DemoScreen.menu(width: width, height: height)
        if width < 80 { screen.press(KeyEvent(.enter)) }
        #expect(screen.menuDemo.isProfileVisible)
        return screen
    }

    private func profile(_ screen: DemoScreen) -> ProfileViewController {
        screen.menuDemo.profileViewController
    }

    /// A view's alignment rect in window coordinates, in whole cells as the screen shows it.
    private func alignmentRect(_ view: View, in screen: DemoScreen) -> Rect {
        view.alignmentRect(forFrame: screen.windowFrame(of: view)).rounded()
    }

    /// The column the screen's content starts at: 1 in from the detail column.
    private func leadingColumn(_ width: Int) -> Double {
        width < 80 ? 1 : 34
    }

    /// 40 × 12, opened from the menu: the Back button, both rows, and the first stated
    /// priorities; the rest is below the terminal's last row.
    @Test func theScreenAt40x12() {
        let screen = profileScreen(width: 40, height: 12)
        #expect(screen.rows.joined(separator: "\n") == """
             < Back >  Profile

              ▄██ gh   ▄██ M    ▄██fb   We're goin…
              ▀██▀     ▀██▀     ▀██▀
             ▄████▄   ▄████▄   ▄████▄

              ▄██ t   [          Launch!          ]
              ▀██▀
             ▄████▄

             Hugging: profile 249, button 248
            Escape back · a rects · h hug · q quit
            """)
        #expect(screen.diagnostics.isEmpty)
    }

    /// The portraits line up: same top, 30 points (3 columns) between alignment rects,
    /// whatever their badges reach; the label's and the button's baselines are their
    /// profile's, the badge's bottom, so they sit on the portraits' first row.
    @Test(arguments: [(80, 24), (120, 40), (200, 60), (40, 12)])
    func theProfilesLineUpOnTheirPortraits(width: Int, height: Int) {
        let screen = profileScreen(width: width, height: height)
        let controller = profile(screen)
        let left = leadingColumn(width)
        let rects = controller.profileViews.map { alignmentRect($0, in: screen) }
        #expect(rects == [0, 1, 2].map { Rect(x: left + 9 * Double($0), y: 2, width: 6, height: 3) })
        // The frames take in the badges: GitHub's reaches 2 columns past its portrait,
        // Medium's 1, Facebook's none.
        #expect(controller.profileViews.map { screen.windowFrame(of: $0).width } == [8, 7, 6])
        #expect(alignmentRect(controller.huggingProfileView, in: screen) == Rect(x: left, y: 6, width: 6, height: 3))
        #expect(screen.windowFrame(of: controller.longLabel).minY == 2)
        #expect(screen.windowFrame(of: controller.launchButton).minY == 6)
        #expect(screen.diagnostics.isEmpty)
    }

    /// "Demo: Content Hugging": with room to spare, the view that hugs its content least
    /// takes it. The button (248) does at first; `h` puts it back to 250, and the profile
    /// (249) grows instead, its portrait staying at its leading edge.
    @Test(arguments: [(80, 24), (120, 40), (200, 60), (40, 12)])
    func huggingDecidesWhichViewTakesTheRoom(width: Int, height: Int) {
        let screen = profileScreen(width: width, height: height)
        let controller = profile(screen)
        let twitter = controller.huggingProfileView
        let left = leadingColumn(width)
        let buttonX = left + 9
        let room = Double(width) - 1 - buttonX - 11
        #expect(controller.hugging == .buttonGrows)
        #expect(screen.windowFrame(of: controller.launchButton) == Rect(x: buttonX, y: 6, width: 11 + room, height: 1))
        #expect(alignmentRect(twitter, in: screen).width == 6)

        screen.press(.character("h"))
        #expect(controller.hugging == .profileGrows)
        #expect(twitter.contentHuggingPriority(for: .horizontal) == 249)
        #expect(controller.launchButton.contentHuggingPriority(for: .horizontal) == 250)
        #expect(alignmentRect(twitter, in: screen) == Rect(x: left, y: 6, width: 6 + room, height: 3))
        #expect(screen.windowFrame(of: twitter.profileImageView) == Rect(x: left, y: 6, width: 6, height: 3))
        #expect(screen.windowFrame(of: controller.launchButton) == Rect(x: buttonX + room, y: 6, width: 11, height: 1))
        #expect(screen.rows[6].hasSuffix("▄██ t" + String(repeating: " ", count: Int(room) + 3) + "[ Launch! ]"))
        #expect(screen.rows[10].hasSuffix(" Hugging: profile 249, button 250"))

        screen.press(.character("h"))
        #expect(screen.windowFrame(of: controller.launchButton).width == 11 + room)
        #expect(screen.diagnostics.isEmpty)
    }

    /// "Demo: Compression Resistance": the label is too long for the room. At first it
    /// resists less (749) than the profiles (750) and is cut; `c` lowers the profiles to
    /// 748 and they give way, down to nothing, while the label takes their columns.
    @Test(arguments: [(80, 24), (120, 40), (200, 60), (40, 12)])
    func compressionResistanceDecidesWhichViewGivesWay(width: Int, height: Int) {
        let screen = profileScreen(width: width, height: height)
        let controller = profile(screen)
        let left = leadingColumn(width)
        let labelRoom = Double(width) - 1 - (left + 27)
        #expect(controller.compression == .labelGivesWay)
        #expect(screen.windowFrame(of: controller.longLabel) == Rect(x: left + 27, y: 2, width: labelRoom, height: 1))
        #expect(screen.rows[2].hasSuffix("…"))
        #expect(controller.profileViews.allSatisfy { alignmentRect($0, in: screen).width == 6 })

        screen.press(.character("c"))
        #expect(controller.compression == .profilesGiveWay)
        #expect(controller.profileViews.allSatisfy { $0.contentCompressionResistancePriority(for: .horizontal) == 748 })
        #expect(controller.profileViews.map { alignmentRect($0, in: screen).width } == [0, 0, 0])
        #expect(screen.windowFrame(of: controller.longLabel) == Rect(x: left + 9, y: 2, width: labelRoom + 18, height: 1))
        // What is left of each profile is its frame beyond the alignment rect: the badges'
        // overhang, 2 columns of GitHub's and 1 of Medium's.
        #expect(controller.profileViews.map { screen.windowFrame(of: $0).width } == [2, 1, 0])
        #expect(screen.rows[2].dropFirst(Int(left) + 9).hasPrefix("We're going to launch in 3,"))
        // The portraits keep their size past their frames (see squeezedProfilesKeepTheirPortraits).
        #expect(screen.rows[2].dropFirst(Int(left)).hasPrefix(" ▄█ ▄█ ▄█We're"))
        // The hugging row does not move.
        #expect(alignmentRect(controller.huggingProfileView, in: screen) == Rect(x: left, y: 6, width: 6, height: 3))

        screen.press(.character("c"))
        #expect(controller.profileViews.allSatisfy { alignmentRect($0, in: screen).width == 6 })
        #expect(screen.diagnostics.isEmpty)
    }

    /// `a` shows the alignment rects (the course's `UIViewShowAlignmentRects`): the
    /// portraits, the button and the label in yellow, the badges' overhang in red.
    @Test func alignmentRectsShowInColour() {
        let screen = profileScreen(width: 80, height: 24)
        func background(_ x: Int, _ y: Int) -> Color { screen.window.canvas[x, y].style.background }
        _ = screen.rows
        #expect(!(33..<80).contains { x in (0..<23).contains { y in background(x, y) == .yellow } })

        screen.press(.character("a"))
        #expect(screen.rows[12].hasSuffix("│ Alignment rects: yellow; frames: red"))
        for y in 2...4 {
            // The portraits' columns: 34–39, 43–48, 52–57.
            for start in [34, 43, 52] {
                #expect((start..<(start + 6)).allSatisfy { background($0, y) == .yellow })
            }
            // GitHub's badge reaches columns 40 and 41, Medium's 49.
            #expect([40, 41, 49].allSatisfy { background($0, y) == .red })
            #expect([42, 50, 51, 58, 59, 60].allSatisfy { background($0, y) == .default })
        }
        #expect((61..<79).allSatisfy { background($0, 2) == .yellow })
        for y in 6...8 {
            #expect((34..<40).allSatisfy { background($0, y) == .yellow })
            // Twitter's badge reaches column 40.
            #expect(background(40, y) == .red)
        }
        #expect((43..<79).allSatisfy { background($0, 6) == .yellow })
        // The content still reads through the colour.
        #expect(screen.rows[2].contains("gh"))

        screen.press(.character("a"))
        #expect(background(34, 2) == .blue)
        #expect(background(40, 3) == .default)
        #expect(screen.rows[12].hasSuffix("│ Alignment rects: hidden"))
        #expect(screen.diagnostics.isEmpty)
    }

    /// The alignment rects follow the layout: after `h` the grown profile is yellow up to
    /// its overhang (red) and the button.
    @Test func theAlignmentRectsFollowTheLayout() {
        let screen = profileScreen(width: 80, height: 24)
        screen.press(.character("a"), .character("h"))
        _ = screen.rows
        let canvas = screen.window.canvas
        // The grown profile: 34 to 65 (6 + 25 columns), its badge's overhang at 65, then the
        // gap and the button from 68.
        #expect((34..<65).allSatisfy { canvas[$0, 7].style.background == .yellow })
        #expect(canvas[65, 7].style.background == .red)
        #expect(canvas[66, 7].style.background == .default)
        #expect(screen.locate("[ Launch! ]")?.column == 68)
        #expect((68..<79).allSatisfy { canvas[$0, 6].style.background == .yellow })
    }

    /// The Profile screen's keys do nothing while another screen shows, and its switches
    /// are as they were left when it shows again.
    @Test func theSwitchesBelongToTheProfileScreen() {
        let screen = profileScreen(width: 80, height: 24)
        screen.press(.character("h"), .character("a"))
        screen.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.menuDemo.selectedItem == .collaborators)
        let collaborators = screen.rows
        screen.press(.character("h"), .character("c"), .character("a"))
        #expect(screen.rows == collaborators)
        screen.press(KeyEvent(.up), KeyEvent(.enter))
        let controller = profile(screen)
        #expect(controller.hugging == .profileGrows)
        #expect(controller.compression == .labelGivesWay)
        #expect(controller.showsAlignmentRects)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Whatever the size and the priorities, the rows' views never overlap: in each row
    /// each view starts after the one before it ends; the rows are apart; all stay inside
    /// the detail column.
    @Test(arguments: DemoScreen.fiveSizes.map { [$0.width, $0.height] })
    func theRowsNeverOverlap(size: [Int]) {
        let screen = profileScreen(width: size[0], height: size[1])
        let controller = profile(screen)
        let column = screen.windowFrame(of: controller.view)
        for (hugging, compression) in [(false, false), (true, false), (false, true), (true, true)] {
            if hugging { screen.press(.character("h")) }
            if compression { screen.press(.character("c")) }
            let first = (controller.profileViews + [controller.longLabel] as [View]).map { screen.windowFrame(of: $0) }
            let second = [controller.huggingProfileView, controller.launchButton].map { screen.windowFrame(of: $0) }
            for row in [first, second] {
                for (left, right) in zip(row, row.dropFirst()) {
                    #expect(left.maxX <= right.minX)
                }
                for frame in row {
                    #expect(frame.width >= 0 && frame.minX >= column.minX && frame.maxX <= column.maxX)
                }
            }
            #expect(first.map(\.maxY).max()! < second.map(\.minY).min()!)
            if hugging { screen.press(.character("h")) }
            if compression { screen.press(.character("c")) }
        }
        #expect(screen.diagnostics.isEmpty)
    }

    /// The course's compression: the squeezed profiles' frames shrink, and their portraits
    /// keep their size, drawn past the frames (nothing clips them, where they used to be
    /// cut at the frames), the later ones over the earlier and the label's text over them.
    @Test(arguments: [(80, 24), (40, 12)])
    func squeezedProfilesKeepTheirPortraits(width: Int, height: Int) {
        let screen = profileScreen(width: width, height: height)
        let controller = profile(screen)
        let left = Int(leadingColumn(width))
        let before = screen.rows
        screen.press(.character("c"))
        #expect(controller.profileViews.map { screen.windowFrame(of: $0).width } == [2, 1, 0])
        for profile in controller.profileViews {
            #expect(!profile.clipsToBounds)
            #expect(profile.profileImageView.frame.size == Size(width: 6, height: 3))
        }
        let rows = screen.rows
        // Each portrait is drawn whole, 3 columns after the one before, over it: the three
        // overlap, as the course's images do once their frames are squeezed to nothing.
        #expect(rows[2].dropFirst(left).hasPrefix(" ▄█ ▄█ ▄█We're"))
        #expect(rows[3].dropFirst(left).hasPrefix(" ▀█ ▀█ ▀██▀"))
        #expect(rows[4].dropFirst(left).hasPrefix("▄██▄██▄████▄"))
        // Before the squeeze, each was whole in its own frame.
        #expect(before[4].dropFirst(left).hasPrefix("▄████▄   ▄████▄   ▄████▄"))
        #expect(screen.diagnostics.isEmpty)
    }
}
