/// The unsatisfiable-constraints log, in UIKit's words: the header, the
/// conflicting constraints one per line, and the one broken to recover.
@MainActor
struct ConflictReport {
    /// The required constraints that cannot all hold, in activation order.
    let conflicting: [LayoutConstraint]
    /// The one the engine breaks (``LayoutEngine/victim(in:)``).
    let broken: LayoutConstraint

    static let header = "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want..."

    var text: String {
        var lines = [ConflictReport.header, "("]
        let quoted = conflicting.map { "    \"\($0.description)\"" }
        lines.append(quoted.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.description)
        return lines.joined(separator: "\n")
    }
}
