/// Where a view that left one of the defaults of ``UncommonViewState`` keeps its own copy:
/// one heap object, so that the others pay a word.
@MainActor
final class UncommonViewStorage {
    // Unchecked for the same reason as the view's own fields (see `View.storedBounds`).
    @exclusivity(unchecked) var state = UncommonViewState()
}
