extension LayoutConstraint {
    /// The gap a lone `-` leaves between two views: 1 cell, the terminal's standard
    /// sibling spacing. Next to `|` a lone `-` means the
    /// superview's layout margin instead.
    public static let standardSpacing: Double = 1

    /// Makes the constraints a visual format string describes: UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let row = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[find]-[findNext]-[field(>=20)]-|",
    ///     options: .alignAllCenterY, views: ["find": find, "findNext": next, "field": field])
    /// LayoutConstraint.activate(row)
    /// ```
    ///
    /// The constraints come back **inactive**, in string order: for each view,
    /// the spacing before it and then its size predicates; then the spacing to a trailing
    /// `|`; then the alignments from `options`. Spacings put the later item first
    /// (`b.leading == a.trailing + 20`, `sv.trailing == v.trailing + 20`), as UIKit does.
    ///
    /// - `|` is the nearest common superview of the items in the string (a guide's is the
    ///   view that owns it); `|-[v]` pins to its layout margins, `|[v]` and `|-0-[v]` to its
    ///   edge.
    /// - A lone `-` between views is ``standardSpacing``; `[a][b]` is flush.
    /// - `views` may hold ``LayoutGuide``s as well as views, such as a view controller's
    ///   `topLayoutGuide` (`"V:[tlg]-0-[v]"`).
    ///
    /// Deviations from UIKit: a malformed string throws instead of raising an exception;
    /// alignment options join each view to its neighbour rather than to the first view
    /// (the same layout); baseline options with a layout guide throw, guides having no
    /// baselines; whitespace in the string is refused; a name that is both a metric and a
    /// view is read as the metric; priorities outside 1…1000 and negative sizes are
    /// refused while parsing, not when the constraints are activated; `|` stands for the
    /// superview of the view next to it, and every view of the string must be inside it.
    ///
    /// - Parameters:
    ///   - format: the string, such as `"V:|-20-[a(10)]-[b(==a)]"`.
    ///   - options: alignments, a direction and a spacing mode; see ``LayoutFormatOptions``.
    ///   - metrics: numbers the string may name instead of writing them.
    ///   - views: the items the string names.
    /// - Throws: ``VisualFormatError`` with the column of the first problem: an unknown
    ///   view or metric, a bracket or parenthesis not closed, a missing `-`, a bad
    ///   relation, a priority outside 1…1000, a negative size, `|` anywhere but the ends,
    ///   an item with no superview for `|`, or options that do not suit the orientation.
    public static func constraints(
        withVisualFormat format: String, options: LayoutFormatOptions = [],
        metrics: [String: Double]? = nil, views: [String: any LayoutItem]
    ) throws -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        let parsed = try parser.parse()
        var builder = VisualFormatBuilder(format: format, parsed: parsed, options: options)
        return try builder.build()
    }
}
