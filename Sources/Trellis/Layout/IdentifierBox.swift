/// A constraint's identifier, held by reference: one word in every ``LayoutConstraint``
/// instead of a `String`'s two. With the solver handle it also holds, the object then
/// still fits a 128-byte heap block (a 144-byte one otherwise: 1.2 MB more on a
/// 10,000-view screen). The system's identifiers are boxed once and shared.
final class IdentifierBox: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
