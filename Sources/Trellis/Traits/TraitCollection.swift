/// The traits of an interface's environment: scale, idiom and the two size classes:
/// UIKit's `UITraitCollection`, as a value.
///
/// Each property may be unspecified (`0` for ``displayScale``, `.unspecified` for the
/// others). As in UIKit, a collection is built from the single-property initializers,
/// combined with ``init(traitsFrom:)``, and queried with ``containsTraits(in:)``; its
/// properties are read-only. A Trellis window gets its traits from the terminal's size
/// through ``terminal(size:)``.
///
/// Differences from UIKit: this is a struct, so two collections with the same traits are
/// equal and there is no object identity; only the four traits of TRT-01 exist (no
/// appearance, layout direction, content size category, custom traits or the iOS 17
/// `modifyingTraits`); and ``UserInterfaceIdiom/terminal`` is an idiom of its own.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Device pixels per point; `0` means unspecified, as in UIKit. In a terminal the cell
    /// is both the point and the smallest thing that can be drawn, so ``terminal(size:)``
    /// reports `1`.
    public let displayScale: Double

    /// The kind of device, or `.unspecified`.
    public let userInterfaceIdiom: UserInterfaceIdiom

    /// The size class along the x axis, or `.unspecified`.
    public let horizontalSizeClass: UserInterfaceSizeClass

    /// The size class along the y axis, or `.unspecified`.
    public let verticalSizeClass: UserInterfaceSizeClass

    private init(
        displayScale: Double, userInterfaceIdiom: UserInterfaceIdiom,
        horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass
    ) {
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// A collection with every trait unspecified.
    public init() {
        self.init(
            displayScale: 0, userInterfaceIdiom: .unspecified,
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection with only the display scale specified (unless `displayScale` is `0`).
    public init(displayScale: Double) {
        self.init(
            displayScale: displayScale, userInterfaceIdiom: .unspecified,
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection with only the idiom specified.
    public init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init(
            displayScale: 0, userInterfaceIdiom: userInterfaceIdiom,
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection with only the horizontal size class specified.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(
            displayScale: 0, userInterfaceIdiom: .unspecified,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection with only the vertical size class specified.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(
            displayScale: 0, userInterfaceIdiom: .unspecified,
            horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// The "ordered intersection" of `traitCollections`: each trait takes its value
    /// from the last collection in the array that specifies it, and stays unspecified if
    /// none does. An empty array gives ``init()``.
    public init(traitsFrom traitCollections: [TraitCollection]) {
        var merged = TraitCollection()
        for other in traitCollections {
            merged = TraitCollection(
                displayScale: other.displayScale != 0 ? other.displayScale : merged.displayScale,
                userInterfaceIdiom: other.userInterfaceIdiom != .unspecified
                    ? other.userInterfaceIdiom : merged.userInterfaceIdiom,
                horizontalSizeClass: other.horizontalSizeClass != .unspecified
                    ? other.horizontalSizeClass : merged.horizontalSizeClass,
                verticalSizeClass: other.verticalSizeClass != .unspecified
                    ? other.verticalSizeClass : merged.verticalSizeClass)
        }
        self = merged
    }

    /// Whether every trait that `other` specifies has the same value here. Traits
    /// that `other` leaves unspecified are ignored, so an empty collection, like `nil`, is
    /// contained in every collection.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
    }

    // MARK: - Terminal mapping

    /// default: a window narrower than this many columns has a compact horizontal
    /// size class; 80 columns or more is regular. 80 is the classic terminal width, the
    /// size below which a side-by-side layout stops fitting.
    public static let compactWidthThreshold: Double = 80

    /// default: a window shorter than this many rows has a compact vertical size
    /// class; 24 rows or more is regular. 24 is the classic terminal height.
    public static let compactHeightThreshold: Double = 24

    /// The traits of a terminal window of `size` cells:
    /// horizontal compact below ``compactWidthThreshold`` columns and regular from it,
    /// vertical compact below ``compactHeightThreshold`` rows and regular from it, display
    /// scale 1, idiom ``UserInterfaceIdiom/terminal``. Every trait is specified.
    ///
    /// UIKit has no counterpart: on iOS the system derives size classes from the device
    /// (TRT-02), where here they follow the window's size, which the user can change at any
    /// time by resizing the terminal.
    public static func terminal(size: Size) -> TraitCollection {
        TraitCollection(
            displayScale: 1, userInterfaceIdiom: .terminal,
            horizontalSizeClass: size.width < compactWidthThreshold ? .compact : .regular,
            verticalSizeClass: size.height < compactHeightThreshold ? .compact : .regular)
    }

    // MARK: - Description

    /// The specified traits in UIKit's order and naming, unspecified ones left out as UIKit
    /// does: `<TraitCollection: UserInterfaceIdiom = terminal, DisplayScale = 1,
    /// HorizontalSizeClass = compact, VerticalSizeClass = regular>`. With nothing specified,
    /// `<TraitCollection>`. Unlike UIKit's, it has no object address, since this is a value.
    public var description: String {
        var traits: [String] = []
        if userInterfaceIdiom != .unspecified { traits.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        if displayScale != 0 { traits.append("DisplayScale = \(Self.scaleDescription(displayScale))") }
        if horizontalSizeClass != .unspecified { traits.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { traits.append("VerticalSizeClass = \(verticalSizeClass)") }
        return traits.isEmpty ? "<TraitCollection>" : "<TraitCollection: \(traits.joined(separator: ", "))>"
    }

    // Scales are almost always whole (1, 2, 3), and UIKit prints them without a fraction.
    private static func scaleDescription(_ scale: Double) -> String {
        scale.isFinite && abs(scale) < 1e15 && scale == scale.rounded(.towardZero)
            ? String(Int(scale)) : String(scale)
    }
}
