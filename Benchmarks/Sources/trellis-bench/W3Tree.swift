import Cassowary

/// W3 "tree": nested stack views that fill equally, fan-out 6, depth 4 (1 555 views), built
/// and then resized 1 000 times (Benchmarks/README.md, W3).
enum W3Tree {
    enum Variant: CaseIterable {
        /// Equalities only.
        case eq
        /// Plus weak intrinsic sizes on the leaves.
        case ics
        /// Plus `w >= 0, h >= 0` on every view.
        case full

        var name: String {
            switch self {
            case .eq: "W3eq"
            case .ics: "W3ics"
            case .full: "W3full"
            }
        }
        var nonNegativeSizes: Bool { self == .full }
        var leafIntrinsicSize: Bool { self != .eq }
        var expectedConstraints: Int {
            switch self {
            case .eq: 6_218
            case .ics: 8_810
            case .full: 11_920
            }
        }
    }

    static let fanOut = 6
    static let depth = 4
    static let margin = 2.0
    static let spacing = 1.0
    static let viewCount = 1_555
    static let steps = 1_000
    /// Σ over leaves of (l + t + w + h) at 1024×768.
    static let buildChecksum = 1_187_676.0

    struct View {
        let l = Variable()
        let t = Variable()
        let w = Variable()
        let h = Variable()
    }

    /// A built tree: views in creation order (pre-order, children of a stack contiguous).
    final class Tree {
        let variant: Variant
        let solver = Solver()
        var views: [View] = []
        /// The index of a view's first child, or -1 for a leaf.
        var firstChild: [Int] = []
        var constraintCount = 0

        init(variant: Variant) {
            self.variant = variant
            views.reserveCapacity(W3Tree.viewCount)
            firstChild.reserveCapacity(W3Tree.viewCount)
        }

        var root: View { views[0] }

        func newView() -> View {
            let view = View()
            views.append(view)
            firstChild.append(-1)
            return view
        }

        func add(_ constraint: Constraint) throws {
            try solver.add(constraint)
            constraintCount += 1
        }

        func basics(_ view: View) throws {
            guard variant.nonNegativeSizes else { return }
            try add(Constraint(view.w, .greaterThanOrEqual, 0))
            try add(Constraint(view.h, .greaterThanOrEqual, 0))
        }

        func subtree(_ index: Int, level: Int) throws {
            let parent = views[index]
            if level == W3Tree.depth {
                if variant.leafIntrinsicSize {
                    try add(Constraint(parent.w, .equal, 30, strength: .weak))
                    try add(Constraint(parent.h, .equal, 20, strength: .weak))
                }
                return
            }
            let horizontal = level % 2 == 0
            func pos(_ v: View) -> Variable { horizontal ? v.l : v.t }
            func size(_ v: View) -> Variable { horizontal ? v.w : v.h }
            func cpos(_ v: View) -> Variable { horizontal ? v.t : v.l }
            func csize(_ v: View) -> Variable { horizontal ? v.h : v.w }
            let m = W3Tree.margin
            let sp = W3Tree.spacing
            let F = W3Tree.fanOut

            let first = views.count
            firstChild[index] = first
            var children: [View] = []
            children.reserveCapacity(F)
            for _ in 0..<F {
                let child = newView()
                try basics(child)
                children.append(child)
            }
            for j in 0..<F {
                let c = children[j]
                try add(Constraint(cpos(c), .equal, cpos(parent) + m))
                try add(Constraint(cpos(c) + csize(c), .equal, cpos(parent) + csize(parent) - m))
                if j == 0 {
                    try add(Constraint(pos(c), .equal, pos(parent) + m))
                } else {
                    let before = children[j - 1]
                    try add(Constraint(pos(c), .equal, pos(before) + size(before) + sp))
                    try add(Constraint(size(c), .equal, size(children[0])))
                }
            }
            let last = children[F - 1]
            try add(Constraint(pos(last) + size(last), .equal, pos(parent) + size(parent) - m))
            for j in 0..<F {
                try subtree(first + j, level: level + 1)
            }
        }

        /// The timed build, in the order of Benchmarks/README.md.
        static func build(_ variant: Variant) throws -> Tree {
            let tree = Tree(variant: variant)
            let root = tree.newView()
            try tree.solver.addEditVariable(root.w, strength: .strong)
            try tree.solver.addEditVariable(root.h, strength: .strong)
            try tree.solver.suggestValue(1024, for: root.w)
            try tree.solver.suggestValue(768, for: root.h)
            try tree.add(Constraint(root.l, .equal, 0))
            try tree.add(Constraint(root.t, .equal, 0))
            try tree.basics(root)
            try tree.subtree(0, level: 0)
            tree.solver.updateVariables()
            return tree
        }

        /// Compares every frame with the analytic one for a root of `width`×`height`;
        /// returns Σ over leaves of (l + t + w + h) as solved.
        @discardableResult
        func check(width: Double, height: Double, checker: Checker, _ context: @autoclosure () -> String) -> Double {
            var leafSum = 0.0
            func visit(_ index: Int, level: Int, _ l: Double, _ t: Double, _ w: Double, _ h: Double) {
                let v = views[index]
                if !(Checker.close(v.l.value, l) && Checker.close(v.t.value, t)
                     && Checker.close(v.w.value, w) && Checker.close(v.h.value, h)) {
                    checker.fail("\(context()): view \(index) (level \(level)) frame = (\(v.l.value), \(v.t.value), \(v.w.value), \(v.h.value)), want (\(l), \(t), \(w), \(h))")
                }
                let first = firstChild[index]
                if first < 0 {
                    leafSum += v.l.value + v.t.value + v.w.value + v.h.value
                    return
                }
                let m = W3Tree.margin, sp = W3Tree.spacing, F = Double(W3Tree.fanOut)
                for j in 0..<W3Tree.fanOut {
                    if level % 2 == 0 {
                        let cw = (w - 2 * m - (F - 1) * sp) / F
                        visit(first + j, level: level + 1, l + m + Double(j) * (cw + sp), t + m, cw, h - 2 * m)
                    } else {
                        let ch = (h - 2 * m - (F - 1) * sp) / F
                        visit(first + j, level: level + 1, l + m, t + m + Double(j) * (ch + sp), w - 2 * m, ch)
                    }
                }
            }
            visit(0, level: 0, 0, 0, width, height)
            return leafSum
        }
    }

    /// `(W_k, H_k) = (800 + 4·(k mod 100), 600 + 3·(k mod 100))`.
    static func rootSize(_ k: Int) -> (Double, Double) {
        (Double(800 + 4 * (k % 100)), Double(600 + 3 * (k % 100)))
    }

    static func run(_ variant: Variant, _ settings: Settings) throws -> Bool {
        let checker = Checker(variant.name)
        let budget = Budget(settings)
        var builds: [Double] = []
        var figure = LoopFigure(variant.name, viewCount, "step", steps: steps)
        var slowest = SlowestSteps()
        for run in 0..<settings.runs {
            if run > 0 && budget.exceeded {
                Report.note("\(variant.name): \(run) of \(settings.runs) runs within the \(budget.seconds) s budget")
                break
            }
            let (tree, buildNs) = try Timer.measure { try Tree.build(variant) }
            builds.append(buildNs)
            if tree.views.count != viewCount {
                checker.fail("\(tree.views.count) views, want \(viewCount)")
            }
            if tree.constraintCount != variant.expectedConstraints {
                checker.fail("\(tree.constraintCount) constraints, want \(variant.expectedConstraints)")
            }
            let sum = tree.check(width: 1024, height: 768, checker: checker, "run \(run) after build")
            checker.expect(sum, buildChecksum, "run \(run) after build: leaf checksum")

            let solver = tree.solver
            let root = tree.root
            var total = 0.0
            var singles: [Double] = []
            singles.reserveCapacity(steps)
            for k in 0..<steps {
                let (w, h) = rootSize(k)
                let start = Timer.now()
                try solver.suggestValue(w, for: root.w)
                try solver.suggestValue(h, for: root.h)
                solver.updateVariables()
                let ns = Timer.nanoseconds(since: start)
                // Between steps, not timed:
                total += ns
                singles.append(ns)
                slowest.record(ns, run: run, step: k)
                // Every step is checked in the first run; the last one in every run.
                if run == 0 || k == steps - 1 {
                    tree.check(width: w, height: h, checker: checker, "run \(run) resize step \(k) (\(w)x\(h))")
                }
                if budget.exceeded && k < steps - 1 { break }
            }
            figure.record(totalNanoseconds: total, done: singles.count, single: singles)
            if singles.count < steps { break }
            if buildNs > 10e9 {
                Report.note("\(variant.name): a build took over 10 s, so 1 run")
                break
            }
        }
        Report.figure(variant.name, viewCount, "build", Statistics(builds.map { $0 / 1e6 }), unit: "ms")
        let complete = figure.report(runs: settings.runs, budget: budget, percentiles: true)
        Report.note("\(variant.name) slowest steps: " + slowest.summary { k in
            let (w, h) = rootSize(k)
            return "k=\(k) (\(Int(w))x\(Int(h)))"
        })
        return checker.finish() && complete
    }
}
