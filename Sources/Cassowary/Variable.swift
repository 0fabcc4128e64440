/// An unknown of a linear constraint system: one number the ``Solver`` chooses.
///
/// A variable has reference identity: two variables with the same name are still two
/// unknowns. The solver never writes ``value`` on its own; ``Solver/updateVariables()``
/// copies the solved value in, so a variable reads the same between two updates however
/// many constraints are added in the meantime.
///
/// A variable that no constraint determines keeps the value it had: one that has never
/// been moved by a solver reads `0`, the value it starts with.
///
/// Variables are `Sendable` so that they can travel inside a ``SolverError``; ``value`` is
/// written only by ``Solver/updateVariables()``, and a solver is used from one isolation
/// domain at a time.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for diagnostics. It plays no part in solving.
    public let name: String

    /// The value the last ``Solver/updateVariables()`` of a solver holding this variable
    /// wrote; `0` until then.
    ///
    /// A getter rather than the stored field itself: another module reading a public
    /// stored field checks exclusivity at run time on every read (`swift_beginAccess`),
    /// whatever the field is marked here, and layouts read every view's four values at
    /// every pass (6% of resizing a 1,000-view screen).
    public var value: Double { storedValue }

    // Written only by the solver's `updateVariables()`: no runtime exclusivity check.
    @exclusivity(unchecked) var storedValue: Double = 0

    /// What the variable belongs to, for its client's own bookkeeping: a layout engine
    /// finds the view whose frame a changed variable moves
    /// (``Solver/updateVariables(reportingChanges:)``). The solver never reads it. Weak, so
    /// that a variable held by a constraint does not keep its owner alive.
    public weak var owner: AnyObject?

    /// Creates an unknown. The name is used only in descriptions and error messages.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xffff)" : name }
}
