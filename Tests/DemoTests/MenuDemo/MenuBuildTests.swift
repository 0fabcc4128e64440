import Testing
import Trellis
@testable import MenuDemo

/// The menu in its two builds: the course's constraints ("Building the Menu Screen") and
/// its stack-view rebuild ("Updating Your Menu with UIStackView"), which must look alike
/// cell for cell, and the focus moving through either.
@MainActor
@Suite struct MenuBuildTests {
    /// The menu's width at a terminal width: the iPad's 32 columns beside the detail, or
    /// the whole terminal when compact.
    private func menuWidth(_ terminalWidth: Int) -> Double {
        terminalWidth >= 80 ? 32 : Double(terminalWidth)
    }

    /// The course's relationships, read back from the frames in the menu's content:
    /// the picture 28 points (2 rows) from the top and centred; Profile 28 points (2 rows)
    /// under it and 50 points (5 columns) from each edge; each item 20 points (1 row)
    /// under the one above and as wide as Profile; Logout 28 points above the bottom.
    @Test(arguments: MenuBuild.allCases, DemoScreen.fiveSizes.map { [$0.width, $0.height] })
    func theFramesKeepTheCoursesRelationships(build: MenuBuild, size: [Int]) {
        let screen = DemoScreen.menu(width: size[0], height: size[1])
        if build == .stackView { screen.press(.character("b")) }
        let menu = screen.menuDemo.menuViewController.menuView
        #expect(screen.menuDemo.menuViewController.build == build)
        _ = screen.rows
        let width = menuWidth(size[0])
        // In the scroll view's bounds: the content's coordinates, whatever the offset.
        func frame(_ view: View) -> Rect { view.convert(view.bounds, to: menu) }
        let image = frame(menu.imageView)
        #expect(image.size == Size(width: 11, height: 4))
        #expect(image.minY == 2)
        // Centred: (width - 11) / 2, the half rounded up, as every edge is.
        #expect(image.minX == ((width - 11) / 2).rounded(.toNearestOrAwayFromZero))
        var above = image
        for (index, button) in menu.itemButtons.enumerated() {
            let item = frame(button)
            #expect(item == Rect(x: 5, y: above.maxY + (index == 0 ? 2 : 1), width: width - 10, height: 1))
            above = item
        }
        #expect(menu.contentSize.height - above.maxY == 2)
        #expect(screen.diagnostics.isEmpty)
    }

    /// "Visibly identical": every cell above the bar of keys, characters and styles, at every
    /// size, at the top and scrolled to the bottom.
    @Test(arguments: DemoScreen.fiveSizes.map { [$0.width, $0.height] })
    func bothBuildsDrawTheSameCells(size: [Int]) {
        let constraints = DemoScreen.menu(width: size[0], height: size[1])
        let stack = DemoScreen.menu(width: size[0], height: size[1])
        stack.press(.character("b"))
        #expect(stack.menuDemo.menuViewController.build == .stackView)
        // The cells that differ, by position, so a failure says where.
        func differences() -> [String] {
            _ = constraints.rows
            _ = stack.rows
            let a = constraints.window.canvas, b = stack.window.canvas
            return (0..<(a.height - 1)).flatMap { y in
                (0..<a.width).compactMap { x in a[x, y] == b[x, y] ? nil : "(\(x), \(y)): \(a[x, y]) ≠ \(b[x, y])" }
            }
        }
        #expect(differences() == [])
        for screen in [constraints, stack] {
            for _ in 0..<6 { screen.press(KeyEvent(.down)) }
        }
        #expect(constraints.menuDemo.menuViewController.focusedItem == .logout)
        #expect(differences() == [])
        #expect(constraints.diagnostics.isEmpty && stack.diagnostics.isEmpty)
    }

    /// The rebuild: a container as wide as the scroll view holds the stack edge to edge;
    /// the stack centres the picture, a nested stack holds the items 5 columns in.
    @Test func theStackBuildIsAStackInAContainerAsWideAsTheScrollView() {
        let screen = DemoScreen.menu(width: 40, height: 12)
        screen.press(.character("b"))
        let menu = try! #require(screen.menuDemo.menuViewController.menuView as? StackMenuView)
        _ = screen.rows
        #expect(menu.containerView.frame == Rect(x: 0, y: 0, width: 40, height: 23))
        #expect(menu.stackView.frame == menu.containerView.bounds)
        #expect(menu.stackView.arrangedSubviews.map(ObjectIdentifier.init)
                == [ObjectIdentifier(menu.imageView), ObjectIdentifier(menu.itemStackView)])
        #expect(menu.itemStackView.arrangedSubviews.count == 7)
        #expect(menu.itemStackView.frame == Rect(x: 5, y: 8, width: 30, height: 13))
        #expect(menu.itemButtons.map(\.title) == MenuItem.allCases.map(\.title))
    }

    /// "We removed a lot of constraints": the constraint build makes the course's 26 (the
    /// picture's 3, Profile's 3, six spacings, Logout's, seven centres, six equal widths);
    /// the stack build makes 10 (the container's 5, the stack's 4 and the items' width),
    /// and its stack views make the rest themselves.
    @Test func theStackBuildMakesFarFewerConstraints() {
        func explicitConstraints(in view: View) -> Int {
            view.constraints.filter { $0.kind == .explicit }.count
                + view.subviews.map(explicitConstraints(in:)).reduce(0, +)
        }
        #expect(explicitConstraints(in: ConstraintMenuView()) == 26)
        #expect(ConstraintMenuView().menuConstraints.count == 26)
        let stack = StackMenuView()
        #expect(explicitConstraints(in: stack) == 10)
        // Laid out, the stacks hold constraints of their own.
        let screen = DemoScreen.menu(width: 80, height: 24)
        screen.press(.character("b"))
        _ = screen.rows
        let built = try! #require(screen.menuDemo.menuViewController.menuView as? StackMenuView)
        #expect(explicitConstraints(in: built) == 10)
        #expect(built.itemStackView.constraints.contains { $0.kind == .stackView })
    }

    /// The titles the transcript names are where it puts them: Profile first, then
    /// Collaborators, Logout last.
    @Test func theItemsRunFromProfileToLogout() {
        let screen = DemoScreen.menu(width: 120, height: 40)
        let titles = screen.contentRows.map { $0.prefix(32) }.compactMap { row -> String? in
            guard let open = row.firstIndex(where: { $0 == "[" || $0 == "<" }) else { return nil }
            let item = row[open...].prefix(22).dropFirst().dropLast()
            return item.split(separator: " ").joined(separator: " ")
        }
        #expect(titles == ["Profile", "Collaborators", "Projects", "Messages", "Networks", "Settings", "Logout"])
    }

    /// The arrows move the focus item by item in both builds (the constraint build has no
    /// stack for Trellis to move along), stopping at the ends, and scroll it into view.
    @Test(arguments: MenuBuild.allCases)
    func theArrowsMoveTheFocusAndScrollItIntoView(build: MenuBuild) {
        let screen = DemoScreen.menu(width: 40, height: 12)
        if build == .stackView { screen.press(.character("b")) }
        let menu = screen.menuDemo.menuViewController
        #expect(menu.focusedItem == .profile)
        screen.press(KeyEvent(.up))
        #expect(menu.focusedItem == .profile)
        for item in MenuItem.allCases.dropFirst() {
            screen.press(KeyEvent(.down))
            #expect(menu.focusedItem == item)
            let row = try! #require(screen.locate(item.title)?.row)
            #expect((0..<11).contains(row))
        }
        screen.press(KeyEvent(.down))
        #expect(menu.focusedItem == .logout)
        // Logout is the last of the 23 rows but two: scrolled to the end less the bottom gap.
        #expect(menu.menuView.contentOffset == Point(x: 0, y: 10))
        #expect(screen.rows[10].contains("<           Logout           >"))
        screen.press(KeyEvent(.up), KeyEvent(.up))
        #expect(menu.focusedItem == .networks)
        screen.press(KeyEvent(.tab))
        #expect(menu.focusedItem == .settings)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Switching builds keeps the focused item and the scroll position; the bar says which
    /// build shows.
    @Test func switchingBuildsKeepsTheFocusAndTheScrollPosition() {
        let screen = DemoScreen.menu(width: 40, height: 12)
        for _ in 0..<4 { screen.press(KeyEvent(.down)) }
        let before = screen.contentRows
        let offset = screen.menuDemo.menuViewController.menuView.contentOffset
        #expect(offset.y > 0)
        screen.press(.character("b"))
        #expect(screen.menuDemo.menuViewController.focusedItem == .networks)
        #expect(screen.menuDemo.menuViewController.menuView.contentOffset == offset)
        #expect(screen.contentRows == before)
        #expect(screen.rows[11] == "b build: stack · q quit")
        screen.press(.character("b"))
        #expect(screen.rows[11] == "b build: constraints · q quit")
        #expect(screen.contentRows == before)
        #expect(screen.diagnostics.isEmpty)
    }

    /// The wheel scrolls the menu, three rows a turn, within its content.
    @Test func theWheelScrollsTheMenu() {
        let screen = DemoScreen.menu(width: 40, height: 12)
        let menu = screen.menuDemo.menuViewController.menuView
        screen.send(MouseEvent(.scrollDown, at: Point(x: 10, y: 5)))
        #expect(menu.contentOffset == Point(x: 0, y: 3))
        for _ in 0..<5 { screen.send(MouseEvent(.scrollDown, at: Point(x: 10, y: 5))) }
        #expect(menu.contentOffset == Point(x: 0, y: 12))
        #expect(screen.rows[8].contains("Logout"))
    }
}
