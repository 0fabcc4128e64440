extension MenuElement {
    /// How an action looks and whether it can be chosen: UIKit's
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Destroys data: drawn in ``Color/systemRed``.
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Shown dim; the highlight skips it and it cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }
}
