/// One workload of the `scale` suite: what it builds at size N and what it times.
@MainActor
struct ScaleWorkload {
    let name: String
    /// One line for the output and README: what is built and what each metric times.
    let summary: String
    /// The metrics it records, in the order they print.
    let metrics: [String]
    /// Builds one brand-new hierarchy of size N, records its timed figures (and the exact
    /// size it built, when that differs from N) and checks the frames outside the timed
    /// regions.
    let run: (Int, inout ScaleFigures, Checker) -> Void

    /// Instances (brand-new hierarchies) per size, at most: many at small sizes, where one
    /// first layout is short and noisy, a few at large ones.
    func instances(_ size: Int) -> Int {
        size <= 1_000 ? 21 : size <= 10_000 ? 5 : 3
    }
}
