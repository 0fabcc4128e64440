/// Where a view controller is in its appearance cycle: which of the four appearance
/// callbacks it had last, so every will-call gets exactly one did-call and a controller
/// that is not visible gets none.
enum AppearanceState {
    /// Not on screen: no callbacks yet, or `viewDidDisappear` was the last.
    case disappeared
    /// `viewWillAppear` was called; `viewDidAppear` follows when the transition ends.
    case appearing
    /// On screen: `viewDidAppear` was the last callback.
    case appeared
    /// `viewWillDisappear` was called; `viewDidDisappear` follows when the transition ends.
    case disappearing

    /// Whether the controller is, or is about to be, on screen.
    var isVisibleOrAppearing: Bool { self == .appearing || self == .appeared }
}
