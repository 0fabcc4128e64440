/// The counters by which the tableau decides when its rows may have drifted from the
/// constraints' equations, taken together so that a refused call can put them back with
/// the rows they describe (``Journal``).
struct DriftBookkeeping {
    var workSinceCheck: Int
    var driftSigns: Int
    var pivotsSinceRefactor: Int
    var roundingSinceLook: Double
}
