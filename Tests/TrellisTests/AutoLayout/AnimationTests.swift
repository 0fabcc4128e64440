import Testing
@testable import Trellis

/// Animating constraint changes.
@MainActor
@Suite struct AnimationTests {
    /// A 40×20 window with one view whose top constraint the tests animate.
    func scene() -> (Window, View, LayoutConstraint) {
        let window = Window(size: Size(width: 40, height: 20))
        let box = View.constrained("box")
        window.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 2)
        LayoutConstraint.activate([
            top,
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 3),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.runLayoutCycle()
        return (window, box, top)
    }

    @Test func EX_ANI_1() {
        let (window, box, top) = scene()
        #expect(box.frame.minY == 2)
        View.animate(withDuration: 0.5) {
            top.constant = 12
            window.layoutIfNeeded()
        }
        // At t = 0 the view is still where it was; 20 ticks a second move it linearly.
        #expect(box.frame.minY == 2)
        #expect(window.hasRunningAnimations)
        var positions: [Double] = []
        for _ in 0..<10 {
            window.advanceAnimations(by: 0.05)
            positions.append(box.frame.minY)
        }
        #expect(positions == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(positions[4] == 7)  // t = 0.25 s
        #expect(!window.hasRunningAnimations)
        // The final frame is the layout without animation.
        window.setNeedsLayout()
        window.runLayoutCycle()
        #expect(box.frame == Rect(x: 3, y: 12, width: 10, height: 2))
    }

    /// A change undone, without animation, while its animation has just started: the view
    /// stands where the layout wants it again, so no frame differs from its engine frame,
    /// yet the animation would take it to the undone place. The layout ends the animation
    /// (its block completes with `false`), as UIKit's model frame would already be back.
    /// Before, the view ended at the undone place, and stayed there until some later
    /// solve happened to compare every frame again.
    @Test func aChangeUndoneWhileItsAnimationStartsLeavesTheViewWhereTheLayoutWantsIt() {
        let (window, box, top) = scene()
        var finished: Bool?
        View.animate(withDuration: 1, animations: {
            top.constant = 12
            window.layoutIfNeeded()
        }, completion: { finished = $0 })
        #expect(box.frame.minY == 2)
        top.constant = 2
        window.runLayoutCycle()
        #expect(finished == false)
        for _ in 0..<25 { window.advanceAnimations(by: 0.05) }
        window.runLayoutCycle()
        #expect(box.frame == Rect(x: 3, y: 2, width: 10, height: 2))
        #expect(!window.hasRunningAnimations)
    }

    /// The count of running animations that lets a layout skip asking its window about
    /// them stays exact when a window is freed mid-animation.
    @Test func aWindowFreedWhileItsViewsAnimateLeavesNoAnimationCounted() {
        let before = FrameAnimator.runningAnimations
        weak var freed: Window?
        do {
            let (window, _, top) = scene()
            View.animate(withDuration: 1) {
                top.constant = 12
                window.layoutIfNeeded()
            }
            #expect(FrameAnimator.runningAnimations == before + 1)
            freed = window
        }
        #expect(freed == nil)
        #expect(FrameAnimator.runningAnimations == before)
    }

    @Test func intermediateFramesAreRoundedAndTheCompletionRunsOnce() {
        let (window, box, top) = scene()
        var completions = 0
        View.animate(withDuration: 1, animations: {
            top.constant = 5
            window.layoutIfNeeded()
        }, completion: { finished in
            #expect(finished)
            completions += 1
        })
        window.advanceAnimations(by: 0.25)  // 2.75 rounds half up to 3
        #expect(box.frame.minY == 3)
        window.advanceAnimations(by: 0.25)  // 3.5 → 4
        #expect(box.frame.minY == 4)
        #expect(completions == 0)
        window.advanceAnimations(by: 2)
        #expect(box.frame.minY == 5)
        #expect(completions == 1)
    }

    @Test func aZeroDurationAppliesAtOnce() {
        let (window, box, top) = scene()
        var finished = false
        View.animate(withDuration: 0, animations: {
            top.constant = 9
            window.layoutIfNeeded()
        }, completion: { finished = $0 })
        #expect(box.frame.minY == 9)
        #expect(finished)
        #expect(!window.hasRunningAnimations)
    }
}

extension AnimationTests {
    @Test func anInterruptedAnimationCompletesWithFalse() {
        let (window, box, top) = scene()
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: {
            top.constant = 10
            window.layoutIfNeeded()
        }, completion: { results.append($0) })
        window.advanceAnimations(by: 0.5)
        #expect(box.frame.minY == 6)
        View.animate(withDuration: 1, animations: {
            top.constant = 4
            window.layoutIfNeeded()
        }, completion: { results.append($0) })
        #expect(results == [false])
        // The second animation starts where the first was interrupted.
        #expect(box.frame.minY == 6)
        window.advanceAnimations(by: 1)
        #expect(box.frame.minY == 4)
        #expect(results == [false, true])
    }

    @Test func aBlockMovingTwoViewsCompletesOnceWhenBothArrive() {
        let window = Window(size: Size(width: 40, height: 20))
        let a = View.constrained("a"), b = View.constrained("b")
        window.addSubview(a)
        window.addSubview(b)
        let aTop = a.topAnchor.constraint(equalTo: window.topAnchor)
        let bTop = b.topAnchor.constraint(equalTo: window.topAnchor)
        LayoutConstraint.activate([
            aTop, bTop,
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            a.widthAnchor.constraint(equalToConstant: 5), b.widthAnchor.constraint(equalToConstant: 5),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.runLayoutCycle()
        var calls = 0
        View.animate(withDuration: 1, animations: {
            aTop.constant = 4
            bTop.constant = 8
            window.layoutIfNeeded()
        }, completion: { _ in calls += 1 })
        window.advanceAnimations(by: 0.5)
        #expect(a.frame.minY == 2)
        #expect(b.frame.minY == 4)
        #expect(calls == 0)
        window.advanceAnimations(by: 0.5)
        #expect(a.frame.minY == 4)
        #expect(b.frame.minY == 8)
        #expect(calls == 1)
    }
}

// ANI-01's other half and ANI-02: swapping constraints and hiding arranged views animate.
extension AnimationTests {
    @Test func swappingActiveConstraintsInsideTheBlockAnimates() {
        let (window, box, top) = scene()
        let lower = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
        View.animate(withDuration: 1) {
            top.isActive = false
            lower.isActive = true
            window.layoutIfNeeded()
        }
        #expect(box.frame.minY == 2)
        window.advanceAnimations(by: 0.5)
        #expect(box.frame.minY == 6)
        window.advanceAnimations(by: 0.5)
        #expect(box.frame == Rect(x: 3, y: 10, width: 10, height: 2))
        // Where a layout without animation puts it.
        window.setNeedsLayout()
        window.runLayoutCycle()
        #expect(box.frame == Rect(x: 3, y: 10, width: 10, height: 2))
    }

    @Test func hidingAnArrangedViewInsideTheBlockSlidesTheOthersUp() {
        let window = Window(size: Size(width: 40, height: 20))
        let rows = (0..<3).map { index -> View in
            let row = View.constrained("row\(index)")
            row.heightAnchor.constraint(equalToConstant: 4).isActive = true
            return row
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.runLayoutCycle()
        #expect(rows[2].frame.minY == 8)
        View.animate(withDuration: 1) {
            rows[1].isHidden = true
            window.layoutIfNeeded()
        }
        #expect(rows[2].frame.minY == 8)
        window.advanceAnimations(by: 0.5)
        #expect(rows[2].frame.minY == 6)
        window.advanceAnimations(by: 0.5)
        #expect(rows[2].frame.minY == 4)
        #expect(!window.hasRunningAnimations)
    }
}

// A superview animated together with its subviews is laid out at every step (its size
// changes); that layout must leave the subviews to their own animations.
extension AnimationTests {
    /// A box whose width follows `width`, holding a bar pinned to its leading edge at
    /// half its width.
    private func nestedScene() -> (Window, View, View, LayoutConstraint) {
        let window = Window(size: Size(width: 40, height: 10))
        let box = View.constrained("box")
        let bar = View.constrained("bar")
        window.addSubview(box)
        box.addSubview(bar)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([
            width,
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 4),
            bar.topAnchor.constraint(equalTo: box.topAnchor),
            bar.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 1),
            bar.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        window.runLayoutCycle()
        return (window, box, bar, width)
    }

    @Test func subviewsAnimateWhileTheirAnimatedSuperviewIsLaidOutAtEachStep() {
        let (window, box, bar, width) = nestedScene()
        View.animate(withDuration: 1) {
            width.constant = 30
            window.layoutIfNeeded()
        }
        var widths: [(Double, Double)] = []
        for _ in 0..<4 {
            window.advanceAnimations(by: 0.25)
            // The run loop's cycle: the box changed size, so its layoutSubviews runs.
            #expect(box.needsLayout)
            window.runLayoutCycle()
            widths.append((box.frame.width, bar.frame.width))
        }
        #expect(widths.map(\.0) == [15, 20, 25, 30])
        #expect(widths.map(\.1) == [8, 10, 13, 15])  // 7.5 and 12.5 round half up
        #expect(!window.hasRunningAnimations)
    }

    @Test func aLayoutWantingAnotherFrameEndsTheAnimationThere() {
        let (window, box, bar, width) = nestedScene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: {
            width.constant = 30
            window.layoutIfNeeded()
        }, completion: { finished.append($0) })
        window.advanceAnimations(by: 0.5)
        window.runLayoutCycle()
        #expect(bar.frame.width == 10)
        // The constraint changes again, without animation: the bar goes straight to its
        // new frame and its animation ends, unfinished.
        width.constant = 4
        window.runLayoutCycle()
        #expect(box.frame.width == 4)
        #expect(bar.frame.width == 2)
        #expect(finished == [false])
        #expect(!window.hasRunningAnimations)
        window.advanceAnimations(by: 1)
        window.runLayoutCycle()
        #expect(bar.frame.width == 2)
    }
}
