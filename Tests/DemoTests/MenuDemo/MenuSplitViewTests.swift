import Testing
import Trellis
@testable import MenuDemo

/// The master-detail split view: two columns in a regular width, one at a time in a
/// compact width with a way back, opening items by key and by click, and the state that
/// survives a resize across the size classes.
@MainActor
@Suite struct MenuSplitViewTests {
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func aRegularWidthShowsTheMenuBesideTheDetail(width: Int, height: Int) {
        let screen = DemoScreen.menu(width: width, height: height)
        let demo = screen.menuDemo
        let rows = Double(height - 1)
        #expect(!demo.isCollapsed)
        #expect(screen.windowFrame(of: demo.menuViewController.view) == Rect(x: 0, y: 0, width: 32, height: rows))
        #expect(screen.rows.prefix(height - 1).allSatisfy { Array($0).count > 32 && Array($0)[32] == "│" })
        #expect(screen.windowFrame(of: demo.detailViewController.view)
                == Rect(x: 33, y: 0, width: Double(width - 33), height: rows))
        #expect(!demo.splitViewController.isCollapsed)
        #expect(demo.selectedItem == .profile)
        #expect(demo.detailViewController === demo.profileViewController)
        #expect(!demo.profileViewController.showsBackButton)
        #expect(demo.profileViewController.header.backButton.isHidden)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test(arguments: [(40, 12), (20, 6)])
    func aCompactWidthShowsTheMenuAlone(width: Int, height: Int) {
        let screen = DemoScreen.menu(width: width, height: height)
        let demo = screen.menuDemo
        #expect(demo.isCollapsed)
        #expect(demo.selectedItem == nil)
        #expect(screen.windowFrame(of: demo.menuViewController.view)
                == Rect(x: 0, y: 0, width: Double(width), height: Double(height - 1)))
        #expect(demo.splitViewController.isCollapsed)
        #expect(demo.detailViewController.viewIfLoaded?.window == nil)
        #expect(screen.rows[height - 1] == (width >= 29 ? "b build: constraints · q quit" : "q quit"))
        #expect(screen.diagnostics.isEmpty)
    }

    /// In one column an item's screen replaces the menu, with a Back button that has the
    /// focus; Enter on it, Esc and Backspace all go back, to the item that was open.
    @Test(arguments: [KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.backspace)])
    func aCompactDetailHasAWayBack(back: KeyEvent) {
        let screen = DemoScreen.menu(width: 40, height: 12)
        screen.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.menuDemo.selectedItem == .collaborators)
        #expect(screen.contentRows.prefix(4) == [
            " < Back >  Collaborators",
            "",
            " The Collaborators screen: the course",
            " builds only Profile.",
        ])
        #expect(!screen.menuDemo.isMenuVisible)
        #expect(screen.menuDemo.menuViewController.view.window == nil)
        #expect(screen.rows[11] == "Escape back · q quit")
        screen.press(back)
        #expect(screen.menuDemo.selectedItem == nil)
        #expect(screen.menuDemo.menuViewController.focusedItem == .collaborators)
        #expect(screen.rows[10] == "     <       Collaborators        >    │")
        #expect(screen.diagnostics.isEmpty)
    }

    /// A click opens an item: in two columns its screen shows beside the menu and the focus
    /// stays on the menu; the back button is a click away in one column.
    @Test func clicksOpenItemsAndGoBack() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        let projects = try! #require(screen.locate("Projects"))
        screen.send(MouseEvent(.down, button: .left, at: Point(x: Double(projects.column), y: Double(projects.row))))
        screen.send(MouseEvent(.up, button: .left, at: Point(x: Double(projects.column), y: Double(projects.row))))
        #expect(screen.menuDemo.selectedItem == .projects)
        #expect(screen.rows[0] == String(repeating: " ", count: 32) + "│ Projects")
        #expect(screen.rows[2].hasSuffix("│ The Projects screen: the course builds only"))
        #expect(screen.menuDemo.menuViewController.focusedItem == .projects)
        // The Profile screen's keys are gone from the bar with the Profile screen.
        #expect(screen.rows[23] == "F6 Other column · b build: constraints · q quit")

        screen.resize(width: 40, height: 12)
        // The menu went with its focus; the back button has it now.
        #expect(screen.rows[0] == " < Back >  Projects")
        screen.press(KeyEvent(.tab))
        #expect(screen.rows[0] == " < Back >  Projects")
        screen.send(MouseEvent(.down, button: .left, at: Point(x: 3, y: 0)))
        screen.send(MouseEvent(.up, button: .left, at: Point(x: 3, y: 0)))
        #expect(screen.menuDemo.selectedItem == nil)
        #expect(screen.menuDemo.isMenuVisible)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Going back is for one column only: with two, Esc and Backspace do nothing.
    @Test func escapeDoesNothingWithTwoColumns() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        let before = screen.rows
        screen.press(KeyEvent(.escape), KeyEvent(.backspace))
        #expect(screen.rows == before)
        #expect(screen.menuDemo.selectedItem == .profile)
        #expect(!screen.application.isQuitRequested)
    }

    /// The selection survives crossing the size classes both ways: an open screen stays
    /// open when the split view collapses (with its back button) and expands; an item
    /// closed in one column leaves the detail column empty when it expands again.
    @Test func theSelectionSurvivesResizes() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        screen.press(KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.menuDemo.selectedItem == .projects)
        screen.resize(width: 40, height: 12)
        #expect(screen.menuDemo.isCollapsed)
        #expect(screen.contentRows[0] == " < Back >  Projects")
        #expect(screen.rows[11] == "Escape back · q quit")
        screen.resize(width: 20, height: 6)
        #expect(screen.contentRows[0] == " < Back >  Projects")
        screen.resize(width: 120, height: 40)
        #expect(screen.rows[0] == String(repeating: " ", count: 32) + "│ Projects")
        #expect(screen.menuDemo.menuViewController.focusedItem == .projects)
        screen.resize(width: 40, height: 12)
        screen.press(KeyEvent(.escape))
        #expect(screen.menuDemo.selectedItem == nil)
        screen.resize(width: 80, height: 24)
        #expect(screen.rows[0] == String(repeating: " ", count: 32) + "│ Collaborate")
        #expect(screen.rows[2] == String(repeating: " ", count: 13) + "__      _          │ Choose an item from the menu.")
        #expect(screen.diagnostics.isEmpty)
    }

    /// A screen made in a narrow terminal reflows when the terminal widens: the empty
    /// detail's message, wrapped at 20 columns, is one line again at 80.
    @Test func theEmptyDetailReflowsWhenTheTerminalWidens() {
        let screen = DemoScreen.menu(width: 20, height: 6)
        screen.press(KeyEvent(.enter), KeyEvent(.escape))
        screen.resize(width: 80, height: 24)
        #expect(screen.rows[2].hasSuffix("│ Choose an item from the menu."))
        #expect(screen.rows[3].hasSuffix("│"))
        #expect(screen.diagnostics.isEmpty)
    }

    /// Each screen lists its own keys: the menu's when it shows, the way back in one
    /// column, the Profile screen's while it shows.
    @Test func theBarFollowsTheScreen() {
        let screen = DemoScreen.menu(width: 40, height: 12)
        screen.resize(width: 90, height: 12)
        #expect(screen.rows[11] == "F6 Other column · b build: constraints · q quit")
        screen.press(KeyEvent(.enter))
        #expect(screen.rows[11] == "F6 Other column · b build: constraints · a rects · h hug · c resist · q quit")
        screen.press(.character("b"))
        #expect(screen.rows[11] == "F6 Other column · b build: stack · a rects · h hug · c resist · q quit")
        screen.resize(width: 60, height: 12)
        #expect(screen.rows[11] == "Escape back · a rects · h hug · c resist · q quit")
        // The build key only works where the menu is.
        screen.press(.character("b"))
        #expect(screen.menuDemo.menuViewController.build == .stackView)
        #expect(screen.diagnostics.isEmpty)
    }

    /// `q` quits wherever the focus is, and so does Ctrl-C.
    @Test(arguments: [KeyEvent.character("q"), KeyEvent.control("c")])
    func quitKeysQuitFromEveryScreen(key: KeyEvent) {
        for opensAnItem in [false, true] {
            let screen = DemoScreen.menu(width: 40, height: 12)
            if opensAnItem { screen.press(KeyEvent(.enter)) }
            #expect(screen.menuDemo.selectedItem == (opensAnItem ? .profile : nil))
            screen.press(key)
            #expect(screen.application.isQuitRequested)
            // Ctrl-C quits as an interrupt, which ends the process with status 130.
            #expect(screen.application.isInterrupted == (key == .control("c")))
        }
    }

    /// The menu and the screen beside it are the columns of a split view controller, the
    /// demo's child.
    @Test func theColumnsAreChildViewControllers() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        let demo = screen.menuDemo
        let split = demo.splitViewController
        #expect(demo.children.count == 1 && demo.children.first === split)
        #expect(split.viewController(for: .primary) === demo.menuViewController)
        #expect(split.viewController(for: .secondary) === demo.profileViewController)
        #expect(demo.menuViewController.parent === split)
        #expect(demo.profileViewController.parent === split)
        screen.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(demo.profileViewController.parent == nil)
        #expect(demo.detailViewController.parent === split)
        #expect(split.children.count == 2)
        #expect(demo.profileViewController.viewIfLoaded?.superview == nil)
    }
}
