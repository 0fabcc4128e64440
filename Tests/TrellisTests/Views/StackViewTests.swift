import Testing
@testable import Trellis

/// `StackView`: the worked examples EX-SV-1…5 done by hand, every distribution and
/// alignment, hiding, spacing, margins, nesting and fitting size.
@MainActor
@Suite struct StackViewTests {
    /// A window of `width`×`height` holding `stack` at (x, y), with its leading and top
    /// edges pinned and, when given, its width and height fixed.
    @discardableResult
    func host(_ stack: StackView, width: Double? = nil, height: Double? = nil, x: Double = 0, y: Double = 0,
              window size: Size = Size(width: 80, height: 40)) -> Window {
        let window = Window(size: size)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
                           stack.topAnchor.constraint(equalTo: window.topAnchor, constant: y)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(constraints)
        window.runLayoutCycle()
        return window
    }

    /// Three views of intrinsic widths 2, 6 and 10, one row tall (EX-SV-2).
    func threeViews() -> [IntrinsicView] {
        [IntrinsicView("a", width: 2, height: 1), IntrinsicView("b", width: 6, height: 1),
         IntrinsicView("c", width: 10, height: 1)]
    }

    /// (x, width) of each view's frame.
    func spans(_ views: [View]) -> [[Double]] { views.map { [$0.frame.minX, $0.frame.width] } }

    // MARK: - Defaults and arranged subviews

    @Test func defaultsAreUIKits() {
        let stack = StackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(stack.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(StackView.requiresConstraintBasedLayout)
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    @Test func arrangedSubviewsAreSeparateFromSubviews() {
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), decor = View(name: "decor")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.addSubview(decor)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(decor.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["c", "a", "b"])
        #expect(stack.subviewNames == ["a", "b", "decor", "c"])
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "b", "c"])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "c"])
        #expect(a.superview === stack)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.debugName) == ["b"])
    }

    @Test func removedArrangedViewsLoseTheStacksConstraints() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        let window = host(stack)
        stack.removeArrangedSubview(views[1])
        window.runLayoutCycle()
        #expect(stack.constraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
        #expect(spans([views[0], views[2]]) == [[0, 2], [2, 10]])
        views[0].removeFromSuperview()
        window.runLayoutCycle()
        #expect(views[2].frame.minX == 0)
    }

    // MARK: - EX-SV-1

    /// Mainview 60×41 with a one-row top bar standing in for the top layout guide; the
    /// stack fills the rest: (0, 1, 60, 40). Four views 4 tall, equal spacing: the 3 gaps
    /// share 40 − 16 = 24, so 8 each and tops 0, 12, 24, 36. With views[1] hidden, 2 gaps
    /// share 40 − 12 = 28: 14 each, tops 0, 18, 36.
    @Test func EX_SV_1() {
        let window = Window(size: Size(width: 60, height: 41))
        let bar = View.constrained("bar")
        let views = (0..<4).map { View.constrained("v\($0)") }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .fill
        stack.distribution = .equalSpacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        window.addSubview(stack)
        LayoutConstraint.activate(views.map { $0.heightAnchor.constraint(equalToConstant: 4) } + [
            bar.topAnchor.constraint(equalTo: window.topAnchor), bar.heightAnchor.constraint(equalToConstant: 1),
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor), bar.widthAnchor.constraint(equalToConstant: 60),
            stack.topAnchor.constraint(equalTo: bar.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.runLayoutCycle()
        #expect(stack.frame == Rect(x: 0, y: 1, width: 60, height: 40))
        #expect(views.map(\.frame.minY) == [0, 12, 24, 36])
        #expect(views.allSatisfy { $0.frame.width == 60 && $0.frame.height == 4 })
        let shown = views.map(\.frame)

        let messages = capturingDiagnostics {
            views[1].isHidden = true
            window.runLayoutCycle()
        }
        #expect([views[0], views[2], views[3]].map(\.frame.minY) == [0, 18, 36])
        // Its own required height beats the stack's collapse (999), without a conflict;
        // it is out of the column all the same.
        #expect(views[1].frame.height == 4)
        #expect(messages.isEmpty)
        #expect(stack.arrangedSubviews.count == 4 && views[1].superview === stack)

        views[1].isHidden = false
        window.runLayoutCycle()
        #expect(views.map(\.frame) == shown)
    }

    // MARK: - EX-SV-2: the distribution matrix

    /// Horizontal, spacing 2, intrinsic widths 2, 6, 10 (18 in all), width 40: 36 cells
    /// for views after the two gaps, 18 to spare.
    /// - fill: all hug at 250, so the last view stretches: 2, 6, 10+18 = 28 at x 0, 4, 12.
    /// - fillEqually: 36 / 3 = 12 each, at 0, 14, 28.
    /// - fillProportionally: 36 / 18 = 2 per intrinsic cell: 4, 12, 20 at 0, 6, 20.
    /// - equalSpacing: views at 2, 6, 10 and two gaps of 22 / 2 = 11: x 0, 13, 30.
    /// - equalCentering: first at 0…2 (centre 1), last at 30…40 (centre 35), so the middle
    ///   centre is 18: 15…21. Gaps 13 and 9, both ≥ 2.
    @Test("EX-SV-2 at width 40", arguments: [
        (StackView.Distribution.fill, [[0.0, 2.0], [4, 6], [12, 28]]),
        (.fillEqually, [[0, 12], [14, 12], [28, 12]]),
        (.fillProportionally, [[0, 4], [6, 12], [20, 20]]),
        (.equalSpacing, [[0, 2], [13, 6], [30, 10]]),
        (.equalCentering, [[0, 2], [15, 6], [30, 10]]),
    ])
    func EX_SV_2(distribution: StackView.Distribution, expected: [[Double]]) {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.distribution = distribution
        host(stack, width: 40)
        #expect(spans(views) == expected)
        #expect(views.allSatisfy { $0.frame.height == 1 })
        #expect(!views.contains { $0.hasAmbiguousLayout })
    }

    /// Overflow: 18 + 4 = 22 cells wanted.
    /// - width 19 (3 short), fill and equalSpacing: gaps stay 2 and, resistance being
    ///   equal, the last view shrinks first: 2, 6, 7 at 0, 4, 12.
    /// - width 19, fillEqually: (19 − 4) / 3 = 5 each at 0, 7, 14.
    /// - width 13, fillProportionally: 9 cells for 18 intrinsic ones, half each: 1, 3, 5
    ///   at 0, 3, 8.
    @Test("EX-SV-2 overflowing", arguments: [
        (StackView.Distribution.fill, 19.0, [[0.0, 2.0], [4, 6], [12, 7]]),
        (.equalSpacing, 19, [[0, 2], [4, 6], [12, 7]]),
        (.fillEqually, 19, [[0, 5], [7, 5], [14, 5]]),
        (.fillProportionally, 13, [[0, 1], [3, 3], [8, 5]]),
    ])
    func EX_SV_2_overflow(distribution: StackView.Distribution, width: Double, expected: [[Double]]) {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.distribution = distribution
        host(stack, width: width)
        #expect(spans(views) == expected)
    }

    /// equalCentering overflowing at 19: the gaps stay at least 2, the centres stay
    /// evenly spaced and the first two views keep their size (the last one gives).
    @Test func EX_SV_2_overflowEqualCentering() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.distribution = .equalCentering
        host(stack, width: 19)
        let (a, b, c) = (views[0].frame, views[1].frame, views[2].frame)
        #expect(a.minX == 0 && a.width == 2 && b.width == 6 && c.maxX == 19)
        #expect(b.minX - a.maxX >= 2 && c.minX - b.maxX >= 2)
        #expect(abs((b.midX - a.midX) - (c.midX - b.midX)) <= 1)
    }

    /// The middle view hidden at width 40: it collapses with one gap, leaving widths 2 and
    /// 10 and one gap of 2.
    /// - fill: 2 and 40 − 4 = 36 at 0, 4.
    /// - fillEqually: (40 − 2) / 2 = 19 at 0, 21.
    /// - fillProportionally: 38 × 2/12 = 6.33 and 38 × 10/12 = 31.67; edges 0, 6.33, 8.33,
    ///   40 round to 0, 6, 8, 40.
    /// - equalSpacing and equalCentering: 2 at 0 and 10 at 30 (one gap of 28).
    @Test("EX-SV-2 with the middle view hidden", arguments: [
        (StackView.Distribution.fill, [[0.0, 2.0], [4, 36]]),
        (.fillEqually, [[0, 19], [21, 19]]),
        (.fillProportionally, [[0, 6], [8, 32]]),
        (.equalSpacing, [[0, 2], [30, 10]]),
        (.equalCentering, [[0, 2], [30, 10]]),
    ])
    func EX_SV_2_hidden(distribution: StackView.Distribution, expected: [[Double]]) {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.distribution = distribution
        let window = host(stack, width: 40)
        let shown = views.map(\.frame)
        views[1].isHidden = true
        window.runLayoutCycle()
        #expect(spans([views[0], views[2]]) == expected)
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        window.runLayoutCycle()
        #expect(views.map(\.frame) == shown)
    }

    @Test("hiding and showing each view, then all, restores every frame", arguments: StackView.Distribution.allCases)
    func hideUnhideRoundTrips(distribution: StackView.Distribution) {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.distribution = distribution
        let window = host(stack, width: 40)
        let shown = views.map(\.frame)
        for view in views {
            view.isHidden = true
            window.runLayoutCycle()
            #expect(view.frame.width == 0)
            view.isHidden = false
            window.runLayoutCycle()
            #expect(views.map(\.frame) == shown)
        }
        views.forEach { $0.isHidden = true }
        window.runLayoutCycle()
        #expect(views.allSatisfy { $0.frame.width == 0 })
        views.forEach { $0.isHidden = false }
        window.runLayoutCycle()
        #expect(views.map(\.frame) == shown)
    }

    @Test func hiddenEndViewsDropTheirSpacing() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        let window = host(stack)
        #expect(stack.frame.width == 22)
        views[0].isHidden = true
        window.runLayoutCycle()
        #expect(stack.frame.width == 18)
        #expect(views[1].frame.minX == 0)
        views[0].isHidden = false
        views[2].isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.frame.width == 10)
        #expect(views[1].frame.maxX == 10)
    }

    // MARK: - EX-SV-3 and EX-SV-4: alignment

    /// A horizontal stack 5 rows tall with 1-row views: fill stretches them to 5; top puts
    /// them at y 0; center at (5 − 1) / 2 = 2; bottom at 5 − 1 = 4.
    @Test("EX-SV-3 edges", arguments: [
        (StackView.Alignment.fill, 0.0, 5.0), (.top, 0, 1), (.center, 2, 1), (.bottom, 4, 1),
    ])
    func EX_SV_3(alignment: StackView.Alignment, y: Double, height: Double) {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = alignment
        host(stack, height: 5)
        #expect(views.allSatisfy { $0.frame.minY == y && $0.frame.height == height })
    }

    /// A 3-line label beside a 1-row button. First baselines: row 1 of each, so the button
    /// sits at the label's top. Last baselines: the label's is at top + 3, the button's at
    /// its bottom, so button.y = label.y + 2. The stack is as tall as the label.
    @Test("EX-SV-3 baselines", arguments: [(StackView.Alignment.firstBaseline, 0.0), (.lastBaseline, 2)])
    func EX_SV_3_baselines(alignment: StackView.Alignment, offset: Double) {
        let label = Label(text: "one\ntwo\nsix")
        label.numberOfLines = 0
        let button = Button(title: "OK")
        let stack = StackView(arrangedSubviews: [label, button])
        stack.alignment = alignment
        stack.spacing = 1
        host(stack, x: 1, y: 1)
        #expect(label.frame.height == 3 && button.frame.height == 1)
        #expect(button.frame.minY == label.frame.minY + offset)
        #expect(stack.frame.height == 3)
        #expect(button.frame.minX == label.frame.maxX + 1)
    }

    /// A stack's baselines are its arranged views': a vertical stack's first baseline is
    /// its first view's, its last its last view's, so a baseline row lines a label up with
    /// the right line of a column beside it, and follows when the column's first view is
    /// hidden.
    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func aNestedVerticalStackPassesOnItsBaselines(alignment: StackView.Alignment) {
        let label = Label(text: "A")
        let top = Label(text: "B")
        let bottom = Label(text: "C")
        let column = StackView(arrangedSubviews: [top, bottom])
        column.axis = .vertical
        let row = StackView(arrangedSubviews: [label, column])
        row.alignment = alignment
        row.spacing = 1
        let window = host(row, x: 1, y: 1)
        let aligned = alignment == .firstBaseline ? top : bottom
        #expect(label.frame.minY == column.frame.minY + aligned.frame.minY)
        #expect(row.frame.height == 2)
        #expect(column.forFirstBaselineLayout === top && column.forLastBaselineLayout === bottom)
        if alignment == .firstBaseline {
            top.isHidden = true
            window.runLayoutCycle()
            #expect(column.forFirstBaselineLayout === bottom)
            #expect(label.frame.minY == column.frame.minY + bottom.frame.minY)
        }
    }

    /// A vertical stack 20 wide with labels 4 and 8 wide: leading → x 0; center → x
    /// (20 − 4) / 2 = 8 and (20 − 8) / 2 = 6; trailing → 16 and 12; fill → widths 20.
    @Test("EX-SV-4", arguments: [
        (StackView.Alignment.leading, [[0.0, 4.0], [0, 8]]), (.center, [[8, 4], [6, 8]]),
        (.trailing, [[16, 4], [12, 8]]), (.fill, [[0, 20], [0, 20]]),
        (.firstBaseline, [[0, 4], [0, 8]]), (.lastBaseline, [[0, 4], [0, 8]]),
    ])
    func EX_SV_4(alignment: StackView.Alignment, expected: [[Double]]) {
        let labels = [Label(text: "four"), Label(text: "eight ch")]
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = alignment
        host(stack, width: 20)
        #expect(spans(labels) == expected)
        #expect(labels.map(\.frame.minY) == [0, 1])
    }

    @Test func anUnconstrainedStackTakesItsLargestViewAcrossTheAxis() {
        let small = IntrinsicView("small", width: 3, height: 1)
        let tall = IntrinsicView("tall", width: 3, height: 4)
        for alignment in [StackView.Alignment.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline] {
            let stack = StackView(arrangedSubviews: [small, tall])
            stack.alignment = alignment
            host(stack)
            #expect(stack.frame.size == Size(width: 6, height: 4), "\(alignment)")
            #expect(tall.frame.minY == 0, "\(alignment)")
        }
        #expect(small.frame.minY == 3)  // bottom baselines of views without text: their bottoms
    }

    // MARK: - EX-SV-5 and nesting

    /// Inner horizontal stack (top alignment, spacing 1): icon 6×3, then a vertical stack
    /// of "Title" and "Subtitle text" (13 wide, 2 rows). Its fitting size is 6 + 1 + 13 =
    /// 20 by max(3, 2) = 3, which stands in for an intrinsic size in the outer vertical
    /// stack: inner at (0, 0, 20, 3), "Footer" below at y 3.
    @Test func EX_SV_5() {
        let icon = IntrinsicView("icon", width: 6, height: 3)
        let title = Label(text: "Title"), subtitle = Label(text: "Subtitle text")
        let texts = StackView(arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        let inner = StackView(arrangedSubviews: [icon, texts])
        inner.spacing = 1
        inner.alignment = .top
        let footer = Label(text: "Footer")
        let outer = StackView(arrangedSubviews: [inner, footer])
        outer.axis = .vertical
        outer.alignment = .leading
        let window = host(outer, window: Size(width: 30, height: 5))
        #expect(inner.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 20, height: 3))
        #expect(inner.frame == Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(texts.frame == Rect(x: 7, y: 0, width: 13, height: 2))
        #expect(subtitle.frame == Rect(x: 0, y: 1, width: 13, height: 1))
        #expect(footer.frame == Rect(x: 0, y: 3, width: 6, height: 1))
        #expect(outer.frame.size == Size(width: 20, height: 4))
        #expect(window.canvas.renderedText() == """
                   Title
                   Subtitle text

            Footer
            """ + "\n")
    }

    /// Three deep: a vertical stack (spacing 1) of rows; each row a horizontal stack
    /// (spacing 2) of a name and a vertical stack of two values. Rows are 2 tall and
    /// 5 + 2 + 4 = 11 wide, so row k is at y 3k.
    @Test func nestingThreeDeep() {
        var rows: [StackView] = []
        var values: [[Label]] = []
        for k in 0..<3 {
            let pair = [Label(text: "v\(k)a"), Label(text: "v\(k)bb")]
            values.append(pair)
            let column = StackView(arrangedSubviews: pair)
            column.axis = .vertical
            column.alignment = .leading
            let row = StackView(arrangedSubviews: [Label(text: "name\(k)"), column])
            row.spacing = 2
            row.alignment = .top
            rows.append(row)
        }
        let outer = StackView(arrangedSubviews: rows)
        outer.axis = .vertical
        outer.spacing = 1
        outer.alignment = .leading
        let window = host(outer, x: 1, y: 1, window: Size(width: 20, height: 10))
        #expect(rows.map(\.frame) == (0..<3).map { Rect(x: 0, y: Double($0) * 3, width: 11, height: 2) })
        #expect(values[2][1].frame == Rect(x: 0, y: 1, width: 4, height: 1))
        #expect(values[2][1].convert(values[2][1].bounds, to: nil) == Rect(x: 8, y: 8, width: 4, height: 1))
        #expect(outer.frame == Rect(x: 1, y: 1, width: 11, height: 8))
        #expect(window.canvas.renderedText() == """

             name0  v0a
                    v0bb

             name1  v1a
                    v1bb

             name2  v2a
                    v2bb
            """ + "\n")
    }

    // MARK: - Spacing

    @Test func customSpacingReplacesSpacingAfterAView() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 1
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(5, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 5)
        let window = host(stack)
        #expect(spans(views) == [[0, 2], [7, 6], [14, 10]])
        // The custom spacing of a hidden view is not used; the one before it is.
        views[0].isHidden = true
        window.runLayoutCycle()
        #expect(views[1].frame.minX == 0)
        views[0].isHidden = false
        views[1].isHidden = true
        window.runLayoutCycle()
        #expect(views[2].frame.minX == 7)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        window.runLayoutCycle()
        #expect(views[2].frame.minX == 3)
    }

    @Test func changingSpacingChangesConstantsInPlace() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 1
        let window = host(stack)
        let before = stack.constraints.map(ObjectIdentifier.init)
        stack.spacing = 3
        window.runLayoutCycle()
        #expect(stack.constraints.map(ObjectIdentifier.init) == before)
        #expect(spans(views) == [[0, 2], [5, 6], [14, 10]])
        #expect(stack.constraints.filter { $0.identifier == "TUI-SV-spacing" }.map(\.constant) == [3, 3])
    }

    @Test func theStacksConstraintsAreItsOwnAndNamed() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        let window = host(stack)
        let own = stack.constraints.filter { $0.kind == .stackView }
        #expect(own.count >= 8)
        #expect(own.allSatisfy { $0.identifier?.hasPrefix("TUI-SV-") == true && $0.owner === stack })
        // Hiding a view touches only the stack's constraints, not the window's.
        let windowConstraints = window.constraints.map(ObjectIdentifier.init)
        views[1].isHidden = true
        window.runLayoutCycle()
        #expect(window.constraints.map(ObjectIdentifier.init) == windowConstraints)
        #expect(stack.constraints.contains { $0.identifier == "TUI-SV-hiding" && $0.firstItem === views[1] })
    }

    @Test func changingAnyPropertyRelaysOut() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        let window = host(stack, width: 30, height: 3)
        stack.axis = .vertical
        window.runLayoutCycle()
        #expect(views.map(\.frame.minX) == [0, 0, 0])
        stack.alignment = .center
        stack.distribution = .fillEqually
        window.runLayoutCycle()
        #expect(views.map(\.frame) == [Rect(x: 14, y: 0, width: 2, height: 1), Rect(x: 12, y: 1, width: 6, height: 1),
                                       Rect(x: 10, y: 2, width: 10, height: 1)])
    }

    // MARK: - Margins, baselines, fitting

    @Test func marginsRelativeArrangement() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
        let window = host(stack)
        #expect(views[0].frame.origin == Point(x: 0, y: 0))
        stack.isLayoutMarginsRelativeArrangement = true
        window.runLayoutCycle()
        #expect(spans(views) == [[2, 2], [4, 6], [10, 10]])
        #expect(views.allSatisfy { $0.frame.minY == 1 })
        #expect(stack.frame.size == Size(width: 23, height: 3))
    }

    /// Baseline-relative: from one label's last baseline (top + lines) to the next one's
    /// first (top + 1). With spacing 2 after a 2-line label at 0, the next first baseline
    /// is at 4, so its top is 3, one blank row between.
    @Test func baselineRelativeArrangement() {
        let first = Label(text: "a\nb")
        first.numberOfLines = 0
        let second = Label(text: "c")
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 2
        let window = host(stack)
        #expect(second.frame.minY == 4)
        stack.isBaselineRelativeArrangement = true
        window.runLayoutCycle()
        #expect(second.frame.minY == 3)
    }

    /// EX-FIT-4: a vertical stack of labels 5, 8 and 3 wide, spacing 1, leading aligned,
    /// pinned only at top and leading: 8 wide (the widest) and 1 + 1 + 1 + 1 + 1 = 5 tall.
    @Test func EX_FIT_4() {
        let labels = [Label(text: "fives"), Label(text: "eight ch"), Label(text: "thr")]
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 1
        stack.alignment = .leading
        host(stack, x: 2, y: 1)
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 8, height: 5))
        #expect(stack.frame == Rect(x: 2, y: 1, width: 8, height: 5))
        #expect(labels.map(\.frame.minY) == [0, 2, 4])
    }

    @Test func fittingSizeOfAStackOutsideAWindow() {
        let stack = StackView(arrangedSubviews: threeViews())
        stack.spacing = 1
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 20, height: 1))
        let empty = StackView()
        #expect(empty.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 0, height: 0))
    }

    /// EX-ICS-4: an image (10 rows) above a "segmented control" (3 rows) in a vertical
    /// fill stack. With equal priorities the last view, the control, takes the slack: it
    /// stretches to 10 at height 20 and is squished to 1 at height 11. With vertical
    /// hugging 260 and resistance 760 the image takes the slack instead: 17 and 8.
    @Test func EX_ICS_4() {
        let image = IntrinsicView("image", width: 10, height: 10)
        let control = IntrinsicView("segments", width: 10, height: 3)
        let stack = StackView(arrangedSubviews: [image, control])
        stack.axis = .vertical
        let window = Window(size: Size(width: 10, height: 20))
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let height = stack.heightAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: window.topAnchor),
                                   stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), height])
        window.runLayoutCycle()
        #expect([image.frame.height, control.frame.height] == [10, 10])
        height.constant = 11
        window.runLayoutCycle()
        #expect([image.frame.height, control.frame.height] == [10, 1])

        control.setContentHuggingPriority(260, for: .vertical)
        control.setContentCompressionResistancePriority(760, for: .vertical)
        window.runLayoutCycle()
        #expect([image.frame.height, control.frame.height] == [8, 3])
        height.constant = 20
        window.runLayoutCycle()
        #expect([image.frame.height, control.frame.height] == [17, 3])
        #expect(control.frame.minY == 17)
    }

    // MARK: - ACT-04, drawing, scale

    /// ACT-04: deactivating everything in `stack.constraints` takes the stack's own
    /// constraints away, and the arranged views fall back on top of each other.
    @Test func ACT_04_deactivatingAllOfAStacksConstraintsBreaksIt() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.distribution = .fillEqually
        let window = Window(size: Size(width: 80, height: 10))
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        // Held by the window, so the deactivation below leaves it alone (a width
        // constant would be in `stack.constraints` and go too).
        let width = stack.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40)
        LayoutConstraint.activate([width, stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.runLayoutCycle()
        #expect(spans(views) == [[0, 12], [14, 12], [28, 12]])

        LayoutConstraint.deactivate(stack.constraints)
        #expect(stack.constraints.isEmpty)
        width.constant = 31
        window.runLayoutCycle()
        // With its constraints the stack would give 9 each at 0, 11, 22; without them the
        // views no longer follow it, and nothing places them.
        #expect(stack.frame.width == 31)
        #expect(spans(views) != [[0, 9], [11, 9], [22, 9]])
        #expect(views.allSatisfy { $0.hasAmbiguousLayout })
    }

    @Test func aStackDrawsNothingEvenWithABackgroundColor() {
        let stack = StackView(arrangedSubviews: [Label(text: "ab")])
        stack.backgroundColor = .red
        #expect(stack.backgroundColor == nil)
        let window = host(stack, width: 6, height: 2, window: Size(width: 8, height: 2))
        #expect(window.canvas.renderedText() == "ab\n")
        #expect(window.canvas.cells(in: window.canvas.bounds).allSatisfy { $0.style.background == .default })
    }

    /// 1 000 labels in a column: label k is at row k, as wide as its text.
    @Test func aStackOfAThousandLabels() {
        let labels = (0..<1000).map { Label(text: "Item \($0)") }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        let window = host(stack, window: Size(width: 20, height: 1000))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 8, height: 1000))
        for (k, label) in labels.enumerated() {
            #expect(label.frame == Rect(x: 0, y: Double(k), width: Double("Item \(k)".count), height: 1))
        }
        labels[500].isHidden = true
        window.runLayoutCycle()
        #expect(labels[501].frame.minY == 500)
        #expect(labels[999].frame.minY == 998)
    }

    /// A view that counts how often its intrinsic size is asked for.
    final class CountingView: View {
        var width: Double { didSet { invalidateIntrinsicContentSize() } }
        var reads = 0

        init(width: Double) {
            self.width = width
            super.init(frame: .zero)
        }

        override var intrinsicContentSize: Size {
            reads += 1
            return Size(width: width, height: 1)
        }
    }

    /// An arranged view that invalidates its intrinsic size without changing it (a label
    /// given a text of the same width) is checked alone: the stack's next layout does not
    /// ask every other arranged view for its size again, so the change costs the same in a
    /// stack of ten views as in one of ten thousand. Lengths that did change still reach
    /// the constraints, one or many at once.
    @Test func aSameSizeInvalidationAsksOnlyThatViewForItsSize() {
        let views = (0..<200).map { CountingView(width: Double($0 % 7 + 1)) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .horizontal
        let window = host(stack, window: Size(width: 2000, height: 4))
        #expect(stack.frame.width == views.reduce(0) { $0 + $1.width })

        for view in views { view.reads = 0 }
        views[100].width = views[100].width
        views[150].width = views[150].width
        window.runLayoutCycle()
        #expect(views.enumerated().allSatisfy { [100, 150].contains($0.offset) || $0.element.reads == 0 })
        #expect(views[100].reads > 0 && views[150].reads > 0)

        views[100].width = 9
        window.runLayoutCycle()
        #expect(views[100].frame.width == 9)
        #expect(views[101].frame.minX == views[100].frame.maxX)
        #expect(stack.frame.width == views.reduce(0) { $0 + $1.width })

        for view in views { view.width += 1 }
        window.runLayoutCycle()
        #expect(views.allSatisfy { $0.frame.width == $0.width })
        #expect(stack.frame.width == views.reduce(0) { $0 + $1.width })
    }

    /// A label that counts how often its frame is read.
    final class FrameCountingLabel: Label {
        var frameReads = 0

        override var frame: Rect {
            get {
                frameReads += 1
                return super.frame
            }
            set { super.frame = newValue }
        }
    }

    /// A text change that moves nothing lays out the label's stack without visiting its
    /// other rows: no engine frame changed, so there is none to apply. Only the draw pass
    /// reads a few rows' frames, bisecting for the rows on screen. Frames that do change
    /// are still applied.
    @Test func aChangeThatMovesNothingVisitsNoOtherRow() {
        let labels = (0..<300).map { FrameCountingLabel(text: "row \($0 % 10)") }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        let window = host(stack, width: 20, window: Size(width: 20, height: 10))
        #expect(labels[299].frame == Rect(x: 0, y: 299, width: 20, height: 1))

        labels[5].text = "wor 5"
        window.runLayoutCycle()
        for label in labels { label.frameReads = 0 }
        labels[5].text = "row 5"
        window.runLayoutCycle()
        #expect(labels[20...].filter { $0.frameReads > 0 }.count <= 20)
        #expect(window.canvas.renderedText().contains("row 5"))

        labels[5].numberOfLines = 0
        labels[5].text = "a row that is two lines long"
        window.runLayoutCycle()
        #expect(labels[5].frame == Rect(x: 0, y: 5, width: 20, height: 2))
        #expect(labels[6].frame == Rect(x: 0, y: 7, width: 20, height: 1))
        #expect(labels[299].frame == Rect(x: 0, y: 300, width: 20, height: 1))
    }

    // MARK: - Screens

    /// A menu bar of three labels, equally spaced across the width, at several widths:
    /// 14 is an exact fit with gaps of 1; wider, the gaps share the spare cells; narrower,
    /// the last label gives way and truncates.
    @Test("a menu bar at several widths", arguments: [
        (20, "File    Edit    View"), (16, "File  Edit  View"), (14, "File Edit View"), (12, "File Edit V…"),
    ])
    func menuBarScreen(width: Int, shown: String) {
        let stack = StackView(arrangedSubviews: [Label(text: "File"), Label(text: "Edit"), Label(text: "View")])
        stack.distribution = .equalSpacing
        stack.spacing = 1
        let window = host(stack, width: Double(width), window: Size(width: Double(width), height: 1))
        #expect(window.canvas.renderedText() == shown)
    }

    /// A centred column of labels filling the window's width: each label is centred, a
    /// half cell rounding half up ("Tea", 3 wide, at 3.5 in 10 columns, lands at 4).
    @Test("a centred column at several widths", arguments: [
        (6, " Menu\nCoffee\n  Tea"), (10, "   Menu\n  Coffee\n    Tea"), (16, "      Menu\n     Coffee\n       Tea"),
    ])
    func centredColumnScreen(width: Int, shown: String) {
        let stack = StackView(arrangedSubviews: [Label(text: "Menu"), Label(text: "Coffee"), Label(text: "Tea")])
        stack.axis = .vertical
        stack.alignment = .center
        let window = host(stack, width: Double(width), window: Size(width: Double(width), height: 3))
        #expect(window.canvas.renderedText() == shown)
    }
}

extension StackViewTests {
    @Test("a hidden view takes no part in the stack's size across the axis",
          arguments: [StackView.Alignment.center, .fill, .leading, .firstBaseline])
    func hiddenViewsDoNotSizeTheStackAcross(alignment: StackView.Alignment) {
        let window = Window(size: Size(width: 20, height: 10))
        let small = IntrinsicView("small", width: 2, height: 1)
        let tall = IntrinsicView("tall", width: 3, height: 5)
        let stack = StackView(arrangedSubviews: [small, tall])
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.runLayoutCycle()
        #expect(stack.frame.size == Size(width: 5, height: 5))
        tall.isHidden = true
        window.runLayoutCycle()
        #expect(stack.frame.size == Size(width: 2, height: 1))
        #expect(small.frame == Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 2, height: 1))
        tall.isHidden = false
        window.runLayoutCycle()
        #expect(stack.frame.size == Size(width: 5, height: 5))
    }
}
