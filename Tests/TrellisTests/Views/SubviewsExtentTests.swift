import Testing
@testable import Trellis

/// The drawing extent kept per view (where its subviews' subtrees can draw) is brought up
/// to date from the few subviews that changed, without a walk over the others; these
/// tests hold it to what a walk over every subview gives, and the screen to what a full
/// redraw gives.
@MainActor
@Suite struct SubviewsExtentTests {
    /// A 12 x 40 window holding a column of 40 rows, each with a 3-cell patch inside it.
    private func drawnColumn() -> (Window, View, [PatchView]) {
        let window = Window(size: Size(width: 12, height: 40))
        let column = View(frame: Rect(x: 0, y: 0, width: 12, height: 40))
        window.addSubview(column)
        var patches: [PatchView] = []
        for index in 0..<40 {
            let row = View(frame: Rect(x: 0, y: Double(index), width: 12, height: 1))
            let patch = PatchView("x", frame: Rect(x: 1, y: 0, width: 3, height: 1))
            row.addSubview(patch)
            column.addSubview(row)
            patches.append(patch)
        }
        window.runLayoutCycle()
        // The first draw covers the whole window and works out no extent; a partial one
        // does.
        patches[0].setNeedsDisplay()
        window.runLayoutCycle()
        return (window, column, patches)
    }

    @Test func aPatchGrowingInOneRowListsThatRowAndKeepsTheColumnsExtent() throws {
        let (window, column, patches) = drawnColumn()
        let row = try #require(patches[17].superview)
        patches[17].frame.size.width = 6
        // Listed for the next draw, not dropped: dropping it would walk all 40 rows.
        #expect(column.subviewsExtentCache != nil)
        #expect(column.subviewsExtentChanges.map(ObjectIdentifier.init) == [ObjectIdentifier(row)])
        window.runLayoutCycle()
        #expect(column.subviewsExtentChanges.isEmpty)
        #expect(window.canvas.renderedText().split(separator: "\n")[17] == " xxxxxx")
        expectKeptExtentsMatchAWalk(window)
    }

    @Test func aWholeWindowRedrawLeavesTheExtentsToTheNextPartialOne() {
        let (window, column, patches) = drawnColumn()
        window.size = Size(width: 14, height: 40)
        window.runLayoutCycle()
        // Every cell was drawn again, but nothing inside the window moved: the extents
        // kept from before stay.
        #expect(column.subviewsExtentCache != nil)
        column.frame.origin.x = 1
        window.size = Size(width: 13, height: 40)
        window.runLayoutCycle()
        // The column moved, so the window's extent went, and a whole redraw did not need it.
        #expect(window.subviewsExtentCache == nil)
        #expect(window.canvas.renderedText().split(separator: "\n")[3] == "  xxx")
        patches[3].frame.origin.x = 5
        window.runLayoutCycle()
        #expect(window.subviewsExtentCache != nil)
        #expect(window.canvas.renderedText().split(separator: "\n")[3] == "      xxx")
        expectKeptExtentsMatchAWalk(window)
    }

    @Test func aPatchMovedOutOfItsRowBelowTheColumnIsDrawnThere() {
        let (window, column, patches) = drawnColumn()
        column.frame.size.height = 20
        window.runLayoutCycle()
        // Row 3's patch moves down to line 30, past the end of the column's rows.
        patches[3].frame.origin.y = 27
        window.runLayoutCycle()
        #expect(window.canvas.renderedText().split(separator: "\n")[30] == " xxx")
        expectKeptExtentsMatchAWalk(window)
    }

    @Test func aPatchShrinkingAtTheColumnsEdgeShrinksTheExtent() {
        let (window, column, patches) = drawnColumn()
        patches[5].frame.origin.x = 20
        window.runLayoutCycle()
        #expect(column.subviewsExtent().maxX == 23)
        patches[5].frame.origin.x = 1
        window.runLayoutCycle()
        #expect(column.subviewsExtent().maxX == 12)
        expectKeptExtentsMatchAWalk(window)
    }

    @Test("random changes keep every extent and the screen as a walk and a full redraw give them",
          arguments: [1, 2, 3, 4] as [UInt64])
    func randomChanges(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let window = Window(size: Size(width: 30, height: 44))
        let marks = Array("abcdefghijklmnopqrstuvwxyz")
        var views: [View] = []
        var rows: [View] = []
        func makePatch(mayStray: Bool = true) -> PatchView {
            let mark = marks[Int.random(in: 0..<marks.count, using: &random)]
            return PatchView(mark, frame: randomFrame(mayStray: mayStray, using: &random))
        }
        // Three levels: the window's columns, their rows (enough for the columns to list
        // their changes), the rows' patches.
        for column in 0..<3 {
            let columnView = View(frame: Rect(x: Double(column * 10), y: 0, width: 10, height: 40))
            window.addSubview(columnView)
            views.append(columnView)
            for row in 0..<40 {
                let rowView = PatchView(".", frame: Rect(x: 0, y: Double(row), width: 10, height: 1))
                columnView.addSubview(rowView)
                views.append(rowView)
                rows.append(rowView)
                for _ in 0..<2 {
                    let patch = makePatch(mayStray: false)
                    rowView.addSubview(patch)
                    views.append(patch)
                }
            }
        }
        window.runLayoutCycle()
        for step in 0..<300 {
            let view = views[Int.random(in: 0..<views.count, using: &random)]
            let change = Int.random(in: 0..<10, using: &random)
            switch change {
            case 0...3 where rows.contains { $0 === view }:
                // A row mostly keeps its line, so that its column's rows mostly run down.
                let line = Double(rows.firstIndex { $0 === view }! % 40)
                let strays = Int.random(in: 0..<30, using: &random) == 0
                view.frame = Rect(x: Double(Int.random(in: -2...2, using: &random)),
                                  y: line + (strays ? Double(Int.random(in: -1...1, using: &random)) : 0),
                                  width: Double(Int.random(in: 0...12, using: &random)),
                                  height: strays ? Double(Int.random(in: 0...2, using: &random)) : 1)
            case 0...3: view.frame = randomFrame(mayStray: true, using: &random)
            case 4: view.frame.size.width += Double(Int.random(in: -2...2, using: &random))
            case 5:
                // Scrolling down moves a row's content into its neighbours: now and then.
                let strays = Int.random(in: 0..<30, using: &random) == 0
                view.bounds.origin = Point(x: Double(Int.random(in: -2...2, using: &random)),
                                           y: strays ? Double(Int.random(in: -2...2, using: &random)) : 0)
            case 6: view.clipsToBounds.toggle()
            case 7: view.isHidden.toggle()
            case 8:
                let patch = makePatch()
                // Below a column's rows, so that they still run down.
                if view.superview === window { patch.frame.origin.y = Double(40 + view.subviews.count) }
                view.addSubview(patch)
                views.append(patch)
            default:
                if view.superview !== window, view.subviews.isEmpty { view.removeFromSuperview() }
            }
            window.runLayoutCycle()
            let drawn = window.canvas.renderedText()
            window.setNeedsFullRedraw()
            window.runLayoutCycle()
            #expect(drawn == window.canvas.renderedText(), "seed \(seed), step \(step), change \(change)")
            if step % 10 == 0 { expectKeptExtentsMatchAWalk(window) }
        }
        expectKeptExtentsMatchAWalk(window)
    }

    /// Mostly within a one-line row (or beside it), now and then reaching into the rows
    /// around it, which stops its column's rows running down until it comes back.
    private func randomFrame(mayStray: Bool, using random: inout SplitMix64) -> Rect {
        let strays = mayStray && Int.random(in: 0..<30, using: &random) == 0
        return Rect(x: Double(Int.random(in: -3...12, using: &random)),
                    y: strays ? Double(Int.random(in: -3...4, using: &random)) : 0,
                    width: Double(Int.random(in: 0...6, using: &random)),
                    height: strays ? Double(Int.random(in: 0...2, using: &random)) : 1)
    }

    /// Every extent the draw pass keeps equals the one a walk over every subview gives.
    private func expectKeptExtentsMatchAWalk(_ window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
        var kept: [(View, Rect, Bool, Bool)] = []
        window.forEachInSubtree { view in
            let extent = view.subviewsExtent()
            kept.append((view, extent, view.subviewsExtentRunsDown, view.subviewsExtentRunsAcross))
        }
        window.forEachInSubtree { view in
            view.subviewsExtentCache = nil
            view.subviewsExtentChanges = []
        }
        for (view, extent, runsDown, runsAcross) in kept {
            #expect(view.subviewsExtent() == extent, sourceLocation: sourceLocation)
            #expect(view.subviewsExtentRunsDown == runsDown, sourceLocation: sourceLocation)
            #expect(view.subviewsExtentRunsAcross == runsAcross, sourceLocation: sourceLocation)
        }
    }
}
