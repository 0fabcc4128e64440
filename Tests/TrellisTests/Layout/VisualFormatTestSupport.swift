import Testing
@testable import Trellis

/// Checks one constraint made from a visual format string, field by field.
@MainActor
func expectConstraint(
    _ constraint: LayoutConstraint?,
    _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ toItem: AnyObject?, _ toAttribute: LayoutAttribute,
    constant: Double = 0, priority: LayoutPriority = .required,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let constraint else {
        Issue.record("missing constraint", sourceLocation: sourceLocation)
        return
    }
    #expect(constraint.firstItem === item, "first item of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.firstAttribute == attribute, "first attribute of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.relation == relation, "relation of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.secondItem === toItem, "second item of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.secondAttribute == toAttribute, "second attribute of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.multiplier == (toItem == nil ? 0 : 1), "multiplier of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.constant == constant, "constant of \(constraint)", sourceLocation: sourceLocation)
    #expect(constraint.priority == priority, "priority of \(constraint)", sourceLocation: sourceLocation)
    #expect(!constraint.isActive, "\(constraint) should be inactive", sourceLocation: sourceLocation)
    #expect(constraint.kind == .explicit, sourceLocation: sourceLocation)
}

/// `LayoutConstraint.constraints(withVisualFormat:…)`, shorter.
@MainActor
func vfl(_ format: String, _ views: [String: any LayoutItem]) throws -> [LayoutConstraint] {
    try LayoutConstraint.constraints(withVisualFormat: format, views: views)
}

/// The same with options.
@MainActor
func vfl(_ format: String, _ options: LayoutFormatOptions, _ views: [String: any LayoutItem]) throws -> [LayoutConstraint] {
    try LayoutConstraint.constraints(withVisualFormat: format, options: options, views: views)
}

/// The same with metrics.
@MainActor
func vfl(_ format: String, metrics: [String: Double], _ views: [String: any LayoutItem]) throws -> [LayoutConstraint] {
    try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
}
