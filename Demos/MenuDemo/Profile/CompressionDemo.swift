import Trellis

/// The two steps of the course's "Demo: Compression Resistance": a label too long for
/// the room beside the profiles, so something must be compressed, and the resistance
/// priorities decide what.
enum CompressionDemo: Sendable, CaseIterable {
    /// "Set it to 749": the label resists less than the profiles (750) and is cut short.
    /// Where the demo starts.
    case labelGivesWay
    /// "We'll lower these by 2": the profiles (748) now resist less than the label (749)
    /// and are squeezed "at the expense of our Profile Views".
    case profilesGiveWay

    /// The label's horizontal compression-resistance priority.
    var labelPriority: LayoutPriority { .defaultHigh - 1 }

    /// The three profiles' horizontal compression-resistance priority.
    var profilePriority: LayoutPriority {
        self == .labelGivesWay ? .defaultHigh : .defaultHigh - 2
    }

    /// The other step: what the compression key flips to.
    var flipped: CompressionDemo {
        self == .labelGivesWay ? .profilesGiveWay : .labelGivesWay
    }

    /// The priorities, as the screen states them.
    var summary: String {
        "Resistance: label \(labelPriority), profiles \(profilePriority)"
    }
}
