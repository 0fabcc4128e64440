// A view's constraints and the anchors only views have.
extension View {
    /// The constraints this view holds: the active ones whose nearest common ancestor it
    /// is (CON-11), including the ones the system makes (autoresizing, content size,
    /// margins; see ``LayoutConstraint/kind``), in the order they were activated.
    ///
    /// Never deactivate all of them: some are not yours.
    public var constraints: [LayoutConstraint] { constraintStorage.array }

    /// Activates a constraint held by this view: UIKit's legacy `addConstraint(_:)`
    /// (CON-12). Prefer ``LayoutConstraint/activate(_:)``.
    ///
    /// Difference from UIKit: the constraint goes to its items' nearest common ancestor,
    /// which need not be this view.
    public func addConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.activate([constraint])
    }

    /// Activates constraints: UIKit's legacy `addConstraints(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates a constraint: UIKit's legacy `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.deactivate([constraint])
    }

    /// Deactivates constraints: UIKit's legacy `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    /// The first baseline: under the first line of text, or the bottom edge of a view
    /// without text.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The last baseline: under the last line of text, or the bottom edge of a view
    /// without text.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The view that really provides the first baseline, following
    /// ``forFirstBaselineLayout`` until a view names itself.
    var viewForFirstBaseline: View { following { $0.forFirstBaselineLayout } }

    /// The view that really provides the last baseline.
    var viewForLastBaseline: View { following { $0.forLastBaselineLayout } }

    /// Follows `next` from this view until a view answers itself (or 64 steps, against a
    /// cycle of overrides).
    private func following(_ next: (View) -> View) -> View {
        var view = self
        for _ in 0..<64 {
            let candidate = next(view)
            if candidate === view { break }
            view = candidate
        }
        return view
    }
}

extension View: LayoutItem {
    /// A view lives in its own coordinate system.
    public var layoutOwner: View? { self }
}
