/// Applying a mask to a frame: each axis resized on its own by ``AxisResizing``.
extension AutoresizingMask {
    /// The horizontal axis of `frame` in a superview of width `superviewWidth`, with LM, W
    /// and RM as its springs.
    func horizontalResizing(of frame: Rect, superviewWidth: Double) -> AxisResizing {
        AxisResizing(
            position: frame.minX, size: frame.width, superviewSize: superviewWidth,
            flexibleLeading: contains(.flexibleLeftMargin), flexibleSize: contains(.flexibleWidth),
            flexibleTrailing: contains(.flexibleRightMargin))
    }

    /// The vertical axis of `frame` in a superview of height `superviewHeight`, with TM, H
    /// and BM as its springs.
    func verticalResizing(of frame: Rect, superviewHeight: Double) -> AxisResizing {
        AxisResizing(
            position: frame.minY, size: frame.height, superviewSize: superviewHeight,
            flexibleLeading: contains(.flexibleTopMargin), flexibleSize: contains(.flexibleHeight),
            flexibleTrailing: contains(.flexibleBottomMargin))
    }

    /// Where a subview with this mask and `frame` ends up when its superview's size goes
    /// from `oldSuperviewSize` to `newSuperviewSize`, as UIKit's autoresizing does.
    ///
    /// The frame is taken standardized. The result's width and height are clamped at 0 when
    /// the superview shrinks by more than they can give up (see
    /// ``AxisResizing/resized(to:)``). With the sizes unchanged, the frame comes back
    /// exactly.
    func resizedFrame(_ frame: Rect, from oldSuperviewSize: Size, to newSuperviewSize: Size) -> Rect {
        let x = horizontalResizing(of: frame, superviewWidth: oldSuperviewSize.width)
            .resized(to: newSuperviewSize.width)
        let y = verticalResizing(of: frame, superviewHeight: oldSuperviewSize.height)
            .resized(to: newSuperviewSize.height)
        return Rect(x: x.position, y: y.position, width: x.size, height: y.size)
    }

    /// The frame's minX, width, minY and height as linear functions of the superview's
    /// width (for `x` and `width`) and height (for `y` and `height`): what the layout engine
    /// turns into implicit autoresizing constraints. At `superviewSize` they give
    /// back the standardized `frame` exactly.
    ///
    /// Unlike ``resizedFrame(_:from:to:)``, the width and height are not clamped at 0.
    func placement(
        of frame: Rect, in superviewSize: Size
    ) -> (x: LinearFunction, width: LinearFunction, y: LinearFunction, height: LinearFunction) {
        let horizontal = horizontalResizing(of: frame, superviewWidth: superviewSize.width)
        let vertical = verticalResizing(of: frame, superviewHeight: superviewSize.height)
        return (horizontal.position, horizontal.size, vertical.position, vertical.size)
    }
}
