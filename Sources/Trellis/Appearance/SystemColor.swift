/// The semantic colours of UIKit (`UIColor.label`, `.systemBackground`, `.systemBlue`…):
/// colours named for what they are for, which a ``Theme`` turns into a concrete ``Color``
/// for the terminal's colour depth and background.
///
/// Use them through ``Color``'s statics (``Color/label``, ``Color/systemBlue``…), which
/// are ``Color/system(_:)`` colours. A view that draws in them looks right at every depth,
/// from 24-bit colour down to 8 colours and monochrome, on a dark or a light terminal:
/// each theme's palette is chosen so that text stays legible on the backgrounds it is
/// meant for.
///
/// Differences from UIKit: only the colours a terminal app needs are here (no
/// `quaternaryLabel`, `systemGroupedBackground`, `systemTeal`, `systemYellow` or the six
/// grays, whose shades 8 and 16 colours cannot tell apart, or not legibly on white); and
/// ``tint`` names the default tint, which UIKit calls `UIColor.tintColor`.
public enum SystemColor: Sendable, Hashable, CaseIterable {
    /// Primary text: the terminal's own foreground at every depth.
    case label
    /// Secondary text, such as a subtitle or a value beside a title.
    case secondaryLabel
    /// Tertiary text, such as a hint or a disabled title.
    case tertiaryLabel
    /// The placeholder of an empty text field.
    case placeholderText
    /// Links.
    case link
    /// Lines that separate content: borders, dividers, a split view's bar.
    case separator
    /// The main background: the terminal's own background at every depth.
    case systemBackground
    /// A background for content grouped over the main one: a panel, a diagram's ground.
    case secondarySystemBackground
    /// A background for content grouped over the secondary one.
    case tertiarySystemBackground
    /// The default tint of controls: ``systemBlue`` in every palette but the dark 8-colour
    /// one, where ANSI blue is too dark to read on black and the tint is cyan.
    case tint
    /// Blue.
    case systemBlue
    /// Red: destructive actions, errors.
    case systemRed
    /// Green.
    case systemGreen
    /// Orange.
    case systemOrange
    /// Purple.
    case systemPurple
    /// A mid gray, for inactive marks.
    case systemGray
}
