import Testing
import Trellis
@testable import SplashDemo

/// The logo view's choice of rendition by its size, and an intrinsic size that does not
/// follow that choice.
@MainActor
@Suite struct CollaborateLogoViewTests {
    /// The full art while the view has at least 0.85 of its 66 × 19 cells on both axes
    /// (17 rows, 56.1 columns); the compact 18 × 7 art below that, at its own size; nothing
    /// where even that does not fit.
    @Test(arguments: [
        (192.0, 55.0, "full"), (66, 19, "full"), (57, 17, "full"), (66, 17, "full"),
        (56, 19, "compact"), (60, 16, "compact"), (24, 7, "compact"), (18, 7, "compact"),
        (17, 7, "none"), (18, 6, "none"), (4, 1, "none"), (0, 0, "none"),
    ])
    func theRenditionSuitsTheSize(width: Double, height: Double, expected: String) {
        let (art, mode) = CollaborateLogoView.rendition(for: Size(width: width, height: height))
        switch expected {
        case "full":
            #expect(art == CollaborateLogo.art)
            #expect(mode == .scaleAspectFit)
        case "compact":
            #expect(art == CollaborateLogo.compactArt)
            #expect(mode == .center)
        default:
            #expect(art == nil)
        }
    }

    /// Laid out small, the view shows the compact art; laid out large again, the full art.
    /// Its intrinsic size stays the full art's throughout, so the constraints never see it
    /// change.
    @Test func theViewSwitchesRenditionsAsItIsResized() {
        let window = Window(size: Size(width: 30, height: 10))
        let logo = CollaborateLogoView()
        logo.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(logo)
        let width = logo.widthAnchor.constraint(equalToConstant: 20)
        let height = logo.heightAnchor.constraint(equalToConstant: 8)
        LayoutConstraint.activate([width, height])
        window.runLayoutCycle()
        #expect(logo.image == CollaborateLogo.compactArt)
        #expect(logo.intrinsicContentSize == Size(width: 66, height: 19))
        #expect(window.canvas.renderedText().contains("Collaborate"))

        window.size = Size(width: 80, height: 24)
        width.constant = 66
        height.constant = 19
        window.runLayoutCycle()
        #expect(logo.image == CollaborateLogo.art)
        #expect(logo.contentMode == .scaleAspectFit)
        #expect(logo.intrinsicContentSize == Size(width: 66, height: 19))
        #expect(window.canvas.renderedText() == CollaborateLogo.art.renderedText() + String(repeating: "\n", count: 5))
    }
}
