import Testing
import Trellis
@testable import DemoSupport

@MainActor
@Suite struct DemoViewControllerTests {
    private final class Sample: DemoViewController {
        let body = Label(text: "body")
        override var keyHints: [KeyHint] { [KeyHint("1 2", "switch"), KeyHint("Tab", "focus")] }

        override func viewDidLoad() {
            super.viewDidLoad()
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            LayoutConstraint.activate([
                body.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }

    private func rows(_ window: Window) -> [String] {
        window.runLayoutCycle()
        return window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theHintIsTheBottomRowAndTheContentEndsAboveIt() {
        let window = Window(size: Size(width: 40, height: 4))
        let demo = Sample()
        window.rootViewController = demo
        let screen = rows(window)
        #expect(screen[3].hasPrefix("1 2 switch · Tab focus · q quit"))
        #expect(screen[2].contains("body"))
        #expect(demo.contentView.frame == Rect(x: 0, y: 0, width: 40, height: 3))
    }

    @Test func aNarrowTerminalCutsTheHintAndNotTheContent() {
        let window = Window(size: Size(width: 10, height: 3))
        let demo = Sample()
        window.rootViewController = demo
        _ = rows(window)
        #expect(demo.hintLabel.frame.width <= 10)
        #expect(demo.body.frame.width == 4)
    }

    @Test func qQuitsTheApplication() {
        let screen = DemoScreen(Sample(), width: 40, height: 4)
        screen.press(.character("x"))
        #expect(!screen.application.isQuitRequested)
        screen.press(.character("q"))
        #expect(screen.application.isQuitRequested)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func aQuitActionTakesTheQuitKeyAndRenamesIt() {
        let window = Window(size: Size(width: 40, height: 4))
        let demo = Sample()
        var quits = 0
        demo.quitAction = { quits += 1 }
        demo.quitHint = "back"
        window.rootViewController = demo
        let application = Application(window: window)
        #expect(rows(window)[3].hasPrefix("1 2 switch · Tab focus · q back"))
        application.send(.character("q"))
        #expect(quits == 1)
        #expect(!application.isQuitRequested)
    }
}

@MainActor
@Suite struct DemoContentClippingTests {
    /// A demo whose one label is taller than its content area.
    private final class Tall: DemoViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = Label(text: "1\n2\n3\n4\n5\n6")
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }
    }

    @Test func contentTallerThanTheTerminalStopsAboveTheHint() {
        let screen = DemoScreen(Tall(), width: 12, height: 4)
        #expect(screen.rows == ["           1", "           2", "           3", "q quit"])
    }
}

extension DemoViewControllerTests {
    /// A demo whose content would rather be taller than the screen, at a priority above
    /// the default compression resistance.
    private final class Greedy: DemoViewController {
        let tall = View()

        override func viewDidLoad() {
            super.viewDidLoad()
            tall.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(tall)
            let height = tall.heightAnchor.constraint(equalToConstant: 50)
            height.priority = .required - 1
            LayoutConstraint.activate([
                tall.topAnchor.constraint(equalTo: contentView.topAnchor),
                tall.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                tall.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
                height,
            ])
        }
    }

    @Test func theHintKeepsItsRowWhateverTheContentWouldRatherHave() {
        let screen = DemoScreen(Greedy(), width: 20, height: 6)
        #expect(screen.rows[5] == "q quit")
        #expect(screen.controller.contentView.frame == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(screen.controller.hintLabel.frame == Rect(x: 0, y: 5, width: 6, height: 1))
        #expect(screen.diagnostics.isEmpty)
    }
}
