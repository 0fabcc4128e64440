@testable import Trellis

/// Writes down the events a control sends, by UIKit's short names, with the value for
/// `valueChanged` when the test asks for it.
@MainActor
final class ControlEventLog {
    var entries: [String] = []

    static let names: [(Control.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
        (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"), (.touchUpInside, "touchUpInside"),
        (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// Logs every event of `control` except the drags unless `drags`; `value` turns
    /// `valueChanged` into `valueChanged(v)`.
    init(_ control: Control, drags: Bool = false, value: (@MainActor (Control) -> String)? = nil) {
        for (event, name) in ControlEventLog.names {
            if !drags, name.hasPrefix("drag") { continue }
            control.addAction({ [weak self] sender in
                guard let self else { return }
                if event == .valueChanged, let value {
                    entries.append("valueChanged(\(value(sender)))")
                } else {
                    entries.append(name)
                }
            }, for: event)
        }
    }

    /// The entries so far, emptying the log.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// Row `y` of the window's canvas, trailing spaces kept (the `|…|` rows of the examples).
@MainActor
func canvasRow(_ window: Window, _ y: Int) -> String {
    var line = ""
    for x in 0..<window.canvas.width {
        if let character = window.canvas[x, y].character { line.append(character) }
    }
    return line
}

/// A click at (x, y): the left button down and up there, then a layout cycle.
@MainActor
func clickAt(_ application: Application, _ x: Double, _ y: Double) {
    application.send(MouseEvent(.down, button: .left, at: Point(x: x, y: y)))
    application.send(MouseEvent(.up, button: .left, at: Point(x: x, y: y)))
    application.window.runLayoutCycle()
}

/// Sends each key, with a layout cycle after it.
@MainActor
func sendKeys(_ keys: [KeyEvent], to application: Application) {
    for key in keys {
        application.send(key)
        application.window.runLayoutCycle()
    }
}
