/// A view that shows ``CharacterArt``: UIKit's `UIImageView`, for pictures made of cells.
///
/// Its intrinsic content size is the art's size in cells, or no intrinsic size on either
/// axis without art. ``contentMode`` decides how the art fits the bounds;
/// scaling samples cells by nearest neighbour, so the splash logo keeps its proportions at
/// every terminal size with ``ContentMode/scaleAspectFit``.
///
/// Differences from UIKit:
/// - The default ``contentMode`` is ``ContentMode/scaleToFill``, as in UIKit, but only four
///   modes exist (see ``ContentMode``).
/// - A cell of the art showing a space on the default background, with no reverse or
///   underline, is transparent: it is not drawn, so what lies beneath shows, as through a
///   transparent pixel of a PNG. This lets shapes from
///   ``CharacterArt/fromBitmap(width:height:style:resolution:isSet:)`` overlap. Any other
///   cell on the default background (not in reverse video) is drawn over the background
///   beneath it, as a label's text is. Give the view a ``View/backgroundColor`` to make it
///   opaque.
/// - Scaling samples the art cell under the centre of each view cell, as nearest-neighbour
///   scaling of a bitmap does, so a shrunk picture loses rows and columns evenly from both
///   ends.
/// - Sampling never splits a wide character: one is drawn only where both of its cells fit
///   in the view, with its continuation in the cell to its right whatever that cell would
///   have sampled. When scaling samples the right half of a wide character that the row
///   has not drawn yet, the character is drawn there. A wide character that reaches only
///   the last column, and any other continuation cell sampled apart from its character,
///   show a space in the character's style.
@MainActor
open class ImageView: View {
    /// Creates a view showing `image`, sized by its constraints or by the art.
    public init(image: CharacterArt? = nil) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates an empty image view with a frame.
    public override init(frame: Rect) {
        image = nil
        super.init(frame: frame)
    }

    /// The art shown, or nil for none. Setting it invalidates the intrinsic size and
    /// redraws the view.
    open var image: CharacterArt? {
        didSet {
            guard image != oldValue else { return }
            if image?.width != oldValue?.width || image?.height != oldValue?.height {
                invalidateIntrinsicContentSize()
            }
            setNeedsDisplay()
        }
    }

    /// How the art fits the bounds; ``ContentMode/scaleToFill`` by default, as in UIKit.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    // MARK: - Size

    open override var intrinsicContentSize: Size {
        guard let image else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return Size(width: Double(image.width), height: Double(image.height))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        guard let image else { return size }
        return Size(width: Double(image.width), height: Double(image.height))
    }

    // MARK: - Sampling

    /// Which cell of the art each cell of a `width` × `height` view shows: one function per
    /// axis from the view's column (or row) to the art's, or nil where the view shows
    /// nothing.
    func sampling(width: Int, height: Int) -> (column: (Int) -> Int?, row: (Int) -> Int?) {
        guard let image, image.width > 0, image.height > 0 else { return ({ _ in nil }, { _ in nil }) }
        let (w, h) = (image.width, image.height)
        switch contentMode {
        case .topLeft:
            return (ImageView.shifted(by: 0, size: w), ImageView.shifted(by: 0, size: h))
        case .center:
            // Swift's division truncates, so the odd cell goes right or bottom whether the
            // view is larger (spare) or smaller (cropped) than the art.
            return (ImageView.shifted(by: (width - w) / 2, size: w), ImageView.shifted(by: (height - h) / 2, size: h))
        case .scaleToFill:
            return (ImageView.scaled(from: w, to: width, offset: 0), ImageView.scaled(from: h, to: height, offset: 0))
        case .scaleAspectFit:
            // The smaller of width / w and height / h, compared without rounding. The other
            // axis keeps at least one cell while the view has one, so a flat view still
            // shows a sample of the art rather than nothing.
            let (fitWidth, fitHeight) = width * h <= height * w
                ? (width, Swift.max(width * h / w, Swift.min(height, 1)))
                : (Swift.max(height * w / h, Swift.min(width, 1)), height)
            return (ImageView.scaled(from: w, to: fitWidth, offset: (width - fitWidth) / 2),
                    ImageView.scaled(from: h, to: fitHeight, offset: (height - fitHeight) / 2))
        }
    }

    /// Art index = view index - `offset`, where that lies inside the art.
    private static func shifted(by offset: Int, size: Int) -> (Int) -> Int? {
        { index in
            let source = index - offset
            return (0..<size).contains(source) ? source : nil
        }
    }

    /// Art of `size` cells stretched to `scaled` cells starting at `offset`: cell `i`
    /// shows the art cell under its centre, floor((i + ½) × size / scaled).
    ///
    /// Sampling at the centre, as nearest-neighbour scaling of a bitmap does, keeps a
    /// shrunk picture centred on the original: the first and last rows and columns are
    /// dropped alike, where sampling at each cell's top-left corner would always drop the
    /// last ones (the bottom of a word, the right edge of a frame) and keep the first.
    /// Whole-number enlargements repeat every cell equally either way.
    private static func scaled(from size: Int, to scaled: Int, offset: Int) -> (Int) -> Int? {
        { index in
            let position = index - offset
            guard scaled > 0, (0..<scaled).contains(position) else { return nil }
            return (2 * position + 1) * size / (2 * scaled)
        }
    }

    // MARK: - Drawing

    open override func draw(_ rect: Rect, in context: DrawingContext) {
        guard let image else { return }
        let width = Swift.max(Int(bounds.width.rounded(.down)), 0)
        let height = Swift.max(Int(bounds.height.rounded(.down)), 0)
        let (column, row) = sampling(width: width, height: height)
        let scales = contentMode == .scaleToFill || contentMode == .scaleAspectFit
        for y in 0..<height {
            guard let sourceY = row(y) else { continue }
            // The art column of the last wide character drawn on this row.
            var lastWideColumn: Int?
            var x = 0
            while x < width {
                defer { x += 1 }
                guard var sourceX = column(x) else { continue }
                if scales, image[sourceX, sourceY].isContinuation, sourceX > 0, sourceX - 1 != lastWideColumn {
                    // Scaling landed on the right half of a wide character not drawn yet
                    // (halving the art samples only right halves): draw the character.
                    sourceX -= 1
                }
                let cell = image[sourceX, sourceY]
                let point = Point(x: bounds.minX + Double(x), y: bounds.minY + Double(y))
                guard let character = cell.character else {
                    // A continuation sampled away from its character.
                    let owner = sourceX > 0 ? image[sourceX - 1, sourceY].style : cell.style
                    ImageView.put(" ", at: point, style: owner, in: context)
                    continue
                }
                if ImageView.isTransparent(cell) { continue }
                if DisplayWidth.of(character) == 2 {
                    guard x + 1 < width else {
                        ImageView.put(" ", at: point, style: cell.style, in: context)
                        continue
                    }
                    // The character's continuation takes the next cell, whatever it sampled.
                    x += 1
                    lastWideColumn = sourceX
                }
                ImageView.put(String(character), at: point, style: cell.style, in: context)
            }
        }
    }

    /// Draws art text: a cell with the default background shows the background beneath
    /// it, as a transparent pixel of a `UIImage` does (and as a label's text does), unless
    /// it is in reverse video, whose background is its foreground colour.
    private static func put(_ text: String, at point: Point, style: CellStyle, in context: DrawingContext) {
        let keepsBeneath = style.background == .default && !style.attributes.contains(.reverse)
        context.put(text, at: point, style: style, background: keepsBeneath ? nil : style.background)
    }

    /// Whether a cell of art leaves what lies beneath it showing: a space with nothing
    /// that would paint the cell.
    private static func isTransparent(_ cell: Cell) -> Bool {
        cell.character == " " && cell.style.background == .default
            && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
    }
}
