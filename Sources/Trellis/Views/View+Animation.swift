// Animating layout changes.
extension View {
    /// Runs `animations` now and animates the frame changes it makes over `duration`
    /// seconds: UIKit's `animate(withDuration:animations:completion:)`.
    ///
    /// Change constants or activate and deactivate constraints in the block, then call
    /// `layoutIfNeeded()` on the superview of the views that move: the new frames are
    /// computed at once, and the views travel to them as their window's animations
    /// advance (``Window/advanceAnimations(by:)``, which the terminal's run loop calls).
    ///
    /// Differences from UIKit: the curve is linear; the animated frames are the views'
    /// real frames (there is no separate presentation layer), rounded to whole cells at
    /// each step. A layout pass that reaches an animating view's superview before the end
    /// (the superview is animated too, say) leaves the view to its animation while the
    /// layout still wants the frame it is heading for; if the layout wants another frame
    /// now (the terminal was resized), the view's animation ends and the view goes straight
    /// there. Views in no window are not animated.
    /// `completion` runs once, when the last view of the block arrives, with `false` if
    /// another animation of one of its views interrupted it.
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let recorder = FrameChangeRecorder()
        let outer = FrameChangeRecorder.current
        FrameChangeRecorder.current = recorder
        animations()
        FrameChangeRecorder.current = outer
        guard duration > 0, duration.isFinite else {
            completion?(true)
            return
        }
        let group = AnimationGroup(completion: completion)
        var started = false
        for change in recorder.changes {
            guard let view = change.view, let window = view.window, change.from != view.frame else { continue }
            window.frameAnimator.add(view, from: change.from, to: view.frame, duration: duration, group: group)
            started = true
        }
        if !started { completion?(true) }
    }

    /// Sets the frame for an animation step, without telling the engine (the engine
    /// already has the final frame).
    func setAnimatedFrame(_ rect: Rect) {
        isApplyingEngineFrame = true
        frame = rect
        isApplyingEngineFrame = false
    }

    /// Notes the frame a view had before its first change inside an animation block.
    func recordFrameChange(from old: Rect) {
        FrameChangeRecorder.current?.record(self, from: old)
    }
}

/// The views whose frames an animation block changed, with the frames they had before.
@MainActor
final class FrameChangeRecorder {
    static var current: FrameChangeRecorder?

    struct Change {
        weak var view: View?
        let from: Rect
    }

    private(set) var changes: [Change] = []
    private var seen: Set<ObjectIdentifier> = []

    func record(_ view: View, from old: Rect) {
        if seen.insert(ObjectIdentifier(view)).inserted { changes.append(Change(view: view, from: old)) }
    }
}
