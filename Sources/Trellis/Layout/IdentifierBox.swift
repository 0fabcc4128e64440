/// A constraint's identifier, held by reference: one word in every ``LayoutConstraint``
/// instead of a `String`'s two, which keeps the object (with the solver handle it also
/// holds) in a 112-byte heap block rather than a 128-byte one (1.2 MB on a 10,000-view
/// screen). The system's identifiers are boxed once and shared.
final class IdentifierBox: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
