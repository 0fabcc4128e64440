/// How much a layout constraint matters, on UIKit's scale of 1 to 1000.
///
/// `required` (1000) must hold; anything lower is optional and may be broken. Priorities
/// are strict: the engine never gives up a higher priority for any number of lower ones.
/// Write them as numbers (`LayoutPriority(751)`, or a literal where a priority is expected)
/// or nudge a named one (`.defaultHigh + 1`), as PRI-05 advises.
///
/// Deviation from UIKit: the raw value is a `Double` rather than a `Float`, but it holds a
/// `Float`'s precision, as UIKit's does: a value is rounded to the nearest `Float` when the
/// priority is made (`250.1` reads back as `250.10000610351562`; whole numbers and halves
/// are exact). A constraint stores its priority in four bytes. As in UIKit, a value within
/// about 0.00003 of 1000, such as `999.99999`, rounds to 1000 and is required.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    public let rawValue: Double

    /// A priority with this value, rounded to a `Float`'s precision. Values outside
    /// 1…1000 are kept (as a `Float` holds them); a constraint using one is rejected when it
    /// is activated, as in UIKit.
    public init(rawValue: Double) {
        self.rawValue = Double(Float(rawValue))
    }

    public init(_ rawValue: Double) {
        self.init(rawValue: rawValue)
    }

    public init(integerLiteral value: Int) {
        self.init(rawValue: Double(value))
    }

    public init(floatLiteral value: Double) {
        self.init(rawValue: value)
    }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 500: a system medium.
    public static let medium = LayoutPriority(500)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses for the fitting size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether UIKit accepts this priority on a constraint: a number from 1 to 1000.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `amount`, as in `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, amount: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + amount)
    }

    /// A priority lowered by `amount`, as in `.required - 1`.
    public static func - (lhs: LayoutPriority, amount: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - amount)
    }

    /// The number, without a fraction when it has none: `750`, `250.5`.
    public var description: String {
        rawValue.isFinite && abs(rawValue) < 1e15 && rawValue == rawValue.rounded(.towardZero)
            ? String(Int(rawValue)) : String(rawValue)
    }
}
