import Trellis

// Learning whether the terminal's background is light or dark.
extension UserInterfaceStyle {
    /// The style `COLORFGBG` describes: rxvt, Konsole, iTerm2 and others set it to the
    /// terminal's foreground and background as ANSI colour numbers, `"15;0"` or
    /// `"0;default;15"`, the background last. A background of light gray or a bright
    /// colour other than dark gray (7, 9–15) is light, any other number dark; anything
    /// else (unset, `default`, not a number) is ``unspecified``.
    static func fromColorFGBG(_ value: String?) -> UserInterfaceStyle {
        guard let value, let last = value.split(separator: ";").last, let background = Int(last),
              (0...255).contains(background) else { return .unspecified }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}
