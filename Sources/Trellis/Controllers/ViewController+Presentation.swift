extension ViewController {
    /// Shows `controller` over this controller's screen: UIKit's
    /// `present(_:animated:completion:)`.
    ///
    /// The presenter is the nearest ancestor of this controller that is not a child (the
    /// container, when called from a child), as in UIKit, and it becomes `controller`'s
    /// ``presentingViewController`` and its next responder. `controller` loads its view,
    /// and gets ``viewWillAppear(_:)`` here; with ``ModalPresentationStyle/fullScreen`` the
    /// presenter first gets ``viewWillDisappear(_:)`` and its view leaves the window. The
    /// other styles leave the presenter on screen, dimmed, with no callbacks. At the
    /// window's next ``Window/runLayoutCycle()`` the presented view is laid out, the focus
    /// moves into it (the first responder behind it loses the focus without being asked,
    /// and is remembered for the dismissal), the did-callbacks run, then `completion`.
    ///
    /// While it is presented, Tab and Shift-Tab cycle inside it, clicks outside it are
    /// swallowed, and Esc dismisses a sheet (see ``isModalInPresentation``).
    ///
    /// Presenting from a controller that already presents one logs
    /// `ViewController: cannot present C on A, which is already presenting B` and does
    /// nothing else, the completion included, as UIKit warns and ignores it. Presenting a
    /// controller that is already shown, or from one not in a window, is logged and ignored
    /// too. Differences from UIKit: `animated` is passed to the callbacks, but the
    /// transition is not animated.
    public func present(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let presenter = containmentRoot
        if let already = presenter.presentedViewController {
            LayoutDiagnostics.emit("ViewController: cannot present \(controller.logName) on \(presenter.logName), which is already presenting \(already.logName)")
            return
        }
        guard controller.presentingStorage == nil, controller.parent == nil, controller !== presenter,
              controller.viewIfLoaded?.window == nil else {
            LayoutDiagnostics.emit("ViewController: cannot present \(controller.logName); it is already on screen")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            LayoutDiagnostics.emit("ViewController: cannot present \(controller.logName) on \(presenter.logName), whose view is not in a window")
            return
        }
        presenter.presentedViewController = controller
        controller.presentingStorage = presenter
        if let responder = window.firstResponder, presenter.contains(responder) {
            presenter.rememberedFirstResponder = responder
        }
        _ = controller.view
        let style = controller.modalPresentationStyle.resolved
        controller.isBeingPresented = true
        if style == .fullScreen { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)

        let container = PresentationContainerView(presenting: controller, style: style)
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.presentationContainer = container
        window.addSubview(container)
        if style == .fullScreen { presenter.presentationHost?.removeFromSuperview() }

        if style == .fullScreen { window.pendingTransitionSteps.append(.endAppearance(presenter)) }
        window.pendingTransitionSteps.append(.endAppearance(controller))
        if let completion { window.pendingTransitionSteps.append(.completion(completion)) }
    }

    /// Dismisses the controllers presented over this one, or, when this one presents
    /// nothing, this one and everything over it: UIKit's `dismiss(animated:completion:)`.
    ///
    /// As in UIKit, a presenting controller (or a child of one) removes everything above
    /// it, and any other presented controller forwards the call to its presenter. The
    /// dismissed controllers that are on screen get ``viewWillDisappear(_:)``, topmost
    /// first, and the presenter ``viewWillAppear(_:)`` if a full-screen presentation had
    /// covered it. At the next ``Window/runLayoutCycle()`` the focus goes back to what the
    /// presenter remembered, then the did-callbacks run (topmost first, the presenter
    /// last), then `completion`. A controller that is neither presented nor presenting
    /// ignores the call.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let root = containmentRoot
        let base: ViewController
        if root.presentedViewController != nil {
            base = root
        } else if let presenter = root.presentingStorage {
            base = presenter
        } else {
            return
        }
        var stack: [ViewController] = []
        var next = base.presentedViewController
        while let controller = next {
            stack.append(controller)
            next = controller.presentedViewController
        }
        guard let window = stack.lazy.compactMap({ $0.presentationContainer?.window }).first else { return }
        for controller in stack.reversed() {
            controller.isBeingDismissed = controller.appearanceState.isVisibleOrAppearing
            controller.beginAppearanceTransition(false, animated: animated)
        }
        if let host = base.presentationHost, host.window !== window {
            base.beginAppearanceTransition(true, animated: animated)
            host.frame = window.bounds
            if let above = stack.first?.presentationContainer, above.superview === window {
                window.insertSubview(host, belowSubview: above)
            } else {
                window.addSubview(host)
            }
        }
        for controller in stack.reversed() {
            controller.presentationContainer?.removeFromSuperview()
            controller.presentationContainer = nil
            controller.presentingStorage = nil
            controller.presentedViewController = nil
        }
        base.presentedViewController = nil
        for controller in stack.reversed() { window.pendingTransitionSteps.append(.endAppearance(controller)) }
        window.pendingTransitionSteps.append(.endAppearance(base))
        if let completion { window.pendingTransitionSteps.append(.completion(completion)) }
    }

    /// The view that shows this controller in the window: its presentation's container
    /// when presented, otherwise its own view.
    var presentationHost: View? {
        presentationContainer ?? viewIfLoaded
    }

    /// Esc on a sheet in front: dismisses it, unless it is modal or its delegate refuses.
    /// Returns whether the key was taken.
    func handleDismissalKey(_ event: KeyEvent) -> Bool {
        guard event.key == .escape, event.modifiers.isEmpty, presentingStorage != nil,
              modalPresentationStyle.isSheet, let window = presentationContainer?.window,
              window.topmostViewController === self else { return false }
        let delegate = presentationDelegate
        if isModalInPresentation || delegate?.presentationShouldDismiss(self) == false {
            delegate?.presentationDidAttemptToDismiss(self)
            return true
        }
        delegate?.presentationWillDismiss(self)
        dismiss(animated: false) { [weak self, weak delegate] in
            guard let self else { return }
            delegate?.presentationDidDismiss(self)
        }
        return true
    }
}
