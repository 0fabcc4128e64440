/// The seven items of the Collaborate menu, top to bottom.
///
/// The transcript names three of them (Profile, Collaborators and Logout, "about seven
/// items"); the four between are made up for a professional social network.
enum MenuItem: Int, CaseIterable, Sendable {
    /// The user's profile: the course's custom `ProfileView` screen.
    case profile
    /// The people the user works with.
    case collaborators
    /// What they work on together.
    case projects
    /// Their conversations.
    case messages
    /// The social networks the profiles come from.
    case networks
    /// The app's settings.
    case settings
    /// Signing out.
    case logout

    /// The button's title and the detail screen's title.
    var title: String {
        switch self {
        case .profile: "Profile"
        case .collaborators: "Collaborators"
        case .projects: "Projects"
        case .messages: "Messages"
        case .networks: "Networks"
        case .settings: "Settings"
        case .logout: "Logout"
        }
    }
}
