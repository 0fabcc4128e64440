extension Control {
    /// The events a control sends its actions for: UIKit's `UIControl.Event`.
    ///
    /// A set, so one action can be added for several events (``allEditingEvents``). A
    /// terminal has no multi-touch: the touch events stand for the left mouse button.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A press of the left button on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second press in quick succession.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A drag inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A drag outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A drag that came into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A drag that left the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A release over the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A release away from the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A press that was abandoned.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's activation, Return in a text field.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field started editing (took the focus).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing (lost the focus).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended the editing of a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
