@testable import Trellis

/// A view that can take the focus and writes down every event that reaches it, passing
/// on what it does not consume.
final class RecordingView: View {
    var log: [String] = []
    var focusable = true
    /// Keys this view handles itself instead of passing on.
    var consumedKeys: Set<KeyEvent> = []
    var refusesToResign = false

    override var canBecomeFirstResponder: Bool { focusable }
    override var canResignFirstResponder: Bool { !refusesToResign }

    override func keyPressed(_ event: KeyEvent) {
        log.append("key \(event)")
        if !consumedKeys.contains(event) { super.keyPressed(event) }
    }

    override func mouseDown(_ event: MouseEvent) {
        log.append("down \(Int(event.location.x)),\(Int(event.location.y))")
        super.mouseDown(event)
    }

    override func mouseDragged(_ event: MouseEvent) {
        log.append("dragged \(Int(event.location.x)),\(Int(event.location.y))")
        super.mouseDragged(event)
    }

    override func mouseUp(_ event: MouseEvent) {
        log.append("up \(Int(event.location.x)),\(Int(event.location.y))")
        super.mouseUp(event)
    }

    override func scrollWheel(_ event: MouseEvent) {
        log.append("wheel")
        super.scrollWheel(event)
    }
}

/// A view controller that records the keys passed through it.
final class RecordingController: ViewController {
    var log: [String] = []

    override func keyPressed(_ event: KeyEvent) {
        log.append("key \(event)")
        super.keyPressed(event)
    }
}

/// A clock a test moves by hand.
@MainActor
final class ManualClock {
    var time: Double = 0
}

extension View {
    /// Adds `view` with a fixed frame, laid out by its autoresizing constraints.
    @MainActor
    @discardableResult
    func addFixed<V: View>(_ view: V, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> V {
        view.frame = Rect(x: x, y: y, width: width, height: height)
        addSubview(view)
        return view
    }
}

/// A window of `size` with an application whose clock reads `clock`.
@MainActor
func makeApplication(width: Double = 40, height: Double = 10, clock: ManualClock = ManualClock()) -> Application {
    let application = Application(window: Window(size: Size(width: width, height: height)))
    application.now = { clock.time }
    return application
}

/// A left click's press at (x, y).
func press(_ x: Double, _ y: Double) -> MouseEvent { MouseEvent(.down, button: .left, at: Point(x: x, y: y)) }
/// A drag to (x, y) with the left button held.
func drag(_ x: Double, _ y: Double) -> MouseEvent { MouseEvent(.dragged, button: .left, at: Point(x: x, y: y)) }
/// The left button's release at (x, y).
func release(_ x: Double, _ y: Double) -> MouseEvent { MouseEvent(.up, button: .left, at: Point(x: x, y: y)) }
