/// Every colour the controls draw with, in one place, so that a theme of semantic colours
/// can supply them later without touching the controls.
///
/// The colours only ever add to a look: each state of a control also shows through its
/// characters and text attributes, so a monochrome terminal, which drops every colour,
/// loses nothing a user needs.
enum ControlColors {
    /// The tint of a window, and so of every view that sets none: blue, as in UIKit.
    static let windowTint: Color = .blue

    /// The tint of every view behind a presented controller: gray, as UIKit dims it.
    static let dimmedTint: Color = .gray

    /// The `x` of a switch that is on, unless its `onTintColor` says otherwise.
    static let switchOnTint: Color = .green

    /// The part of a slider's track after the thumb, and a progress bar's track.
    static let track: Color = .default

    /// A page control's dots other than the current page's.
    static let pageIndicator: Color = .default

    /// A spinner's colour when it has none of its own.
    static let activityIndicator: Color = .default

    /// The background of a tinted button: a quarter of the tint over a dark terminal.
    static func tintedBackground(_ tint: Color) -> Color {
        Color.black.mix(with: tint, by: 0.25)
    }
}
