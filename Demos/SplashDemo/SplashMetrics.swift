import Trellis

/// The splash screen's numbers, the course's points turned into cells, shared by the three
/// builds so that they cannot drift apart.
///
/// Points to cells: a cell is about twice as tall as it is wide, so the course's "at least
/// 20 points away" from every edge becomes 4 columns at the leading and trailing edges and
/// 2 rows at the top and bottom (20 points ÷ 5 across, ÷ 10 down, the rule of the layout
/// tests): the same distance on screen on all four sides, as in the course.
enum SplashMetrics {
    /// The least gap between the logo and the leading or trailing edge: the course's 20
    /// points, in columns.
    static let horizontalGap: Double = 4

    /// The least gap between the logo and the top or bottom edge (the row above the
    /// bar of keys): the course's 20 points, in rows.
    static let verticalGap: Double = 2

    /// The priority of the two constraints that make the logo as large as the screen
    /// allows (its width and height equal to the screen's): low, so that everything else
    /// wins and only the room left over is taken.
    ///
    /// The course's logo stays at its image's size on an iPad; this demo's grows to fill
    /// the terminal, the Interface Builder way: low-priority equal widths and heights. They
    /// tie the logo to the content view, so they pull on the content view too: at the
    /// content hugging every label has (250) they would stretch the bar of keys below to
    /// shorten the content view, so they stay well under it.
    static let growthPriority = LayoutPriority.defaultLow - 50

    /// The logo's content hugging and compression resistance on both axes: just under
    /// ``growthPriority``, so that the art's size has no say and the growth alone sizes
    /// the logo.
    ///
    /// UIKit's defaults (hugging 250, compression resistance 750) would not do: hugging
    /// above the growth keeps the logo at its art's size, and compression resistance as
    /// high as the bar's would push the bar off the bottom of a short terminal to
    /// keep a few more rows of logo.
    static let logoContentPriority = growthPriority - 1
}
