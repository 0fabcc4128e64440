/// One `coefficient × variable` product of an ``Expression``.
public struct Term: CustomStringConvertible {
    /// The unknown.
    public let variable: Variable
    /// What the unknown is multiplied by.
    public let coefficient: Double

    /// The term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
