/// The calls that `HookRecordingView`s receive, in order, shared by the views of one test.
@MainActor
final class HookLog {
    /// One line per hook call, such as `v.willMove(toSuperview: b) [superview: a]`.
    var entries: [String] = []
}
