import Testing
@testable import Trellis

/// A view that draws "row 0", "row 1", … down its bounds and counts the layout hooks it
/// receives, so a test can see both what scrolling shows and that it laid nothing out.
private final class RowsView: View {
    var layoutCount = 0
    var updateCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }

    override func updateConstraints() {
        updateCount += 1
        super.updateConstraints()
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        for row in 0..<Int(bounds.height) {
            context.put("row \(row)", at: Point(x: 0, y: Double(row)))
        }
    }
}

/// A scroll view that counts its own layout hooks.
private final class CountingScrollView: ScrollView {
    var layoutCount = 0
    var updateCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }

    override func updateConstraints() {
        updateCount += 1
        super.updateConstraints()
    }
}

/// `ScrollView`: content sized by constraints to its guides, offsets that clamp and never
/// re-solve, scrolling a rect into view, indicators, and the course's menu screen.
@MainActor
@Suite struct ScrollViewTests {
    /// A window of `width`×`height` filled by `scrollView`, holding `content` pinned to the
    /// content guide's edges, plus `extra` constraints; laid out and drawn.
    private func screen(_ scrollView: ScrollView, content: View, width: Double, height: Double,
                        extra: [LayoutConstraint]) -> Window {
        let window = Window(size: Size(width: width, height: height))
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ] + extra)
        window.runLayoutCycle()
        return window
    }

    /// Rows content of a fixed size in a scroll view filling a `width`×`height` window.
    private func rowsScreen(contentWidth: Double, contentHeight: Double, width: Double, height: Double,
                            scrollView: ScrollView = ScrollView()) -> (Window, ScrollView, RowsView) {
        let content = RowsView()
        let window = screen(scrollView, content: content, width: width, height: height, extra: [
            content.widthAnchor.constraint(equalToConstant: contentWidth),
            content.heightAnchor.constraint(equalToConstant: contentHeight),
        ])
        return (window, scrollView, content)
    }

    // MARK: - Content size

    @Test func contentIsSizedByItsConstraintsToTheContentGuide() {
        let (window, scrollView, content) = rowsScreen(contentWidth: 30, contentHeight: 12, width: 20, height: 5)
        #expect(scrollView.contentSize == Size(width: 30, height: 12))
        #expect(content.frame == Rect(x: 0, y: 0, width: 30, height: 12))
        #expect(scrollView.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 30, height: 12))
        #expect(scrollView.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(scrollView.frame == Rect(x: 0, y: 0, width: 20, height: 5))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func theFrameGuideMakesContentAsWideAsTheScrollView() {
        let scrollView = ScrollView()
        let content = RowsView()
        let window = screen(scrollView, content: content, width: 20, height: 5, extra: [
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 12),
        ])
        #expect(scrollView.contentSize == Size(width: 20, height: 12))
        window.size = Size(width: 33, height: 5)
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 33, height: 12))
        #expect(scrollView.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 33, height: 5))
    }

    @Test func theFrameGuideStaysPutWhileTheContentScrolls() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 20, contentHeight: 12, width: 20, height: 5)
        scrollView.contentOffset = Point(x: 0, y: 4)
        window.runLayoutCycle()
        #expect(scrollView.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(scrollView.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 20, height: 12))
    }

    @Test func aManualContentSizeIsUsedWhereNoConstraintDecides() {
        let window = Window(size: Size(width: 10, height: 4))
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 4))
        window.addSubview(scrollView)
        scrollView.contentSize = Size(width: 10, height: 9)
        #expect(scrollView.contentSize == Size(width: 10, height: 9))
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 10, height: 9))
        #expect(scrollView.contentLayoutGuide.layoutFrame.size == Size(width: 10, height: 9))
        scrollView.contentOffset = Point(x: 0, y: 100)
        #expect(scrollView.contentOffset == Point(x: 0, y: 5))
    }

    @Test func constraintsOnTheContentGuideWinOverAManualContentSize() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 30, contentHeight: 12, width: 20, height: 5)
        scrollView.contentSize = Size(width: 3, height: 3)
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 30, height: 12))
    }

    /// Content pinned to the guide's top and leading edges and sized by hand decides
    /// nothing: the set size is the content size on both axes. Pinning its bottom too
    /// decides the height only; deactivating that pin hands the height back.
    @Test func aManualContentSizeStaysInForceOnEachAxisNoConstraintDecides() {
        let window = Window(size: Size(width: 20, height: 5))
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(scrollView)
        let content = RowsView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 30),
            content.heightAnchor.constraint(equalToConstant: 12),
        ])
        scrollView.contentSize = Size(width: 25, height: 7)
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 25, height: 7))
        let manual = { scrollView.constraints.compactMap(\.identifier).filter { $0.hasPrefix("TUI-contentLayoutGuide-") } }
        #expect(manual() == ["TUI-contentLayoutGuide-left", "TUI-contentLayoutGuide-top",
                             "TUI-contentLayoutGuide-width", "TUI-contentLayoutGuide-height"])

        let bottom = content.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
        bottom.isActive = true
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 25, height: 12))
        #expect(!manual().contains("TUI-contentLayoutGuide-height"))

        bottom.isActive = false
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 25, height: 7))
        #expect(manual().contains("TUI-contentLayoutGuide-height"))
    }

    /// A constraint naming the guide twice, or one of the axis's deciding attributes after
    /// another, is counted each time: the set size comes back only when the last one goes.
    @Test func theManualSizeReturnsOnlyWhenTheLastDecidingConstraintGoes() {
        let window = Window(size: Size(width: 20, height: 5))
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(scrollView)
        let guide = scrollView.contentLayoutGuide
        scrollView.contentSize = Size(width: 4, height: 6)
        let square = guide.heightAnchor.constraint(equalTo: guide.widthAnchor)
        let wide = guide.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor)
        LayoutConstraint.activate([square, wide])
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 20, height: 20))
        square.isActive = false
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 20, height: 6))
        wide.isActive = false
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 4, height: 6))
    }

    // MARK: - Offsets

    @Test func contentOffsetIsTheBoundsOrigin() {
        let (window, scrollView, content) = rowsScreen(contentWidth: 30, contentHeight: 12, width: 20, height: 5)
        scrollView.contentOffset = Point(x: 3, y: 4)
        #expect(scrollView.bounds.origin == Point(x: 3, y: 4))
        #expect(scrollView.frame == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(content.frame == Rect(x: 0, y: 0, width: 30, height: 12))
        #expect(scrollView.convert(Point(x: 3, y: 4), to: nil) == Point(x: 0, y: 0))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func offsetsClampToTheScrollableRange() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 30, contentHeight: 12, width: 20, height: 5)
        scrollView.contentOffset = Point(x: 100, y: 100)
        #expect(scrollView.contentOffset == Point(x: 10, y: 7))
        scrollView.contentOffset = Point(x: -5, y: -5)
        #expect(scrollView.contentOffset == Point(x: 0, y: 0))
        scrollView.setContentOffset(Point(x: 4, y: .nan), animated: true)
        #expect(scrollView.contentOffset == Point(x: 4, y: 0))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func insetsWidenTheScrollableRange() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 30, contentHeight: 12, width: 20, height: 5)
        scrollView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.contentOffset = Point(x: -100, y: -100)
        #expect(scrollView.contentOffset == Point(x: -2, y: -1))
        scrollView.contentOffset = Point(x: 100, y: 100)
        #expect(scrollView.contentOffset == Point(x: 14, y: 10))
        scrollView.contentInset = .zero
        #expect(scrollView.contentOffset == Point(x: 10, y: 7))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func contentSmallerThanTheScrollViewDoesNotScroll() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 5, contentHeight: 2, width: 20, height: 5)
        scrollView.contentOffset = Point(x: 3, y: 1)
        #expect(scrollView.contentOffset == Point(x: 0, y: 0))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func aScrollViewThatGrowsPullsItsOffsetBackIntoRange() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 20, contentHeight: 12, width: 20, height: 5)
        scrollView.contentOffset = Point(x: 0, y: 7)
        window.size = Size(width: 20, height: 10)
        window.runLayoutCycle()
        #expect(scrollView.contentOffset == Point(x: 0, y: 2))
    }

    @Test func scrollingMovesTheDrawnContentWithoutSolvingAgain() throws {
        let scrollView = CountingScrollView()
        let (window, _, content) = rowsScreen(contentWidth: 10, contentHeight: 12, width: 10, height: 3,
                                              scrollView: scrollView)
        #expect(window.canvas.renderedText() == "row 0    █\nrow 1    │\nrow 2    │")
        scrollView.layoutCount = 0
        scrollView.updateCount = 0
        content.layoutCount = 0
        content.updateCount = 0
        let engine = try #require(window.activeLayoutEngine)
        #expect(!engine.needsFlush)

        scrollView.contentOffset = Point(x: 0, y: 5)
        #expect(!engine.needsFlush)
        #expect(!scrollView.needsLayout && !content.needsLayout && !window.needsLayout)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "row 5    │\nrow 6    █\nrow 7    │")
        #expect(scrollView.layoutCount == 0 && scrollView.updateCount == 0)
        #expect(content.layoutCount == 0 && content.updateCount == 0)
        #expect(content.frame == Rect(x: 0, y: 0, width: 10, height: 12))
    }

    @Test func contentIsClippedToTheScrollView() {
        let window = Window(size: Size(width: 10, height: 4))
        let scrollView = ScrollView()
        #expect(scrollView.clipsToBounds)
        scrollView.showsVerticalScrollIndicator = false
        let content = RowsView()
        for view in [scrollView, content] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(scrollView)
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
            scrollView.heightAnchor.constraint(equalToConstant: 2),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 6),
        ])
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\nrow 0\nrow 1\n")
        scrollView.contentOffset = Point(x: 0, y: 3)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\nrow 3\nrow 4\n")
    }

    // MARK: - Scrolling a rect into view

    @Test func scrollRectToVisibleScrollsAsLittleAsPossible() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 30, contentHeight: 20, width: 10, height: 5)
        scrollView.scrollRectToVisible(Rect(x: 2, y: 1, width: 3, height: 2), animated: false)
        #expect(scrollView.contentOffset == Point(x: 0, y: 0))
        // Below: its bottom edge comes to the bottom edge.
        scrollView.scrollRectToVisible(Rect(x: 2, y: 8, width: 3, height: 2), animated: false)
        #expect(scrollView.contentOffset == Point(x: 0, y: 5))
        // Partly visible already: only the missing rows.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 9, width: 1, height: 2), animated: false)
        #expect(scrollView.contentOffset == Point(x: 0, y: 6))
        // Above: its top edge comes to the top edge.
        scrollView.scrollRectToVisible(Rect(x: 0, y: 3, width: 1, height: 1), animated: true)
        #expect(scrollView.contentOffset == Point(x: 0, y: 3))
        // To the right, and both axes at once.
        scrollView.scrollRectToVisible(Rect(x: 14, y: 0, width: 2, height: 1), animated: false)
        #expect(scrollView.contentOffset == Point(x: 6, y: 0))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func scrollRectToVisibleShowsTheStartOfARectTooBigToFit() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 30, contentHeight: 20, width: 10, height: 5)
        scrollView.scrollRectToVisible(Rect(x: 4, y: 6, width: 20, height: 8), animated: false)
        #expect(scrollView.contentOffset == Point(x: 4, y: 6))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    @Test func scrollRectToVisibleStaysInRange() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 30, contentHeight: 20, width: 10, height: 5)
        scrollView.scrollRectToVisible(Rect(x: 40, y: 40, width: 5, height: 5), animated: false)
        #expect(scrollView.contentOffset == Point(x: 20, y: 15))
        withExtendedLifetime(window) {}  // the window owns the engine
    }

    // MARK: - Indicators

    @Test("the thumb's length and place follow the visible part", arguments: [
        // track, visible, total, position, thumb
        (5, 5.0, 10.0, 0.0, 0..<3),
        (5, 5.0, 10.0, 5.0, 2..<5),
        (10, 10.0, 22.0, 12.0, 5..<10),
        (10, 10.0, 22.0, 6.0, 3..<8),
        (4, 4.0, 1000.0, 500.0, 2..<3),
        (1, 1.0, 3.0, 1.0, 0..<1),
    ])
    func thumbGeometry(track: Int, visible: Double, total: Double, position: Double, thumb: Range<Int>) {
        #expect(ScrollIndicatorView.thumb(track: track, visible: visible, total: total, position: position) == thumb)
    }

    @Test func noThumbWhenEverythingIsVisible() {
        #expect(ScrollIndicatorView.thumb(track: 5, visible: 5, total: 5, position: 0) == nil)
        #expect(ScrollIndicatorView.thumb(track: 0, visible: 5, total: 9, position: 0) == nil)
    }

    @Test func theVerticalIndicatorAtTopMiddleAndBottom() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 8, contentHeight: 10, width: 8, height: 5)
        #expect(window.canvas.renderedText() == """
            row 0  █
            row 1  █
            row 2  █
            row 3  │
            row 4  │
            """)
        scrollView.contentOffset = Point(x: 0, y: 3)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
            row 3  │
            row 4  █
            row 5  █
            row 6  █
            row 7  │
            """)
        scrollView.contentOffset = Point(x: 0, y: 5)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
            row 5  │
            row 6  │
            row 7  █
            row 8  █
            row 9  █
            """)
    }

    @Test func theIndicatorCoversTheLastColumnOfWideContent() {
        let (window, _, _) = rowsScreen(contentWidth: 5, contentHeight: 9, width: 5, height: 3)
        #expect(window.canvas.renderedText() == """
            row █
            row │
            row │
            """)
    }

    @Test func bothIndicatorsLeaveTheCornerToTheContent() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 14, contentHeight: 8, width: 7, height: 4)
        #expect(window.canvas.renderedText() == """
            row 0 █
            row 1 █
            row 2 │
            ███───
            """)
        scrollView.contentOffset = Point(x: 7, y: 4)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
                  │
                  █
                  █
            ───███
            """)
    }

    @Test func theHorizontalIndicatorAlone() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 16, contentHeight: 2, width: 8, height: 2)
        #expect(window.canvas.renderedText() == "row 0\n████────")
        scrollView.contentOffset = Point(x: 8, y: 0)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\n────████")
    }

    @Test func indicatorsCanBeTurnedOff() {
        let scrollView = ScrollView()
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        let (window, _, _) = rowsScreen(contentWidth: 14, contentHeight: 8, width: 7, height: 3, scrollView: scrollView)
        #expect(window.canvas.renderedText() == "row 0\nrow 1\nrow 2")
        scrollView.showsVerticalScrollIndicator = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "row 0 █\nrow 1 │\nrow 2 │")
    }

    @Test("no indicator when the content fits", arguments: [(8, 3), (8, 4), (9, 4)])
    func noIndicatorWhenTheContentFits(width: Int, height: Int) {
        let (window, _, _) = rowsScreen(contentWidth: 8, contentHeight: 3, width: Double(width), height: Double(height))
        #expect(window.canvas.renderedText().contains("│") == false)
        #expect(window.canvas.renderedText().contains("█") == false)
        #expect(window.canvas.renderedText().contains("─") == false)
    }

    @Test func theIndicatorCountsTheInsets() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 8, contentHeight: 4, width: 8, height: 4)
        #expect(window.canvas.renderedText() == "row 0\nrow 1\nrow 2\nrow 3")
        scrollView.contentInset = EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
        scrollView.contentOffset = Point(x: 0, y: -2)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
                   █
                   █
            row 0  │
            row 1  │
            """)
    }

    @Test func indicatorsStayInFrontOfContentAddedLater() {
        let (window, scrollView, _) = rowsScreen(contentWidth: 8, contentHeight: 10, width: 8, height: 2)
        let late = View(frame: Rect(x: 0, y: 0, width: 8, height: 2))
        late.backgroundColor = .blue
        scrollView.addSubview(late)
        #expect(scrollView.subviews.last === scrollView.indicators)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "       █\n       │")
    }

    // MARK: - The course's menu screen

    /// How the container arranges the menu: the course first chains constraints from view
    /// to view ("Building the Menu Screen"), then replaces them with a vertical stack view
    /// ("Updating Your Menu with UIStackView"). Both give the same screen.
    enum MenuArrangement: CaseIterable {
        case chainedConstraints
        case stackView
    }

    /// The course's menu screen: a scroll view filling the window holds a container pinned
    /// to its content guide and as wide as its frame guide, and the container holds the
    /// picture and seven buttons in a column. The course's 28 points become 2 cells and
    /// its 20 points 1 cell; its buttons 50 points in from the edges, 4 cells.
    private func menuScreen(width: Double, height: Double, _ arrangement: MenuArrangement) -> (Window, ScrollView) {
        let window = Window(size: Size(width: width, height: height))
        let scrollView = ScrollView()
        let container = View()
        let picture = ImageView(image: CharacterArt([" /\\__/\\ ", "( o..o )", " > ^^ < "].joined(separator: "\n")))
        let titles = ["Profile", "Collaborators", "Projects", "Messages", "Calendar", "Settings", "Logout"]
        let buttons = titles.map { Button(title: $0) }
        for view in [scrollView, container, picture] + buttons { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(scrollView)
        scrollView.addSubview(container)
        let content = scrollView.contentLayoutGuide
        var constraints = [
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            container.topAnchor.constraint(equalTo: content.topAnchor),
            container.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            container.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ]
        switch arrangement {
        case .chainedConstraints:
            container.addSubview(picture)
            buttons.forEach { container.addSubview($0) }
            constraints += [
                picture.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
                picture.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                buttons[0].topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 2),
                buttons[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
                buttons[0].trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -4),
                buttons[6].bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -2),
            ]
            for (above, button) in zip(buttons, buttons.dropFirst()) {
                constraints += [
                    button.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 1),
                    button.widthAnchor.constraint(equalTo: buttons[0].widthAnchor),
                    button.centerXAnchor.constraint(equalTo: picture.centerXAnchor),
                ]
            }
        case .stackView:
            // The stack fills the container's width, so the picture keeps its size by
            // drawing its art centred in the row it gets.
            picture.contentMode = .center
            let stack = StackView(arrangedSubviews: [picture] + buttons)
            stack.axis = .vertical
            stack.spacing = 1
            stack.setCustomSpacing(2, after: picture)
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            constraints += [
                stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
                stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -2),
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
                stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -4),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.runLayoutCycle()
        return (window, scrollView)
    }

    @Test("the menu screen scrolled to the bottom at 80×10", arguments: MenuArrangement.allCases)
    func menuScrolledToTheBottom(_ arrangement: MenuArrangement) {
        let (window, scrollView) = menuScreen(width: 80, height: 10, arrangement)
        #expect(scrollView.contentSize == Size(width: 80, height: 22))
        scrollView.scrollRectToVisible(Rect(x: 0, y: scrollView.contentSize.height - 1, width: 1, height: 1),
                                       animated: false)
        #expect(scrollView.contentOffset == Point(x: 0, y: 12))
        window.runLayoutCycle()
        // Rows 12 to 21 of the content: the last four buttons and the bottom spacing, with
        // the thumb (10 of 22 rows shown) at the bottom of the last column.
        #expect(window.canvas.renderedText() == """
                                                                                           │
                [                               Messages                               ]   │
                                                                                           │
                [                               Calendar                               ]   │
                                                                                           │
                [                               Settings                               ]   █
                                                                                           █
                [                                Logout                                ]   █
                                                                                           █
                                                                                           █
            """)
    }

    @Test("the menu screen fits at 80×24 without scrolling", arguments: MenuArrangement.allCases)
    func menuFitsWithoutScrolling(_ arrangement: MenuArrangement) {
        let (window, scrollView) = menuScreen(width: 80, height: 24, arrangement)
        #expect(scrollView.contentSize == Size(width: 80, height: 22))
        scrollView.contentOffset = Point(x: 0, y: 5)
        #expect(scrollView.contentOffset == .zero)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """


                                                 /\\__/\\
                                                ( o..o )
                                                 > ^^ <


                [                               Profile                                ]

                [                            Collaborators                             ]

                [                               Projects                               ]

                [                               Messages                               ]

                [                               Calendar                               ]

                [                               Settings                               ]

                [                                Logout                                ]




            """)
    }
}
