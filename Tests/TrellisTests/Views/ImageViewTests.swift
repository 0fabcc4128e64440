import Testing
@testable import Trellis

/// `ImageView`: intrinsic size from its art, each content mode at sizes smaller, equal to
/// and larger than the art, wide characters under sampling, and overlapping shapes.
@MainActor
@Suite struct ImageViewTests {
    /// Art whose every cell differs, so each sampled cell can be told apart.
    private static let letters = CharacterArt("""
        ABCD
        EFGH
        """)

    /// A window of `width`×`height` (at least 1×1) with `view` filling it exactly.
    private func screen(_ view: ImageView, width: Int, height: Int) -> Window {
        let window = Window(size: Size(width: Double(Swift.max(width, 1)), height: Double(Swift.max(height, 1))))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: Double(width)),
            view.heightAnchor.constraint(equalToConstant: Double(height)),
        ])
        window.runLayoutCycle()
        return window
    }

    private func rendered(_ mode: ContentMode, _ art: CharacterArt = letters, width: Int, height: Int) -> String {
        let view = ImageView(image: art)
        view.contentMode = mode
        return screen(view, width: width, height: height).canvas.renderedText()
    }

    // MARK: - Size

    @Test func intrinsicSizeIsTheArtsSize() {
        #expect(ImageView(image: ImageViewTests.letters).intrinsicContentSize == Size(width: 4, height: 2))
        #expect(ImageView(image: nil).intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(ImageView().contentMode == .scaleToFill)
    }

    @Test func changingTheImageRelaysOutAndRedraws() {
        let view = ImageView(image: CharacterArt("ab"))
        let window = Window(size: Size(width: 10, height: 3))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.runLayoutCycle()
        #expect(view.frame == Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(window.canvas.renderedText() == "ab\n\n")
        view.image = ImageViewTests.letters
        window.runLayoutCycle()
        #expect(view.frame == Rect(x: 0, y: 0, width: 4, height: 2))
        #expect(window.canvas.renderedText() == "ABCD\nEFGH\n")
        view.image = nil
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\n\n")
    }

    // MARK: - Content modes

    @Test("topLeft draws 1:1 from the corner", arguments: [
        (0, 0, ""), (1, 1, "A"), (2, 1, "AB"), (4, 2, "ABCD\nEFGH"), (6, 3, "ABCD\nEFGH\n"),
    ])
    func topLeft(width: Int, height: Int, expected: String) {
        #expect(rendered(.topLeft, width: width, height: height) == expected)
    }

    @Test("center draws 1:1 in the middle, cropping evenly", arguments: [
        (0, 0, ""), (1, 1, "B"), (2, 1, "BC"), (3, 1, "ABC"), (4, 2, "ABCD\nEFGH"), (7, 4, "\n ABCD\n EFGH\n"),
        (8, 4, "\n  ABCD\n  EFGH\n"),
    ])
    func center(width: Int, height: Int, expected: String) {
        #expect(rendered(.center, width: width, height: height) == expected)
    }

    /// Each view cell shows the art cell under its centre: shrinking to 1 cell shows the
    /// middle of the art (G, right of and below the centre of the 4×2 art), halving shows
    /// the second of each pair, and 4 → 6 repeats the middle two columns.
    @Test("scaleToFill samples each axis on its own", arguments: [
        (0, 0, ""), (1, 1, "G"), (2, 1, "FH"), (4, 2, "ABCD\nEFGH"), (6, 3, "ABBCDD\nEFFGHH\nEFFGHH"),
        (8, 4, "AABBCCDD\nAABBCCDD\nEEFFGGHH\nEEFFGGHH"), (2, 4, "BD\nBD\nFH\nFH"),
    ])
    func scaleToFill(width: Int, height: Int, expected: String) {
        #expect(rendered(.scaleToFill, width: width, height: height) == expected)
    }

    @Test("scaleAspectFit scales both axes alike and centres", arguments: [
        (0, 0, ""), (1, 1, "G"), (2, 2, "FH\n"), (4, 2, "ABCD\nEFGH"), (4, 4, "\nABCD\nEFGH\n"),
        (8, 2, "  ABCD\n  EFGH"), (8, 4, "AABBCCDD\nAABBCCDD\nEEFFGGHH\nEEFFGGHH"),
        (12, 3, "   ABBCDD\n   EFFGHH\n   EFFGHH"),
    ])
    func scaleAspectFit(width: Int, height: Int, expected: String) {
        #expect(rendered(.scaleAspectFit, width: width, height: height) == expected)
    }

    /// The course's splash logo at terminal sizes from tiny to huge: with scaleAspectFit the
    /// drawn area keeps the logo's 16:4 proportions to within the one cell rounding costs.
    @Test("the splash logo keeps its aspect ratio", arguments: [(8, 24), (20, 5), (40, 10), (80, 24), (200, 60), (33, 7)])
    func splashLogoKeepsItsAspectRatio(width: Int, height: Int) {
        let logo = CharacterArt("""
            ▀█▀ █▀▄ █▀▀ █  █
             █  █▀▄ █▀▀ █  █
             █  █ █ █▄▄ █▄ █▄
            AUTO LAYOUT  101
            """)
        let view = ImageView(image: logo)
        view.contentMode = .scaleAspectFit
        let canvas = screen(view, width: width, height: height).canvas
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y].character != " " {
                columns.append(x)
                rows.append(y)
            }
        }
        let drawnWidth = columns.max()! - columns.min()! + 1
        let drawnHeight = rows.max()! - rows.min()! + 1
        let scale = min(Double(width) / 17, Double(height) / 4)
        #expect(abs(Double(drawnWidth) - 17 * scale) <= scale + 1)
        #expect(abs(Double(drawnHeight) - 4 * scale) <= scale + 1)
        // Centred: the spare cells split evenly, the odd one to the right or bottom.
        #expect(columns.min()! - (width - 1 - columns.max()!) <= 1 + Int(scale))
    }

    /// Shrinking drops rows and columns evenly from both ends, as scaling a bitmap does:
    /// a box of 5 × 5 shrunk to 4 × 4 keeps its bottom row and right column, which
    /// sampling each cell's top-left corner would always drop, and shrunk to 3 × 3 it
    /// keeps its middle.
    @Test func shrinkingKeepsTheFirstAndLastRowsAndColumns() {
        let frame = CharacterArt("""
            ┌───┐
            │   │
            │ x │
            │   │
            └───┘
            """)
        #expect(rendered(.scaleToFill, frame, width: 4, height: 4) == """
            ┌──┐
            │  │
            │  │
            └──┘
            """)
        #expect(rendered(.scaleToFill, frame, width: 3, height: 3) == """
            ┌─┐
            │x│
            └─┘
            """)
    }

    // MARK: - Wide characters and colours

    @Test func wideCharactersAreNeverSplit() {
        let art = CharacterArt("世界")
        // 1:1, but the last column can only hold half of 界: it shows a space.
        #expect(rendered(.topLeft, art, width: 3, height: 1) == "世")
        // Stretched: each character is drawn once, its sampled continuations are spaces.
        #expect(rendered(.scaleToFill, art, width: 8, height: 1) == "世  界")
        // Squeezed: the centres of the two cells fall on the right halves of 世 and 界;
        // 世 is drawn where its half was sampled, and fills both cells.
        #expect(rendered(.scaleToFill, art, width: 2, height: 1) == "世")
        // Centred in 2 cells: the window falls on 世's right half and 界's left half.
        #expect(rendered(.center, art, width: 2, height: 1) == "")
        #expect(rendered(.center, art, width: 6, height: 1) == " 世界")
    }

    @Test func aContinuationSampledAloneKeepsItsCharactersStyle() {
        let art = CharacterArt("世", colors: ["r": .red], colorMap: "r")
        let view = ImageView(image: art)
        let window = screen(view, width: 4, height: 1)
        #expect(window.canvas.renderedText() == "世")
        #expect(window.canvas[0, 0].style.foreground == .red)
        #expect(window.canvas[1, 0].isContinuation)
        #expect(window.canvas[2, 0].style.foreground == .red)
        #expect(window.canvas[3, 0].style.foreground == .red)
    }

    @Test func coloursFromTheMapReachTheScreen() {
        let art = CharacterArt("ab\ncd", colors: ["r": .red, "b": .blue], colorMap: "rb\nbr")
        let window = screen(ImageView(image: art), width: 4, height: 2)
        #expect(window.canvas.renderedText() == "aabb\nccdd")
        #expect(window.canvas[1, 0].style.foreground == .red)
        #expect(window.canvas[2, 0].style.foreground == .blue)
        #expect(window.canvas[0, 1].style.foreground == .blue)
        #expect(window.canvas[3, 1].style.foreground == .red)
    }

    // MARK: - Overlapping shapes

    /// The Venn diagram: two circles whose blank cells are transparent, so where they
    /// overlap the second is drawn over the first and elsewhere each shows whole.
    @Test func vennCirclesOverlap() {
        let window = Window(size: Size(width: 14, height: 4))
        let left = ImageView(image: .filledEllipse(width: 8, height: 4, style: CellStyle(foreground: .red)))
        let right = ImageView(image: .filledEllipse(width: 8, height: 4, style: CellStyle(foreground: .blue)))
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        }
        left.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        right.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == """
             ▄████▄▄████▄
            ██████████████
            ██████████████
             ▀████▀▀████▀
            """)
        // Column 6 is the right circle's transparent corner on rows 0 and 3: red shows.
        #expect(window.canvas[6, 0].style.foreground == .red)
        #expect(window.canvas[6, 1].style.foreground == .blue)
        #expect(window.canvas[7, 0].style.foreground == .blue)
        #expect(window.canvas[0, 1].style.foreground == .red)
    }

    /// Art on the default background shows the colour of what is beneath it, as a label's
    /// text does; art with a background of its own, or in reverse video, keeps it.
    @Test func artOnTheDefaultBackgroundKeepsTheBackgroundBeneath() {
        let window = Window(size: Size(width: 6, height: 1))
        window.backgroundColor = .blue
        let image = ImageView(image: CharacterArt("b c"))
        image.frame = Rect(x: 2, y: 0, width: 3, height: 1)
        let opaque = ImageView(image: CharacterArt("a", style: CellStyle(foreground: .red, background: .green)))
        opaque.frame = Rect(x: 1, y: 0, width: 1, height: 1)
        window.addSubview(image)
        window.addSubview(opaque)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == " ab c")
        #expect(window.canvas[1, 0].style.background == .green)
        #expect(window.canvas[2, 0].style.background == .blue)
        #expect(window.canvas[3, 0].style.background == .blue)
        #expect(window.canvas[4, 0].style.background == .blue)
        let reversed = ImageView(image: CharacterArt("z", style: CellStyle(attributes: .reverse)))
        reversed.frame = Rect(x: 5, y: 0, width: 1, height: 1)
        window.addSubview(reversed)
        window.runLayoutCycle()
        #expect(window.canvas[5, 0].style.background == .default)
    }
}
