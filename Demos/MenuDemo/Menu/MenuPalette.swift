import Trellis

/// The menu's colours: the course's menu has a near-black scroll view background, #171717
/// (red, green and blue 23); the titles and the picture are light so they read on it
/// whatever the terminal's own colours are.
enum MenuPalette {
    /// The menu's background, #171717.
    static let background = Color.rgb(23, 23, 23)
    /// The items' titles and the picture.
    static let foreground = Color.rgb(225, 225, 225)
}
