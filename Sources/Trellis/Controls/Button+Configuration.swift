extension Button {
    /// How a button looks and what it shows: UIKit's `UIButton.Configuration`.
    ///
    /// Start from one of the eight looks and change the fields:
    ///
    /// | Look | Drawn as |
    /// |---|---|
    /// | ``plain()``, ``borderless()`` | ` Title ` in the tint |
    /// | ``gray()``, ``bordered()`` | `[ Title ]` |
    /// | ``filled()``, ``borderedProminent()`` | ` Title ` on the tint, in reverse video |
    /// | ``tinted()``, ``borderedTinted()`` | ` Title ` in the tint, on a pale shade of it |
    ///
    /// The content is the ``image`` (one cell), ``imagePadding`` spaces, then the
    /// ``title``; ``subtitle`` adds a row under it. ``contentInsets`` (1 cell on each side
    /// by default) surround it, inside the brackets when there are any, so `.bordered()`
    /// titled "Save" is 8×1, `[ Save ]`, and `.filled()` is 6×1. With the focus, the
    /// outer cells show `<` and `>` (`<Save>`, `< Save >`) and the title is bold; pressed,
    /// the button's reverse video is flipped; selected, the title is underlined; disabled,
    /// everything is dim and neither focus nor press shows. Filled looks use reverse video
    /// for their tint, so they stand out on a monochrome terminal too.
    ///
    /// The tinted looks' background is mixed from the tint as the window's ``Theme`` shows
    /// it: with 256 colours or more, a quarter of the tint over the terminal's background
    /// (black when dark, white when light), or less, down to a tenth, until the title
    /// reads at 3:1. 8 and 16 colours cannot show a shade (a quarter of blue would become
    /// blue), so there the background is ``Color/secondarySystemBackground`` where the
    /// title reads on it, and the terminal's own otherwise.
    ///
    /// Differences from UIKit: the image is a `Character` (a one-cell glyph), not an
    /// image; the activity indicator (``showsActivityIndicator``) is a one-cell spinner
    /// that takes the image's place; insets and paddings are whole cells; no attributed titles,
    /// corner styles, button sizes or image placement (the image always leads).
    public struct Configuration: Sendable, Hashable {
        /// Which look the configuration was made with.
        let style: ButtonConfigurationStyle

        init(style: ButtonConfigurationStyle) {
            self.style = style
        }

        /// The title; nil, the default, shows the button's ``Button/title``.
        public var title: String?

        /// A second line of text, drawn on the row under the title; nil by default.
        public var subtitle: String?

        /// A glyph before the title, one cell wide; nil by default.
        public var image: Character?

        /// The cells between the image and the title; 1 by default. Negative counts as 0.
        public var imagePadding = 1

        /// The space round the content, in whole cells: 1 on the leading and trailing
        /// sides by default, none above or below.
        public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

        /// Whether a busy glyph shows in the image's place; false by default. It turns as
        /// an ``ActivityIndicatorView`` does (`⠋⠙⠹…`, a frame every 0.1 seconds on the
        /// application's clock) while the button is drawn, with a timer only then.
        public var showsActivityIndicator = false

        /// The colour of the text; nil, the default, is the look's (the tint for the
        /// plain and tinted looks).
        public var baseForegroundColor: Color?

        /// The colour under the content of the filled and tinted looks; nil, the
        /// default, is the tint.
        public var baseBackgroundColor: Color?

        /// Text in the tint, no frame.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Text in the tint, no frame: the same look as ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// Text between brackets.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// Text between brackets: the same look as ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// Text on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Text on the tint: the same look as ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// Text in the tint on a pale shade of the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Text in the tint on a pale shade of the tint: the same look as ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    }
}
