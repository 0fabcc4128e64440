import CatalogDemo
import Testing
import Trellis

/// The screens of the app-structure controllers and commands: alerts, tabs, the split
/// view, context menus and the command palette, each driven by its own keys.
@MainActor
@Suite struct CatalogAppStructureScreenTests {
    @Test func alertShowsItsActionsAndReportsTheOneChosen() throws {
        let fixture = CatalogFixture(opening: "AlertController")
        let screen = try #require(fixture.top(as: AlertScreen.self))
        fixture.type("a")
        #expect(fixture.catalog.presentedViewController is AlertController)
        #expect(fixture.text.contains("Delete the draft?"))
        #expect(fixture.text.contains("< Save >"))
        fixture.screen.press(KeyEvent(.enter))
        #expect(fixture.catalog.presentedViewController == nil)
        #expect(screen.resultLabel.text == "Chosen: Save.")
        fixture.type("f")
        fixture.type("a")
        fixture.type("hi")
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.resultLabel.text == "Chosen: Save with \"hi\".")
        fixture.type("s")
        #expect(screen.style == .actionSheet)
        fixture.type("a")
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.catalog.presentedViewController == nil)
        #expect(screen.resultLabel.text == "Chosen: Cancel.")
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    /// The open alert traps the keys: neither the screen's keys nor the catalog's quit
    /// (`q`) reach behind it, and its bar lists none of them.
    @Test func anOpenAlertKeepsTheScreensKeysAndQuitFromRunning() throws {
        let fixture = CatalogFixture(opening: "AlertController")
        let screen = try #require(fixture.top(as: AlertScreen.self))
        #expect(fixture.screen.barRow.contains("q quit"))
        fixture.type("a")
        fixture.type("sfq")
        #expect(!fixture.screen.application.isQuitRequested)
        #expect(fixture.catalog.presentedViewController is AlertController)
        #expect(screen.style == .alert)
        #expect(!screen.hasTextField)
        #expect(!fixture.screen.barRow.contains("quit"))
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.catalog.presentedViewController == nil)
        fixture.type("q")
        #expect(fixture.screen.application.isQuitRequested)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func tabBarSwitchesTabsAndBadges() throws {
        let fixture = CatalogFixture(opening: "TabBarController")
        let screen = try #require(fixture.top(as: TabBarScreen.self))
        #expect(fixture.text.contains("The Inbox tab"))
        fixture.type("t")
        #expect(screen.tabs.selectedIndex == 1)
        #expect(fixture.text.contains("The Drafts tab"))
        #expect(fixture.text.contains("t  selectedIndex: 1 (Drafts)"))
        fixture.type("b")
        #expect(screen.tabs.viewControllers?[1].tabBarItem.badgeValue == "1")
        #expect(fixture.text.contains("drafts.tabBarItem.badgeValue = \"1\""))
        fixture.type("tt")
        #expect(screen.tabs.selectedIndex == 0)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func contextMenuOpensByShiftF10AndReportsTheChoice() throws {
        let fixture = CatalogFixture(opening: "Context menus")
        let screen = try #require(fixture.top(as: ContextMenuScreen.self))
        #expect(screen.fileButton.isFirstResponder)
        fixture.screen.press(KeyEvent(.function(10), modifiers: .shift))
        #expect(fixture.text.contains("Open"))
        #expect(fixture.screen.rows.contains { $0.contains("Share") && $0.contains("›") })
        fixture.screen.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.isPinned)
        #expect(screen.resultLabel.text == "Chosen: Pinned.")
        #expect(fixture.text.contains("n  Pinned's state: .on"))
        fixture.type("d")
        #expect(!screen.allowsDelete)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func theCommandPaletteListsTheScreensKeysAndRunsOne() throws {
        let fixture = CatalogFixture(opening: "StackView")
        let screen = try #require(fixture.top(as: StackViewScreen.self))
        fixture.screen.press(KeyEvent.control("p"))
        #expect(fixture.screen.application.isShowingCommandPalette)
        #expect(fixture.text.contains("axis"))
        fixture.type("axis")
        fixture.screen.press(KeyEvent(.enter))
        #expect(!fixture.screen.application.isShowingCommandPalette)
        #expect(screen.stack.axis == .vertical)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func splitShowsBothColumnsWhenWideAndOneWhenNarrow() throws {
        let fixture = CatalogFixture(opening: "SplitViewController")
        let screen = try #require(fixture.top(as: SplitViewScreen.self))
        #expect(!screen.split.isCollapsed)
        #expect(fixture.text.contains("Mailboxes"))
        #expect(fixture.text.contains("From: Ada"))
        fixture.type("m")
        #expect(screen.split.preferredDisplayMode == .secondaryOnly)
        #expect(!fixture.text.contains("Archive"))
        fixture.type("mm")
        fixture.type("w")
        #expect(screen.split.preferredPrimaryColumnWidthFraction == 0.5)
        fixture.screen.resize(width: 60, height: 24)
        #expect(screen.split.isCollapsed)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func aKeyCommandRunsAndTheBarFollowsItsAttributes() throws {
        let fixture = CatalogFixture(opening: "KeyCommand")
        let screen = try #require(fixture.top(as: KeyCommandsScreen.self))
        let barRow = Int(screen.bar.convert(Point(x: 0, y: 0), to: nil).y)
        #expect(fixture.screen.rows[barRow].contains("v Save"))
        #expect(fixture.screen.rows[barRow].contains("h hidden"))
        fixture.type("v")
        #expect(screen.saves == 1)
        #expect(fixture.text.contains("Save ran 1 time."))
        fixture.type("t")
        #expect(fixture.screen.rows[barRow].contains("v Save all"))
        fixture.type("h")
        #expect(!fixture.screen.rows[barRow].contains("v Save"))
        // Hidden still runs; disabled does not.
        fixture.type("v")
        #expect(screen.saves == 2)
        fixture.type("d")
        fixture.type("v")
        #expect(screen.saves == 2)
        #expect(fixture.text.contains("save.attributes = [.hidden, .disabled]"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    /// The code lists every action the alert has, and its text field once `f` adds one.
    @Test func alertCodeListsEveryActionAndTheTextField() throws {
        let fixture = CatalogFixture(opening: "AlertController")
        let save = "alert.addAction(AlertAction(title: \"Save\", style: .default))"
        let field = "alert.addTextField { $0.placeholder = \"New name\" }"
        #expect(fixture.text.contains(save))
        #expect(fixture.text.contains("alert.preferredAction = alert.actions.last"))
        #expect(!fixture.text.contains(field))
        fixture.type("f")
        #expect(fixture.text.contains(field))
        fixture.type("a")
        #expect(fixture.text.contains("[ Save ]"))
        #expect(fixture.text.contains("New name"))
        fixture.screen.press(KeyEvent(.escape))
        fixture.type("s")
        #expect(!fixture.text.contains(save))
        #expect(!fixture.text.contains(field))
        #expect(fixture.text.contains("preferredStyle: .actionSheet"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    /// Opened on a terminal too narrow for two columns, the split says it is collapsed at
    /// once, and says so again as the terminal widens and narrows.
    @Test func splitSaysItIsCollapsedWhenOpenedNarrow() throws {
        let fixture = CatalogFixture(opening: "SplitViewController", width: 40, height: 14)
        let screen = try #require(fixture.top(as: SplitViewScreen.self))
        #expect(screen.split.isCollapsed)
        #expect(fixture.text.contains("(collapsed: true)"))
        fixture.screen.resize(width: 120, height: 30)
        #expect(!screen.split.isCollapsed)
        #expect(fixture.text.contains("(collapsed: false)"))
        fixture.screen.resize(width: 40, height: 14)
        #expect(fixture.text.contains("(collapsed: true)"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }
}
