@testable import Trellis

/// Helpers shared by the Auto Layout tests.
extension View {
    /// A named view that Auto Layout positions (translatesAutoresizingMaskIntoConstraints
    /// false), as views built for constraints are.
    static func constrained(_ name: String) -> View {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }
}

/// A view with a fixed intrinsic content size, standing in for a label or button.
final class IntrinsicView: View {
    var contentSize: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, width: Double = View.noIntrinsicMetric, height: Double = View.noIntrinsicMetric) {
        contentSize = Size(width: width, height: height)
        super.init(frame: .zero)
        debugName = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { contentSize }
}

/// Collects what Trellis writes to its diagnostics sink while `body` runs.
@MainActor
func capturingDiagnostics(_ body: () throws -> Void) rethrows -> [String] {
    var messages: [String] = []
    let previous = LayoutDiagnostics.sink
    LayoutDiagnostics.sink = { messages.append($0) }
    defer { LayoutDiagnostics.sink = previous }
    try body()
    return messages
}
