import Trellis

/// A terminal cell seen as two square pixels, one above the other, each with its own
/// colour: how the Venn diagram's circles draw at twice the rows' resolution and blend where
/// they overlap.
///
/// A cell shows its two colours with a half block, `▀` in the upper pixel's colour on the
/// lower one's background or `▄` the other way round, and one colour with a full block. Each
/// pixel also counts the coats of paint it has had, so that the characters tell, even in
/// a copy of the screen without colours, where shapes were painted and where two overlap:
/// a full block (`█`) for one coat, a dark shade (`▓`) for two or more. In colour the shade
/// looks like the full block (its background is its colour too); only the text differs.
///
/// Reading a cell back undoes that: `▀` and `▄` have one coat on their coloured pixel, `█`
/// one on each, `▓` two on each; any other character (a space, text) is its background in
/// both pixels, unpainted.
struct HalfBlockCell: Equatable {
    /// One pixel: its colour and how many shapes have painted it.
    struct Pixel: Equatable {
        var color: Color
        var coats: Int
    }

    /// The upper pixel.
    var top: Pixel
    /// The lower pixel.
    var bottom: Pixel

    /// Two pixels as given.
    init(top: Pixel, bottom: Pixel) {
        self.top = top
        self.bottom = bottom
    }

    /// The two pixels a canvas cell shows.
    init(_ cell: Cell) {
        let fore = cell.style.foreground, back = cell.style.background
        switch cell.character {
        case "▀": self.init(top: Pixel(color: fore, coats: 1), bottom: Pixel(color: back, coats: 0))
        case "▄": self.init(top: Pixel(color: back, coats: 0), bottom: Pixel(color: fore, coats: 1))
        case "█": self.init(top: Pixel(color: fore, coats: 1), bottom: Pixel(color: fore, coats: 1))
        case "▓": self.init(top: Pixel(color: fore, coats: 2), bottom: Pixel(color: fore, coats: 2))
        default: self.init(top: Pixel(color: back, coats: 0), bottom: Pixel(color: back, coats: 0))
        }
    }

    /// Paints the upper pixel, the lower one, or both, with `color` at `opacity`: each
    /// takes that much of `color` over its own (`Color.mix(with:by:)`) and one more coat.
    mutating func paint(top paintsTop: Bool, bottom paintsBottom: Bool, with color: Color, opacity: Double) {
        if paintsTop {
            top = Pixel(color: top.color.mix(with: color, by: opacity), coats: top.coats + 1)
        }
        if paintsBottom {
            bottom = Pixel(color: bottom.color.mix(with: color, by: opacity), coats: bottom.coats + 1)
        }
    }

    /// The character and style that show the two pixels: a space for an unpainted colour,
    /// a full block or a shade for a painted one, and otherwise the half block over the
    /// pixel with more coats, in its colour, on the other's.
    var drawn: (character: String, style: CellStyle) {
        if top.color == bottom.color {
            let color = top.color
            // The colour behind the block too: a font that leaves gaps shows no seam.
            switch Swift.min(top.coats, bottom.coats) {
            case _ where Swift.max(top.coats, bottom.coats) == 0: return (" ", CellStyle(background: color))
            case 2...: return ("▓", CellStyle(foreground: color, background: color))
            default: return ("█", CellStyle(foreground: color, background: color))
            }
        }
        if bottom.coats > top.coats {
            return ("▄", CellStyle(foreground: bottom.color, background: top.color))
        }
        return ("▀", CellStyle(foreground: top.color, background: bottom.color))
    }
}
