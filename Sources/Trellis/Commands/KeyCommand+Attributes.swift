extension KeyCommand {
    /// How a command is offered: UIKit's `UIMenuElement.Attributes`, with the two that
    /// mean something for a key command.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The command does not run and is not listed; the key goes on as if it were absent.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The command runs but is not listed by a ``DiscoverabilityBar``.
        public static let hidden = Attributes(rawValue: 1 << 1)
    }
}
