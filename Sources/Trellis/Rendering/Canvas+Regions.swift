// What the draw pass needs to redraw part of a canvas and tell what changed there.
extension Canvas {
    /// `rect` widened, row by row, so that no wide character straddles its left or right
    /// edge: redrawing a region that cuts one would blank the half outside it for good.
    func wideCharacterAligned(_ rect: Rect) -> Rect {
        let area = CellArea(rect, width: width, height: height)
        guard !area.isEmpty else { return rect }
        var minX = area.columns.lowerBound
        var maxX = area.columns.upperBound
        for y in area.rows {
            if minX > 0, self[minX, y].isContinuation { minX = Swift.min(minX, area.columns.lowerBound - 1) }
            if maxX < width, self[maxX, y].isContinuation { maxX = Swift.max(maxX, area.columns.upperBound + 1) }
        }
        return Rect(x: Double(minX), y: Double(area.rows.lowerBound), width: Double(maxX - minX),
                    height: Double(area.rows.count))
    }

    /// The cells inside `rect`, row by row.
    func cells(in rect: Rect) -> [Cell] {
        let area = CellArea(rect, width: width, height: height)
        var result: [Cell] = []
        result.reserveCapacity(area.columns.count * area.rows.count)
        // A row at a time from the storage: the draw pass copies a whole screen this way.
        for y in area.rows {
            result.append(contentsOf: cells[(y * width + area.columns.lowerBound)..<(y * width + area.columns.upperBound)])
        }
        return result
    }

    /// The row-major indexes of the cells inside `rect` that differ from `before`, which
    /// ``cells(in:)`` took from the same rect.
    func indexesDiffering(from before: [Cell], in rect: Rect) -> [Int] {
        let area = CellArea(rect, width: width, height: height)
        var result: [Int] = []
        var position = 0
        let size = MemoryLayout<Cell>.size
        cells.withUnsafeBufferPointer { now in
            before.withUnsafeBufferPointer { before in
                for y in area.rows {
                    for x in area.columns {
                        let index = y * width + x
                        if position >= before.count {
                            result.append(index)
                        } else if !Canvas.sameBytes(now.baseAddress! + index, before.baseAddress! + position, size),
                                  now[index] != before[position] {
                            // Cells with the same bytes are the same cell (most of a screen is
                            // blanks drawn again); only the others are compared as values.
                            result.append(index)
                        }
                        position += 1
                    }
                }
            }
        }
        return result
    }

    /// Whether the `count` bytes at `a` and `b` are equal, eight at a time. Equal bytes
    /// mean an equal cell; unequal ones may still be one (padding, a payload's unused
    /// bytes), which the caller then compares as values.
    @inline(__always)
    private static func sameBytes(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, _ count: Int) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        var offset = 0
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < count {
            if left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }
}
