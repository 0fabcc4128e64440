import Trellis

/// The splash screen's logo: an ``ImageView`` that shows the rendition of
/// ``CollaborateLogo`` that suits its size, as an `NSImage` picks the representation
/// suited to the rectangle it is drawn in. The constraints size the view; the view only
/// chooses what to draw in it.
///
/// - At least ``fullArtMinimumScale`` of ``CollaborateLogo/art``'s size: that art, scaled
///   to the view with ``ContentMode/scaleAspectFit`` (exactly its size in an 80 × 24
///   terminal, larger in larger ones, a little smaller just below).
/// - Smaller, but with room for ``CollaborateLogo/compactArt``: the compact art at its own
///   size, centred (``ContentMode/center``), since plain letters cannot be scaled and the
///   full art shrunk further loses its letters.
/// - Smaller still (a terminal of 6 rows leaves the logo one): no art at all. The view
///   keeps the frame its constraints give it, but a few cells sampled from a logo mean
///   nothing, so it shows nothing: the logo has shrunk to nothing.
///
/// The intrinsic content size stays the full art's whichever rendition shows: it is the
/// logo's size, which the aspect ratio is taken from ("I grabbed the imageSize"), and it
/// must not change with what the view happens to draw.
final class CollaborateLogoView: ImageView {
    /// The smallest scale at which the full art is shown: at 0.85 (17 of its 19 rows, 57
    /// of its 66 columns) its letters still read well; below, the compact art is clearer.
    static let fullArtMinimumScale = 0.85

    init() {
        super.init(image: CollaborateLogo.art)
        contentMode = .scaleAspectFit
    }

    override var intrinsicContentSize: Size {
        Size(width: Double(CollaborateLogo.art.width), height: Double(CollaborateLogo.art.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let (art, mode) = CollaborateLogoView.rendition(for: bounds.size)
        if image != art { image = art }
        contentMode = mode
    }

    /// The art to show in a view of `size`, and how to fit it.
    static func rendition(for size: Size) -> (art: CharacterArt?, contentMode: ContentMode) {
        let full = CollaborateLogo.art, compact = CollaborateLogo.compactArt
        let scale = min(size.width / Double(full.width), size.height / Double(full.height))
        if scale >= fullArtMinimumScale {
            return (full, .scaleAspectFit)
        }
        if size.width >= Double(compact.width), size.height >= Double(compact.height) {
            return (compact, .center)
        }
        return (nil, .center)
    }
}
