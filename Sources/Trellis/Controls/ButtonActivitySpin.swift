/// The turning of a button's configured busy glyph
/// (``Button/Configuration/showsActivityIndicator``): the frames of an
/// ``ActivityIndicatorView``, one every 0.1 seconds on the application's clock, the frame
/// chosen by the time since the glyph was first drawn.
///
/// It keeps a timer only while the button shows the glyph and is drawn in a window with an
/// ``Application``: the button's next draw starts one, and the timer lets itself go at the
/// first tick after the glyph is gone or out of sight, so a button that shows no glyph
/// costs nothing.
@MainActor
final class ButtonActivitySpin {
    /// The frame shown now.
    private(set) var frameIndex = 0

    /// When the spin began, on the application's clock; nil while it is not turning.
    private var startTime: Double?

    /// The timer that turns the glyph, while it is drawn.
    private var timer: ApplicationTimer?

    /// The glyph to draw now.
    var glyph: Character { ActivityIndicatorView.frames[frameIndex] }

    /// Whether a timer is turning the glyph.
    var isRunning: Bool { timer != nil }

    /// Called as `button` draws the glyph: starts the timer if none runs.
    func drawn(by button: Button) {
        guard timer == nil, button.isShownInWindow, let application = button.window?.application else { return }
        if startTime == nil { startTime = application.now() }
        timer = application.scheduleTimer(after: ActivityIndicatorView.frameInterval, repeats: true) {
            [weak self, weak button] _ in
            guard let self else { return }
            guard let button else { return self.stop() }
            self.tick(button)
        }
    }

    /// Ends the spin: no timer, and the next spin starts at the first frame.
    func stop() {
        timer?.invalidate()
        timer = nil
        startTime = nil
        frameIndex = 0
    }

    /// Moves to the frame for the time since the start, redrawing the button when it
    /// changed; a glyph no longer shown lets the timer go.
    private func tick(_ button: Button) {
        guard button.configuration?.showsActivityIndicator == true, button.isShownInWindow,
              let application = button.window?.application else {
            return stop()
        }
        let count = ActivityIndicatorView.frames.count
        let elapsed = (application.now() - (startTime ?? application.now())) / ActivityIndicatorView.frameInterval
        let step = Int((elapsed + 1e-9).rounded(.down))
        let index = ((step % count) + count) % count
        guard index != frameIndex else { return }
        frameIndex = index
        button.setNeedsDisplay()
    }
}
