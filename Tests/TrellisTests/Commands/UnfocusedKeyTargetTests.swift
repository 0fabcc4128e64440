import Testing
@testable import Trellis

/// Where keys start when nothing has the focus: at the deepest content controller of the
/// screen in front, so its commands and its containers' are found.
@MainActor
@Suite struct UnfocusedKeyTargetTests {
    /// A controller with no focusable view, offering a command on `key` that counts its
    /// runs, and taking pastes.
    private final class Screen: ViewController {
        let name: String
        var runs = 0
        var pasted = ""
        private(set) lazy var command = KeyCommand(title: name, input: key) { [unowned self] _ in runs += 1 }
        private let key: String

        init(_ name: String, key: String) {
            self.name = name
            self.key = key
            super.init()
            title = name
        }

        override var keyCommands: [KeyCommand] { [command] }

        override func paste(_ text: String) { pasted += text }
    }

    /// A plain controller embedding `children` side by side, each filling its share.
    private final class Holder: ViewController {
        let embedded: [ViewController]
        private(set) lazy var command = KeyCommand(title: "Hold", input: "h") { _ in }

        init(_ embedded: [ViewController]) {
            self.embedded = embedded
            super.init()
        }

        override var keyCommands: [KeyCommand] { [command] }

        override func viewDidLoad() {
            super.viewDidLoad()
            for (index, child) in embedded.enumerated() {
                addChild(child)
                view.addFixed(child.view, Double(index * 20), 0, 20, 8)
                child.didMove(toParent: self)
            }
        }
    }

    private func show(_ root: ViewController, width: Double = 40) -> Application {
        let application = makeApplication(width: width, height: 8)
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        return application
    }

    private func titles(_ application: Application) -> [String] {
        application.discoverableKeyCommands.map(\.title)
    }

    @Test func theTopOfANavigationStackInsideAPlainControllerGetsItsKeysAndEscPops() {
        let a = Screen("A", key: "a")
        let b = Screen("B", key: "b")
        let navigation = NavigationController(rootViewController: a)
        let holder = Holder([navigation])
        let application = show(holder)
        navigation.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder == nil)
        #expect(titles(application) == ["B", "Back", "Hold", "Quit"])
        application.send(.character("b"))
        #expect(b.runs == 1)
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(navigation.viewControllers.count == 1)
        #expect(titles(application) == ["A", "Hold", "Quit"])
        application.send(.character("a"))
        application.send(.character("b"))
        #expect(a.runs == 1)
        #expect(b.runs == 1)
    }

    @Test func theSelectedTabGetsTheKeysAndFollowsTheSelection() {
        let one = Screen("One", key: "o")
        let two = Screen("Two", key: "t")
        let tabs = TabBarController()
        tabs.viewControllers = [one, two]
        let application = show(tabs)
        #expect(application.window.firstResponder == nil)
        application.send(.character("o"))
        application.send(.character("t"))
        #expect((one.runs, two.runs) == (1, 0))
        #expect(titles(application) == ["One", "Next tab", "Previous tab", "Quit"])
        application.send(KeyEvent(.pageDown, modifiers: .control))
        application.window.runLayoutCycle()
        #expect(tabs.selectedViewController === two)
        application.send(.character("o"))
        application.send(.character("t"))
        #expect((one.runs, two.runs) == (1, 1))
        #expect(titles(application) == ["Two", "Next tab", "Previous tab", "Quit"])
    }

    /// The chain goes from the top through the navigation controller (its Esc), and stops
    /// there: the presentation traps the keys, so the presenter's commands are out of reach.
    @Test func aPresentedNavigationControllersTopGetsTheKeysThenItsContainerNotThePresenter() {
        let presenter = Screen("Presenter", key: "p")
        let application = show(presenter)
        let top = Screen("Top", key: "t")
        let sheet = NavigationController(rootViewController: Screen("Root", key: "r"))
        presenter.present(sheet, animated: false)
        application.window.runLayoutCycle()
        sheet.pushViewController(top, animated: false)
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder == nil)
        application.send(.character("t"))
        application.send(.character("p"))
        #expect((presenter.runs, top.runs) == (0, 1))
        #expect(titles(application) == ["Top", "Back", "Quit"])
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(sheet.topViewController?.title == "Root")
    }

    @Test func aSplitViewsFirstShownColumnGetsTheKeys() {
        let primary = Screen("Primary", key: "p")
        let secondary = Screen("Secondary", key: "s")
        let split = SplitViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let application = show(split, width: 100)
        application.send(.character("p"))
        #expect(primary.runs == 1)
        #expect(titles(application) == ["Primary", "Other column", "Quit"])
    }

    @Test func aControllerShowingTwoChildrenKeepsTheKeysItself() {
        let left = Screen("Left", key: "l")
        let right = Screen("Right", key: "r")
        let application = show(Holder([left, right]))
        application.send(.character("l"))
        application.send(.character("r"))
        #expect((left.runs, right.runs) == (0, 0))
        #expect(titles(application) == ["Hold", "Quit"])
        // Hide one, and the other is the content.
        right.view.isHidden = true
        application.send(.character("l"))
        #expect(left.runs == 1)
    }

    @Test func aPasteWithNothingFocusedGoesToTheContentInFront() {
        let a = Screen("A", key: "a")
        let navigation = NavigationController(rootViewController: a)
        let application = show(Holder([navigation]))
        application.send(paste: "hello")
        #expect(a.pasted == "hello")
    }

    @Test func ctrlCStillInterruptsWhenTheQuitCommandIsAnotherKey() {
        let application = show(Screen("A", key: "a"))
        application.quitCommand = KeyCommand(title: "quit", input: "q") { _ in application.quit() }
        application.send(.control("c"))
        #expect(application.isQuitRequested)
        #expect(application.isInterrupted)
    }

    /// The first focus of a screen goes into the content in front, past the bar of a
    /// navigation controller inside a plain controller: nowhere when the top has nothing
    /// focusable (so keys start at the top), its first button when it has one.
    @Test func theFirstFocusSkipsANavigationBarInsideAPlainController() {
        let a = Screen("A", key: "a")
        a.navigationItem.rightBarButtonItem = BarButtonItem(title: "Push") { _ in }
        let navigation = NavigationController(rootViewController: a)
        let application = show(Holder([navigation]))
        #expect(application.window.firstResponder == nil)
        application.send(.character("a"))
        #expect(a.runs == 1)
        let b = Screen("B", key: "b")
        let button = b.view.addFixed(Button(title: "Go"), 0, 0, 6, 1)
        navigation.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === button)
    }
}
