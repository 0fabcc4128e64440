import Testing
import Trellis
@testable import DemoSupport

@MainActor
@Suite struct DemoViewControllerTests {
    private final class Sample: DemoViewController {
        let body = Label(text: "body")
        var switches = 0
        private lazy var commands = [
            KeyCommand(title: "switch", input: "1") { [unowned self] _ in switches += 1 },
            KeyCommand(title: "focus", input: KeyCommand.inputF(2)) { _ in },
        ]
        override var keyCommands: [KeyCommand] { commands }

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

    @Test func theBarOfCommandsIsTheBottomRowAndTheContentEndsAboveIt() {
        let screen = DemoScreen(Sample(), width: 40, height: 4)
        #expect(screen.rows[3] == "1 switch · F2 focus · q quit")
        #expect(screen.rows[2].contains("body"))
        #expect(screen.controller.contentView.frame == Rect(x: 0, y: 0, width: 40, height: 3))
        // The keys are bold and dim, the titles dim.
        #expect(screen.window.canvas[0, 3].style.attributes == [.bold, .dim])
        #expect(screen.window.canvas[2, 3].style.attributes == .dim)
        screen.press(.character("1"))
        #expect((screen.controller as? Sample)?.switches == 1)
    }

    @Test func aNarrowTerminalDropsCommandsButKeepsQuitAndTheContent() {
        let screen = DemoScreen(Sample(), width: 10, height: 3)
        #expect(screen.rows[2] == "q quit")
        #expect(screen.controller.discoverabilityBar.frame == Rect(x: 0, y: 2, width: 10, height: 1))
        #expect((screen.controller as? Sample)?.body.frame.width == 4)
    }

    @Test func qQuitsTheApplication() {
        let screen = DemoScreen(Sample(), width: 40, height: 4)
        screen.press(.character("x"))
        #expect(!screen.application.isQuitRequested)
        screen.press(.character("q"))
        #expect(screen.application.isQuitRequested)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func qIsTheApplicationsQuitCommandAndCtrlCStillQuits() {
        let screen = DemoScreen(Sample(), width: 40, height: 4)
        #expect(screen.application.quitCommand === screen.controller.quitCommand)
        screen.press(.control("c"))
        #expect(screen.application.isQuitRequested)
        #expect(screen.application.isInterrupted)
    }

    @Test func aQuitActionTakesTheQuitKeyAndRenamesIt() {
        let demo = Sample()
        var quits = 0
        demo.quitAction = { quits += 1 }
        demo.quitCommand.title = "back"
        let screen = DemoScreen(demo, width: 40, height: 4)
        #expect(screen.rows[3] == "1 switch · F2 focus · q back")
        screen.press(.character("q"))
        #expect(quits == 1)
        #expect(!screen.application.isQuitRequested)
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

    @Test func contentTallerThanTheTerminalStopsAboveTheBar() {
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

    @Test func theBarKeepsItsRowWhateverTheContentWouldRatherHave() {
        let screen = DemoScreen(Greedy(), width: 20, height: 6)
        #expect(screen.rows[5] == "q quit")
        #expect(screen.controller.contentView.frame == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(screen.controller.discoverabilityBar.frame == Rect(x: 0, y: 5, width: 20, height: 1))
        #expect(screen.diagnostics.isEmpty)
    }
}
