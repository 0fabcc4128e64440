import Testing
import Trellis
@testable import VennDemo

/// The sequence of hooks the demo's pane shows, as the passes call them.
@MainActor
@Suite struct VennPipelineTests {
    private func texts(_ turn: PipelineLog.Turn) -> [String] { turn.calls.map(\.text) }

    /// The first cycle: the update pass bottom-up (circles, their diagram, the controller),
    /// then the layout pass top-down with the controller around its view, then the draws.
    @Test func theFirstCycle() {
        let (_, controller) = vennScreen(width: 80, height: 24)
        #expect(controller.log.turns.count == 1)
        let turn = controller.log.turns[0]
        #expect(turn.title == "viewDidLoad: .left")
        #expect(texts(turn) == [
            "left.updateConstraints", "right.updateConstraints", "venn.updateConstraints", "updateViewConstraints",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            "venn.layoutSubviews", "left.layoutSubviews", "right.layoutSubviews",
            "left.draw", "right.draw",
        ])
    }

    /// A tap: the diagram alone updates its constraints (it alone was marked), then the
    /// layout goes down from it to the circle whose frame changes (from left to balanced,
    /// the left circle keeps its frame and is not laid out), and the animation's frames lay
    /// out and draw the circles again until they arrive.
    @Test func aTap() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        screen.press(.character("b"))
        let tap = controller.log.turns.last!
        #expect(tap.title == "balancedTapped()")
        #expect(Array(texts(tap).prefix(3)) == ["venn.updateConstraints", "venn.layoutSubviews", "right.layoutSubviews"])
        #expect(!texts(tap).contains("left.layoutSubviews"))
        #expect(texts(tap).suffix(2) == ["left.draw", "right.draw"])
        #expect(texts(tap).filter { $0.hasSuffix("updateConstraints") } == ["venn.updateConstraints"])
        let before = controller.log.turns.count
        screen.wait(1)
        let frames = controller.log.turns.dropFirst(before - 1).dropFirst()
        #expect(!frames.isEmpty)
        for frame in frames {
            #expect(frame.title == nil)
            #expect(!texts(frame).contains { $0.hasSuffix("updateConstraints") })
            #expect(texts(frame).contains("right.draw"))
        }
    }

    /// A resize ("rotating the device"): a turn titled with the new size, in which the
    /// controller hears of it around its view's layout and no constraint is updated.
    @Test func aResize() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        screen.resize(width: 120, height: 40)
        let turn = controller.log.turns.last!
        #expect(turn.title == "resize to 120×40")
        #expect(texts(turn) == [
            "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            "venn.layoutSubviews", "left.layoutSubviews", "right.layoutSubviews", "left.draw", "right.draw",
        ])
        #expect(screen.diagnostics.isEmpty)
    }

    /// Animation frames that call the same hooks fold into one turn with a repeat count:
    /// from left to right at 80×24 the diagram keeps its frame and only the circles move.
    @Test func framesThatCallTheSameHooksFold() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        screen.press(.character("r"))
        screen.wait(1)
        let folded = controller.log.turns.filter { $0.repeats > 0 }
        #expect(!folded.isEmpty)
        for turn in folded {
            #expect(texts(turn) == ["left.layoutSubviews", "right.layoutSubviews", "left.draw", "right.draw"])
        }
        #expect(controller.log.lines.contains { $0.hasPrefix(" ↻ again ×") })
    }

    /// The log keeps a bounded number of lines however long the demo runs.
    @Test func theLogStaysBounded() {
        let (screen, controller) = vennScreen(width: 80, height: 24, showingLog: true)
        for _ in 0..<20 {
            for key: Character in ["r", "b", "l"] {
                screen.press(.character(key))
                screen.wait(0.1)
            }
        }
        #expect(controller.log.recordedCallCount > controller.log.lineLimit)
        #expect(controller.log.lines.count <= controller.log.lineLimit)
        #expect(screen.diagnostics.isEmpty)
    }
}
