// The anchors every view and layout guide vends. Baseline anchors are on
// `View` only, as in UIKit.
extension LayoutItem {
    /// The left edge; prefer ``leadingAnchor``.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge; prefer ``trailingAnchor``.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The leading edge: the left one in left-to-right layout, the right one in
    /// right-to-left (CON-04).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: the right one in left-to-right layout, the left one in
    /// right-to-left.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}
