/// A priority for each axis, as a view keeps its content hugging and its compression
/// resistance: two `Float`s inline (``LayoutPriority`` holds a `Float`'s precision), where
/// an array of two priorities per view was a heap block each.
struct AxisPriorities {
    private var horizontal: Float
    private var vertical: Float

    init(_ priority: LayoutPriority) {
        horizontal = Float(priority.rawValue)
        vertical = horizontal
    }

    subscript(axis: LayoutAxis) -> LayoutPriority {
        get { LayoutPriority(Double(axis == .horizontal ? horizontal : vertical)) }
        set {
            switch axis {
            case .horizontal: horizontal = Float(newValue.rawValue)
            case .vertical: vertical = Float(newValue.rawValue)
            }
        }
    }
}
