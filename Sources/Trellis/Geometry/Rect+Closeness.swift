extension Rect {
    /// Whether every edge is within `tolerance` of `other`'s: solver values carry
    /// floating-point noise that must not count as a move.
    func isClose(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
