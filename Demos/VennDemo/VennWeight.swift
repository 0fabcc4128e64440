/// Which circle of the Venn diagram is the bigger one: the course's enumeration ("Setting
/// up the Venn Diagram"), which the Left, Balanced and Right buttons set.
public enum VennWeight: String, Sendable, CaseIterable {
    /// The left circle is bigger: it keeps the inner insets, the right one the outer ones.
    case left
    /// Both circles are the same size, at the inner insets.
    case balanced
    /// The right circle is bigger.
    case right
}
