/// A view held weakly, for the engine's lists of views to revisit.
@MainActor
struct WeakView {
    weak var view: View?

    init(_ view: View) {
        self.view = view
    }
}
