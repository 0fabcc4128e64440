/// Holds a presented controller's view over the whole window: for a sheet, it dims what
/// lies beneath, draws the sheet's box, and swallows clicks outside it, so input stays in
/// the presentation. UIKit's presentation controller's container view and dimming view in
/// one.
final class PresentationContainerView: View {
    /// How the presented view is shown.
    let style: ModalPresentationStyle

    /// The presented controller, whose view is the container's subview; read for its
    /// preferred size at each layout.
    private weak var controller: ViewController?

    init(presenting controller: ViewController, style: ModalPresentationStyle) {
        self.style = style.resolved
        self.controller = controller
        super.init(frame: .zero)
        addSubview(controller.view)
    }

    /// The sheet's box, border included, in the container's coordinates: the whole
    /// container for the full-screen styles.
    var boxRect: Rect {
        if let custom = controller?.presentationBox(in: bounds) { return custom }
        let width = bounds.width
        let height = bounds.height
        switch style {
        case .pageSheet, .automatic:
            return width >= 80
                ? Rect(x: 4, y: 2, width: width - 8, height: Swift.max(height - 2, 0))
                : Rect(x: 0, y: Swift.min(1, height), width: width, height: Swift.max(height - 1, 0))
        case .formSheet:
            let preferred = controller?.preferredContentSize ?? Size(width: 50, height: 14)
            let boxWidth = Swift.max(Swift.min(preferred.width + 2, width - 4), 0)
            let boxHeight = Swift.max(Swift.min(preferred.height + 2, height - 2), 0)
            return Rect(x: ((width - boxWidth) / 2).rounded(.down), y: ((height - boxHeight) / 2).rounded(.down),
                        width: boxWidth, height: boxHeight)
        case .fullScreen, .overFullScreen:
            return bounds
        }
    }

    /// Where the presented view goes: inside the box's border for a sheet.
    var contentRect: Rect {
        let box = boxRect
        guard isBoxed else { return box }
        return Rect(x: box.minX + 1, y: box.minY + 1,
                    width: Swift.max(box.width - 2, 0), height: Swift.max(box.height - 2, 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.viewIfLoaded?.frame = contentRect
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        guard isBoxed else { return }
        context.dimEverything()
        let box = boxRect
        context.fill(box)
        if box.width >= 2, box.height >= 2 { context.drawBorder(box) }
    }

    /// Whether the presented view sits in a box over the dimmed screen: a sheet, or a
    /// controller that measures its own box (an alert).
    private var isBoxed: Bool {
        style.isSheet || controller?.presentationBox(in: bounds) != nil
    }

    /// A press outside the presented view stops here: nothing behind a presentation
    /// takes input. Outside the box, the presented controller hears of it.
    override func mouseDown(_ event: MouseEvent) {
        guard event.button == .left, !boxRect.contains(convert(event.location, from: nil)) else { return }
        controller?.presentationBackgroundPressed()
    }
    override func mouseDragged(_ event: MouseEvent) {}
    override func mouseUp(_ event: MouseEvent) {}
    override func scrollWheel(_ event: MouseEvent) {}
}
