import Testing
@testable import Trellis

/// A change confined to one view (a label's text of a new width) reads out the frames of
/// the views the solve moved and applies only those, instead of walking every view of the
/// hierarchy: the same cost in a stack of 300 rows as in one of 3.
@MainActor
@Suite("A change confined to one view reads out only what moved")
struct ConfinedChangeTests {
    /// A label that counts the reads of its frame: reading frames out of the engine and
    /// applying them reads every frame visited.
    final class CountingLabel: Label {
        static var frameReads = 0

        override var frame: Rect {
            get {
                CountingLabel.frameReads += 1
                return super.frame
            }
            set { super.frame = newValue }
        }
    }

    /// Before, the flush walked all 300 rows to read their frames out and the stack then
    /// compared every row's frame with its engine frame: 600 reads and more.
    @Test func aNewWidthInALongStackReadsAFewFrames() throws {
        let window = Window(size: Size(width: 40, height: 10))
        let stack = StackView.column(of: (0..<300).map { CountingLabel(text: "row \($0)") }, in: window)
        window.runLayoutCycle()
        let label = try #require(stack.arrangedSubviews[150] as? CountingLabel)
        label.text = "a much longer text than before"
        CountingLabel.frameReads = 0
        window.runLayoutCycle()
        #expect(CountingLabel.frameReads < 20)
        #expect(label.frame == Rect(x: 0, y: 150, width: 40, height: 1))
        #expect(stack.arrangedSubviews[299].frame == Rect(x: 0, y: 299, width: 40, height: 1))
    }

    /// A label of a row between others, made wider: the labels after it in its row move
    /// right, and their superview applies the new frames it was handed, although it had
    /// applied every engine frame before.
    @Test func aWiderLabelMovesTheRestOfItsRow() throws {
        let window = Window(size: Size(width: 80, height: 20))
        let column = StackView.columnOfLabelRows(10, in: window, pinnedTo: window)
        window.runLayoutCycle()
        let row = try #require(column.arrangedSubviews[4] as? StackView)
        let widened = try #require(row.arrangedSubviews[1] as? Label)
        let after = row.arrangedSubviews[2]
        let oldMinX = after.frame.minX
        widened.text += "+++"
        window.runLayoutCycle()
        #expect(after.frame.minX == oldMinX + 3)
        #expect(widened.frame.maxX + 1 == after.frame.minX)
    }

    /// Every view's frame, after each of many random changes, is the frame a read-out of
    /// the whole hierarchy gives: texts of new widths (confined changes), spacings
    /// (constants), hidden labels and labels moved to another row (which read out
    /// everything), and window sizes.
    @Test(arguments: [1, 2, 3])
    func framesMatchAFullReadOutAfterRandomChanges(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let window = Window(size: Size(width: 90, height: 30))
        let column = StackView.columnOfLabelRows(12, in: window, pinnedTo: window)
        window.runLayoutCycle()
        let words = ["a", "OK", "Name", "Status", "Cancel", "a longer title", "+"]
        for step in 0..<120 {
            let rows = column.arrangedSubviews.compactMap { $0 as? StackView }
            let row = rows[Int.random(in: 0..<rows.count, using: &random)]
            let labels = row.arrangedSubviews.compactMap { $0 as? Label }
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                if let label = labels.randomElement(using: &random) {
                    label.text = words.randomElement(using: &random)!
                }
            case 6:
                row.spacing = Double(Int.random(in: 0...3, using: &random))
            case 7:
                if let label = labels.randomElement(using: &random) { label.isHidden.toggle() }
            case 8:
                if let label = labels.randomElement(using: &random), labels.count > 1 {
                    let target = rows[Int.random(in: 0..<rows.count, using: &random)]
                    target.addArrangedSubview(label)
                }
            default:
                window.size = Size(width: Double(Int.random(in: 60...120, using: &random)), height: 30)
            }
            window.runLayoutCycle()
            try ConfinedChangeTests.expectFramesMatchFullReadOut(window, "seed \(seed), step \(step)")
        }
    }

    /// Compares every view's frame with the one a read-out of every frame would give it,
    /// without storing or marking anything, so that the next change meets the state the
    /// last one left.
    private static func expectFramesMatchFullReadOut(_ window: Window, _ context: String) throws {
        let engine = try #require(window.activeLayoutEngine)
        let differing = engine.framesDifferingFromSolution(root: window)
            .map { "\($0.view.shortDescription): \($0.view.frame), want \($0.solved)" }
        #expect(differing.isEmpty, "\(context): \(differing.prefix(5))")
    }
}
