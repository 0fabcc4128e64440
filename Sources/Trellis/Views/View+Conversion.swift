extension View {
    // MARK: - Converting between coordinate systems

    /// `point`, given in this view's coordinate system, in the coordinate system of `view`
    /// (GEO-09); nil means the window.
    ///
    /// One step up the tree maps a point `p` in a view to `p − bounds.origin + frame.origin`
    /// in its superview, and one step down undoes that; a conversion takes the steps from
    /// this view up to the nearest ancestor the two views share and then down to `view`.
    /// So a superview's ``bounds`` origin shifts everything inside it.
    ///
    /// - nil stands for the root of this view's tree: its ``window`` when it is in one, as
    ///   in UIKit, and otherwise its topmost ancestor, which stands in for a window.
    /// - Views with no common ancestor (in different windows, or in detached trees) are
    ///   converted through their roots: each root's ``frame`` is taken to lie in one
    ///   shared space, the screen, which is what a window's frame means. For
    ///   two windows at the screen's origin, a point keeps its coordinates. UIKit does the
    ///   same for windows; for detached trees its result is not documented.
    public func convert(_ point: Point, to view: View?) -> Point {
        View.translate(point, from: self, to: view ?? hierarchyRoot)
    }

    /// `point`, given in the coordinate system of `view`, in this view's coordinate system
    /// (GEO-09); nil means the window. The inverse of ``convert(_:to:)-(Point,_)``,
    /// with the same rules for nil and for views that share no ancestor.
    public func convert(_ point: Point, from view: View?) -> Point {
        View.translate(point, from: view ?? hierarchyRoot, to: self)
    }

    /// `rect`, given in this view's coordinate system, in the coordinate system of `view`;
    /// nil means the window. Its origin moves as ``convert(_:to:)-(Point,_)`` moves a point
    /// and its size stays (there are no transforms). The result is standardized, as
    /// CoreGraphics returns it, and ``Rect/null`` stays null.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        View.translate(rect, from: self, to: view ?? hierarchyRoot)
    }

    /// `rect`, given in the coordinate system of `view`, in this view's coordinate system;
    /// nil means the window. The inverse of ``convert(_:to:)-(Rect,_)``, with the same
    /// rules.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        View.translate(rect, from: view ?? hierarchyRoot, to: self)
    }

    // MARK: - One step up or down

    /// `point`, in this view's coordinate system, in its superview's:
    /// `point − bounds.origin + frame.origin`.
    func pointInSuperview(_ point: Point) -> Point {
        let origin = frame.origin
        return Point(x: point.x - bounds.origin.x + origin.x, y: point.y - bounds.origin.y + origin.y)
    }

    /// `point`, in the superview's coordinate system, in this view's: the inverse of
    /// ``pointInSuperview(_:)``.
    func pointFromSuperview(_ point: Point) -> Point {
        let origin = frame.origin
        return Point(x: point.x - origin.x + bounds.origin.x, y: point.y - origin.y + bounds.origin.y)
    }

    // MARK: - Conversion through the tree

    /// `point` in `source`'s coordinate system, in `destination`'s: up from `source` to the
    /// nearest common ancestor and down to `destination`. With no common ancestor, up
    /// through `source`'s root into the space the roots' frames share, and down through
    /// `destination`'s root.
    private static func translate(_ point: Point, from source: View, to destination: View) -> Point {
        if source === destination { return point }
        if destination.superview == nil {
            // To a root (the window, what the draw pass's damage is kept in): only steps
            // up, with no chain of the destination's ancestors to build and look through.
            var result = point
            var view = source
            while let superview = view.superview {
                result = view.pointInSuperview(result)
                view = superview
            }
            if view === destination { return result }
            // Another tree: through its root into the space the roots' frames share.
            return destination.pointFromSuperview(view.pointInSuperview(result))
        }
        var destinationChain: [View] = []
        var next: View? = destination
        while let view = next {
            destinationChain.append(view)
            next = view.superview
        }
        let destinationAncestors = Set(destinationChain.map(ObjectIdentifier.init))

        var result = point
        var ancestor: View? = source
        while let view = ancestor, !destinationAncestors.contains(ObjectIdentifier(view)) {
            result = view.pointInSuperview(result)
            ancestor = view.superview
        }
        // `ancestor` is now the nearest common ancestor, or nil when the trees differ and
        // `result` is in the shared space of the roots' frames.
        for view in destinationChain.prefix(while: { $0 !== ancestor }).reversed() {
            result = view.pointFromSuperview(result)
        }
        return result
    }

    /// `rect` in `source`'s coordinate system, in `destination`'s: its standardized origin
    /// translated as a point, its size kept.
    private static func translate(_ rect: Rect, from source: View, to destination: View) -> Rect {
        if rect.isNull { return .null }
        let standardized = rect.standardized
        return Rect(origin: translate(standardized.origin, from: source, to: destination), size: standardized.size)
    }
}
