@testable import Trellis

/// Names for views in tests, so that an order of subviews reads as a list of letters.
extension View {
    /// A view with `debugName` set to `name`.
    convenience init(name: String, frame: Rect = .zero) {
        self.init(frame: frame)
        debugName = name
    }

    /// The `debugName`s of `subviews`, back to front; `?` for an unnamed view.
    var subviewNames: [String] { subviews.map { $0.debugName ?? "?" } }
}

/// The name a hook log prints for a view: its `debugName`, or `nil` for no view.
@MainActor
func logName(_ view: View?) -> String {
    guard let view else { return "nil" }
    return view.debugName ?? "?"
}
