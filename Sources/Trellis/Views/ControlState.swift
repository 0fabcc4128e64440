/// The state of a control such as ``Button``: UIKit's `UIControl.State`.
///
/// A set, as in UIKit, because states combine: a focused button can be highlighted while a
/// key is held. ``normal`` is the empty set, so `state == .normal` means "none of the
/// others". Differences from UIKit: ``focused`` is a terminal's keyboard focus (UIKit's is
/// for tvOS and the keyboard).
public struct ControlState: OptionSet, Sendable, Hashable {
    /// The states as bits.
    public let rawValue: UInt8

    /// Creates the set whose bits are `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// No other state: enabled, not highlighted, not focused.
    public static let normal: ControlState = []

    /// Being pressed: the activation key or the mouse button is down on the control.
    public static let highlighted = ControlState(rawValue: 1 << 0)

    /// Holding the keyboard focus, so the activation key acts on it.
    public static let focused = ControlState(rawValue: 1 << 1)

    /// Not taking input; its actions do not fire.
    public static let disabled = ControlState(rawValue: 1 << 2)

    /// Selected: a toggled-on state some controls keep (``Control/isSelected``).
    public static let selected = ControlState(rawValue: 1 << 3)
}
