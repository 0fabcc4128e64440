/// The views a flush must read new frames out for when it changed no structure, only
/// constants (a label's text, a spacing, a size set from outside): the views whose
/// variables the solve moved and those whose system constraints were derived again.
/// Reading out only these keeps a change confined to one view as cheap in a hierarchy of
/// 100,000 views as in one of 100; after a structural change, or once more than
/// ``limit`` views moved, the engine reads out every frame instead.
///
/// The views are held strongly for the flush, so that an identifier in the set cannot
/// stand for a view freed since and another made at its address.
struct MovedViews {
    private(set) var views: [View] = []
    private var identifiers: Set<ObjectIdentifier> = []
    /// Whether too many views moved to be worth listing: the whole hierarchy is read out.
    private(set) var isOverflowing = false

    /// Above this many views, the engine reads out every frame: finding a listed view's
    /// place and applying its frame costs about as much as visiting ten views in a walk of
    /// the whole hierarchy (a resize of a 1,000-row stack, every row moved, took a quarter
    /// longer read out view by view). A change confined to one view moves a few: a label
    /// and the row it sits in.
    static let limit = 64

    mutating func insert(_ view: View) {
        guard !isOverflowing, identifiers.insert(ObjectIdentifier(view)).inserted else { return }
        views.append(view)
        if views.count > MovedViews.limit {
            isOverflowing = true
            views = []
            identifiers = []
        }
    }

    func contains(_ view: View) -> Bool {
        identifiers.contains(ObjectIdentifier(view))
    }
}
