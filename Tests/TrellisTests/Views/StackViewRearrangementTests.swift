import Testing
@testable import Trellis

/// A stack view brings its constraints up to date one arranged view at a time: after any
/// sequence of changes it holds exactly the constraints, and gives exactly the frames, of a
/// stack built from scratch in the final state, and a change to one row of a long stack
/// remakes the constraints of that row and its neighbours only.
@MainActor
@Suite struct StackViewRearrangementTests {
    /// The stack's configuration, drawn at random.
    struct Configuration: CustomStringConvertible {
        var axis: LayoutAxis
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var spacing: Double
        var baselineRelative: Bool
        var marginsRelative: Bool
        var length: Double?

        var description: String {
            "\(axis) \(distribution) \(alignment) spacing \(spacing) baseline \(baselineRelative) "
                + "margins \(marginsRelative) length \(length.map { "\($0)" } ?? "free")"
        }

        @MainActor func apply(to stack: StackView) {
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = spacing
            stack.isBaselineRelativeArrangement = baselineRelative
            stack.isLayoutMarginsRelativeArrangement = marginsRelative
        }
    }

    /// What a stack from scratch needs to reproduce one arranged view.
    struct Row {
        var size: Size
        var isHidden: Bool
        var customSpacing: Double?
    }

    func window(holding stack: StackView, _ configuration: Configuration) -> Window {
        let window = Window(size: Size(width: 90, height: 60))
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                           stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 2)]
        if let length = configuration.length {
            constraints.append(configuration.axis == .horizontal
                ? stack.widthAnchor.constraint(equalToConstant: length)
                : stack.heightAnchor.constraint(equalToConstant: length))
        }
        LayoutConstraint.activate(constraints)
        return window
    }

    /// The stack's active `TUI-SV-` constraints as sorted text, with views named by their
    /// place among the arranged views, so that two stacks can be compared.
    func arrangement(_ stack: StackView) -> [String] {
        func name(_ item: (any LayoutItem)?) -> String {
            guard let item else { return "-" }
            if item === stack { return "stack" }
            if item === stack.layoutMarginsGuide { return "margins" }
            if let index = stack.arrangedSubviews.firstIndex(where: { $0 === item }) { return "v\(index)" }
            return "other"
        }
        return stack.constraints.filter { $0.isActive && ($0.identifier ?? "").hasPrefix("TUI-SV-") }.map {
            "\($0.identifier ?? "") \(name($0.firstItem)).\($0.firstAttribute) \($0.relation) "
                + "\(name($0.secondItem)).\($0.secondAttribute) ×\($0.multiplier) +\($0.constant) @\($0.priority.rawValue)"
        }.sorted()
    }

    /// A stack in `configuration` built from scratch with `rows`, laid out.
    func stackFromScratch(_ rows: [Row], _ configuration: Configuration) -> (StackView, Window) {
        let stack = StackView()
        configuration.apply(to: stack)
        let views = rows.enumerated().map { index, row in
            let view = IntrinsicView("r\(index)", width: row.size.width, height: row.size.height)
            stack.addArrangedSubview(view)
            view.isHidden = row.isHidden
            return view
        }
        for (view, row) in zip(views, rows) where row.customSpacing != nil {
            stack.setCustomSpacing(row.customSpacing!, after: view)
        }
        let window = window(holding: stack, configuration)
        window.runLayoutCycle()
        return (stack, window)
    }

    func randomSize(_ generator: inout SplitMix64) -> Size {
        Size(width: Double(Int.random(in: 0...9, using: &generator)),
             height: Double(Int.random(in: 1...3, using: &generator)))
    }

    @Test(arguments: 0..<24)
    func randomChangesLeaveTheConstraintsOfAStackBuiltFromScratch(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 3)
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        let configuration = Configuration(
            axis: Bool.random(using: &generator) ? .horizontal : .vertical,
            distribution: seed % 3 == 2 ? .fillEqually : .fill,
            alignment: alignments[seed % alignments.count],
            spacing: Double(Int.random(in: 0...2, using: &generator)),
            baselineRelative: Bool.random(using: &generator),
            marginsRelative: Bool.random(using: &generator),
            length: Bool.random(using: &generator) ? Double(Int.random(in: 10...50, using: &generator)) : nil)
        let stack = StackView()
        configuration.apply(to: stack)
        for index in 0..<6 {
            stack.addArrangedSubview(IntrinsicView("s\(index)", width: 3, height: 1))
        }
        let window = window(holding: stack, configuration)
        window.runLayoutCycle()
        var spacings: [ObjectIdentifier: Double] = [:]
        var made = 6
        var remadeOneByOne = 0
        var unambiguous = 0
        for step in 0..<40 {
            var log: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let views = stack.arrangedSubviews
                let some = views.isEmpty ? nil : views[Int.random(in: 0..<views.count, using: &generator)]
                switch (Int.random(in: 0..<8, using: &generator), some) {
                case (0, _), (_, nil):
                    let view = IntrinsicView("n\(made)", width: 4, height: 1)
                    view.contentSize = randomSize(&generator)
                    made += 1
                    let index = Int.random(in: 0...views.count, using: &generator)
                    stack.insertArrangedSubview(view, at: index)
                    log.append("insert at \(index)")
                case (1, let view?):
                    view.removeFromSuperview()
                    spacings[ObjectIdentifier(view)] = nil
                    log.append("remove from superview")
                case (2, let view?):
                    stack.removeArrangedSubview(view)
                    spacings[ObjectIdentifier(view)] = nil
                    log.append("remove arranged")
                case (3, let view?):
                    view.isHidden.toggle()
                    log.append("hidden \(view.isHidden)")
                case (4, let view?):
                    let value = Bool.random(using: &generator) ? Double(Int.random(in: 0...3, using: &generator))
                        : StackView.spacingUseDefault
                    stack.setCustomSpacing(value, after: view)
                    spacings[ObjectIdentifier(view)] = value == StackView.spacingUseDefault ? nil : value
                    log.append("custom spacing \(value)")
                case (5, let view?):
                    (view as? IntrinsicView)?.contentSize = randomSize(&generator)
                    log.append("resize")
                case (6, let view?):
                    let index = Int.random(in: 0..<views.count, using: &generator)
                    stack.insertArrangedSubview(view, at: index)
                    log.append("move to \(index)")
                case (_, let view?):
                    // Out of the superview (its constraints, and those naming it, go)
                    // and back in, mostly where it was.
                    let old = views.firstIndex { $0 === view } ?? 0
                    view.removeFromSuperview()
                    spacings[ObjectIdentifier(view)] = nil
                    let index = Bool.random(using: &generator) ? old : Int.random(in: 0..<views.count, using: &generator)
                    stack.insertArrangedSubview(view, at: index)
                    log.append("out and back in at \(index)")
                }
            }
            window.runLayoutCycle()
            if !stack.remadeWholeArrangement { remadeOneByOne += 1 }
            let rows = stack.arrangedSubviews.map { view in
                Row(size: view.intrinsicContentSize, isHidden: view.isHidden, customSpacing: spacings[ObjectIdentifier(view)])
            }
            let (reference, referenceWindow) = stackFromScratch(rows, configuration)
            let context = "seed \(seed), \(configuration), step \(step): \(log)"
            let held = arrangement(stack), wanted = arrangement(reference)
            #expect(held == wanted,
                    "\(context): extra \(held.filter { !wanted.contains($0) }), missing \(wanted.filter { !held.contains($0) })")
            #expect(stack.arrangedSubviews.map(\.frame) == reference.arrangedSubviews.map(\.frame), "\(context)")
            // Where nothing decides the stack's size (every view hidden, say), the two may
            // settle differently.
            if !stack.hasAmbiguousLayout && !reference.hasAmbiguousLayout {
                #expect(stack.frame == reference.frame, "\(context)")
                unambiguous += 1
            }
            _ = referenceWindow
        }
        // The updates really went one view at a time (not all: with `.fillEqually` and
        // baseline alignment, a new first view remakes everything).
        #expect(remadeOneByOne >= 10)
        #expect(unambiguous > 20)
    }

    /// Every other view's constraint naming the first view goes when the first view leaves
    /// its superview; put back first, they must all be made again.
    @Test(arguments: [(StackView.Distribution.fillEqually, StackView.Alignment.fill),
                      (.fill, .firstBaseline), (.fill, .lastBaseline)])
    func theFirstViewTakenOutAndPutBackIsNamedAgain(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        let configuration = Configuration(axis: .horizontal, distribution: distribution, alignment: alignment, spacing: 1,
                                          baselineRelative: false, marginsRelative: false, length: 40)
        let stack = StackView()
        configuration.apply(to: stack)
        let views: [IntrinsicView] = (0..<5).map { index in
            IntrinsicView("v\(index)", width: Double(2 + index), height: Double(1 + index % 2))
        }
        for view in views { stack.addArrangedSubview(view) }
        let window = window(holding: stack, configuration)
        window.runLayoutCycle()
        views[0].removeFromSuperview()
        stack.insertArrangedSubview(views[0], at: 0)
        window.runLayoutCycle()
        let rows: [Row] = views.map { view in Row(size: view.intrinsicContentSize, isHidden: false, customSpacing: nil) }
        let (reference, referenceWindow) = stackFromScratch(rows, configuration)
        #expect(arrangement(stack) == arrangement(reference))
        #expect(stack.arrangedSubviews.map(\.frame) == reference.arrangedSubviews.map(\.frame))
        _ = referenceWindow
    }

    @Test func oneRowOfALongStackRemakesOnlyItsNeighbours() {
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 1
        let rows = (0..<1_000).map { IntrinsicView("r\($0)", width: 5, height: 1) }
        for row in rows { stack.addArrangedSubview(row) }
        let window = window(holding: stack, Configuration(axis: .vertical, distribution: .fill, alignment: .fill,
                                                          spacing: 1, baselineRelative: false, marginsRelative: false,
                                                          length: nil))
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade == 1_000)

        func expectChain(_ note: String) {
            // Frames are in the stack's coordinates.
            var y = 0.0
            for view in stack.arrangedSubviews where !view.isHidden {
                #expect(view.frame.minY == y, "\(note): \(view.debugName)")
                y += view.frame.height + 1
            }
            #expect(stack.frame.height == y - 1, "\(note)")
        }

        let middle = rows[500]
        middle.removeFromSuperview()
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade <= 3)
        expectChain("removed")

        stack.insertArrangedSubview(middle, at: 500)
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade <= 3)
        expectChain("put back")

        rows[200].isHidden = true
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade <= 3)
        expectChain("hidden")

        rows[300].contentSize = Size(width: 5, height: 4)
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade <= 3)
        #expect(rows[300].frame.height == 4)
        expectChain("taller")

        stack.addArrangedSubview(IntrinsicView("last", width: 5, height: 2))
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade <= 4)
        expectChain("appended")

        // A property of the stack remakes everything.
        stack.spacing = 1.5
        window.runLayoutCycle()
        #expect(stack.arrangedViewsRemade == 1_001)
    }
}
