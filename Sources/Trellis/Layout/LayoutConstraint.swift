import Cassowary

/// A linear relation between two layout attributes, `item1.attribute1 REL multiplier ×
/// item2.attribute2 + constant`, that the layout engine keeps true while it is active:
/// UIKit's `NSLayoutConstraint`.
///
/// Create one with the full initializer, the anchors (``View/leadingAnchor`` and the rest;
/// the preferred API) or, for a size, with no second item. A new constraint is
/// inactive; ``isActive`` or ``activate(_:)`` puts it in the engine, on the nearest common
/// ancestor of its items (CON-11). Only ``constant``, ``priority``, ``identifier``
/// and ``isActive`` can change afterwards (CON-13).
///
/// Differences from UIKit:
/// - The initializer validates the constraint against the validity rules of
///   ``ConstraintRule`` and throws ``LayoutError/invalidConstraint(rule:constraint:)``
///   naming the rule, where UIKit raises an exception for some cases and accepts others (a
///   `centerX` multiplier, VAL-03).
/// - When the second item is nil the multiplier is ignored, so `multiplier: 0` and
///   `multiplier: 1` give the same absolute size (CON-07).
/// - ``kind`` tells the constraints you made from the ones the system makes (CON-14).
/// - When required constraints cannot all hold, the conflict is logged and one of them is
///   broken: the newest of yours (``kind`` `.explicit`), or, if the conflict is all the
///   system's, the newest system constraint except the root's size (UIKit does not say
///   which it breaks). The broken constraint stays active, as in UIKit, at a priority of
///   999.5: it gives way to required
///   constraints, beats every optional one, and holds again once the conflict is gone.
@MainActor
public final class LayoutConstraint {
    /// Who made a constraint and why (CON-14). UIKit spells these as classes
    /// (`NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, …).
    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        /// Made by your code.
        case explicit
        /// Made from a view's frame and ``View/autoresizingMask`` because it translates
        /// them into constraints.
        case autoresizing
        /// Made from a view's ``View/intrinsicContentSize``: its content hugging
        /// (`hugging: true`) or compression resistance.
        case contentSize(hugging: Bool)
        /// Made by a stack view to arrange its views.
        case stackView
        /// Ties a view's ``View/layoutMarginsGuide`` or ``View/readableContentGuide`` to
        /// its edges.
        case margins
        /// Ties a system layout guide (a view controller's top and bottom layout guides) to
        /// its view.
        case layoutGuide
        /// Holds the root of a hierarchy at its size: the window's size, set by the
        /// terminal.
        case rootSize

        public var description: String {
            switch self {
            case .explicit: "explicit"
            case .autoresizing: "autoresizing"
            case .contentSize(let hugging): hugging ? "contentSize(hugging)" : "contentSize(compression)"
            case .stackView: "stackView"
            case .margins: "margins"
            case .layoutGuide: "layoutGuide"
            case .rootSize: "rootSize"
            }
        }
    }

    // MARK: - Creating a constraint

    /// Creates an inactive constraint `item.attribute REL multiplier × toItem.attribute +
    /// constant`: UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// With `toItem` nil, `toAttribute` must be `.notAnAttribute` and the constraint gives
    /// a size a value; the multiplier is then ignored (CON-07).
    ///
    /// - Throws: ``LayoutError/invalidConstraint(rule:constraint:)`` when the constraint
    ///   breaks a ``ConstraintRule``, naming it: a size related to a location (VAL-01), a
    ///   location given a constant (VAL-02), a location multiplied (VAL-03), crossed axes
    ///   (VAL-04), leading/trailing mixed with left/right (VAL-05), a negative size
    ///   (VAL-06), or a missing attribute (CON-02).
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute toAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0
    ) throws {
        let secondAttribute = toItem == nil ? LayoutAttribute.notAnAttribute : toAttribute
        if toItem == nil, toAttribute != .notAnAttribute {
            throw LayoutError.invalidConstraint(
                rule: .missingAttribute,
                constraint: LayoutConstraint.equation(item, attribute, relation, nil, toAttribute, multiplier, constant))
        }
        if toItem != nil, toAttribute == .notAnAttribute {
            throw LayoutError.invalidConstraint(
                rule: .missingAttribute,
                constraint: LayoutConstraint.equation(item, attribute, relation, toItem, toAttribute, multiplier, constant))
        }
        let effectiveMultiplier = toItem == nil ? 1 : multiplier
        if let rule = ConstraintRule.firstViolated(
            by: attribute, secondAttribute, multiplier: effectiveMultiplier, constant: constant) {
            throw LayoutError.invalidConstraint(
                rule: rule,
                constraint: LayoutConstraint.equation(item, attribute, relation, toItem, toAttribute, multiplier, constant))
        }
        if !multiplier.isFinite || !constant.isFinite {
            throw LayoutError.invalidConstraint(
                rule: .nonFinite,
                constraint: LayoutConstraint.equation(item, attribute, relation, toItem, toAttribute, multiplier, constant))
        }
        self.init(unchecked: item, attribute, relation, toItem, secondAttribute,
                  multiplier: toItem == nil ? 0 : multiplier, constant: constant, kind: .explicit)
    }

    /// Creates a constraint without checking the validity rules (``ConstraintRule``): for
    /// anchors, which check by type, and for the system's own constraints, which are exempt
    /// (TAMIC).
    init(unchecked item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
         _ toItem: (any LayoutItem)?, _ toAttribute: LayoutAttribute,
         multiplier: Double, constant: Double, priority: LayoutPriority = .required, kind: Kind) {
        firstItemObject = item
        firstAttribute = attribute
        secondItemObject = toItem
        secondAttribute = toItem == nil ? .notAnAttribute : toAttribute
        self.multiplier = multiplier
        storedConstant = constant
        storedPriority = Float(priority.rawValue)
        self.relation = relation
        self.kind = kind
    }

    // MARK: - The equation

    /// The constrained item: a ``View`` or a ``LayoutGuide``. Held weakly, as in UIKit.
    public var firstItem: (any LayoutItem)? { LayoutConstraint.item(firstItemObject) }

    /// The item on the right-hand side, or nil for a constant size. Held weakly.
    public var secondItem: (any LayoutItem)? { LayoutConstraint.item(secondItemObject) }

    // The items are held as plain objects: a weak `any LayoutItem` is two words (the
    // object and its conformance), an `AnyObject` one. Sixteen bytes fewer put the object
    // in a 112-byte heap block instead of a 128-byte one (1.2 MB on a 10,000-view screen).
    // Compared by identity, they need no cast back to an item. Unchecked, as are the
    // other fields the engine reads for every constraint (see `View.storedBounds`).
    @exclusivity(unchecked) private(set) weak var firstItemObject: AnyObject?
    @exclusivity(unchecked) private(set) weak var secondItemObject: AnyObject?

    /// Where the constraint sits in its first and second items' views'
    /// ``View/constraintsNamingFromAbove``; -1 where it is not listed.
    @exclusivity(unchecked) var namingSlots: (first: Int32, second: Int32) = (-1, -1)

    /// Where the constraint sits in its holder's ``View/constraintStorage``; -1 while it
    /// is held by no view.
    @exclusivity(unchecked) var holderSlot: Int32 = -1

    /// An item held as an object, as the item it is (a view or a guide, the only two kinds
    /// that get this far, in the common case without a conformance lookup).
    private static func item(_ object: AnyObject?) -> (any LayoutItem)? {
        guard let object else { return nil }
        if let view = object as? View { return view }
        if let guide = object as? LayoutGuide { return guide }
        return object as? any LayoutItem
    }

    /// The factor applied to the second attribute; 0 for a constraint with no second item
    /// (CON-06, CON-07).
    public let multiplier: Double

    /// The number added to the right-hand side (CON-01).
    ///
    /// Changing it on an active constraint changes the constraint in place in the solver
    /// (no remove and re-add) and schedules a layout pass. A non-finite value
    /// is refused with a precondition failure.
    ///
    /// A negative width or height given as a constant (no second item) is refused by the
    /// rule that refuses it at creation (VAL-06), but logged rather than stopping the
    /// program, as UIKit logs an invalid change to a running layout: the message names
    /// the rule and the refused equation, and the constant keeps its value.
    ///
    /// Unlike UIKit, a change can be undone by the solver when double precision cannot carry
    /// it out (values near 1e14 and constraints that agree to nine digits: the solver's
    /// `SolverError.lostPrecision`): the log says so, and the layout goes on with the
    /// constant the solver had, though this property reads the new one.
    public var constant: Double {
        get { storedConstant }
        set {
            precondition(newValue.isFinite, "LayoutConstraint.constant must be a finite number, not \(newValue): \(self)")
            guard newValue != storedConstant else { return }
            if secondAttribute == .notAnAttribute,
               let rule = ConstraintRule.firstViolated(by: firstAttribute, .notAnAttribute, multiplier: 0, constant: newValue) {
                let equation = firstItem.map {
                    LayoutConstraint.equation($0, firstAttribute, relation, nil, .notAnAttribute, 0, newValue)
                } ?? "\(self)"
                LayoutDiagnostics.emit("Trellis refused to change the constant of \(self): "
                    + "\(LayoutError.invalidConstraint(rule: rule, constraint: equation))")
                return
            }
            storedConstant = newValue
            engine?.constantDidChange(self)
        }
    }

    @exclusivity(unchecked) var storedConstant: Double

    /// How much the constraint matters, 1…1000; 1000 (the default) is required.
    ///
    /// Values outside 1…1000 are clamped. As in UIKit, an active constraint cannot change
    /// between required and optional: trying is a precondition failure that
    /// names the constraint. Deactivate it, change the priority, and activate it again.
    public var priority: LayoutPriority {
        get { LayoutPriority(Double(storedPriority)) }
        set {
            let clamped = LayoutPriority(newValue.rawValue.isNaN ? 1 : Swift.min(Swift.max(newValue.rawValue, 1), 1000))
            let current = priority
            guard clamped != current else { return }
            if isActive, clamped.isRequired != current.isRequired {
                preconditionFailure(
                    "Mutating a priority from \(current.isRequired ? "required to not" : "not required to required") "
                        + "on an active constraint is not supported; deactivate it first: \(self)")
            }
            storedPriority = Float(clamped.rawValue)
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in logs and descriptions (CON-09, DBG-05). Nil by default.
    public var identifier: String? {
        get { identifierBox?.text }
        set { identifierBox = newValue.map(IdentifierBox.init) }
    }

    /// ``identifier``'s storage; the system's constraints share theirs.
    var identifierBox: IdentifierBox?

    // MARK: - Activation

    /// Whether the constraint is part of the layout now (CON-10, ACT-02). Setting it
    /// activates or deactivates this one constraint; see ``activate(_:)``.
    public var isActive: Bool {
        get { owner != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// The view whose ``View/constraints`` hold the constraint while it is active: the
    /// nearest common ancestor of its items (CON-11).
    @exclusivity(unchecked) public internal(set) weak var owner: View?

    /// The engine holding the constraint while it is active: its owner's hierarchy's.
    /// Found, not stored: a hierarchy's constraints leave its engine before a view moves
    /// to another (``View/layoutWillMove(_:to:)``) and join the new one after, so the
    /// owner's engine is always the one that holds the constraint.
    var engine: LayoutEngine? { owner?.activeLayoutEngine }

    /// A sequence number for activation order: the newest of your constraints in a conflict
    /// is the one broken.
    @exclusivity(unchecked) var activationOrder: UInt64 = 0

    /// Whether the constraint is queued or installed in ``engine``, with its solver handle
    /// and whether it was broken: written only by the engine, which keeps no table of its
    /// own.
    @exclusivity(unchecked) var engineState = ConstraintEngineState.inactive

    // MARK: - Small fields

    // Stored last, together: between the word-sized fields each took a word of padding.

    /// ``priority`` as a `Float`, as UIKit keeps it (``LayoutPriority`` holds a `Float`'s
    /// precision, so nothing is lost).
    @exclusivity(unchecked) private var storedPriority: Float

    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute

    /// The second item's attribute; `.notAnAttribute` when there is no second item.
    public let secondAttribute: LayoutAttribute

    /// Who made the constraint (CON-14).
    public let kind: Kind

    /// How the two sides relate.
    public let relation: LayoutRelation

    /// Set when conflict recovery broke the constraint: it stays active, in the solver at
    /// ``LayoutEngine/brokenPriority``.
    var isBroken: Bool { engineState.isBroken }

    // MARK: - Describing

    /// The equation as text, for errors about a constraint that was never made.
    static func equation(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ toItem: (any LayoutItem)?, _ toAttribute: LayoutAttribute, _ multiplier: Double, _ constant: Double
    ) -> String {
        var text = "\(item.layoutItemDescription).\(attribute) \(relation) "
        if let toItem {
            if multiplier != 1 { text += "\(LayoutConstraint.number(multiplier))*" }
            text += "\(toItem.layoutItemDescription).\(toAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            text += number(constant)
        }
        return text
    }

    /// A number as UIKit logs print it: whole numbers without a decimal point.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
