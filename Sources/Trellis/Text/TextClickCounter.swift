/// Counts clicks in quick succession at one cell, since a terminal reports presses but no
/// double-clicks: a press within ``interval`` seconds of the last, at the same cell, is
/// the next click of a series.
struct TextClickCounter {
    /// The longest pause between the clicks of a double-click, in seconds.
    static let interval = 0.4

    private var last: (time: Double, location: Point, count: Int)?

    /// Records a press at `location` at `time` (nil when there is no clock, so every
    /// press is a single click) and returns its number in the series: 1, 2, 3…
    mutating func press(at location: Point, time: Double?) -> Int {
        guard let time else { return 1 }
        var count = 1
        if let last, last.location == location, time - last.time <= TextClickCounter.interval, time >= last.time {
            count = last.count + 1
        }
        last = (time, location, count)
        return count
    }
}
