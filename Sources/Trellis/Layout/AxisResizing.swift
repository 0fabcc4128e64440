/// Autoresizing along one axis: the three parts of the axis, which of them are
/// springs, and how they share a change in the superview's size.
///
/// The parts are the leading margin (the view's position), the view's size, and the
/// trailing margin (what is left of the superview). When the superview's size goes from `S`
/// to `S′`, the flexible parts share `S′ − S` and the fixed parts keep their lengths:
///
/// - In proportion to their current sizes, as UIKit does (AR-05): with a margin of 10 and a
///   width of 30 both flexible, the margin takes a quarter of the change.
/// - Equally, when every flexible part has size 0 (proportions are then undefined).
/// - With no flexible part, the trailing margin takes it all, as if it were flexible
///   (AR-05, Trellis's own rule), so the view keeps its offset and size, consistent with
///   AR-02.
///
/// A flexible part of negative size (a view that sticks out of its superview) counts
/// as size 0 when the shares are worked out, so each share is between 0 and 1 and the shares
/// add up to 1; proportions with a signed size would swing without bound as the flexible
/// sizes summed to nearly zero. With all parts non-negative this is exactly the UIKit rule.
///
/// The rule is linear in the superview's size: ``position`` and ``size`` give it as
/// functions for the constraint engine, and ``resized(to:)`` evaluates them.
struct AxisResizing {
    /// The view's offset from the superview's leading edge: its position.
    let leadingMargin: Double

    /// The view's current length along the axis. (``size`` is its length as a function.)
    let viewSize: Double

    /// The distance from the view's trailing edge to the superview's.
    let trailingMargin: Double

    /// The superview's length along the axis that the three parts add up to.
    let superviewSize: Double

    /// Whether the leading margin is a spring. After AR-05's default: at least one of the
    /// three flags is true.
    let flexibleLeading: Bool

    /// Whether the view's size is a spring.
    let flexibleSize: Bool

    /// Whether the trailing margin is a spring; true when none of the three was given as
    /// flexible.
    let flexibleTrailing: Bool

    /// The axis of a view at `position` with length `size` inside a superview of length
    /// `superviewSize`, with the parts given as flexible. When none is, the trailing margin
    /// is made flexible.
    init(
        position: Double, size: Double, superviewSize: Double,
        flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool
    ) {
        self.leadingMargin = position
        self.viewSize = size
        self.trailingMargin = superviewSize - position - size
        self.superviewSize = superviewSize
        self.flexibleLeading = flexibleLeading
        self.flexibleSize = flexibleSize
        self.flexibleTrailing = flexibleTrailing || !(flexibleLeading || flexibleSize)
    }

    /// The fraction of a change in the superview's size that each part takes: 0 for a fixed
    /// part; the shares of the flexible parts add up to 1.
    var shares: (leading: Double, size: Double, trailing: Double) {
        // Negative sizes weigh 0 (see the type's overview).
        let weights = (
            leading: flexibleLeading ? Swift.max(leadingMargin, 0) : 0,
            size: flexibleSize ? Swift.max(viewSize, 0) : 0,
            trailing: flexibleTrailing ? Swift.max(trailingMargin, 0) : 0
        )
        let total = weights.leading + weights.size + weights.trailing
        if total > 0 {
            return (weights.leading / total, weights.size / total, weights.trailing / total)
        }
        let count = Double([flexibleLeading, flexibleSize, flexibleTrailing].filter { $0 }.count)
        return (flexibleLeading ? 1 / count : 0, flexibleSize ? 1 / count : 0, flexibleTrailing ? 1 / count : 0)
    }

    /// The view's position as a function of the superview's size; it is ``leadingMargin`` at
    /// ``superviewSize``.
    var position: LinearFunction {
        LinearFunction(slope: shares.leading, through: superviewSize, value: leadingMargin)
    }

    /// The view's length as a function of the superview's size; it is ``viewSize`` at
    /// ``superviewSize``.
    ///
    /// Not clamped: it goes negative when the superview shrinks by more than the size's
    /// share can give up. A linear constraint cannot clamp; the engine must add `size ≥ 0`
    /// itself if it wants it.
    var size: LinearFunction {
        LinearFunction(slope: shares.size, through: superviewSize, value: viewSize)
    }

    /// The view's position and length once the superview's length is `newSuperviewSize`:
    /// ``position`` and ``size`` evaluated there.
    ///
    /// The length is clamped at 0, because a frame cannot be narrower than nothing; the
    /// position is not, so a view squeezed to nothing sits where its leading edge would be.
    /// The linear functions are not clamped.
    func resized(to newSuperviewSize: Double) -> (position: Double, size: Double) {
        (position(newSuperviewSize), Swift.max(size(newSuperviewSize), 0))
    }
}
