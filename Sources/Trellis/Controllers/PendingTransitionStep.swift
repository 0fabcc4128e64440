/// One thing left to do when a transition finishes at the window's next layout cycle:
/// a controller's did-callback, or a completion handler.
@MainActor
enum PendingTransitionStep {
    /// Ends the controller's appearance transition: `viewDidAppear` or
    /// `viewDidDisappear`, whichever its will-call was.
    case endAppearance(ViewController)
    /// Runs a transition's completion handler.
    case completion(@MainActor () -> Void)
}
