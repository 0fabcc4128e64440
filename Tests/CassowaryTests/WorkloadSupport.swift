import Testing
@testable import Cassowary

// Builders for the workloads of Benchmarks/README.md, following its order of adds exactly.
// kiwi's strong maps to `.strong` and weak to `.weak`.

/// Collects the first few mismatches of a large comparison, so that one broken workload
/// gives one readable issue instead of thousands.
struct Mismatches {
    private(set) var count = 0
    private(set) var first: [String] = []

    /// Compares with the workloads' tolerance, |got − want| ≤ 1e-6·max(1, |want|).
    mutating func check(_ got: Double, _ want: Double, _ what: @autoclosure () -> String, tolerance: Double = 1e-6) {
        guard !isClose(got, want, tolerance: tolerance) else { return }
        count += 1
        if first.count < 8 { first.append("\(what()): got \(got), want \(want)") }
    }

    mutating func require(_ condition: Bool, _ what: @autoclosure () -> String) {
        guard !condition else { return }
        count += 1
        if first.count < 8 { first.append(what()) }
    }

    func expectNone(_ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(count == 0, "\(context) \(count) mismatches, first: \(first)", sourceLocation: sourceLocation)
    }
}

/// W1 "chain": a horizontal row of `n` views, each 10 wide (weak) and at least 1, spaced 1,
/// in a container whose width `cw` is a strong edit variable suggested to `11n − 1`.
struct ChainRow {
    let n: Int
    let s = Solver()
    let cw = Variable("cw")
    let left: [Variable]
    let width: [Variable]
    /// `L[i] == L[i−1] + W[i−1] + 1` for i ≥ 1 (index 0 holds `L[0] == 0`).
    let links: [Constraint]
    /// Every required constraint, for checking that they hold.
    let required: [Constraint]

    var natural: Double { Double(11 * n - 1) }

    init(n: Int) throws {
        self.n = n
        left = (0..<n).map { Variable("L\($0)") }
        width = (0..<n).map { Variable("W\($0)") }
        try s.addEditVariable(cw, strength: .strong)
        try s.suggestValue(Double(11 * n - 1), for: cw)
        var links: [Constraint] = []
        var required: [Constraint] = []
        for i in 0..<n {
            let minimum = Constraint(width[i], .greaterThanOrEqual, 1.0)
            try s.add(minimum)
            try s.add(Constraint(width[i], .equal, 10.0, strength: .weak))
            let link = i == 0
                ? Constraint(left[0], .equal, 0.0)
                : Constraint(left[i], .equal, left[i - 1] + width[i - 1] + 1)
            try s.add(link)
            links.append(link)
            required += [minimum, link]
        }
        let right = Constraint(left[n - 1] + width[n - 1], .lessThanOrEqual, cw)
        try s.add(right)
        required.append(right)
        self.links = links
        self.required = required
    }

    /// Expects W1's solution: `W[i] = 10`, `L[i] = 11i`, and `cw` = `containerWidth`, by
    /// default `11n − 1` (after `updateVariables()`).
    func expectNatural(
        containerWidth: Double? = nil, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var m = Mismatches()
        for i in 0..<n {
            m.check(width[i].value, 10, "W[\(i)]")
            m.check(left[i].value, Double(11 * i), "L[\(i)]")
        }
        m.check(cw.value, containerWidth ?? natural, "cw")
        m.expectNone(context, sourceLocation: sourceLocation)
    }
}

/// W3 "tree": nested fill-equally stack views, fan-out 6, depth 4, margin 2, spacing 1.
struct StackTree {
    enum Variant: String, CaseIterable, Sendable {
        case eq = "W3eq", ics = "W3ics", full = "W3full"
    }

    struct View {
        let l: Variable, t: Variable, w: Variable, h: Variable
        let parent: Int
        let index: Int
        let level: Int
    }

    struct Frame {
        var l, t, w, h: Double
    }

    static let fanOut = 6
    static let margin = 2.0, spacing = 1.0

    let variant: Variant
    /// The level of the leaves: 4 in Benchmarks/README.md; smaller trees keep the same shape.
    let depth: Int
    let s = Solver()
    private(set) var views: [View] = []
    private(set) var constraintCount = 0

    var root: View { views[0] }

    init(_ variant: Variant, depth: Int = 4, width: Double = 1024, height: Double = 768) throws {
        self.variant = variant
        self.depth = depth
        let r = makeView(parent: -1, index: 0, level: 0)
        try s.addEditVariable(r.w, strength: .strong)
        try s.addEditVariable(r.h, strength: .strong)
        try s.suggestValue(width, for: r.w)
        try s.suggestValue(height, for: r.h)
        try add(Constraint(r.l, .equal, 0.0))
        try add(Constraint(r.t, .equal, 0.0))
        try basics(r)
        try subtree(0)
    }

    private mutating func makeView(parent: Int, index: Int, level: Int) -> View {
        let n = views.count
        let v = View(
            l: Variable("l\(n)"), t: Variable("t\(n)"), w: Variable("w\(n)"), h: Variable("h\(n)"),
            parent: parent, index: index, level: level)
        views.append(v)
        return v
    }

    private mutating func add(_ c: Constraint) throws {
        try s.add(c)
        constraintCount += 1
    }

    private mutating func basics(_ v: View) throws {
        guard variant == .full else { return }
        try add(Constraint(v.w, .greaterThanOrEqual, 0.0))
        try add(Constraint(v.h, .greaterThanOrEqual, 0.0))
    }

    private mutating func subtree(_ p: Int) throws {
        let parent = views[p]
        let lvl = parent.level
        if lvl == depth {
            if variant != .eq {
                try add(Constraint(parent.w, .equal, 30.0, strength: .weak))
                try add(Constraint(parent.h, .equal, 20.0, strength: .weak))
            }
            return
        }
        let horizontal = lvl % 2 == 0
        func axes(_ v: View) -> (pos: Variable, size: Variable, cpos: Variable, csize: Variable) {
            horizontal ? (v.l, v.w, v.t, v.h) : (v.t, v.h, v.l, v.w)
        }
        let m = StackTree.margin, sp = StackTree.spacing
        var children: [Int] = []
        for j in 0..<StackTree.fanOut {
            let c = makeView(parent: p, index: j, level: lvl + 1)
            children.append(views.count - 1)
            try basics(c)
        }
        let P = axes(parent)
        for j in 0..<StackTree.fanOut {
            let C = axes(views[children[j]])
            try add(Constraint(C.cpos, .equal, P.cpos + m))
            try add(Constraint(C.cpos + C.csize, .equal, P.cpos + P.csize - m))
            if j == 0 {
                try add(Constraint(C.pos, .equal, P.pos + m))
            } else {
                let previous = axes(views[children[j - 1]])
                try add(Constraint(C.pos, .equal, previous.pos + previous.size + sp))
                try add(Constraint(C.size, .equal, axes(views[children[0]]).size))
            }
        }
        let last = axes(views[children[StackTree.fanOut - 1]])
        try add(Constraint(last.pos + last.size, .equal, P.pos + P.size - m))
        for c in children {
            try subtree(c)
        }
    }

    /// The analytic frames of Benchmarks/README.md for a root of `width` × `height`, by view index.
    func expectedFrames(width: Double, height: Double) -> [Frame] {
        let f = Double(StackTree.fanOut), m = StackTree.margin, sp = StackTree.spacing
        var frames: [Frame] = []
        frames.reserveCapacity(views.count)
        for v in views {
            guard v.parent >= 0 else {
                frames.append(Frame(l: 0, t: 0, w: width, h: height))
                continue
            }
            let p = frames[v.parent]
            let j = Double(v.index)
            if views[v.parent].level % 2 == 0 {
                let cw = (p.w - 2 * m - (f - 1) * sp) / f
                frames.append(Frame(l: p.l + m + j * (cw + sp), t: p.t + m, w: cw, h: p.h - 2 * m))
            } else {
                let ch = (p.h - 2 * m - (f - 1) * sp) / f
                frames.append(Frame(l: p.l + m, t: p.t + m + j * (ch + sp), w: p.w - 2 * m, h: ch))
            }
        }
        return frames
    }

    /// Expects every view's solved frame to be the analytic one (after `updateVariables()`).
    func expectFrames(width: Double, height: Double, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let want = expectedFrames(width: width, height: height)
        var m = Mismatches()
        for (i, v) in views.enumerated() {
            m.check(v.l.value, want[i].l, "view \(i) l")
            m.check(v.t.value, want[i].t, "view \(i) t")
            m.check(v.w.value, want[i].w, "view \(i) w")
            m.check(v.h.value, want[i].h, "view \(i) h")
        }
        m.expectNone("\(variant.rawValue) \(context)", sourceLocation: sourceLocation)
    }

    /// Σ over leaves of (l + t + w + h), on the solved values.
    var leafChecksum: Double {
        views.filter { $0.level == depth }.reduce(0) { $0 + $1.l.value + $1.t.value + $1.w.value + $1.h.value }
    }
}
