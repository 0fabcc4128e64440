extension ViewController {
    /// Starts an appearance change: calls ``viewWillAppear(_:)`` (`isAppearing` true) or
    /// ``viewWillDisappear(_:)``, then does the same for each child whose view is inside
    /// this controller's view, parent first. UIKit's
    /// `beginAppearanceTransition(_:animated:)`.
    ///
    /// A call that would not change whether the controller is on screen does nothing, so a
    /// controller never gets two will-calls in a row for the same change, and one that is
    /// not visible never gets a disappear call. Window transitions (a new root, a
    /// presentation) call it themselves; a container that moves children's views by hand
    /// calls it, then ``endAppearanceTransition()`` once the move is done.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard !appearanceState.isVisibleOrAppearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState.isVisibleOrAppearing else { return }
            if let window = viewIfLoaded?.window, let responder = window.firstResponder,
               contains(responder) {
                rememberedFirstResponder = responder
            }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in visibleChildren {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the appearance change ``beginAppearanceTransition(_:animated:)`` started:
    /// calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then does the same for the
    /// children, parent first. UIKit's `endAppearanceTransition()`. Does nothing when no
    /// change is under way.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
            isBeingPresented = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
            isBeingDismissed = false
        case .appeared, .disappeared:
            break
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// The children whose views are inside this controller's view: the ones that come
    /// and go with it.
    var visibleChildren: [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether `responder` is this controller, its view, or a view inside it.
    func contains(_ responder: Responder) -> Bool {
        if responder === self { return true }
        guard let view = viewIfLoaded else { return false }
        if let responderView = responder as? View { return responderView.isDescendant(of: view) }
        if let controller = responder as? ViewController, let other = controller.viewIfLoaded {
            return other.isDescendant(of: view)
        }
        return false
    }

    /// The controller at the top of this one's containment: the one that presents and is
    /// presented on its children's behalf, as UIKit's presenter is the nearest ancestor
    /// that is not a child.
    var containmentRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }
}
