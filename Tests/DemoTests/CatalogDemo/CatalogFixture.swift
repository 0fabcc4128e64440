import CatalogDemo
import Testing
import Trellis

/// The catalog on a headless terminal, optionally with one of its screens open: the
/// catalog's controller, the screen, and the ``DemoScreen`` to press keys on and read.
@MainActor
struct CatalogFixture {
    let catalog: CatalogViewController
    let screen: DemoScreen

    /// The catalog at `width` × `height`, showing its list.
    init(width: Int, height: Int) {
        catalog = CatalogViewController()
        screen = DemoScreen(catalog, width: width, height: height)
    }

    /// The catalog at `width` × `height` with the screen titled `title` opened from the
    /// list, as Enter on its button does.
    init(opening title: String, width: Int = 80, height: Int = 24) {
        self.init(width: width, height: height)
        open(title)
    }

    /// Opens the entry titled `title` by its button: focused, then pressed with Enter.
    func open(_ title: String) {
        guard let index = catalog.list.entries.firstIndex(where: { $0.title == title }) else {
            Issue.record("no catalog entry titled \(title)")
            return
        }
        _ = catalog.list.buttons[index].becomeFirstResponder()
        screen.press(KeyEvent(.enter))
    }

    /// The screen on top of the catalog's navigation stack.
    var top: CatalogScreen? { catalog.topScreen }

    /// The open screen as `T`.
    func top<T: CatalogScreen>(as type: T.Type) -> T? { catalog.topScreen as? T }

    /// Presses each character as a key.
    func type(_ keys: String) {
        for character in keys { screen.press(.character(character)) }
    }

    /// Presses the function key F`number`.
    func pressFunctionKey(_ number: Int) {
        screen.press(KeyEvent(.function(number)))
    }

    /// The rendered rows joined, to search for text that may be on any row.
    var text: String { screen.rows.joined(separator: "\n") }
}
