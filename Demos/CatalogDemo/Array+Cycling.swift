extension Array where Element: Equatable {
    /// The element after `element`, wrapping round to the first; the first when `element`
    /// is not in the array. The catalog's keys step a property through its values with it.
    func cycled(after element: Element) -> Element {
        guard let index = firstIndex(of: element) else { return self[0] }
        return self[(index + 1) % count]
    }
}
