import Trellis

/// The two steps of the course's "Demo: Content Hugging": a button spaced from the
/// profile beside it and pinned to the trailing margin, so one of the two must grow into
/// the room left over, and the hugging priorities decide which.
enum HuggingDemo: Sendable, CaseIterable {
    /// "We will set this to 249": the profile hugs its content less than the button
    /// (250), so the profile's frame grows.
    case profileGrows
    /// "I could just lower this one to 248": now the button hugs least and takes the room;
    /// the profile stays at 249. Where the course ends, and where the demo starts.
    case buttonGrows

    /// The profile's horizontal content-hugging priority.
    var profilePriority: LayoutPriority { .defaultLow - 1 }

    /// The button's horizontal content-hugging priority.
    var buttonPriority: LayoutPriority {
        self == .profileGrows ? .defaultLow : .defaultLow - 2
    }

    /// The other step: what the hugging key flips to.
    var flipped: HuggingDemo {
        self == .profileGrows ? .buttonGrows : .profileGrows
    }

    /// The priorities, as the screen states them.
    var summary: String {
        "Hugging: profile \(profilePriority), button \(buttonPriority)"
    }
}
