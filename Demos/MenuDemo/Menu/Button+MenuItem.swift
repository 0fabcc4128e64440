import Trellis

extension Button {
    /// The button for one item of the menu: its title, light on the menu's background.
    static func menuButton(for item: MenuItem) -> Button {
        let button = Button(title: item.title)
        button.setTitleColor(MenuPalette.foreground, for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }
}
