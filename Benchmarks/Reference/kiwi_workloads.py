#!/usr/bin/env python3
"""The solver workloads of Benchmarks/README.md (W1-W5) on kiwisolver, the reference for
`trellis-bench solver`.

Run from the repository root (needs `pip install kiwisolver`; measured with 1.5.1):

    python3 Benchmarks/Reference/kiwi_workloads.py [--budget S] [--w1-sizes 100,1000,4000] [WORKLOAD ...]

It follows Benchmarks/README.md exactly (the same constraints in the same order, the same
strengths, the same edit schedules and checks) and prints the same tab-separated lines as
`trellis-bench solver`: `workload size metric min median max unit`.

Read the figures with these caveats:

* kiwisolver's solver is kiwi's C++ core, but every call here goes through Python: each
  `Variable()`, each expression and constraint built with `+`/`==`, each `addConstraint`,
  `suggestValue` and `value()` costs Python interpreter and binding overhead on top of the
  C++ work. Small figures (W1 at N = 100, the W2 steps at N = 100, W4, W5) are inflated by
  it, often dominated by it; the large ones (W1 at N >= 1000, W3full builds) are
  dominated by the C++ core. Neither is a figure for kiwi C++ compiled with -O2.
* kiwi has no way to change a constraint's constant in place, so W5 removes the spacing
  constraint and adds a new one with the other spacing (then `updateVariables()`); that is
  how a kiwi user animates a constant, and it is what the W5 figure measures here.
* Strengths are kiwi's weights (strong = 1_000_000, weak = 1); Trellis uses strict
  priorities instead. The workloads' expected solutions are the same under both.
* W1 at N = 4000 takes about a minute in kiwi, so it is built once (a build over 10 s gets
  1 run, as in the spec); N = 10 000 is skipped.
* kiwi itself is pathologically slow on some of these (W2 at N = 1000 when the row turns
  over-full, and above all W5's remove + add in the middle of the chain, which takes seconds
  per change). As in `trellis-bench`, a figure has a wall-clock budget (--budget, default
  300 s, all its runs with setup and checks): no run starts after it is used up, and a loop
  that uses it up stops; a figure with no complete run is printed with its metric suffixed
  -incomplete, as the mean over the steps done, and the exit status is 1.
* Timing is time.perf_counter_ns (monotonic). Each run starts from a new Solver. In W2 and
  W3 every step is timed on its own and the loop total is the sum of the steps; in W4b and
  W5 the stopwatch is stopped around checks. Every step is checked in the first run, and
  the points Benchmarks/README.md names in every run (checks are never timed).
"""

import sys
import time

import kiwisolver as kiwi
from kiwisolver import Constraint, Solver, Variable, strength

RUNS = 5
BUDGET_S = 300.0
STRONG = strength.strong
WEAK = strength.weak
FAILED = []


# --- output -----------------------------------------------------------------------------


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def note(text):
    out("# " + text)


def header():
    note("kiwi_workloads.py: kiwisolver %s (kiwi C++ core through its Python binding) on the workloads of Benchmarks/README.md (W1-W5)"
         % kiwi.__version__)
    note("runs: 5 per figure, each on a brand-new solver (1 for a build over 10 s); no warm-up runs; time.perf_counter_ns")
    note("budget: %.0f s per figure; a figure cut short says so in a # line, and its metric ends in -incomplete" % BUDGET_S)
    note("build rows: ms per build (solver, variables, constraints, every call, final updateVariables), min/median/max over runs")
    note("step/cycle/change rows: mean us per step in one run (loop total / K), min/median/max over runs; checks between steps are not timed")
    note("rows whose metric ends in -p99: the min/median/max columns hold p50/p99/max of every single step over all runs (nearest rank)")
    note("Python call overhead is included in every figure and dominates the small ones; W5 is remove + add (kiwi has no in-place constant change)")
    note("workload\tsize\tmetric\tmin\tmedian\tmax\tunit")


class Budget:
    """The wall-clock budget of one figure."""

    def __init__(self):
        self.start = time.perf_counter_ns()
        self.limit = BUDGET_S * 1e9

    def exceeded(self, now=None):
        return (now if now is not None else time.perf_counter_ns()) - self.start > self.limit


class LoopFigure:
    """Per-run means of a loop of K steps; remembers the first run cut short."""

    def __init__(self, workload, size, metric, steps):
        self.workload, self.size, self.metric, self.steps = workload, size, metric, steps
        self.means = []
        self.singles = []
        self.partial = None

    def record(self, total_ns, done, singles=()):
        if done <= 0:
            return
        if done == self.steps:
            self.means.append(total_ns / done)
            self.singles.extend(singles)
        elif self.partial is None:
            self.partial = (total_ns / done, list(singles), done)

    def report(self, with_percentiles):
        if self.means:
            figure(self.workload, self.size, self.metric, [t / 1e3 for t in self.means], "us")
            if with_percentiles:
                percentiles(self.workload, self.size, self.metric, [t / 1e3 for t in self.singles], "us")
            if len(self.means) < RUNS:
                note("%s %d %s: %d of %d runs within the %.0f s budget"
                     % (self.workload, self.size, self.metric, len(self.means), RUNS, BUDGET_S))
            return True
        if self.partial is None:
            return False
        mean, singles, done = self.partial
        metric = self.metric + "-incomplete"
        figure(self.workload, self.size, metric, [mean / 1e3], "us")
        if with_percentiles and singles:
            percentiles(self.workload, self.size, metric, [t / 1e3 for t in singles], "us")
        message = ("%s %d %s: stopped after %d of %d %ss of the first run (budget %.0f s); the figure is the mean over those"
                   % (self.workload, self.size, self.metric, done, self.steps, self.metric, BUDGET_S))
        note(message)
        sys.stderr.write("INCOMPLETE " + message + "\n")
        FAILED.append(self.workload)
        return False


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def percentile(xs_sorted, p):
    """Nearest rank: the smallest sample with at least p % of the samples at or below it."""
    n = len(xs_sorted)
    rank = -(-p * n // 100)  # ceil(p * n / 100) for integer p
    return xs_sorted[min(n, max(1, int(rank))) - 1]


def row(workload, size, metric, a, b, c, unit):
    out("\t".join([workload, str(size), metric, "%.3f" % a, "%.3f" % b, "%.3f" % c, unit]))


def slowest_note(label, records, describe, keep=5):
    """records: (ns, run, step) of every single step."""
    top = sorted(records, key=lambda r: -r[0])[:keep]
    # A p99 says nothing of the slowest 1 %, so the steps over each mark are counted too.
    over1 = sum(1 for ns, _, _ in records if ns > 1e6)
    over10 = sum(1 for ns, _, _ in records if ns > 1e7)
    note("%s slowest steps: %s; of %d steps %d over 1 ms, %d over 10 ms" % (label, ", ".join(
        "%s run %d: %.3f ms" % (describe(k), run, ns / 1e6) for ns, run, k in top),
        len(records), over1, over10))


def figure(workload, size, metric, samples, unit):
    row(workload, size, metric, min(samples), median(samples), max(samples), unit)


def percentiles(workload, size, metric, samples, unit):
    s = sorted(samples)
    row(workload, size, metric + "-p99", percentile(s, 50), percentile(s, 99), s[-1], unit)


class Checker:
    MAX_MESSAGES = 8

    def __init__(self, workload):
        self.workload = workload
        self.failures = 0

    @staticmethod
    def close(got, want):
        return abs(got - want) <= 1e-6 * max(1.0, abs(want))

    def expect(self, got, want, what):
        if not abs(got - want) <= 1e-6 * max(1.0, abs(want)):
            self.fail("%s = %r, want %r" % (what() if callable(what) else what, got, want))

    def expect_within(self, got, lower, upper, what):
        low = lower - 1e-6 * max(1.0, abs(lower))
        high = upper + 1e-6 * max(1.0, abs(upper))
        if not (low <= got <= high):
            self.fail("%s = %r, want it in [%r, %r]" % (what() if callable(what) else what, got, lower, upper))

    def fail(self, message):
        self.failures += 1
        if self.failures <= self.MAX_MESSAGES:
            sys.stderr.write("CHECK FAILED %s: %s\n" % (self.workload, message))
        elif self.failures == self.MAX_MESSAGES + 1:
            sys.stderr.write("CHECK FAILED %s: more failures follow; only their count is reported\n" % self.workload)

    def finish(self):
        if self.failures > self.MAX_MESSAGES:
            sys.stderr.write("CHECK FAILED %s: %d failed checks in all\n" % (self.workload, self.failures))
        if self.failures:
            FAILED.append(self.workload)


# --- W1 chain (also the setup of W2, W4 and W5) -----------------------------------------


class Chain:
    def __init__(self, n, solver, cw, left, width, spacing):
        self.n = n
        self.solver = solver
        self.cw = cw
        self.left = left
        self.width = width
        self.spacing = spacing
        self.natural = 11 * n - 1

    @staticmethod
    def build(n):
        """W1 steps 1-5, all inside the timed region."""
        s = Solver()
        cw = Variable("cw")
        left = []
        width = []
        for _ in range(n):
            left.append(Variable())
            width.append(Variable())
        s.addEditVariable(cw, STRONG)
        s.suggestValue(cw, 11 * n - 1)
        spacing = []
        for i in range(n):
            s.addConstraint(width[i] >= 1)
            s.addConstraint((width[i] == 10) | WEAK)
            if i == 0:
                c = left[0] == 0
            else:
                c = left[i] == left[i - 1] + width[i - 1] + 1
            s.addConstraint(c)
            spacing.append(c)
        s.addConstraint(left[n - 1] + width[n - 1] <= cw)
        s.updateVariables()
        return Chain(n, s, cw, left, width, spacing)

    def check_natural(self, checker, cw, ctx, shift=0.0, shift_from=None):
        checker.expect(self.cw.value(), cw, lambda: "%s: cw" % ctx)
        close = Checker.close
        for q in range(self.n):
            w = self.width[q].value()
            l = self.left[q].value()
            want_l = 11.0 * q + (shift if shift_from is not None and q >= shift_from else 0.0)
            if not close(w, 10.0):
                checker.fail("%s: W[%d] = %r, want 10" % (ctx, q, w))
            if not close(l, want_l):
                checker.fail("%s: L[%d] = %r, want %r" % (ctx, q, l, want_l))

    def check_overfull(self, checker, cw, ctx):
        n = self.n
        checker.expect(self.cw.value(), cw, lambda: "%s: cw" % ctx)
        checker.expect(self.left[n - 1].value() + self.width[n - 1].value(), cw, lambda: "%s: L[N-1] + W[N-1]" % ctx)
        total = 0.0
        prev_l = prev_w = None
        for q in range(n):
            w = self.width[q].value()
            l = self.left[q].value()
            total += w
            checker.expect_within(w, 1.0, 10.0, lambda: "%s: W[%d]" % (ctx, q))
            want_l = 0.0 if q == 0 else prev_l + prev_w + 1
            checker.expect(l, want_l, lambda: "%s: L[%d]" % (ctx, q))
            prev_l, prev_w = l, w
        checker.expect(total, cw - (n - 1), lambda: "%s: sum of W" % ctx)


def w1(sizes):
    checker = Checker("W1")
    for n in sizes:
        times = []
        budget = Budget()
        for run in range(RUNS):
            if run > 0 and budget.exceeded():
                note("W1 %d: %d of %d runs within the %.0f s budget" % (n, run, RUNS, BUDGET_S))
                break
            t0 = time.perf_counter_ns()
            chain = Chain.build(n)
            ns = time.perf_counter_ns() - t0
            times.append(ns)
            chain.check_natural(checker, chain.natural, "N=%d after build" % n)
            del chain
            if ns > 10e9:
                note("W1 %d: a build took over 10 s, so 1 run" % n)
                break
        figure("W1", n, "build", [t / 1e6 for t in times], "ms")
    checker.finish()


# --- W2 resize --------------------------------------------------------------------------


def w2_width(k, nat):
    return nat * (80 + k % 121) // 100


def w2(sizes=(100, 1000), steps=1000):
    checker = Checker("W2")
    for n in sizes:
        fig = LoopFigure("W2", n, "step", steps)
        budget = Budget()
        records = []
        for run in range(RUNS):
            if run > 0 and budget.exceeded():
                break
            chain = Chain.build(n)  # setup, not timed
            s = chain.solver
            cw = chain.cw
            nat = chain.natural
            total = 0
            singles = []
            for k in range(steps):
                cwk = w2_width(k, nat)
                t0 = time.perf_counter_ns()
                s.suggestValue(cw, cwk)
                s.updateVariables()
                ns = time.perf_counter_ns() - t0
                total += ns
                singles.append(ns)
                records.append((ns, run, k))
                if run == 0 or k == steps - 1:
                    ctx = "N=%d step %d (p=%d)" % (n, k, 80 + k % 121)
                    if 80 + k % 121 >= 100:
                        chain.check_natural(checker, cwk, ctx)
                    else:
                        chain.check_overfull(checker, cwk, ctx)
                if k < steps - 1 and budget.exceeded():
                    break
            fig.record(total, len(singles), singles)
            cw0 = w2_width(0, nat)
            s.suggestValue(cw, cw0)
            s.updateVariables()
            chain.check_overfull(checker, cw0, "N=%d run %d after the loop, cw_0 again" % (n, run))
            if len(singles) < steps:
                break
        fig.report(True)
        slowest_note("W2 %d" % n, records, lambda k: "k=%d (p=%d)" % (k, 80 + k % 121))
    checker.finish()


# --- W3 tree ----------------------------------------------------------------------------

F = 6
DEPTH = 4
M = 2.0
SP = 1.0
VIEWS = 1555
CHECKSUM = 1187676.0
W3_COUNTS = {"W3eq": 6218, "W3ics": 8810, "W3full": 11920}


class Tree:
    def __init__(self, name):
        self.nonneg = name == "W3full"
        self.intrinsic = name != "W3eq"
        self.solver = Solver()
        self.views = []  # (l, t, w, h), pre-order, children of a stack contiguous
        self.first_child = []
        self.count = 0

    def new_view(self):
        v = (Variable(), Variable(), Variable(), Variable())
        self.views.append(v)
        self.first_child.append(-1)
        return v

    def add(self, c):
        self.solver.addConstraint(c)
        self.count += 1

    def basics(self, v):
        if self.nonneg:
            self.add(v[2] >= 0)
            self.add(v[3] >= 0)

    def subtree(self, index, lvl):
        p = self.views[index]
        if lvl == DEPTH:
            if self.intrinsic:
                self.add((p[2] == 30) | WEAK)
                self.add((p[3] == 20) | WEAK)
            return
        # (pos, size, cpos, csize) = (l, w, t, h) horizontal, (t, h, l, w) vertical
        pos, size, cpos, csize = (0, 2, 1, 3) if lvl % 2 == 0 else (1, 3, 0, 2)
        first = len(self.views)
        self.first_child[index] = first
        kids = []
        for _ in range(F):
            c = self.new_view()
            self.basics(c)
            kids.append(c)
        for j in range(F):
            c = kids[j]
            self.add(c[cpos] == p[cpos] + M)
            self.add(c[cpos] + c[csize] == p[cpos] + p[csize] - M)
            if j == 0:
                self.add(c[pos] == p[pos] + M)
            else:
                b = kids[j - 1]
                self.add(c[pos] == b[pos] + b[size] + SP)
                self.add(c[size] == kids[0][size])
        last = kids[F - 1]
        self.add(last[pos] + last[size] == p[pos] + p[size] - M)
        for j in range(F):
            self.subtree(first + j, lvl + 1)

    @staticmethod
    def build(name):
        tree = Tree(name)
        s = tree.solver
        r = tree.new_view()
        s.addEditVariable(r[2], STRONG)
        s.addEditVariable(r[3], STRONG)
        s.suggestValue(r[2], 1024)
        s.suggestValue(r[3], 768)
        tree.add(r[0] == 0)
        tree.add(r[1] == 0)
        tree.basics(r)
        tree.subtree(0, 0)
        s.updateVariables()
        return tree

    def check(self, width, height, checker, ctx):
        """Every frame against the analytic one; returns the leaf checksum as solved."""
        close = Checker.close
        leaf_sum = 0.0
        stack = [(0, 0, 0.0, 0.0, float(width), float(height))]
        while stack:
            index, lvl, l, t, w, h = stack.pop()
            v = self.views[index]
            got = (v[0].value(), v[1].value(), v[2].value(), v[3].value())
            if not (close(got[0], l) and close(got[1], t) and close(got[2], w) and close(got[3], h)):
                checker.fail("%s: view %d (level %d) frame = %r, want %r" % (ctx, index, lvl, got, (l, t, w, h)))
            first = self.first_child[index]
            if first < 0:
                leaf_sum += sum(got)
                continue
            for j in range(F):
                if lvl % 2 == 0:
                    cw = (w - 2 * M - (F - 1) * SP) / F
                    stack.append((first + j, lvl + 1, l + M + j * (cw + SP), t + M, cw, h - 2 * M))
                else:
                    ch = (h - 2 * M - (F - 1) * SP) / F
                    stack.append((first + j, lvl + 1, l + M, t + M + j * (ch + SP), w - 2 * M, ch))
        return leaf_sum


def w3(name, steps=1000):
    checker = Checker(name)
    builds = []
    fig = LoopFigure(name, VIEWS, "step", steps)
    budget = Budget()
    records = []
    for run in range(RUNS):
        if run > 0 and budget.exceeded():
            note("%s: %d of %d runs within the %.0f s budget" % (name, run, RUNS, BUDGET_S))
            break
        t0 = time.perf_counter_ns()
        tree = Tree.build(name)
        build_ns = time.perf_counter_ns() - t0
        builds.append(build_ns)
        if len(tree.views) != VIEWS:
            checker.fail("%d views, want %d" % (len(tree.views), VIEWS))
        if tree.count != W3_COUNTS[name]:
            checker.fail("%d constraints, want %d" % (tree.count, W3_COUNTS[name]))
        total = tree.check(1024, 768, checker, "run %d after build" % run)
        checker.expect(total, CHECKSUM, "run %d after build: leaf checksum" % run)
        s = tree.solver
        rw, rh = tree.views[0][2], tree.views[0][3]
        acc = 0
        singles = []
        for k in range(steps):
            w = 800 + 4 * (k % 100)
            h = 600 + 3 * (k % 100)
            t0 = time.perf_counter_ns()
            s.suggestValue(rw, w)
            s.suggestValue(rh, h)
            s.updateVariables()
            ns = time.perf_counter_ns() - t0
            acc += ns
            singles.append(ns)
            records.append((ns, run, k))
            if run == 0 or k == steps - 1:
                tree.check(w, h, checker, "run %d resize step %d (%dx%d)" % (run, k, w, h))
            if k < steps - 1 and budget.exceeded():
                break
        fig.record(acc, len(singles), singles)
        del tree, s, rw, rh
        if len(singles) < steps:
            break
        if build_ns > 10e9:
            note("%s: a build took over 10 s, so 1 run" % name)
            break
    figure(name, VIEWS, "build", [t / 1e6 for t in builds], "ms")
    fig.report(True)
    slowest_note(name, records, lambda k: "k=%d (%dx%d)" % (k, 800 + 4 * (k % 100), 600 + 3 * (k % 100)))
    checker.finish()


# --- W4 churn ---------------------------------------------------------------------------


def check_squeezed(chain, j, cw, checker, ctx):
    checker.expect(chain.cw.value(), cw, lambda: "%s: cw" % ctx)
    close = Checker.close
    for q in range(chain.n):
        w = chain.width[q].value()
        l = chain.left[q].value()
        want_w = 5.0 if q == j else 10.0
        want_l = 11.0 * q - (5.0 if q > j else 0.0)
        if not close(w, want_w):
            checker.fail("%s: W[%d] (j=%d) = %r, want %r" % (ctx, q, j, w, want_w))
        if not close(l, want_l):
            checker.fail("%s: L[%d] (j=%d) = %r, want %r" % (ctx, q, j, l, want_l))


def w4(updating, n=1000, cycles=10000, checked=5000):
    name = "W4b" if updating else "W4a"
    checker = Checker(name)
    fig = LoopFigure(name, n, "cycle", cycles)
    budget = Budget()
    for run in range(RUNS):
        if run > 0 and budget.exceeded():
            break
        chain = Chain.build(n)  # setup, not timed
        s = chain.solver
        width = chain.width
        nat = chain.natural
        check_all = updating and run == 0
        total = 0
        done = 0
        t0 = time.perf_counter_ns()
        for i in range(cycles):
            j = (7 * i) % n
            c = width[j] == 5
            s.addConstraint(c)
            if updating:
                s.updateVariables()
                if check_all or i == checked:
                    total += time.perf_counter_ns() - t0
                    check_squeezed(chain, j, nat, checker, "run %d cycle %d after add" % (run, i))
                    t0 = time.perf_counter_ns()
            s.removeConstraint(c)
            if updating:
                s.updateVariables()
                if check_all:
                    total += time.perf_counter_ns() - t0
                    chain.check_natural(checker, nat, "run %d cycle %d after remove" % (run, i))
                    t0 = time.perf_counter_ns()
            done = i + 1
            now = time.perf_counter_ns()
            if done < cycles and budget.exceeded(now):
                break
        total += time.perf_counter_ns() - t0
        fig.record(total, done)
        s.updateVariables()
        chain.check_natural(checker, nat, "run %d after the loop (%d cycles)" % (run, done))
        if done < cycles:
            break
    fig.report(False)
    checker.finish()


# --- W5 animate -------------------------------------------------------------------------


def w5(n=1000, changes=10000, animated=500):
    checker = Checker("W5")
    fig = LoopFigure("W5", n, "change", changes)
    budget = Budget()
    for run in range(RUNS):
        if run > 0 and budget.exceeded():
            break
        chain = Chain.build(n)  # setup, not timed
        s = chain.solver
        want_cw = chain.natural + 100
        s.suggestValue(chain.cw, want_cw)
        s.updateVariables()
        chain.check_natural(checker, want_cw, "run %d after setup" % run)
        L, W = chain.left, chain.width
        c = chain.spacing[animated]  # L[500] == L[499] + W[499] + 1
        total = 0
        done = 0
        t0 = time.perf_counter_ns()
        for i in range(changes):
            sp = 1 + (i % 2)
            # kiwi cannot change a constant in place: swap in a constraint with the new one.
            s.removeConstraint(c)
            c = L[animated] == L[animated - 1] + W[animated - 1] + sp
            s.addConstraint(c)
            s.updateVariables()
            if run == 0 or i == 5000 or i == 5001 or i == changes - 1:
                total += time.perf_counter_ns() - t0
                chain.check_natural(checker, want_cw, "run %d change %d (spacing %d)" % (run, i, sp),
                                    shift=sp - 1.0, shift_from=animated)
                t0 = time.perf_counter_ns()
            done = i + 1
            if done < changes and budget.exceeded(time.perf_counter_ns()):
                break
        total += time.perf_counter_ns() - t0
        fig.record(total, done)
        if done < changes:
            break
    fig.report(False)
    checker.finish()


# --- main -------------------------------------------------------------------------------


def main(argv):
    global BUDGET_S
    w1_sizes = [100, 1000, 4000]
    names = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--w1-sizes":
            w1_sizes = [int(x) for x in args.pop(0).split(",")]
        elif a == "--budget":
            seconds = float(args.pop(0))
            BUDGET_S = float("inf") if seconds == 0 else seconds
        else:
            names.append(a)
    workloads = [
        ("W1", lambda: w1(w1_sizes)),
        ("W2", w2),
        ("W3eq", lambda: w3("W3eq")),
        ("W3ics", lambda: w3("W3ics")),
        ("W3full", lambda: w3("W3full")),
        ("W4a", lambda: w4(False)),
        ("W4b", lambda: w4(True)),
        ("W5", w5),
    ]
    known = [name for name, _ in workloads]
    unknown = [x for x in names if x not in known]
    if unknown:
        sys.stderr.write("unknown workload: %s\nusage: kiwi_workloads.py [--budget SECONDS] [--w1-sizes N,N,...] [%s]\n"
                         % (", ".join(unknown), " ".join(known)))
        return 2
    header()
    for name, fn in workloads:
        if names and name not in names:
            continue
        t0 = time.perf_counter()
        try:
            fn()
        except Exception as error:  # a solver error: report it, keep going
            sys.stderr.write("FAILED %s: the solver raised %r\n" % (name, error))
            FAILED.append(name)
        note("%s done in %.1f s (setup and checks included)" % (name, time.perf_counter() - t0))
    if FAILED:
        sys.stderr.write("kiwi_workloads.py: failed checks or incomplete figures in %s\n" % ", ".join(FAILED))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
