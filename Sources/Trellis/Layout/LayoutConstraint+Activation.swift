extension LayoutConstraint {
    /// Activates each constraint in the array: UIKit's `NSLayoutConstraint.activate(_:)`
    /// (CON-10, ACT-01).
    ///
    /// Each constraint finds its own container, the nearest common ancestor of its items
    /// (CON-11), and joins that hierarchy's engine. The engine takes the whole batch in one
    /// update at the next layout pass, and one layout pass follows. Activating an
    /// active constraint does nothing.
    ///
    /// - Precondition: the items of each constraint have a common ancestor. A constraint
    ///   between views in different hierarchies stops the program with a message naming
    ///   both items, as UIKit raises an exception. So does an item of a class of your own
    ///   that adopts ``LayoutItem``: only views and layout guides can be constrained.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.owner == nil {
            guard let first = constraint.firstItem else {
                preconditionFailure("Unable to activate \(constraint): its first item no longer exists")
            }
            requireConstrainable(first, in: constraint)
            if let second = constraint.secondItem { requireConstrainable(second, in: constraint) }
            guard let owner = LayoutConstraint.commonAncestor(of: first, constraint.secondItem) else {
                let second = constraint.secondItem.map { $0.layoutItemDescription } ?? "nil"
                preconditionFailure(
                    "Unable to activate constraint with items \(first.layoutItemDescription) and \(second) "
                        + "because they have no common ancestor. Does the constraint reference items in different "
                        + "view hierarchies? That's illegal. \(constraint)")
            }
            constraint.attach(to: owner)
        }
    }

    /// Stops with a clear message for an item that is neither a view nor a guide, which the
    /// engine could not turn into variables.
    private static func requireConstrainable(_ item: any LayoutItem, in constraint: LayoutConstraint) {
        guard !(item is View), !(item is LayoutGuide) else { return }
        preconditionFailure("Unable to activate \(constraint): \(type(of: item)) is not a layout item the engine "
            + "can constrain; only a View or a LayoutGuide can be")
    }

    /// Deactivates each constraint in the array: UIKit's
    /// `NSLayoutConstraint.deactivate(_:)`. Deactivating an inactive constraint does
    /// nothing (EX-ACT-1).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.owner != nil {
            constraint.detach()
        }
    }

    /// Puts the constraint in `owner`'s list and its hierarchy's engine: `engine` when the
    /// caller already holds it (the system's and a stack's constraints, made by the
    /// hundred in one pass, each of which would otherwise walk up to the root, loading a
    /// weak reference per level), otherwise the one found from `owner`.
    func attach(to owner: View) {
        attach(to: owner, engine: nil)
    }

    func attach(to owner: View, engine: LayoutEngine?) {
        // Margin attributes resolve through the view's margins guide: make it now, so its
        // constraints go into the engine with this one.
        if firstAttribute.isMargin, let view = firstItem as? View { _ = view.layoutMarginsGuide }
        if secondAttribute.isMargin, let view = secondItem as? View { _ = view.layoutMarginsGuide }
        self.owner = owner
        owner.constraintStorage.append(self)
        listInItemViews(owner: owner)
        let engine = engine ?? owner.layoutEngineCreatingIfNeeded()
        assert(engine === owner.activeLayoutEngine, "a constraint attached to another hierarchy's engine")
        engine.install(self)
        noteContentGuideNamed(change: 1)
    }

    /// Takes the constraint out of its owner's list and its engine.
    func detach() {
        guard let owner else { return }
        unlistFromItemViews()
        engine?.uninstall(self)
        owner.constraintStorage.remove(self)
        self.owner = nil
        // In a hierarchy without an engine, a state left by one that went away.
        engineState = .inactive
        noteContentGuideNamed(change: -1)
    }

    /// Tells a scroll view that one of your constraints naming its content guide came or
    /// went: the size set on ``ScrollView/contentSize`` applies only on an axis no such
    /// constraint can decide. Only your own constraints can name that guide, apart from
    /// the scroll view's, so the system's thousands pay one comparison here.
    private func noteContentGuideNamed(change: Int) {
        guard kind == .explicit else { return }
        if let guide = firstItemObject as? LayoutGuide, let scrollView = guide.scrollViewOfContent {
            scrollView.contentGuideNamed(firstAttribute, change: change)
        }
        if let guide = secondItemObject as? LayoutGuide, let scrollView = guide.scrollViewOfContent {
            scrollView.contentGuideNamed(secondAttribute, change: change)
        }
    }

    /// The nearest view that contains both items (a guide counts as its owning view), or
    /// nil when there is none.
    static func commonAncestor(of first: any LayoutItem, _ second: (any LayoutItem)?) -> View? {
        guard let firstView = first.layoutOwner else { return nil }
        guard let second else { return firstView }
        guard let secondView = second.layoutOwner else { return nil }
        var ancestors: Set<ObjectIdentifier> = []
        var current: View? = firstView
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = secondView
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The view an item stands for: itself, or a guide's owning view.
    fileprivate static func itemView(_ item: AnyObject?) -> View? {
        guard let item else { return nil }
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// Lists the constraint with each item's view that is not `owner` (a constraint held by
    /// the view it names needs no listing: it leaves with the view).
    private func listInItemViews(owner: View) {
        let firstView = LayoutConstraint.itemView(firstItemObject)
        if let view = firstView, view !== owner {
            namingSlots.first = Int32(view.constraintsNamingFromAbove.count)
            view.constraintsNamingFromAbove.append(self)
        }
        if let view = LayoutConstraint.itemView(secondItemObject), view !== owner, view !== firstView {
            namingSlots.second = Int32(view.constraintsNamingFromAbove.count)
            view.constraintsNamingFromAbove.append(self)
        }
    }

    private func unlistFromItemViews() {
        if namingSlots.first >= 0 {
            LayoutConstraint.itemView(firstItemObject)?.unlistNaming(self, at: Int(namingSlots.first))
            namingSlots.first = -1
        }
        if namingSlots.second >= 0 {
            LayoutConstraint.itemView(secondItemObject)?.unlistNaming(self, at: Int(namingSlots.second))
            namingSlots.second = -1
        }
    }
}

extension View {
    /// Takes `constraint` out of ``constraintsNamingFromAbove`` at `slot`, moving the last
    /// entry into its place. A guide that moves to another view first loses every
    /// constraint naming it, so the slot always holds the constraint; the check only keeps
    /// a broken list from being made worse.
    fileprivate func unlistNaming(_ constraint: LayoutConstraint, at slot: Int) {
        guard slot < constraintsNamingFromAbove.count, constraintsNamingFromAbove[slot] === constraint else { return }
        let last = constraintsNamingFromAbove.removeLast()
        guard slot < constraintsNamingFromAbove.count else { return }
        constraintsNamingFromAbove[slot] = last
        let lastIndex = Int32(constraintsNamingFromAbove.count)
        if last.namingSlots.first == lastIndex && LayoutConstraint.itemView(last.firstItemObject) === self {
            last.namingSlots.first = Int32(slot)
        } else {
            last.namingSlots.second = Int32(slot)
        }
    }
}
