/// The modifier keys held with a key or a mouse event, as far as the terminal reports
/// them: UIKit's `UIKeyModifierFlags`, without Command, Caps Lock or the numeric pad, which a
/// terminal never sends.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift. A shifted printable key arrives as its shifted character (`"A"`), without
    /// this flag; the flag marks shifted special keys (Shift-Up) and mouse events.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt, Option or Meta: the key came after an escape.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
}
