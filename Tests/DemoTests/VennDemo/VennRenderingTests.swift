import Testing
import Trellis
@testable import VennDemo

/// What the Venn demo draws: the circles from their bounds, blended where they overlap, on
/// the gray background, and the log pane.
@MainActor
@Suite struct VennRenderingTests {
    /// The screen at 80×24 as the demo starts, weighted to the left (the README's capture).
    /// The circles are solid blocks, half blocks at their edges, and the shade `▓` where
    /// they overlap; the background's rounded corners mark the diagram.
    @Test func theStartingScreenAt80By24() {
        let (screen, _) = vennScreen(width: 80, height: 24)
        #expect(screen.rows.joined(separator: "\n") == """


                        ▟                                                      ▙

                                    ▄▄▄████████▄▄▄
                                 ▄▄████████████████▄▄
                               ▄██████████████████████▄▄▄▄██████▄▄▄
                              ▄██████████████████████▄▓▄████████████▄
                             ██████████████████████▄▓▓▓▓▓█████████████▄
                            ▄██████████████████████▓▓▓▓▓▓▄█████████████
                            ██████████████████████▓▓▓▓▓▓▓▓██████████████
                            ██████████████████████▓▓▓▓▓▓▓▓██████████████
                            ██████████████████████▓▓▓▓▓▓▓▓██████████████
                            ▀██████████████████████▓▓▓▓▓▓▀█████████████
                             ██████████████████████▀▓▓▓▓▓█████████████▀
                              ▀██████████████████████▀▓▀████████████▀
                               ▀██████████████████████▀▀▀▀██████▀▀▀
                                 ▀▀████████████████▀▀
                                    ▀▀▀████████▀▀▀

                        ▜                                                      ▛

            <          Left           >[        Balanced        ][          Right          ]
            l left · b balanced · r right · p pipeline log · q quit
            """)
        #expect(screen.diagnostics.isEmpty)
    }

    /// The painted cells are exactly the circles' frames' cells (each circle fills its
    /// bounds' oval, touching every edge), and the shade of the overlap lies where both
    /// frames do, at every size and weight where the diagram shows.
    @Test(arguments: VennLayoutTests.fullScreenCases.map { ($0.0, $0.1, $0.2) })
    func theCirclesFillTheirFrames(columns: Int, rows: Int, weight: VennWeight) {
        let (screen, controller) = vennScreen(width: columns, height: rows, weight: weight)
        let left = controller.windowFrame(of: controller.screen.leftCircle)
        let right = controller.windowFrame(of: controller.screen.rightCircle)
        #expect(boundingRect(screen.paintedCells) == left.union(right))
        let shaded = screen.cells(showing: "▓")
        #expect(!shaded.isEmpty)
        #expect(boundingRect(shaded).map { left.intersection(right).contains($0) } == true)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Each circle is its translucent colour over the gray, and the overlap the right
    /// circle's blue over the left one's green.
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theOverlapBlendsTheColours(columns: Int, rows: Int) {
        let (screen, controller) = vennScreen(width: columns, height: rows, weight: .balanced)
        _ = screen.rows
        let canvas = screen.window.canvas
        let left = controller.windowFrame(of: controller.screen.leftCircle)
        let right = controller.windowFrame(of: controller.screen.rightCircle)
        let diagram = controller.windowFrame(of: controller.screen.vennDiagram)
        func cell(_ x: Double, _ y: Double) -> Cell { canvas[Int(x), Int(y)] }
        // lightGray is (170, 170, 170); green (0, 170, 0) at half, blue (0, 0, 170) at 45 %.
        let green = Color.rgb(85, 170, 85), blue = Color.rgb(94, 94, 170)  // 93.5 rounds up
        let both = Color.rgb(47, 94, 123)  // blue at 45 % over that green: 46.75, 93.5, 123.25
        #expect(cell(left.minX + 4, left.midY) == Cell("█", style: CellStyle(foreground: green, background: green)))
        #expect(cell(right.maxX - 5, right.midY) == Cell("█", style: CellStyle(foreground: blue, background: blue)))
        let lens = (left.maxX + right.minX) / 2
        #expect(cell(lens, left.midY) == Cell("▓", style: CellStyle(foreground: both, background: both)))
        // The gray shows between the circles and the diagram's edges, and the corners are
        // rounded with the default background in their missing quarter.
        #expect(cell(diagram.minX + 1, diagram.midY) == Cell(" ", style: CellStyle(background: .lightGray)))
        #expect(cell(diagram.minX, diagram.minY) == Cell("▟", style: CellStyle(foreground: .lightGray)))
        #expect(cell(diagram.maxX - 1, diagram.maxY - 1) == Cell("▛", style: CellStyle(foreground: .lightGray)))
        #expect(cell(diagram.minX - 1, diagram.midY) == Cell.blank)
    }

    /// While the weight changes, each step draws the circles from the bounds they have at
    /// that step: halfway from left to right, each edge is halfway too.
    @Test func theCirclesDrawFromTheirBoundsAtEveryStep() {
        let (screen, controller) = vennScreen(width: 80, height: 24, weight: .left)
        screen.press(.character("r"))
        // The first frame after the change only starts the clock; then half the duration.
        screen.wait(Application.animationFrameInterval + VennViewController.animationDuration / 2)
        // Left circle (4, 2, 30, 15) → (8, 4, 22, 11): edges 4→8, 2→4, 34→30, 17→15.
        #expect(controller.screen.leftCircle.frame == Rect(x: 6, y: 3, width: 26, height: 13))
        // Right circle (26, 4, 22, 11) → (22, 2, 30, 15).
        #expect(controller.screen.rightCircle.frame == Rect(x: 24, y: 3, width: 26, height: 13))
        let left = controller.windowFrame(of: controller.screen.leftCircle)
        let right = controller.windowFrame(of: controller.screen.rightCircle)
        #expect(boundingRect(screen.paintedCells) == left.union(right))
        #expect(controller.screen.leftCircle.shape == OvalShape(columns: 26, rows: 13))
        screen.wait(1)
        #expect(controller.frames.right == Rect(x: 22, y: 2, width: 30, height: 15))
        #expect(screen.rows == vennScreen(width: 80, height: 24, weight: .right).0.rows)
        #expect(screen.diagnostics.isEmpty)
    }

    /// From balanced to left the diagram narrows too, so it is laid out at every step; its
    /// circles still travel step by step rather than jumping to where they end.
    @Test func theCirclesTravelWhileTheDiagramAroundThemChangesSize() {
        let (screen, controller) = vennScreen(width: 80, height: 24, weight: .balanced)
        screen.press(.character("l"))
        // Frame by frame, the right circle shrinks steadily from 15 rows to 11: it never
        // jumps to its end and back, as it would if the diagram's layout at each step put
        // it there.
        var heights: [Double] = []
        var diagramWidths: Set<Double> = []
        while screen.application.nextTimerDeadline != nil {
            screen.wait(Application.animationFrameInterval)
            heights.append(controller.frames.right.height)
            diagramWidths.insert(controller.frames.diagram.width)
        }
        #expect(diagramWidths.count > 2)  // the diagram itself went through widths between 60 and 56
        #expect(heights == heights.sorted(by: >))
        #expect(heights.last == 11)
        #expect(Set(heights).count > 2)
        // Once more, stopping halfway.
        screen.press(.character("b"))
        screen.wait(1)
        screen.press(.character("l"))
        screen.wait(Application.animationFrameInterval + VennViewController.animationDuration / 2)
        // Diagram (10, 2, 60, 19) → (12, 2, 56, 19); right circle (26, 2, 30, 15) → (26, 4, 22, 11).
        #expect(controller.frames.diagram == Rect(x: 11, y: 2, width: 58, height: 19))
        #expect(controller.frames.right == Rect(x: 26, y: 3, width: 26, height: 13))
        #expect(boundingRect(screen.paintedCells)
                == controller.windowFrame(of: controller.screen.leftCircle)
                    .union(controller.windowFrame(of: controller.screen.rightCircle)))
        screen.wait(1)
        #expect(controller.frames == vennScreen(width: 80, height: 24, weight: .left).1.frames)
        #expect(screen.diagnostics.isEmpty)
    }

    /// The lines the pane shows are the log's newest at the end of every cycle, including
    /// the draws of that very cycle, which are recorded after the pane may have been drawn.
    @Test(arguments: [(80, 24), (120, 40)])
    func thePaneIsCurrentAfterEveryCycle(columns: Int, rows: Int) {
        let (screen, controller) = vennScreen(width: columns, height: rows)
        func expectCurrent(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            // As the cycle that just ran left the screen: reading `rows` would run another.
            let pane = screen.rows(of: controller.logView, asDrawn: true).dropFirst()
                .map { String($0.dropFirst()).trimmingSuffixSpaces }
            let width = Int(controller.logView.frame.width) - 1
            let expected = PipelineLogView.shownLines(controller.log.lines, rows: pane.count) { $0.hasPrefix("▸") }
                .map { TextTruncation.truncate($0, toWidth: width, at: .tail) }
            #expect(Array(pane.prefix(expected.count)) == expected, "\(step)", sourceLocation: sourceLocation)
            #expect(controller.log.lines.last?.hasSuffix(".draw") == true, "\(step)", sourceLocation: sourceLocation)
        }
        screen.press(.character("p"))
        expectCurrent("p")
        screen.press(.character("b"))
        expectCurrent("b")
        screen.wait(Application.animationFrameInterval * 3)
        expectCurrent("three frames")
        screen.resize(width: 200, height: 60)
        expectCurrent("resize")
        // A circle drawn again with no layout before it (the right one overlaps it, so it
        // is drawn again too): the cycle's first lines are recorded while the draw pass is
        // already under way.
        let calls = controller.log.recordedCallCount
        controller.screen.leftCircle.setNeedsDisplay()
        screen.window.runLayoutCycle()
        #expect(controller.log.recordedCallCount == calls + 2)
        #expect(controller.log.lines.suffix(2) == [" left.draw", " right.draw"])
        expectCurrent("a draw alone")
        #expect(screen.diagnostics.isEmpty)
    }

    /// The pane shows the newest lines of the log under its title, cut to its width, with
    /// the last action's title kept above them.
    @Test(arguments: [(80, 24), (120, 40), (40, 12)])
    func thePaneShowsTheLatestLines(columns: Int, rows: Int) throws {
        let (screen, controller) = vennScreen(width: columns, height: rows, weight: .balanced, showingLog: true)
        screen.press(.character("r"))
        screen.wait(1)
        let pane = screen.rows(of: controller.logView)
        let beside = controller.logView.edge == .leading
        let text = pane.map { beside ? String($0.dropFirst()) : $0 }
        let width = Int(controller.logView.frame.width) - (beside ? 1 : 0)
        // The animation's turns may push the tap's title out of the newest lines; it is then
        // kept on top of them.
        let lines = controller.log.lines
        let title = try #require(lines.lastIndex { $0.hasPrefix("▸ rightTapped") })
        let scrolledAway = title < lines.count - (pane.count - 1)
        if columns >= 80 { #expect(scrolledAway) }
        let newest = scrolledAway ? [lines[title]] + lines.suffix(pane.count - 2) : Array(lines.suffix(pane.count - 1))
        let expected = newest.map { TextTruncation.truncate($0, toWidth: width, at: .tail) }
        #expect(Array(text.dropFirst()).map { $0.trimmingSuffixSpaces } == Array(expected))
        #expect(pane[0].contains("Rendering pipeline"))
        if beside { #expect(pane.allSatisfy { $0.hasPrefix("│") }) }
        // The styled lines the pane draws are the log's lines.
        #expect(PipelineLogView.styledLines(of: controller.log.turns).map { $0.map(\.0).joined() }
                == controller.log.lines)
    }
}

extension String {
    /// The string without the spaces at its end.
    var trimmingSuffixSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
