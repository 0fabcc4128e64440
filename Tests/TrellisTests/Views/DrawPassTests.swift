import Testing
@testable import Trellis

/// A view that fills itself with one character and counts its draws.
@MainActor
final class PatchView: View {
    let mark: Character
    private(set) var draws = 0

    init(_ mark: Character, frame: Rect) {
        self.mark = mark
        super.init(frame: frame)
        debugName = String(mark)
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        draws += 1
        context.fill(rect, with: mark)
    }
}

/// The draw pass (DRW-01…08): painter's order, hiding, clipping, backgrounds,
/// scrolling, and drawing again only what changed.
@MainActor
@Suite struct DrawPassTests {
    @Test func DRW_01_paintersOrderLayersASubtreeTogether() {
        let window = Window(size: Size(width: 8, height: 3))
        let v1 = PatchView("a", frame: Rect(x: 0, y: 0, width: 4, height: 3))
        let child = PatchView("c", frame: Rect(x: 2, y: 1, width: 4, height: 1))
        let v2 = PatchView("b", frame: Rect(x: 3, y: 0, width: 3, height: 2))
        window.addSubview(v1)
        v1.addSubview(child)
        window.addSubview(v2)
        window.runLayoutCycle()
        // v2 is in front of v1 and of v1's subview, which is not clipped by v1.
        #expect(window.canvas.renderedText() == """
            aaabbb
            aacbbb
            aaaa
            """)
    }

    @Test func DRW_02_hiddenSubtreesAreNotDrawn() {
        let window = Window(size: Size(width: 4, height: 1))
        let v = PatchView("x", frame: Rect(x: 0, y: 0, width: 4, height: 1))
        let inner = PatchView("y", frame: Rect(x: 1, y: 0, width: 1, height: 1))
        window.addSubview(v)
        v.addSubview(inner)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "xyxx")
        v.isHidden = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "")
        v.isHidden = false
        v.alpha = 0
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "")
    }

    @Test func aHiddenViewMovedAndShownDrawsOnlyWhereItEndsUp() {
        let window = Window(size: Size(width: 6, height: 3))
        let v = PatchView("h", frame: Rect(x: 0, y: 0, width: 2, height: 1))
        window.addSubview(v)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "hh\n\n")
        v.isHidden = true
        v.frame = Rect(x: 3, y: 2, width: 3, height: 1)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\n\n", "hiding erased it; moving it while hidden drew nothing")
        v.frame = Rect(x: 1, y: 1, width: 2, height: 1)
        v.isHidden = false
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\n hh\n")
        #expect(Set(window.takeChangedCells().map { "\($0.x),\($0.y)" }).isSuperset(of: ["1,1", "2,1"]))
    }

    @Test func DRW_06_clipsToBoundsLimitsSubviews() {
        let window = Window(size: Size(width: 6, height: 2))
        let v = PatchView("a", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        let overflow = PatchView("z", frame: Rect(x: 2, y: 0, width: 3, height: 2))
        window.addSubview(v)
        v.addSubview(overflow)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "aazzz\n  zzz")
        // Turning clipping on redraws what the subview drew outside: nothing else asks.
        v.clipsToBounds = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "aaz\n")
    }

    @Test func EX_GEO_1_rendered() {
        // The views of EX-GEO-1 (hit-testing tests) scaled down by ten: v1 (11,11,13,19),
        // v2 in v1 at (4,5,13,19), v3 (4,19,16,23).
        let window = Window(size: Size(width: 30, height: 45))
        let v1 = PatchView("1", frame: Rect(x: 11, y: 11, width: 13, height: 19))
        let v2 = PatchView("2", frame: Rect(x: 4, y: 5, width: 13, height: 19))
        let v3 = PatchView("3", frame: Rect(x: 4, y: 19, width: 16, height: 23))
        window.addSubview(v1)
        v1.addSubview(v2)
        window.addSubview(v3)
        window.runLayoutCycle()
        #expect(window.canvas[16, 25].content == .character("3"))  // v3 is frontmost
        #expect(window.canvas[25, 30].content == .character("2"))  // v2 sticks out of v1
        v1.clipsToBounds = true
        window.addDamageForTesting(window.bounds)
        window.runLayoutCycle()
        #expect(window.canvas[25, 30].content == .character(" "))
    }

    @Test func GEO_07_boundsOriginScrollsTheContent() {
        let window = Window(size: Size(width: 5, height: 1))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        let label = Label(text: "abcdefgh")
        label.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        window.addSubview(scroller)
        scroller.addSubview(label)
        scroller.clipsToBounds = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "abcde")
        scroller.bounds.origin.x = 3
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "defgh")
    }

    @Test func backgroundColoursFillTheViewAndShowThroughTransparentLabels() {
        let window = Window(size: Size(width: 4, height: 1))
        let panel = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        panel.backgroundColor = .blue
        let label = Label(text: "hi")
        label.frame = Rect(x: 1, y: 0, width: 2, height: 1)
        window.addSubview(panel)
        panel.addSubview(label)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == " hi")
        for x in 0..<4 { #expect(window.canvas[x, 0].style.background == .blue) }
    }

    @Test func onlyWhatChangedIsDrawnAgain() {
        let window = Window(size: Size(width: 20, height: 3))
        let left = PatchView("l", frame: Rect(x: 0, y: 0, width: 5, height: 3))
        let right = PatchView("r", frame: Rect(x: 10, y: 0, width: 5, height: 3))
        let label = Label(text: "one")
        label.frame = Rect(x: 10, y: 1, width: 5, height: 1)
        window.addSubview(left)
        window.addSubview(right)
        window.addSubview(label)
        window.runLayoutCycle()
        #expect(left.draws == 1 && right.draws == 1)
        // The first frame changes every cell: a terminal has to be written whole once.
        #expect(window.takeChangedCells().count == 20 * 3)

        label.text = "two"
        window.runLayoutCycle()
        #expect(left.draws == 1)          // far from the label: untouched
        #expect(right.draws == 2)         // beneath the label, which is transparent: drawn again
        #expect(window.takeChangedCells().count == 3)
        #expect(window.canvas.renderedText() == """
            lllll     rrrrr
            lllll     tworr
            lllll     rrrrr
            """)

        window.runLayoutCycle()
        #expect(window.takeChangedCells().isEmpty)
        #expect(right.draws == 2)
    }

    @Test func movingAViewRedrawsWhereItWasAndWhereItGoes() {
        let window = Window(size: Size(width: 6, height: 1))
        let v = PatchView("v", frame: Rect(x: 0, y: 0, width: 2, height: 1))
        window.addSubview(v)
        window.runLayoutCycle()
        _ = window.takeChangedCells()
        v.frame.origin.x = 4
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "    vv")
        #expect(window.takeChangedCells().count == 4)
        v.removeFromSuperview()
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "")
    }

    @Test("windows of any size draw without trouble", arguments: [(0, 0), (1, 1), (10, 3), (500, 200)])
    func windowSizes(width: Int, height: Int) {
        let window = Window(size: Size(width: Double(width), height: Double(height)))
        let v = PatchView("#", frame: Rect(x: -2, y: -1, width: 600, height: 300))
        window.addSubview(v)
        window.runLayoutCycle()
        #expect(window.canvas.width == width && window.canvas.height == height)
        #expect(window.takeChangedCells().count == width * height)
        #expect(window.canvas.renderedText() == Array(repeating: String(repeating: "#", count: width), count: height).joined(separator: "\n"))
    }

    @Test func aResizeRedrawsTheWholeWindow() {
        let window = Window(size: Size(width: 4, height: 1))
        let v = PatchView("x", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        window.runLayoutCycle()
        window.size = Size(width: 6, height: 2)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "xxxxxx\nxxxxxx")
    }
}

extension Window {
    /// Marks part of the window to be drawn again, as a change there would.
    func addDamageForTesting(_ rect: Rect) { addDamage(rect) }
}

/// The review's cases: what must be drawn again, and what must not break.
extension DrawPassTests {
    @Test func bringingAViewToTheFrontRedrawsTheOverlap() {
        let window = Window(size: Size(width: 6, height: 1))
        let a = PatchView("a", frame: Rect(x: 0, y: 0, width: 4, height: 1))
        let b = PatchView("b", frame: Rect(x: 2, y: 0, width: 4, height: 1))
        window.addSubview(a)
        window.addSubview(b)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "aabbbb")
        window.bringSubviewToFront(a)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "aaaabb")
        window.sendSubviewToBack(a)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "aabbbb")
    }

    @Test func aGrandchildOutsideItsAncestorsMovesWithThem() {
        let window = Window(size: Size(width: 30, height: 2))
        let g = View(frame: Rect(x: 0, y: 0, width: 12, height: 2))
        let p = View(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        let c = PatchView("c", frame: Rect(x: 15, y: 0, width: 3, height: 1))
        window.addSubview(g)
        g.addSubview(p)
        p.addSubview(c)
        window.runLayoutCycle()
        g.frame.origin.x = 5
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == String(repeating: " ", count: 20) + "ccc\n")
    }

    @Test func fractionalFramesLeaveNothingBehind() {
        let window = Window(size: Size(width: 12, height: 1))
        let p = View(frame: Rect(x: 0.5, y: 0, width: 12, height: 1))
        let c = PatchView("c", frame: Rect(x: 0.5, y: 0, width: 3, height: 1))
        window.addSubview(p)
        p.addSubview(c)
        window.runLayoutCycle()
        c.frame.origin.x = 4.5
        window.runLayoutCycle()
        let fresh = Window(size: Size(width: 12, height: 1))
        let p2 = View(frame: p.frame)
        p2.addSubview(PatchView("c", frame: c.frame))
        fresh.addSubview(p2)
        fresh.runLayoutCycle()
        #expect(window.canvas.renderedText() == fresh.canvas.renderedText())
    }

    @Test func redrawingPartOfAWideTextKeepsItWhole() {
        let window = Window(size: Size(width: 12, height: 1))
        let label = Label(text: "日本語日本語")
        label.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        let marker = View(frame: Rect(x: 5, y: 0, width: 1, height: 1))
        window.addSubview(label)
        window.addSubview(marker)
        window.runLayoutCycle()
        marker.setNeedsDisplay()
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "日本語日本語")
    }

    @Test func aLabelKeepsTheBackgroundBeneathEveryCell() {
        let window = Window(size: Size(width: 8, height: 1))
        window.backgroundColor = .red
        let label = Label(text: "hello")
        label.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        let marker = View(frame: Rect(x: 3, y: 0, width: 1, height: 1))
        window.addSubview(label)
        window.addSubview(marker)
        window.runLayoutCycle()
        marker.setNeedsDisplay()
        window.runLayoutCycle()
        for x in 0..<8 { #expect(window.canvas[x, 0].style.background == .red, "column \(x)") }
    }

    @Test func changingTheDirectionRedrawsAlignedText() {
        let window = Window(size: Size(width: 6, height: 1))
        let label = Label(text: "ab")
        label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        window.addSubview(label)
        window.runLayoutCycle()
        window.userInterfaceLayoutDirection = .rightToLeft
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "    ab")
    }

    @Test func changesAddUpUntilTheBackendTakesThem() {
        let window = Window(size: Size(width: 4, height: 1))
        let label = Label(text: "a")
        label.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        window.addSubview(label)
        window.runLayoutCycle()
        _ = window.takeChangedCells()
        label.text = "b"
        label.displayIfNeeded()
        window.runLayoutCycle()
        #expect(window.changedCells.map(\.x) == [0])
        #expect(window.takeChangedCells().count == 1)
        #expect(window.changedCells.isEmpty)
    }

    @Test("frames that are not numbers or beyond any screen draw nothing and do not trap",
          arguments: [Rect(x: .nan, y: 0, width: 3, height: 1), Rect(x: -1e19, y: 0, width: 2e19, height: 1),
                      Rect(x: 0, y: 0, width: .infinity, height: 1)])
    func wildFrames(frame: Rect) {
        let window = Window(size: Size(width: 4, height: 1))
        let patch = PatchView("x", frame: frame)
        window.addSubview(patch)
        window.runLayoutCycle()
        #expect(window.canvas.width == 4)
        #expect(window.canvas.renderedText() == "")
        #expect(patch.draws == 0)
    }
}

/// What a view reads of the cells behind it, and marks made while the pass runs.
extension DrawPassTests {
    /// Records, in `draw`, the cell beneath each of its own cells, then marks the counter
    /// for display: a view that reports what it drew into another view.
    private final class ReadingView: View {
        private(set) var seen: [Cell?] = []
        var onDraw: (() -> Void)?

        override func draw(_ rect: Rect, in context: DrawingContext) {
            seen = (-1...Int(bounds.width)).map { context.cell(at: Point(x: Double($0), y: 0)) }
            context.put("r", at: .zero)
            onDraw?()
        }
    }

    @Test func aViewReadsWhatWasDrawnBehindItAndNothingOutsideItsClip() {
        let window = Window(size: Size(width: 6, height: 1))
        let panel = View(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        panel.backgroundColor = .blue
        let patch = PatchView("p", frame: Rect(x: 3, y: 0, width: 1, height: 1))
        let reader = ReadingView(frame: Rect(x: 2, y: 0, width: 2, height: 1))
        window.addSubview(panel)
        window.addSubview(patch)
        window.addSubview(reader)
        window.runLayoutCycle()
        // Column -1 and column 2 of the reader lie outside its bounds, its clip.
        #expect(reader.seen == [nil, Cell(" ", style: CellStyle(background: .blue)), Cell("p"), nil])
        #expect(window.canvas.renderedText() == "  rp")
    }

    @Test func aViewMarkedDuringTheDrawPassIsDrawnInTheSamePass() {
        let window = Window(size: Size(width: 8, height: 1))
        let reader = ReadingView(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        let counter = Label(text: "0")
        counter.frame = Rect(x: 4, y: 0, width: 4, height: 1)
        window.addSubview(reader)
        window.addSubview(counter)
        var draws = 0
        reader.onDraw = {
            draws += 1
            counter.text = "\(draws)"
        }
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "r   1")
        // Only the reader changes: the counter it marks is drawn before the cycle ends,
        // and nothing is left for the next one.
        reader.setNeedsDisplay()
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "r   2")
        window.runLayoutCycle()
        #expect(draws == 2)
        #expect(window.canvas.renderedText() == "r   2")
    }

    @Test func aViewThatMarksItselfInEveryDrawDoesNotHoldThePassForever() {
        let window = Window(size: Size(width: 4, height: 1))
        let reader = ReadingView(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        window.addSubview(reader)
        var draws = 0
        reader.onDraw = {
            draws += 1
            reader.setNeedsDisplay()
        }
        window.runLayoutCycle()
        #expect(draws == Window.drawRoundLimit)
        window.runLayoutCycle()
        #expect(draws == 2 * Window.drawRoundLimit)
    }

    /// The draw pass reads the geometry a view stores, as UIKit's renderer reads its
    /// layers': a subclass whose `frame` getter reports another rect still draws where
    /// its center and bounds put it.
    @Test func anOverriddenFrameGetterDoesNotMoveTheDrawing() {
        let window = Window(size: Size(width: 6, height: 1))
        let view = ReportingElsewhereView(frame: Rect(x: 1, y: 0, width: 2, height: 1))
        window.addSubview(view)
        window.runLayoutCycle()
        #expect(view.frame == Rect(x: 4, y: 0, width: 2, height: 1))
        #expect(window.canvas.renderedText() == " rr")
    }

    /// Bounds set with a negative size give the frame of the positive one (as in UIKit),
    /// and the view draws there.
    @Test func boundsOfNegativeSizeDrawWhereTheFrameSays() {
        let window = Window(size: Size(width: 6, height: 1))
        let view = PatchView("n", frame: Rect(x: 2, y: 0, width: 2, height: 1))
        window.addSubview(view)
        view.bounds = Rect(x: 0, y: 0, width: -2, height: 1)
        window.runLayoutCycle()
        #expect(view.frame == Rect(x: 2, y: 0, width: 2, height: 1))
        #expect(window.canvas.renderedText() == "  nn")
    }
}

/// A view filled with `r` whose `frame` getter reports its rect three cells to the right.
@MainActor
private final class ReportingElsewhereView: View {
    override var frame: Rect {
        get { super.frame.offsetBy(dx: 3, dy: 0) }
        set { super.frame = newValue }
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        context.fill(rect, with: "r")
    }
}
