import Cassowary

/// The four solver variables of a view's or guide's alignment rect: its origin relative to
/// the coordinate space it lives in (the superview's, or the owning view's for a guide)
/// and its size. Relative origins, as in UIKit's engine, keep the constraints of a subtree
/// valid wherever the subtree moves, and make a resize touch only what really moves.
struct LayoutVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    init(prefix: String) {
        x = Variable("\(prefix).x")
        y = Variable("\(prefix).y")
        width = Variable("\(prefix).width")
        height = Variable("\(prefix).height")
    }

    /// Names `owner` as what the four variables belong to, so that a solve reporting a
    /// changed variable leads the engine to the view it moves.
    func setOwner(_ owner: AnyObject) {
        x.owner = owner
        y.owner = owner
        width.owner = owner
        height.owner = owner
    }

    /// The solved rectangle, as the variables hold it after the last solve.
    var rect: Rect { Rect(x: x.value, y: y.value, width: width.value, height: height.value) }

    @inline(__always)
    func variable(_ part: LayoutVariablePart) -> Variable {
        switch part {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }
}

/// Which of the four ``LayoutVariables`` a frame check or ambiguity probe is about.
enum LayoutVariablePart: CaseIterable {
    case x, y, width, height

    var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }
}
