import CatalogDemo
import DemoSupport
import Testing
import Trellis

/// Getting around the catalog: the list opens a screen by Enter or a click, Esc comes back
/// with the focus where it was, the bar of keys follows the screen on top, the navigation
/// screen pushes and pops pages, the presentation screen shows and dismisses sheets, and
/// `q` quits (or goes back to the launcher).
@MainActor
@Suite struct CatalogNavigationTests {
    @Test func enterOpensAScreenAndEscComesBackWithTheFocusOnItsButton() throws {
        let fixture = CatalogFixture(width: 80, height: 24)
        fixture.screen.press(KeyEvent(.down), KeyEvent(.down))
        let label = fixture.catalog.list.buttons[2]
        #expect(label.isFirstResponder)
        fixture.screen.press(KeyEvent(.enter))
        #expect(fixture.top is LabelScreen)
        #expect(fixture.screen.rows[0].contains("Label"))
        #expect(fixture.screen.barRow == "n numberOfLines · b lineBreakMode · a textAlignment · t text · q quit")
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.top == nil)
        #expect(label.isFirstResponder)
        #expect(fixture.screen.barRow == "q quit")
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    /// End and Home scroll the list to its ends and take the focus along, so Enter opens
    /// the entry on screen, never one scrolled out of sight.
    @Test func homeAndEndMoveTheFocusWithTheListSoEnterOpensWhatIsShown() throws {
        let fixture = CatalogFixture(width: 80, height: 12)
        let buttons = fixture.catalog.list.buttons
        let last = try #require(buttons.last)
        fixture.screen.press(KeyEvent(.end))
        #expect(last.isFirstResponder)
        #expect(fixture.text.contains(last.title))
        fixture.screen.press(KeyEvent(.home))
        #expect(buttons[0].isFirstResponder)
        #expect(fixture.text.contains(buttons[0].title))
        fixture.screen.press(KeyEvent(.enter))
        #expect(fixture.top?.title == fixture.catalog.list.entries[0].title)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func aClickOnAnEntryOpensIt() throws {
        let fixture = CatalogFixture(width: 80, height: 24)
        let position = try #require(fixture.screen.locate("[ Button ]"))
        fixture.screen.send(MouseEvent(.down, button: .left, at: Point(x: Double(position.column + 3), y: Double(position.row))))
        fixture.screen.send(MouseEvent(.up, button: .left, at: Point(x: Double(position.column + 3), y: Double(position.row))))
        #expect(fixture.top is ButtonScreen)
        #expect(fixture.screen.barRow == "e isEnabled · t title · Escape Back · q quit")
    }

    /// With nothing focused on a screen (its one button just disabled), keys start at the
    /// screen on top: its keys work and are listed, and Esc goes back, with no forwarding
    /// by the catalog.
    @Test func withNothingFocusedTheScreensKeysAndEscStillWork() throws {
        let fixture = CatalogFixture(opening: "Button")
        let screen = try #require(fixture.top(as: ButtonScreen.self))
        fixture.type("e")
        #expect(!screen.button.isEnabled)
        #expect(fixture.screen.window.firstResponder == nil)
        #expect(fixture.screen.barRow == "e isEnabled · t title · Escape Back · q quit")
        fixture.type("e")
        #expect(screen.button.isEnabled)
        #expect(screen.button.isFirstResponder)
        fixture.type("e")
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.top == nil)
        #expect(fixture.screen.barRow == "q quit")
    }

    @Test func everyEntryOpensItsOwnScreenAndComesBack() {
        let fixture = CatalogFixture(width: 80, height: 24)
        for entry in fixture.catalog.list.entries {
            fixture.open(entry.title)
            #expect(fixture.top?.title == entry.title || entry.title == "NavigationController")
            fixture.screen.press(KeyEvent(.escape))
            #expect(fixture.top == nil)
        }
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func theNavigationScreenPushesAndPopsPages() throws {
        let fixture = CatalogFixture(opening: "NavigationController")
        #expect(fixture.catalog.navigation.viewControllers.count == 2)
        #expect(fixture.screen.rows[0].contains("Push"))
        fixture.type("p")
        #expect(fixture.catalog.navigation.viewControllers.count == 3)
        #expect(fixture.screen.rows[0].hasPrefix("‹ Navigation"))
        #expect(fixture.screen.rows[0].contains("Page 2"))
        #expect(fixture.text.contains("Page 2, pushed over page 1."))
        #expect(fixture.text.contains("p  pushViewController: 3 on the stack"))
        fixture.type("p")
        #expect((fixture.top as? NavigationScreen)?.depth == 3)
        fixture.type("o")
        #expect((fixture.top as? NavigationScreen)?.depth == 2)
        fixture.screen.press(KeyEvent(.escape))
        #expect((fixture.top as? NavigationScreen)?.depth == 1)
        fixture.screen.press(KeyEvent(.left, modifiers: .alternate))
        #expect(fixture.top == nil)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func theNavigationScreenShowsTheToolbarAndHidesItOnLeaving() throws {
        let fixture = CatalogFixture(opening: "NavigationController")
        let navigation = fixture.catalog.navigation
        #expect(navigation.isToolbarHidden)
        fixture.type("b")
        #expect(!navigation.isToolbarHidden)
        // The toolbar takes the row above the hint: the page's Push and Pop items.
        let toolbarRow = fixture.screen.rows[22]
        #expect(toolbarRow.contains("Push") && toolbarRow.contains("Pop"))
        #expect(fixture.text.contains("b  isToolbarHidden: false"))
        fixture.type("p")
        #expect(fixture.screen.rows[22].contains("Pop"))
        fixture.screen.press(KeyEvent(.escape), KeyEvent(.escape))
        #expect(fixture.top == nil)
        #expect(navigation.isToolbarHidden)
        #expect(!fixture.screen.rows[22].contains("Pop"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func thePresentationScreenShowsASheetThatEscOrCloseDismisses() throws {
        let fixture = CatalogFixture(opening: "Presentation")
        let screen = try #require(fixture.top(as: PresentationScreen.self))
        fixture.type("s")
        let sheet = try #require(fixture.catalog.presentedViewController as? CatalogSheetViewController)
        #expect(fixture.text.contains("Presented as .formSheet. Esc or Close"))
        #expect(sheet.closeButton.isFirstResponder)
        // The screen's keys do not reach past the sheet.
        fixture.type("m")
        #expect(screen.style == .formSheet)
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.catalog.presentedViewController == nil)
        #expect(fixture.top === screen)
        #expect(fixture.text.contains("The sheet was dismissed (1 so far)."))
        // Full screen: Esc does not dismiss it, Close does.
        fixture.type("mm")
        #expect(screen.style == .overFullScreen)
        fixture.type("s")
        #expect(fixture.text.contains("Presented as .overFullScreen. Close dismisses"))
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.catalog.presentedViewController != nil)
        fixture.screen.press(KeyEvent(.enter))
        #expect(fixture.catalog.presentedViewController == nil)
        #expect(fixture.text.contains("(2 so far)"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func aModalSheetRefusesEsc() throws {
        let fixture = CatalogFixture(opening: "Presentation")
        fixture.type("i")
        #expect(fixture.text.contains("sheet.isModalInPresentation = true"))
        fixture.type("s")
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.catalog.presentedViewController != nil)
        fixture.screen.press(KeyEvent(.enter))
        #expect(fixture.catalog.presentedViewController == nil)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func qQuitsFromAScreen() {
        let fixture = CatalogFixture(opening: "StackView")
        fixture.type("q")
        #expect(fixture.screen.application.isQuitRequested)
    }

    @Test func theLauncherListsTheCatalogAndQComesBackFromIt() throws {
        let launcher = DemoLauncherViewController(demos: [.splash, .menu, .venn, .catalog])
        let screen = DemoScreen(launcher, width: 80, height: 24)
        #expect(screen.locate("4 Catalog") != nil)
        screen.press(.character("4"))
        let catalog = try #require(launcher.openDemo as? CatalogViewController)
        #expect(screen.rows[0].contains("Trellis catalog"))
        screen.press(KeyEvent(.enter))
        #expect(catalog.topScreen is StackViewScreen)
        #expect(screen.barRow == "a axis · d distribution · l alignment · + spacing · - spacing · q back")
        screen.press(.character("q"))
        #expect(screen.window.rootViewController === launcher)
        #expect(!screen.application.isQuitRequested)
        #expect(screen.diagnostics.isEmpty)
    }
}
