extension View {
    /// What a view passes down to its subviews: its tint before dimming, and whether it
    /// is dimmed.
    struct TintInheritance: Equatable {
        var tint: Color
        var dimmed: Bool

        /// What a view with no superview starts from: the window's tint, not dimmed.
        static let root = TintInheritance(tint: ControlColors.windowTint, dimmed: false)

        /// The tint a view shows with this inheritance.
        var shownTint: Color { dimmed ? ControlColors.dimmedTint : tint }
    }

    /// The colour controls and other tinted content in the view draw with: UIKit's
    /// `tintColor`.
    ///
    /// Reading it gives the tint in effect: the view's own, or else its nearest
    /// ancestor's, or else the window's, ``Color/tint``; and ``Color/systemGray`` while the
    /// view is dimmed (see ``tintAdjustmentMode``). Setting a colour gives the view and its
    /// subtree that tint; setting nil goes back to the inherited one. Each view whose tint
    /// in effect changed then gets ``tintColorDidChange()``, in tree order (a view before
    /// its subviews).
    ///
    /// The default and the dimmed tint are semantic colours, which the window's ``Theme``
    /// resolves as they are drawn, so they read at every colour depth, dark and light; a
    /// colour you set (`.red`, `.rgb(…)`) is drawn as it is. To learn the colour a tint
    /// shows, resolve it: `window.theme.resolve(view.tintColor)`.
    ///
    /// Different from UIKit: it cannot be overridden, and a view outside any window also
    /// starts from the default tint. UIKit's default tint is `systemBlue`; here it is
    /// ``Color/tint``, the same blue at every depth except a dark 8-colour terminal, where
    /// ANSI blue on black reads at only 2.2:1 and the theme draws the tint in cyan.
    public var tintColor: Color! {
        get { ownTintState.shownTint }
        set {
            guard newValue != uncommonStorage?.state.tintColor else { return }
            notifyingTintChanges(in: self) { setUncommon(\.tintColor, newValue) }
        }
    }

    /// Whether the view's tint shows as it is or dimmed: UIKit's `tintAdjustmentMode`.
    ///
    /// Reading it gives the mode in effect, ``TintAdjustmentMode/normal`` or
    /// ``TintAdjustmentMode/dimmed``: the view's own, or, while that is
    /// ``TintAdjustmentMode/automatic`` (the default), its superview's. The views of a
    /// window behind a presented controller are dimmed, so their tint turns
    /// ``Color/systemGray``, and
    /// back when it is dismissed, each view that changed getting ``tintColorDidChange()``.
    /// In a terminal without colour, a control whose tint is dimmed draws dim where it
    /// would draw bold. Set ``TintAdjustmentMode/automatic`` to inherit again.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { ownTintState.dimmed ? .dimmed : .normal }
        set {
            guard newValue != uncommonStorage?.state.tintAdjustmentMode ?? .automatic else { return }
            notifyingTintChanges(in: self) { setUncommon(\.tintAdjustmentMode, newValue) }
        }
    }

    /// The view's tint state in effect, from the top of its tree down to it.
    var ownTintState: TintInheritance {
        // Down from the root by recursion rather than through an array of the chain: asked
        // twice for every view added to another.
        applyingOwnTint(to: inheritedTintState)
    }

    /// What the superview passes down to this view (the root's start for none).
    var inheritedTintState: TintInheritance {
        guard let superview else { return .root }
        var inherited = superview.ownTintState
        if let window = superview as? Window, window.dimsSubviewForPresentation(self) { inherited.dimmed = true }
        return inherited
    }

    /// This view's state from what its superview passes down.
    private func applyingOwnTint(to inherited: TintInheritance) -> TintInheritance {
        var state = inherited
        if let own = uncommonStorage?.state.tintColor { state.tint = own }
        switch uncommonStorage?.state.tintAdjustmentMode ?? .automatic {
        case .automatic: break
        case .normal: state.dimmed = false
        case .dimmed: state.dimmed = true
        }
        return state
    }

    /// Each view of `root`'s subtree with the tint it shows, in tree order, when `root`
    /// inherits `inherited`.
    private func shownTints(of root: View, inheriting inherited: TintInheritance) -> [(View, Color)] {
        var result: [(View, Color)] = []
        func visit(_ view: View, _ inherited: TintInheritance) {
            let state = view.applyingOwnTint(to: inherited)
            result.append((view, state.shownTint))
            let window = view as? Window
            for subview in view.subviewStorage {
                var passed = state
                if let window, window.dimsSubviewForPresentation(subview) { passed.dimmed = true }
                visit(subview, passed)
            }
        }
        visit(root, inherited)
        return result
    }

    /// Calls ``tintColorDidChange()`` on each view of `root`'s subtree whose tint differs
    /// between the two inherited states, in tree order.
    func notifyTintChanges(in root: View, from old: TintInheritance, to new: TintInheritance) {
        guard old != new else { return }
        let before = shownTints(of: root, inheriting: old)
        let after = shownTints(of: root, inheriting: new)
        for ((view, oldTint), (_, newTint)) in zip(before, after) where oldTint != newTint {
            view.tintColorDidChange()
        }
    }

    /// Runs `change`, which alters `root`'s own tint or mode, then notifies the views
    /// of its subtree whose tint changed.
    private func notifyingTintChanges(in root: View, _ change: () -> Void) {
        let inherited = root.inheritedTintState
        let before = shownTints(of: root, inheriting: inherited)
        change()
        let after = shownTints(of: root, inheriting: inherited)
        for ((view, oldTint), (_, newTint)) in zip(before, after) where oldTint != newTint {
            view.tintColorDidChange()
        }
    }
}

extension Window {
    /// Whether `subview`, one of the window's, is behind a presented controller: a
    /// presentation's container lies in front of it.
    func dimsSubviewForPresentation(_ subview: View) -> Bool {
        guard let index = subviewIndex(of: subview) else { return false }
        return subviewStorage[(index + 1)...].contains { $0 is PresentationContainerView }
    }

    /// For each of the window's subviews, whether it is behind a presentation.
    var presentationDimming: [(View, Bool)] {
        var dimmed = false
        var result: [(View, Bool)] = []
        for subview in subviewStorage.reversed() {
            result.append((subview, dimmed))
            if subview is PresentationContainerView { dimmed = true }
        }
        return result.reversed()
    }
}
