/// One call of a random scenario, on constraints named by number and variables by index,
/// so that a scenario can be replayed, shortened and printed.
enum OracleOperation: CustomStringConvertible {
    case add(id: Int, OracleConstraint)
    case remove(id: Int)
    case updateConstant(id: Int, to: Double)
    case addEditVariable(variable: Int, priority: Double)
    case suggestValue(variable: Int, Double)
    case removeEditVariable(variable: Int)

    var description: String {
        switch self {
        case .add(let id, let c): "add c\(id): \(c)"
        case .remove(let id): "remove c\(id)"
        case .updateConstant(let id, let v): "updateConstant c\(id) to \(v)"
        case .addEditVariable(let v, let p): "addEditVariable x\(v) @\(Int(p))"
        case .suggestValue(let v, let value): "suggestValue \(value) for x\(v)"
        case .removeEditVariable(let v): "removeEditVariable x\(v)"
        }
    }
}
