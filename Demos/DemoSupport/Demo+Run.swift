import Trellis
import TrellisCurses

extension Demo {
    /// Runs the demo on its own in the terminal, until `q` or Ctrl-C.
    @MainActor
    public func run() -> Never {
        Application.run(rootViewController: makeViewController())
    }
}
