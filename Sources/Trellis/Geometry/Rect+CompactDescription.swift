extension Rect {
    /// The rect as UIKit prints a view's frame, `(x y; width height)`: `(113 111; 132 194)`,
    /// or `(10.5 0; 3 4)` with a fraction.
    ///
    /// The fields are printed as stored, not standardized. Whole numbers have no decimal
    /// point (UIKit prints them with `%g`); any other value prints as Swift prints a
    /// `Double`, so nothing is rounded away. Shared by ``View/description`` and the
    /// diagnostics.
    var compactDescription: String {
        "(\(origin.x.compactDescription) \(origin.y.compactDescription); "
            + "\(size.width.compactDescription) \(size.height.compactDescription))"
    }
}

private extension Double {
    /// The value without a decimal point when it is a whole number (`132`, `-3`, `0` for
    /// `-0.0`), and as Swift prints it otherwise (`10.5`, `inf`, `nan`).
    var compactDescription: String {
        // 2⁵³: beyond it every Double is whole, and Int64 still holds it exactly.
        if isFinite, rounded() == self, Swift.abs(self) < 9_007_199_254_740_992 {
            return String(Int64(self))
        }
        return description
    }
}
