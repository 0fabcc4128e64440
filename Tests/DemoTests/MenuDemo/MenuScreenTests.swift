import Testing
import Trellis
@testable import MenuDemo

/// The menu demo's whole screen, as text, at the five sizes every demo is checked at
/// (``DemoScreen/fiveSizes``) and through resizes between them: the split view's two
/// columns on wide terminals, the menu alone on narrow ones, and never a diagnostics message.
@MainActor
@Suite struct MenuScreenTests {
    /// 80 × 24, the README's capture: the menu (32 columns) beside the Profile screen.
    /// The picture is 2 rows from the top and centred in the menu (column 11 of 32);
    /// Profile is 2 rows under it, the items 1 row apart, Logout 2 rows above the bottom,
    /// all 5 columns in from the menu's edges. Beside it, the Profile screen's two rows:
    /// three profiles and the too-long label, then a profile and the button that grows.
    static let wide80x24 = """
                                        │ Profile
                                        │
                     __      _          │  ▄██ gh   ▄██ M    ▄██fb   We're going to la…
                   o'')}____//          │  ▀██▀     ▀██▀     ▀██▀
                    `_/      )          │ ▄████▄   ▄████▄   ▄████▄
                    (_(_/-(_/           │
                                        │  ▄██ t   [             Launch!              ]
                                        │  ▀██▀
             <      Profile       >     │ ▄████▄
                                        │
             [   Collaborators    ]     │ Hugging: profile 249, button 248
                                        │ Resistance: label 749, profiles 750
             [      Projects      ]     │ Alignment rects: hidden
                                        │
             [      Messages      ]     │
                                        │
             [      Networks      ]     │
                                        │
             [      Settings      ]     │
                                        │
             [       Logout       ]     │
                                        │
                                        │
        F6 Other column · b build: constraints · a rects · h hug · c resist · q quit
        """

    @Test func at80x24TheMenuAndProfileShowSideBySide() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        #expect(screen.rows.joined(separator: "\n") == MenuScreenTests.wide80x24)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Wider terminals widen the detail column only: the menu keeps the iPad's 32 columns
    /// and its 23 rows at the top; the hugging demo's button and the compression demo's
    /// label take the room.
    @Test(arguments: [(120, 40), (200, 60)])
    func wideTerminalsWidenTheDetailColumn(width: Int, height: Int) {
        let screen = DemoScreen.menu(width: width, height: height)
        let rows = screen.rows
        #expect(rows.count == height)
        let narrow = MenuScreenTests.wide80x24.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The menu column and the separator are the 80-column screen's, row for row.
        for row in 0..<23 {
            #expect(rows[row].prefix(33) == narrow[row].prefix(33))
        }
        for row in 23..<(height - 1) {
            #expect(rows[row] == String(repeating: " ", count: 32) + "│")
        }
        // The button stretches to the detail column's trailing edge, 1 column in; the
        // label shows as much of itself as that edge leaves.
        let button = screen.menuDemo.profileViewController.launchButton
        #expect(screen.windowFrame(of: button) == Rect(x: 43, y: 6, width: Double(width - 44), height: 1))
        let drawnButton = String(rows[6].dropFirst(43))
        #expect(drawnButton.count == width - 44)
        #expect(drawnButton.hasPrefix("[ ") && drawnButton.hasSuffix(" ]") && drawnButton.contains(" Launch! "))
        let label = String(rows[2].dropFirst(61))
        #expect(label.count == width - 62)
        #expect(label.hasPrefix("We're going to launch in 3, 2, 1! Collaborate") && label.hasSuffix("…"))
        #expect(rows[height - 1] == "F6 Other column · b build: constraints · a rects · h hug · c resist · q quit")
        #expect(screen.diagnostics.isEmpty)
    }

    /// 40 × 12 is compact: the menu alone, the whole width, scrolling (its indicator in the
    /// last column); the bar lists the menu's build key and `q`.
    @Test func at40x12TheMenuShowsAlone() {
        let screen = DemoScreen.menu(width: 40, height: 12)
        #expect(screen.rows.joined(separator: "\n") == """
                                                   █
                                                   █
                             __      _             █
                           o'')}____//             █
                            `_/      )             █
                            (_(_/-(_/              │
                                                   │
                                                   │
                 <          Profile           >    │
                                                   │
                 [       Collaborators        ]    │
            b build: constraints · q quit
            """)
        #expect(screen.diagnostics.isEmpty)
    }

    /// 20 × 6 shows 5 rows of the menu, scrolled so the focused Profile shows, with items
    /// 10 columns wide (the 5-column insets kept) and titles cut in the middle.
    @Test func at20x6TheMenuDegradesToAWindowOntoIt() {
        let screen = DemoScreen.menu(width: 20, height: 6)
        #expect(screen.rows.joined(separator: "\n") == """
                  `_/      )   │
                  (_(_/-(_/    █
                               │
                               │
                 < Pro…le >    │
            q quit
            """)
        #expect(screen.menuDemo.menuViewController.menuView.contentOffset == Point(x: 0, y: 4))
        #expect(screen.diagnostics.isEmpty)
    }

    /// Every size to every other, live: the screen at the end is what a fresh start at that
    /// size shows, except where state rightly carries over, and nothing is ever logged.
    @Test func resizingThroughEverySizeAndBack() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        for size in DemoScreen.fiveSizes + DemoScreen.fiveSizes.reversed() {
            screen.resize(width: size.width, height: size.height)
            let rows = screen.rows
            #expect(rows.count == size.height)
            #expect(rows.allSatisfy { DisplayWidth.of($0) <= size.width })
        }
        // Back at 80 × 24 after passing through the compact sizes with Profile open: the
        // same screen as at the start.
        #expect(screen.rows.joined(separator: "\n") == MenuScreenTests.wide80x24)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Every screen in every state at every size: the bottom row is the bar, whole
    /// entries that fit ending with `q quit`, never drawn over, and nothing is ever logged.
    @Test(arguments: DemoScreen.fiveSizes.map { [$0.width, $0.height] })
    func everyScreenAtEverySizeKeepsItsBarAndLogsNothing(size: [Int]) {
        let screen = DemoScreen.menu(width: size[0], height: size[1])
        let entries: Set<String> = ["F6 Other column", "b build: constraints", "b build: stack", "Escape back",
                                    "a rects", "h hug", "c resist", "q quit"]
        func expectBarIntact() {
            let row = screen.rows[size[1] - 1]
            #expect(DisplayWidth.of(row) <= size[0])
            #expect(row.hasSuffix("q quit"))
            let shown = row.split(separator: " · ").map(String.init)
            #expect(Set(shown).isSubset(of: entries), "\(row)")
            // The menu's build key is listed whenever the menu shows and there is room.
            if screen.menuDemo.isMenuVisible, size[0] >= 40 { #expect(row.contains(" build: ")) }
        }
        for build in [false, true] {
            if build { screen.press(.character("b")) }
            for item in MenuItem.allCases {
                if screen.menuDemo.isCollapsed, screen.menuDemo.selectedItem != nil { screen.press(KeyEvent(.escape)) }
                #expect(screen.menuDemo.menuViewController.focus(item))
                screen.press(KeyEvent(.enter))
                #expect(screen.menuDemo.selectedItem == item)
                expectBarIntact()
                if item == .profile {
                    for key: Character in ["a", "h", "c", "a", "h", "c"] {
                        screen.press(.character(key))
                        expectBarIntact()
                    }
                }
            }
        }
        #expect(screen.diagnostics.isEmpty)
    }

    /// The menu has a fixed 23 rows: at 80 × 24 it fits exactly, shorter terminals scroll
    /// it, taller ones leave room below it.
    @Test(arguments: DemoScreen.fiveSizes.map { [$0.width, $0.height] })
    func theMenuIsTwentyThreeRowsTallAndScrollsOnlyWhenItMust(size: [Int]) {
        let screen = DemoScreen.menu(width: size[0], height: size[1])
        _ = screen.rows
        let menu = screen.menuDemo.menuViewController.menuView
        let width = size[0] < 80 ? Double(size[0]) : 32
        #expect(menu.contentSize == Size(width: width, height: 23))
        #expect(menu.bounds.size == Size(width: width, height: Double(size[1] - 1)))
        let scrollable = menu.contentSize.height > menu.bounds.height
        #expect(scrollable == (size[1] - 1 < 23))
    }
}
