/// Moves views from the frames they had to the frames an animation block gave them, a
/// step at a time: a window's animations.
///
/// The terminal's run loop advances it with the time that passed; a test advances it by
/// hand. Each step puts every animated view at its linear interpolation between the two
/// frames, edges rounded to whole cells, and the last step puts it exactly at
/// the final frame.
@MainActor
final class FrameAnimator {
    private struct Animation {
        weak var view: View?
        let from: Rect
        let to: Rect
        let duration: Double
        var elapsed: Double = 0
        let group: AnimationGroup
    }

    private var animations: [Animation] = []

    var isRunning: Bool { !animations.isEmpty }

    /// The animations running in every window, so that a layout pass can skip asking its
    /// window (a weak load per superview laid out) whether a view it leaves in place is
    /// being animated elsewhere.
    private(set) static var runningAnimations = 0

    /// A window freed while its views animate takes its animations out of the count.
    isolated deinit {
        FrameAnimator.runningAnimations -= animations.count
    }

    func add(_ view: View, from: Rect, to: Rect, duration: Double, group: AnimationGroup) {
        // A new animation of the same view interrupts the old one, whose block then
        // completes with `false`, as in UIKit.
        animations.removeAll { animation in
            guard animation.view === view else { return false }
            animation.group.animationEnded(finished: false)
            FrameAnimator.runningAnimations -= 1
            return true
        }
        group.animationStarted()
        animations.append(Animation(view: view, from: from, to: to, duration: duration, group: group))
        FrameAnimator.runningAnimations += 1
        view.setAnimatedFrame(from)
    }

    /// Whether `view` is being animated to `frame`, when a layout pass wants it there. An
    /// animation toward another frame ends (its block completes with `false`) and the
    /// answer is false, so the pass puts the view where the layout now wants it; with no
    /// animation of the view the answer is false too.
    func settleAnimation(of view: View, toward frame: Rect) -> Bool {
        guard let index = animations.firstIndex(where: { $0.view === view }) else { return false }
        if animations[index].to == frame { return true }
        let ended = animations.remove(at: index)
        FrameAnimator.runningAnimations -= 1
        ended.group.animationEnded(finished: false)
        return false
    }

    /// The frame `view` is being animated to, or nil when it is not animated.
    func destination(of view: View) -> Rect? {
        animations.first { $0.view === view }?.to
    }

    func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        var ended: [AnimationGroup] = []
        for index in animations.indices {
            animations[index].elapsed += seconds
            let animation = animations[index]
            // Steps that add up to the duration (20 × 0.05 s) must end it despite rounding.
            let progress = animation.elapsed >= animation.duration - 1e-9 ? 1 : animation.elapsed / animation.duration
            guard let view = animation.view else { continue }
            if progress >= 1 {
                view.setAnimatedFrame(animation.to)
            } else {
                view.setAnimatedFrame(FrameAnimator.interpolate(animation.from, animation.to, progress).rounded())
            }
        }
        animations.removeAll { animation in
            let done = animation.elapsed >= animation.duration - 1e-9 || animation.view == nil
            if done { ended.append(animation.group) }
            return done
        }
        FrameAnimator.runningAnimations -= ended.count
        // Completions are user code: run them once the list is consistent.
        for group in ended { group.animationEnded(finished: true) }
    }

    /// Each edge moves on its own, so views that share an edge stay together.
    static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        let minX = mix(from.minX, to.minX), maxX = mix(from.maxX, to.maxX)
        let minY = mix(from.minY, to.minY), maxY = mix(from.maxY, to.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The animations one `animate` block started: its completion runs once, when the last of
/// them ends, with `false` if any was interrupted.
@MainActor
final class AnimationGroup {
    private var running = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func animationStarted() {
        running += 1
    }

    func animationEnded(finished: Bool) {
        running -= 1
        if !finished { allFinished = false }
        guard running == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
