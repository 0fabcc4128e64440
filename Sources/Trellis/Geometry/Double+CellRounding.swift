extension Double {
    /// How far below a half a value may fall and still round up in ``roundedToCell()``.
    ///
    /// The solver computes one edge in several ways (a view's `minX + width`, its
    /// neighbour's `minX − spacing`), and those agree only to a few ulps. Odd sizes split
    /// in two put edges exactly on halves, so without a tolerance `164.5` and
    /// `164.49999999999997`, the same edge, would round to different cells and open a gap
    /// or an overlap. Terminal coordinates are far below 10⁶, where a `Double` resolves
    /// about 10⁻¹⁰, so 10⁻⁹ absorbs solver noise and nothing a caller means.
    static let cellRoundingTolerance = 1e-9

    /// The value rounded to a whole cell, halves up: `floor(x + 0.5)`, so `2.5 → 3` and
    /// `-2.5 → -2` (not to even, not away from zero).
    ///
    /// This is the one rounding rule of every frame and coordinate on screen, widened by
    /// ``cellRoundingTolerance`` so that a value within 10⁻⁹ below a half counts as the half.
    /// The result is never `-0.0` (the floor is taken of a sum with a positive constant, which
    /// is never `-0.0`). Infinities and NaN come back unchanged.
    func roundedToCell() -> Double {
        (self + 0.5 + Double.cellRoundingTolerance).rounded(.down)
    }
}
