// Layout margins and layout guides.
extension View {
    /// The readable content width, in cells: the widest ``readableContentGuide`` (80
    /// columns, a comfortable line of text in a terminal; Trellis's own choice).
    public static let readableContentWidth: Double = 80

    /// The space to keep clear inside the view's edges when laying out content against
    /// its margins. One cell on every side by default (UIKit's 8 points).
    ///
    /// The root view of a view controller has margins of 0 above and below and 2 at the
    /// sides (Trellis's own choice), and, as in UIKit, they cannot be changed: setting
    /// them there is ignored.
    public var layoutMargins: EdgeInsets {
        get { owningViewController != nil ? ViewController.rootViewMargins : storedLayoutMargins }
        set {
            guard owningViewController == nil, newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            systemConstraintsDidChange()
            layoutMarginsDidChange()
            subviewMarginsMayHaveChanged()
        }
    }

    /// ``layoutMargins`` with leading and trailing instead of left and right, following
    /// the view's layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return DirectionalEdgeInsets(top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                                         bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = EdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                                       bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// The margins the guide uses: ``layoutMargins``, widened where the view lies inside
    /// its superview's margins when ``preservesSuperviewLayoutMargins`` is true (by
    /// Trellis's own rule, each edge takes the larger of its own margin and what is left
    /// of the superview's there).
    ///
    /// A view with a ``border`` keeps at least one cell on every side, the border's.
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if borderStorage?.style != nil {
            margins = EdgeInsets(top: Swift.max(margins.top, 1), left: Swift.max(margins.left, 1),
                                 bottom: Swift.max(margins.bottom, 1), right: Swift.max(margins.right, 1))
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins
        let frame = self.frame
        let size = superview.bounds.size
        func widened(_ own: Double, _ outerMargin: Double, _ distance: Double) -> Double {
            distance < outerMargin ? Swift.max(own, outerMargin - distance) : own
        }
        margins.left = widened(margins.left, outer.left, frame.minX)
        margins.top = widened(margins.top, outer.top, frame.minY)
        margins.right = widened(margins.right, outer.right, size.width - frame.maxX)
        margins.bottom = widened(margins.bottom, outer.bottom, size.height - frame.maxY)
        return margins
    }

    /// Subviews that take this view's margins into theirs have new margins too.
    func subviewMarginsMayHaveChanged() {
        for subview in subviewStorage where subview.preservesSuperviewLayoutMargins {
            subview.systemConstraintsDidChange()
            subview.layoutMarginsDidChange()
            subview.subviewMarginsMayHaveChanged()
        }
    }

    /// A guide whose edges are the view's edges inset by its margins. Made
    /// the first time you ask; its constraints follow the margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = makeSystemGuide("TUI-layoutMarginsGuide")
        marginsGuideStorage = guide
        systemConstraintsDidChange()
        return guide
    }

    /// A guide for text, centred in the margins and at most ``readableContentWidth``
    /// wide. It cannot be changed.
    public var readableContentGuide: LayoutGuide {
        if let guide = readableGuideStorage { return guide }
        _ = layoutMarginsGuide
        let guide = makeSystemGuide("TUI-readableContentGuide")
        readableGuideStorage = guide
        systemConstraintsDidChange()
        return guide
    }

    /// A guide of the view's own, whose constraints the system keeps.
    private func makeSystemGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        guide.isSystemGuide = true
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] { layoutGuideStorage }

    /// Adds a guide to the view; constrain it with its anchors. A guide in
    /// another view moves here, losing the constraints that name it.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(!guide.isSystemGuide, "The view's own guides cannot be added elsewhere: \(guide)")
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuideStorage.append(guide)
    }

    /// Removes a guide from the view and deactivates the constraints that name it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let index = layoutGuideStorage.firstIndex(where: { $0 === guide }) else { return }
        var holder: View? = self
        while let view = holder {
            let naming = view.constraintStorage.filter { $0.firstItemObject === guide || $0.secondItemObject === guide }
            LayoutConstraint.deactivate(naming)
            holder = view.superview
        }
        layoutGuideStorage.remove(at: index)
        guide.owningView = nil
    }
}
