/// The overlay a ``ScrollView`` keeps frontmost over the visible part of its content, to
/// draw the scroll indicators in its edge cells: a vertical bar in the last column, a
/// horizontal one in the last row.
///
/// Each bar is a track (`│` or `─`) with a thumb (`█`) whose length is the visible share
/// of the scrollable extent (content plus insets) and whose place is the offset's share of
/// the scrollable range, so the thumb touches the track's ends exactly at the ends of the
/// range. When both bars show, the corner cell is left to the content. The overlay is
/// transparent and takes no input; the other cells show the content beneath.
///
/// UIKit's indicators are subviews too, and fade in only while scrolling; a terminal shows
/// them whenever there is something to scroll.
@MainActor
final class ScrollIndicatorView: View {
    init() {
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        debugName = "TUI-scrollIndicators"
    }

    /// The scroll view whose indicators these are.
    weak var scrollView: ScrollView?

    static let verticalTrack: Character = "│"
    static let horizontalTrack: Character = "─"
    static let thumb: Character = "█"

    /// The cells of a track `track` cells long that the thumb covers, for a viewport of
    /// `visible` cells over a scrollable extent of `total` cells scrolled `position` cells
    /// from its start; nil when everything is visible (or there is no track).
    static func thumb(track: Int, visible: Double, total: Double, position: Double) -> Range<Int>? {
        guard track > 0, visible > 0, total > visible else { return nil }
        let length = Swift.min(Swift.max(Int((Double(track) * visible / total).rounded()), 1), track)
        let range = total - visible
        let fraction = Swift.min(Swift.max(position / range, 0), 1)
        let start = Int((Double(track - length) * fraction).rounded())
        return start..<(start + length)
    }

    /// Which bars show: those whose axis has more to scroll than fits.
    var visibleBars: (vertical: Bool, horizontal: Bool) {
        guard let scrollView else { return (false, false) }
        let content = scrollView.contentSize
        let inset = scrollView.contentInset
        let size = scrollView.bounds.size
        return (scrollView.showsVerticalScrollIndicator && content.height + inset.top + inset.bottom > size.height,
                scrollView.showsHorizontalScrollIndicator && content.width + inset.left + inset.right > size.width)
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        guard let scrollView else { return }
        let width = Int(bounds.width.rounded(.down))
        let height = Int(bounds.height.rounded(.down))
        guard width > 0, height > 0 else { return }
        let bars = visibleBars
        let content = scrollView.contentSize
        let inset = scrollView.contentInset
        let offset = scrollView.contentOffset
        let origin = bounds.origin
        if bars.vertical {
            let track = height - (bars.horizontal ? 1 : 0)
            let thumb = ScrollIndicatorView.thumb(track: track, visible: bounds.height,
                                                  total: content.height + inset.top + inset.bottom,
                                                  position: offset.y + inset.top)
            for row in 0..<track {
                let character = thumb?.contains(row) == true ? ScrollIndicatorView.thumb : ScrollIndicatorView.verticalTrack
                context.put(String(character), at: Point(x: origin.x + Double(width - 1), y: origin.y + Double(row)))
            }
        }
        if bars.horizontal {
            let track = width - (bars.vertical ? 1 : 0)
            let thumb = ScrollIndicatorView.thumb(track: track, visible: bounds.width,
                                                  total: content.width + inset.left + inset.right,
                                                  position: offset.x + inset.left)
            let line = String((0..<track).map {
                thumb?.contains($0) == true ? ScrollIndicatorView.thumb : ScrollIndicatorView.horizontalTrack
            })
            context.put(line, at: Point(x: origin.x, y: origin.y + Double(height - 1)))
        }
    }
}
