/// Every colour the controls draw with, in one place: semantic colours (``SystemColor``),
/// which the window's ``Theme`` resolves for the terminal's depth and background as they
/// are drawn, so each control reads at every depth, dark and light.
///
/// The colours only ever add to a look: each state of a control also shows through its
/// characters and text attributes, so a monochrome terminal, which drops every colour,
/// loses nothing a user needs.
enum ControlColors {
    /// The tint of a window, and so of every view that sets none: ``Color/tint``, UIKit's
    /// system blue wherever blue reads (cyan on a dark 8-colour terminal).
    static let windowTint: Color = .tint

    /// The tint of every view behind a presented controller: ``Color/systemGray``, as
    /// UIKit turns a dimmed tint gray.
    static let dimmedTint: Color = .systemGray

    /// The `x` of a switch that is on, unless its `onTintColor` says otherwise: UIKit's
    /// system green.
    static let switchOnTint: Color = .systemGreen

    /// The part of a slider's track after the thumb, and a progress bar's track: a gray,
    /// as UIKit's tracks are.
    static let track: Color = .systemGray

    /// A page control's dots other than the current page's: a gray, as UIKit's are.
    static let pageIndicator: Color = .systemGray

    /// A spinner's colour when it has none of its own: UIKit's gray spinner.
    static let activityIndicator: Color = .systemGray

    /// The least contrast a tinted button's title keeps with its background: WCAG's 3:1,
    /// what the theme holds the tint to on the terminal's own background.
    static let tintedContrast = 3.0

    /// The fractions of the tint tried for a tinted button's background, the largest
    /// first: a quarter, as UIKit's tinted buttons, down to a tenth.
    private static let tintedFractions = [0.25, 0.2, 0.15, 0.1]

    /// The background of a tinted button whose title is drawn in `tint`, under `theme`.
    ///
    /// The tint is resolved first, so the mix is of the colour the terminal will show. With
    /// 256 colours or more, the background is the largest of a quarter down to a tenth of
    /// that tint over the terminal's background (black when dark, white when light) that
    /// keeps the title at 3:1. With 8 or 16 colours a quarter tint cannot be shown (it
    /// would become the tint's own ANSI colour, the title's), so the background is the
    /// theme's ``Color/secondarySystemBackground`` where the title reads on it, and the
    /// terminal's own otherwise, as it is when no mix reads at any depth.
    static func tintedBackground(_ tint: Color, in theme: Theme) -> Color {
        let shown = theme.resolve(tint)
        if theme.colorDepth >= .palette256 {
            let ground: Color = theme.userInterfaceStyle == .light ? .white : .black
            for fraction in tintedFractions {
                let mixed = ground.mix(with: shown, by: fraction)
                if theme.contrastRatio(of: shown, on: mixed) >= tintedContrast { return mixed }
            }
        }
        let panel = theme.resolve(.secondarySystemBackground)
        if theme.contrastRatio(of: shown, on: panel) >= tintedContrast { return panel }
        return .default
    }
}
