import DemoSupport
import Trellis

/// `ImageView`: a picture made of characters in an image view whose content mode and
/// size change live. The view's frame is drawn as a box around it, so what each content
/// mode does with the room shows: stretch, fit keeping proportions, centre or pin to the
/// top-left corner at the picture's own size.
public final class ImageViewScreen: CatalogScreen {
    /// The image view on the stage.
    public let imageView = ImageView(image: ImageViewScreen.house)

    /// The box around the image view, one cell outside it.
    private let frameBox = CatalogBoxView()

    /// The sizes `s` steps the image view through, in cells.
    static let sizes = [Size(width: 24, height: 6), Size(width: 12, height: 3), Size(width: 40, height: 8)]
    private var sizeIndex = 0
    private var widthConstraint: LayoutConstraint?
    private var heightConstraint: LayoutConstraint?

    /// A house, 7 × 5 cells.
    public static let house = CharacterArt("""
           /\\
          /  \\
         /____\\
         | [] |
         |_/\\_|
        """)

    public override init() {
        super.init()
        title = "ImageView"
    }

    public override var preferredStageHeight: Double { 10 }

    public override func viewDidLoad() {
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        frameBox.addSubview(imageView)
        let size = Self.sizes[sizeIndex]
        let width = imageView.widthAnchor.constraint(equalToConstant: size.width)
        let height = imageView.heightAnchor.constraint(equalToConstant: size.height)
        widthConstraint = width
        heightConstraint = height
        LayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: frameBox.topAnchor, constant: 1),
            imageView.leadingAnchor.constraint(equalTo: frameBox.leadingAnchor, constant: 1),
            imageView.trailingAnchor.constraint(equalTo: frameBox.trailingAnchor, constant: -1),
            imageView.bottomAnchor.constraint(equalTo: frameBox.bottomAnchor, constant: -1),
            width, height,
        ])
        super.viewDidLoad()
        place(frameBox)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "m", name: "contentMode", value: { [unowned self] in "\(imageView.contentMode)" }) {
                [unowned self] in imageView.contentMode = ContentMode.allCases.cycled(after: imageView.contentMode)
            },
            CatalogProperty(key: "s", name: "size", value: { [unowned self] in
                let size = Self.sizes[sizeIndex]
                return "\(Int(size.width))×\(Int(size.height)) (the picture is \(Self.house.width)×\(Self.house.height))"
            }) { [unowned self] in
                sizeIndex = (sizeIndex + 1) % Self.sizes.count
                widthConstraint?.constant = Self.sizes[sizeIndex].width
                heightConstraint?.constant = Self.sizes[sizeIndex].height
            },
        ]
    }

    public override var code: String {
        let size = Self.sizes[sizeIndex]
        return """
            let imageView = ImageView(image: CharacterArt(house))
            imageView.contentMode = .\(imageView.contentMode)
            imageView.widthAnchor.constraint(equalToConstant: \(Int(size.width)))
            imageView.heightAnchor.constraint(equalToConstant: \(Int(size.height)))
            """
    }
}
