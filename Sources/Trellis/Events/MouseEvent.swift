/// A mouse event at a cell of the window: a press, release, drag, move or wheel turn.
///
/// The location is in window coordinates, the cell's top-left corner: the terminal's
/// column and row, counted from 0. UIKit's `UITouch` and scroll events, reduced to what a
/// terminal reports.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public var kind: MouseEventKind
    /// The button pressed, released or held; ``MouseButton/none`` for moves and the wheel.
    public var button: MouseButton
    /// The cell under the pointer, in window coordinates.
    public var location: Point
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates an event.
    public init(_ kind: MouseEventKind, button: MouseButton = .none, at location: Point,
                modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.location = location
        self.modifiers = modifiers
    }
}
