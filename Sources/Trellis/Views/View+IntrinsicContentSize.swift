// Intrinsic content size, hugging and compression resistance.
extension View {
    /// The value of an axis of ``intrinsicContentSize`` that has no natural size: UIKit's
    /// `UIView.noIntrinsicMetric` (-1).
    public static let noIntrinsicMetric: Double = -1

    /// Tells the engine that ``intrinsicContentSize`` changed, so its content-size
    /// constraints are remade and the superview is laid out again.
    public func invalidateIntrinsicContentSize() {
        (superview as? StackView)?.subviewDidInvalidateIntrinsicSize(self)
        systemConstraintsDidChange()
        activeLayoutEngine?.refreshBaselineConstraints(near: self)
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250
    /// (`.defaultLow`) by default for every class.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        huggingPriorities[axis]
    }

    /// Sets the content-hugging priority on `axis`. Values are clamped to
    /// 1…1000; prefer 999 to required.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let clamped = priority.clampedToValidRange
        guard huggingPriorities[axis] != clamped else { return }
        huggingPriorities[axis] = clamped
        systemConstraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750
    /// (`.defaultHigh`) by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistancePriorities[axis]
    }

    /// Sets the compression-resistance priority on `axis`, clamped to
    /// 1…1000.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let clamped = priority.clampedToValidRange
        guard compressionResistancePriorities[axis] != clamped else { return }
        compressionResistancePriorities[axis] = clamped
        systemConstraintsDidChange()
    }

    /// Resizes the view to the size that fits its content, ``sizeThatFits(_:)`` of its
    /// current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }
}

extension LayoutPriority {
    /// The priority clamped to 1…1000 (NaN becomes 1).
    var clampedToValidRange: LayoutPriority {
        rawValue.isNaN ? LayoutPriority(1) : LayoutPriority(Swift.min(Swift.max(rawValue, 1), 1000))
    }
}
