/// Why the solver undid a call it could not complete (the tableau is back as it was).
enum Rejection {
    /// A required constraint cannot hold: the owners of the required constraints already in
    /// the solver that take part in the contradiction, oldest first.
    case conflict([AnyObject])
    /// Rounding defeated the repair: a row stayed past a bound that, in exact arithmetic,
    /// it can meet (an optional call never makes the required constraints contradict), or
    /// the rounding did not settle and left a required constraint broken by more than
    /// callers are promised.
    case lostPrecision
}
