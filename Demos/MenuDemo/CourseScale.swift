/// How the course's points become terminal cells in the menu demo.
///
/// A row is a line of text, about 20 points in the course's screens (a 17-point label or
/// button title), and a column is half of that, 10 points, because a cell is about twice
/// as tall as it is wide. Lengths round up to whole cells, so a gap never closes and the
/// course's larger gaps stay larger than its smaller ones:
///
/// | course | cells |
/// |---|---|
/// | the image 28 points from the top, Profile 28 below it, Logout 28 above the bottom | 2 rows |
/// | 20 points between the items | 1 row |
/// | Profile 50 points from each edge | 5 columns |
/// | the iPad's 320-point master column | 32 columns |
/// | the 55 × 55-point profile picture | 6 × 3 cells |
///
/// The other demos keep their own rules (the splash screen's tests map 20 points to 2 rows
/// and 4 columns); this one is chosen so the whole menu (23 rows) fits an 80 × 24 terminal
/// above its bottom row of keys, as the course's menu fits an iPad, and scrolls when it is shorter.
enum CourseScale {
    /// `points` of the course's vertical lengths, in rows.
    static func rows(_ points: Double) -> Double {
        (points / 20).rounded(.up)
    }

    /// `points` of the course's horizontal lengths, in columns.
    static func columns(_ points: Double) -> Double {
        (points / 10).rounded(.up)
    }
}
