/// A value that varies linearly with a superview's size `S`: `slope × S + intercept`.
///
/// Autoresizing is linear in the superview's size on each axis, so the layout
/// engine can turn a view's autoresizing into linear constraints from a pair of
/// these, and ``AxisResizing`` evaluates the same functions to resize a frame directly.
///
/// The function is stored as a slope through a reference point rather than as a slope and an
/// intercept, and evaluated as `value + slope × (s − input)`. At the reference input this is
/// `value + slope × 0`, so the reference value comes back exactly; `slope × s + intercept`
/// can be off there by a rounding error, because the intercept was computed as
/// `value − slope × input`.
struct LinearFunction {
    /// How much the value changes per unit of superview size.
    let slope: Double

    /// The input the function was anchored at.
    let referenceInput: Double

    /// The value at ``referenceInput``.
    let referenceValue: Double

    /// The function `slope × s + intercept`.
    init(slope: Double, intercept: Double) {
        self.init(slope: slope, through: 0, value: intercept)
    }

    /// The function with this slope that takes `value` at `input`.
    init(slope: Double, through input: Double, value: Double) {
        self.slope = slope
        self.referenceInput = input
        self.referenceValue = value
    }

    /// The value at a superview size of 0: the constant term of `slope × S + intercept`.
    var intercept: Double { referenceValue - slope * referenceInput }

    /// The value at superview size `s`.
    func callAsFunction(_ s: Double) -> Double {
        referenceValue + slope * (s - referenceInput)
    }
}
