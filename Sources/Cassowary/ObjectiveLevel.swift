/// The errors of all optional constraints at one priority: one level of the lexicographic
/// objective, whose reduced costs ``ReducedCosts`` keeps.
///
/// The objective is lexicographic: levels are kept from the highest priority to the
/// lowest, and a lower level is only consulted where every higher one is indifferent.
/// That is what makes priorities strict (one constraint at 751 outweighs any number at 750)
/// without the huge weights that lose precision in a single scalar objective.
struct ObjectiveLevel {
    let priority: Double
    /// How many error symbols of committed constraints belong to this level.
    var errorCount: Int
}
