import Trellis

/// The social networks whose badges decorate the profiles: the course's GitHub, Medium
/// and Facebook icons, and the Twitter it names beside them, as one-row badges of
/// different widths.
///
/// The widths matter, as the icons' sizes do in the course: the badge starts 65% of the
/// way across the portrait, so GitHub's (4 columns) reaches 2 columns past a 6-column
/// portrait, Medium's and Twitter's (3) 1 column, and Facebook's (2) stays inside it ("it
/// doesn't even go off the edge").
enum SocialNetwork: CaseIterable, Sendable {
    /// GitHub: the widest badge, 4 columns.
    case github
    /// Medium: 3 columns.
    case medium
    /// Facebook: 2 columns, inside the portrait.
    case facebook
    /// Twitter: 3 columns.
    case twitter

    /// The network's name.
    var name: String {
        switch self {
        case .github: "GitHub"
        case .medium: "Medium"
        case .facebook: "Facebook"
        case .twitter: "Twitter"
        }
    }

    /// The badge, in the network's colours, opaque.
    var badge: CharacterArt {
        switch self {
        case .github: CharacterArt(" gh ", style: CellStyle(foreground: .white, background: .black, attributes: .bold))
        case .medium: CharacterArt(" M ", style: CellStyle(foreground: .black, background: .white, attributes: .bold))
        case .facebook: CharacterArt("fb", style: CellStyle(foreground: .white, background: .blue, attributes: .bold))
        // Black on cyan: white on cyan is too faint to read (1.6:1 in xterm's colours).
        case .twitter: CharacterArt(" t ", style: CellStyle(foreground: .black, background: .cyan, attributes: .bold))
        }
    }
}
