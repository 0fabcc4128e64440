extension Window {
    // MARK: - The controller in front

    /// The controller whose screen is in front: the last one presented, or the root view
    /// controller when nothing is presented.
    public var topmostViewController: ViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    /// The view focus movement and the keys stay inside: the presentation in front, or the
    /// whole window.
    var focusScopeView: View {
        if let top = topmostViewController, top.presentingStorage != nil, let container = top.presentationContainer,
           container.window === self {
            return container
        }
        return self
    }

    // MARK: - Finishing transitions

    /// Ends the transitions begun since the last cycle: settles the focus, then runs the
    /// did-callbacks and completions in the order they were queued.
    func finishTransitions() {
        let steps = pendingTransitionSteps
        pendingTransitionSteps = []
        settleFocus()
        for step in steps {
            switch step {
            case .endAppearance(let controller): controller.endAppearanceTransition()
            case .completion(let handler): handler()
            }
        }
    }

    /// Puts the focus where the screen in front wants it, unless it already is inside that
    /// screen: the view the screen's controllers remembered when they last disappeared (if
    /// they restore focus and it can still take it), else the front controller's
    /// ``ViewController/preferredFirstResponder``, else the first focusable view of its
    /// content in reading order (the content controller in front's: the top of a
    /// navigation stack inside a plain controller, not the navigation bar's button), else
    /// none. A first responder left behind a presentation loses the focus without being
    /// asked.
    func settleFocus() {
        guard let scope = topmostViewController, let scopeView = scope.viewIfLoaded, scopeView.window === self else {
            return
        }
        if let current = firstResponder, current.firstResponderHost === self, scope.contains(current) { return }
        let target = remembered(in: scope)
            ?? scope.preferredFirstResponder.flatMap { $0.isFocusable && scope.contains($0) ? $0 : nil }
            ?? inReadingOrder(focusContent(of: scope).focusableViewsInSubtree()).first
        setFirstResponder(target)
        (target as? View)?.scrollToVisibleInEnclosingScrollViews()
    }

    /// Where the first focusable view is looked for: the content of the content
    /// controller in front (``ViewController/frontContentController``), so a container's
    /// bars are passed over even when the container is inside a plain controller.
    private func focusContent(of scope: ViewController) -> View {
        let content = scope.frontContentController
        if content !== scope, let view = content.focusContentView ?? content.viewIfLoaded, view.window === self {
            return view
        }
        return scope.focusContentView ?? scope.view
    }

    /// The responder a controller of the screen in front remembered, the front one first,
    /// that can take the focus again; the memory is used up.
    private func remembered(in scope: ViewController) -> Responder? {
        var controllers = [scope]
        var index = 0
        while index < controllers.count {
            controllers += controllers[index].visibleChildren
            index += 1
        }
        for controller in controllers where controller.restoresFocusAfterTransition {
            guard let responder = controller.rememberedFirstResponder else { continue }
            controller.rememberedFirstResponder = nil
            let canTakeIt = (responder as? View)?.isFocusable
                ?? (responder.canBecomeFirstResponder && responder.firstResponderHost === self)
            if canTakeIt, scope.contains(responder) { return responder }
        }
        return nil
    }

    // MARK: - Children coming and going

    /// Gives child controllers whose views joined a window under an on-screen parent
    /// their appear calls, and those whose views left a window while on screen their
    /// disappear calls; the did-calls come at the next cycle, as for every transition.
    /// Root and presented controllers are not children: their transitions say when they
    /// appear.
    static func childControllersMoved(in members: [View], from oldWindow: Window?, to newWindow: Window?) {
        for member in members {
            guard let controller = member.owningViewController, let parent = controller.parent else { continue }
            if let newWindow {
                guard parent.appearanceState.isVisibleOrAppearing, !controller.appearanceState.isVisibleOrAppearing
                else { continue }
                controller.beginAppearanceTransition(true, animated: false)
                newWindow.pendingTransitionSteps.append(.endAppearance(controller))
            } else if let oldWindow, controller.appearanceState.isVisibleOrAppearing {
                controller.beginAppearanceTransition(false, animated: false)
                oldWindow.pendingTransitionSteps.append(.endAppearance(controller))
            }
        }
    }
}
