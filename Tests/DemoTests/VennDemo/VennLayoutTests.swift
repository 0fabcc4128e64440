import Testing
import Trellis
@testable import VennDemo

/// The Venn demo's frames at the five sizes, with and without the log pane, worked out by
/// hand from the course's constraints in cells.
///
/// With the pane hidden the screen is the whole terminal but the hint's row, so the buttons
/// are on row `rows − 2` and the diagram, 2 rows from the top and at least 1 row above
/// them, is at most `rows − 5` tall. Its width wants `columns − 8` (leading 4 at 999,
/// centred), and with insets `a` (left circle) and `b` (right circle), circles twice as
/// wide as tall and an overlap of 8 columns, its width and height are tied:
/// `W = a.columns + 2(H − 2 a.rows) − 8 + 2(H − 2 b.rows) + b.columns`, which is `4H − 16`
/// balanced (insets 4 columns, 2 rows) and `4H − 20` weighted (4/2 and 8/4).
///
/// - 80×24: `H ≤ 19` binds (`W = 72` would need 22 or 23): W = 60 balanced, 56 weighted.
/// - 120×40: `W = 112`, H = 32 balanced, 33 weighted (≤ 35).
/// - 200×60: `W = 192`, H = 52 and 53 (≤ 55).
/// The buttons share the width in thirds, each edge rounded on its own.
@MainActor
@Suite struct VennLayoutTests {
    nonisolated static let fullScreenCases: [(Int, Int, VennWeight, Rect, Rect, Rect)] = [
        // columns, rows, weight, diagram (in the screen), left and right circles (in the diagram)
        (80, 24, .left, Rect(x: 12, y: 2, width: 56, height: 19),
         Rect(x: 4, y: 2, width: 30, height: 15), Rect(x: 26, y: 4, width: 22, height: 11)),
        (80, 24, .balanced, Rect(x: 10, y: 2, width: 60, height: 19),
         Rect(x: 4, y: 2, width: 30, height: 15), Rect(x: 26, y: 2, width: 30, height: 15)),
        (80, 24, .right, Rect(x: 12, y: 2, width: 56, height: 19),
         Rect(x: 8, y: 4, width: 22, height: 11), Rect(x: 22, y: 2, width: 30, height: 15)),
        (120, 40, .left, Rect(x: 4, y: 2, width: 112, height: 33),
         Rect(x: 4, y: 2, width: 58, height: 29), Rect(x: 54, y: 4, width: 50, height: 25)),
        (120, 40, .balanced, Rect(x: 4, y: 2, width: 112, height: 32),
         Rect(x: 4, y: 2, width: 56, height: 28), Rect(x: 52, y: 2, width: 56, height: 28)),
        (120, 40, .right, Rect(x: 4, y: 2, width: 112, height: 33),
         Rect(x: 8, y: 4, width: 50, height: 25), Rect(x: 50, y: 2, width: 58, height: 29)),
        (200, 60, .left, Rect(x: 4, y: 2, width: 192, height: 53),
         Rect(x: 4, y: 2, width: 98, height: 49), Rect(x: 94, y: 4, width: 90, height: 45)),
        (200, 60, .balanced, Rect(x: 4, y: 2, width: 192, height: 52),
         Rect(x: 4, y: 2, width: 96, height: 48), Rect(x: 92, y: 2, width: 96, height: 48)),
        (200, 60, .right, Rect(x: 4, y: 2, width: 192, height: 53),
         Rect(x: 8, y: 4, width: 90, height: 45), Rect(x: 90, y: 2, width: 98, height: 49)),
    ]

    /// The buttons' frames in the screen: thirds of the width on the row above the hint.
    static func buttonFrames(columns: Int, row: Double) -> [Rect] {
        let edges: [Double] = switch columns {
        case 80: [0, 27, 53, 80]        // 26⅔ and 53⅓ round to the nearest cell
        case 120: [0, 40, 80, 120]
        case 200: [0, 67, 133, 200]
        case 40: [0, 13, 27, 40]
        case 34: [0, 11, 23, 34]
        default: [0, 7, 13, 20]         // 20
        }
        return (0..<3).map { Rect(x: edges[$0], y: row, width: edges[$0 + 1] - edges[$0], height: 1) }
    }

    @Test(arguments: VennLayoutTests.fullScreenCases)
    func theCourseLayoutFillsTheScreen(columns: Int, rows: Int, weight: VennWeight,
                                       diagram: Rect, left: Rect, right: Rect) {
        let (screen, controller) = vennScreen(width: columns, height: rows, weight: weight)
        let frames = controller.frames
        #expect(frames.screen == Rect(x: 0, y: 0, width: Double(columns), height: Double(rows - 1)))
        #expect(frames.diagram == diagram)
        #expect(frames.left == left)
        #expect(frames.right == right)
        #expect(frames.buttons == VennLayoutTests.buttonFrames(columns: columns, row: Double(rows - 2)))
        // The course's relationships, read off the frames.
        #expect(frames.left.maxX - frames.right.minX == 8)          // the −40-point overlap
        #expect(frames.left.width == 2 * frames.left.height)         // 1:1 on screen
        #expect(frames.right.width == 2 * frames.right.height)
        #expect(frames.diagram.width >= 48)                          // width >= 240 points
        #expect(frames.diagram.midX == Double(columns) / 2)          // centred
        #expect(frames.buttons[0].minY - frames.diagram.maxY >= 1)   // >= 8 points above the buttons
        #expect(!controller.screen.vennDiagram.isHidden && controller.screen.tooSmallLabel.isHidden)
        for view in controller.allViews { #expect(!view.hasAmbiguousLayout, "\(view)") }
        #expect(screen.diagnostics.isEmpty)
    }

    /// The diagram's background follows its bounds through its autoresizing mask alone.
    @Test(arguments: demoSizes.prefix(3).map { $0 })
    func theBackgroundCoversTheDiagram(columns: Int, rows: Int) {
        let (screen, controller) = vennScreen(width: columns, height: rows, weight: .balanced)
        let background = controller.screen.vennDiagram.backgroundView
        #expect(background.translatesAutoresizingMaskIntoConstraints)
        #expect(background.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.screen.vennDiagram.subviews.first === background)
        #expect(background.frame == controller.screen.vennDiagram.bounds)
        screen.press(.character("l"))
        screen.wait(1)
        #expect(background.frame == controller.screen.vennDiagram.bounds)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Too narrow for the three buttons side by side: the buttons keep the bottom row of
    /// the screen, the diagram is hidden and a note says why, above the buttons.
    @Test(arguments: [
        (34, 12, ["", "", "  Too small for the Venn diagram", "", "", "", "", "", "", "",
                  "<  Left   >[ Balanced ][  Right  ]"]),
        (20, 6, ["", "", " Too small for the", "    Venn diagram", "< L…t >[ B… ][ R…t ]"]),
    ])
    func aTerminalTooSmallForTheDiagramKeepsTheButtons(columns: Int, rows: Int, shown: [String]) {
        for weight in VennWeight.allCases {
            let (screen, controller) = vennScreen(width: columns, height: rows, weight: weight)
            let frames = controller.frames
            #expect(frames.screen == Rect(x: 0, y: 0, width: Double(columns), height: Double(rows - 1)))
            #expect(frames.buttons == VennLayoutTests.buttonFrames(columns: columns, row: Double(rows - 2)))
            #expect(controller.screen.vennDiagram.isHidden)
            #expect(!controller.screen.tooSmallLabel.isHidden)
            #expect(controller.screen.tooSmallLabel.frame.maxY <= frames.buttons[0].minY)
            #expect(screen.paintedCells.isEmpty)
            #expect(Array(screen.rows.prefix(rows - 1)) == shown)
            #expect(screen.diagnostics.isEmpty)
        }
    }

    /// With the pane, in a terminal of regular width: the pane takes the right side, 24 to
    /// 40 columns, leaving the screen at least the 56 columns the diagram needs.
    @Test func theLogPaneGoesBesideTheScreenWhenTheTerminalIsWide() {
        let cases: [(Int, Int, Rect, Rect, Rect, Rect)] = [
            // 56 columns: W = 48, H = (48 + 20) / 4 = 17.
            (80, 24, Rect(x: 56, y: 0, width: 24, height: 23), Rect(x: 4, y: 2, width: 48, height: 17),
             Rect(x: 4, y: 2, width: 26, height: 13), Rect(x: 22, y: 4, width: 18, height: 9)),
            // 80 columns: W = 72, H = 23.
            (120, 40, Rect(x: 80, y: 0, width: 40, height: 39), Rect(x: 4, y: 2, width: 72, height: 23),
             Rect(x: 4, y: 2, width: 38, height: 19), Rect(x: 34, y: 4, width: 30, height: 15)),
            // 160 columns: W = 152, H = 43.
            (200, 60, Rect(x: 160, y: 0, width: 40, height: 59), Rect(x: 4, y: 2, width: 152, height: 43),
             Rect(x: 4, y: 2, width: 78, height: 39), Rect(x: 74, y: 4, width: 70, height: 35)),
        ]
        for (columns, rows, pane, diagram, left, right) in cases {
            let (screen, controller) = vennScreen(width: columns, height: rows, weight: .left, showingLog: true)
            let frames = controller.frames
            #expect(frames.pane == pane)
            #expect(frames.screen == Rect(x: 0, y: 0, width: pane.minX, height: Double(rows - 1)))
            #expect(frames.diagram == diagram)
            #expect(frames.left == left)
            #expect(frames.right == right)
            #expect(frames.buttons.last?.maxX == pane.minX)
            #expect(controller.logView.edge == .leading)
            for view in controller.allViews { #expect(!view.hasAmbiguousLayout, "\(view)") }
            #expect(screen.diagnostics.isEmpty)
        }
    }

    /// In a narrow terminal the pane takes the lower half of the content, under the
    /// buttons.
    @Test func theLogPaneGoesBelowTheScreenWhenTheTerminalIsNarrow() {
        // Content 11 rows: the pane is 5.5 rows from row 5.5, whose edges round to 6.
        // Content 5 rows: 2.5 from 2.5, rounding to 3.
        for (columns, rows, split) in [(40, 12, 6.0), (20, 6, 3.0)] {
            let (screen, controller) = vennScreen(width: columns, height: rows, showingLog: true)
            let frames = controller.frames
            let content = Double(rows - 1)
            #expect(frames.screen == Rect(x: 0, y: 0, width: Double(columns), height: split))
            #expect(frames.pane == Rect(x: 0, y: split, width: Double(columns), height: content - split))
            #expect(frames.buttons == VennLayoutTests.buttonFrames(columns: columns, row: split - 1))
            #expect(controller.logView.edge == .top)
            #expect(screen.rows[Int(split)].hasPrefix("─ Rendering pipelin"))
            #expect(screen.diagnostics.isEmpty)
        }
    }

    /// Resizing live lands every view where a fresh start at the new size puts it, with the
    /// pane shown or not, through every pair of the five sizes.
    @Test(arguments: [false, true])
    func resizingLandsWhereAFreshLayoutDoes(showingLog: Bool) {
        let (screen, controller) = vennScreen(width: 80, height: 24, weight: .right, showingLog: showingLog)
        let sizes = demoSizes + [(80, 24), (20, 6), (200, 60), (40, 12), (120, 40), (80, 24)]
        for (columns, rows) in sizes {
            screen.resize(width: columns, height: rows)
            let (fresh, freshController) = vennScreen(width: columns, height: rows, weight: .right,
                                                      showingLog: showingLog)
            #expect(controller.frames == freshController.frames, "\(columns)×\(rows)")
            #expect(controller.screen.vennDiagram.isHidden == freshController.screen.vennDiagram.isHidden)
            // What the screen shows; the pane's log differs, since the histories differ.
            #expect(screen.rows(of: controller.screen) == fresh.rows(of: freshController.screen), "\(columns)×\(rows)")
            #expect(fresh.diagnostics.isEmpty)
        }
        #expect(screen.diagnostics.isEmpty)
    }

    /// The hint is always the last row, and nothing the demo shows reaches it; the pane and
    /// the screen never overlap.
    @Test(arguments: [false, true])
    func nothingOverlaps(showingLog: Bool) {
        for (columns, rows) in demoSizes {
            let (screen, controller) = vennScreen(width: columns, height: rows, showingLog: showingLog)
            let frames = controller.frames
            #expect(controller.discoverabilityBar.frame.minY == Double(rows - 1))
            #expect(screen.rows[rows - 1].hasPrefix("l left · "))
            #expect(frames.screen.maxY <= Double(rows - 1) && frames.pane.maxY <= Double(rows - 1))
            if showingLog {
                #expect(frames.screen.intersection(frames.pane).isEmpty || frames.screen.intersection(frames.pane).isNull)
            }
            if !controller.screen.vennDiagram.isHidden {
                let diagram = Rect(origin: .zero, size: frames.diagram.size)
                #expect(diagram.contains(frames.left) && diagram.contains(frames.right))
                #expect(frames.diagram.maxY < frames.buttons[0].minY)
            }
            #expect(screen.diagnostics.isEmpty)
        }
    }
}
