import Testing
import Trellis
@testable import DemoSupport

@MainActor
@Suite struct DemoLauncherTests {
    /// A stand-in demo whose screen says its name in the middle.
    private final class Named: DemoViewController {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init()
        }

        private lazy var nothing = KeyCommand(title: "nothing", input: "x") { _ in }
        override var keyCommands: [KeyCommand] { [nothing] }

        override func viewDidLoad() {
            super.viewDidLoad()
            let label = Label(text: "Demo \(name)")
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
    }

    private let demos = ["alpha", "beta", "gamma"].map { name in
        Demo(name: name, title: name.prefix(1).uppercased() + name.dropFirst(), summary: "Shows \(name), and says so at some length to wrap.") {
            Named(name)
        }
    }

    @Test func theListShowsEveryDemoWithItsNumberAndSummary() {
        let screen = DemoScreen(DemoLauncherViewController(demos: demos), width: 80, height: 24)
        let rows = screen.rows
        #expect(rows[1].contains("Trellis demos"))
        for (index, demo) in demos.enumerated() {
            // The first is focused: `< 1 Alpha >`, the others `[ 2 Beta ]`.
            let position = screen.locate("\(index + 1) \(demo.title) ")
            #expect(position?.column == 4)
            if let position { #expect(rows[position.row + 1].contains("Shows \(demo.name)")) }
        }
        #expect(rows[23] == "1 alpha · 2 beta · 3 gamma · q quit")
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func aNumberOpensItsDemoAndQComesBackWithTheFocusOnIt() {
        let launcher = DemoLauncherViewController(demos: demos)
        let screen = DemoScreen(launcher, width: 60, height: 12)
        screen.press(.character("2"))
        #expect(screen.window.rootViewController === launcher.openDemo)
        #expect(screen.rows.contains { $0.contains("Demo beta") })
        #expect(screen.rows[11] == "x nothing · q back")
        screen.press(.character("q"))
        #expect(screen.window.rootViewController === launcher)
        #expect(!screen.application.isQuitRequested)
        #expect(launcher.buttons[1].isFirstResponder)
        #expect(screen.locate("< 2 Beta >") != nil)
        #expect(screen.rows[11] == "1 alpha · 2 beta · 3 gamma · q quit")
        screen.press(.character("q"))
        #expect(screen.application.isQuitRequested)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func tabArrowsAndEnterOpenTheChosenDemo() {
        let launcher = DemoLauncherViewController(demos: demos)
        let screen = DemoScreen(launcher, width: 60, height: 12)
        screen.press(KeyEvent(.tab), KeyEvent(.down), KeyEvent(.down))
        #expect(launcher.buttons[2].isFirstResponder)
        screen.press(KeyEvent(.up))
        #expect(launcher.buttons[1].isFirstResponder)
        screen.press(KeyEvent(.enter))
        #expect(screen.rows.contains { $0.contains("Demo beta") })
    }

    @Test func aClickOpensADemo() throws {
        let launcher = DemoLauncherViewController(demos: demos)
        let screen = DemoScreen(launcher, width: 60, height: 24)
        let target = try #require(screen.locate("[ 3 Gamma ]"))
        let point = Point(x: Double(target.column + 3), y: Double(target.row))
        screen.send(MouseEvent(.down, button: .left, at: point))
        screen.send(MouseEvent(.up, button: .left, at: point))
        #expect(screen.rows.contains { $0.contains("Demo gamma") })
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6)])
    func everySizeShowsWhatFitsAndLogsNothing(width: Int, height: Int) {
        let screen = DemoScreen(DemoLauncherViewController(demos: demos), width: width, height: height)
        let rows = screen.rows
        #expect(rows.count == height)
        #expect(rows.allSatisfy { $0.count <= width })
        #expect(rows[1].contains("Trellis demos") || width < 15)
        #expect(screen.locate("< 1 Alpha >") != nil || height < 12)
        // Text wraps inside the width rather than being cut; only the hint may be.
        #expect(!rows.dropLast().contains { $0.contains("…") })
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func aShortTerminalScrollsTheFocusedDemoIntoView() {
        let launcher = DemoLauncherViewController(demos: demos)
        let screen = DemoScreen(launcher, width: 20, height: 6)
        #expect(screen.locate("3 Gamma") == nil)
        screen.press(KeyEvent(.tab), KeyEvent(.down), KeyEvent(.down))
        #expect(launcher.buttons[2].isFirstResponder)
        #expect(screen.locate("< 3 Gamma >") != nil)
    }

    /// The terminal shrinks while a demo is open: back in the list, the demo's button is
    /// scrolled into view.
    @Test func comingBackToAShorterTerminalShowsTheDemosButton() {
        let launcher = DemoLauncherViewController(demos: demos)
        let screen = DemoScreen(launcher, width: 60, height: 24)
        screen.press(.character("3"))
        screen.resize(width: 40, height: 8)
        screen.press(.character("q"))
        #expect(screen.locate("< 3 Gamma >") != nil)
        #expect(screen.diagnostics.isEmpty)
    }

    /// The first demo has the focus from the start, so the arrows and Enter work at once.
    @Test func theArrowsAndEnterWorkWithoutTabFirst() {
        let launcher = DemoLauncherViewController(demos: demos)
        let screen = DemoScreen(launcher, width: 60, height: 24)
        #expect(launcher.buttons[0].isFirstResponder)
        screen.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.rows.contains { $0.contains("Demo beta") })
    }

    /// Text wrapped in a narrow terminal wraps again, wider, when the terminal grows.
    @Test func wrappedTextFollowsAWiderTerminal() {
        let screen = DemoScreen(DemoLauncherViewController(demos: demos), width: 20, height: 6)
        screen.resize(width: 60, height: 24)
        let fresh = DemoScreen(DemoLauncherViewController(demos: demos), width: 60, height: 24)
        #expect(screen.rows == fresh.rows)
        #expect(screen.locate("The course's apps, laid out by Auto Layout in your") != nil)
    }
}
