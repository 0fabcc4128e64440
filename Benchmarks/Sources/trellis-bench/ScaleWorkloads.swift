import Trellis

/// The hierarchies the `scale` suite builds, and what it times on each.
@MainActor
enum ScaleWorkloads {
    static let all: [ScaleWorkload] = [
        screen, stack, stackInScrollView, stackLateContent, chain, chainClosingFirst, nested, wide, churn,
    ]

    static let windowSize = Size(width: 200, height: 60)
    static let resizedWindow = Size(width: 180, height: 55)
    /// Timed repetitions of a steady-state change (resize, text change) per instance.
    static let loops = 21
    /// Seconds a steady-state loop may run before it stops taking samples.
    static let loopSeconds = 5.0

    private static let words = ["OK", "Name", "Status", "Cancel", "Description", "Total", "Save changes",
                                "id", "Last modified", "Owner", "Size", "Apply", "Refresh now", "x", "Delete"]

    static func word(_ index: Int) -> String { words[(index * 7) % words.count] }

    // MARK: - Workloads

    static let screen = ScaleWorkload(
        name: "screen",
        summary: "the screen suite's screen (rows of 20 labels and buttons in stack views, in a vertical stack pinned to the margins) with N views: first-layout = build + runLayoutCycle; resize = window 200x60 <-> 180x55 + cycle; text-same-width = the probe label's text swapped for its reverse (same width) + cycle; text-new-width = the probe label's text made three cells longer and back (its row re-solved) + cycle",
        metrics: ["first-layout", "resize", "text-same-width", "text-new-width"],
        run: { size, figures, checker in
            let (screen, ns) = CPUTimer.measure { () -> Screen in
                let screen = Screen(views: size)
                screen.window.runLayoutCycle()
                return screen
            }
            figures.size = screen.viewCount
            figures.record("first-layout", nanoseconds: ns)
            if !screen.probeIsDrawn() { checker.fail("N = \(size): the probe label is not drawn after the first layout") }
            resizeLoop(screen.window, &figures)
            textLoop(screen.probe, screen.window, &figures)
            let probeWidth = screen.probe.frame.width
            newWidthTextLoop(screen.probe, screen.window, &figures)
            if screen.probe.frame.width != probeWidth {
                checker.fail("N = \(size): the probe label is \(screen.probe.frame.width) wide after its text came back, want \(probeWidth)")
            }
            if !screen.probeIsDrawn() { checker.fail("N = \(size): the probe label is not drawn after the changes") }
        })

    static let stack = ScaleWorkload(
        name: "stack",
        summary: "one vertical StackView of N labels pinned to the root view's top, leading and trailing: first-layout; resize (the stack's width follows the window); text-same-width, text-new-width (the middle label)",
        metrics: ["first-layout", "resize", "text-same-width", "text-new-width"],
        run: { size, figures, checker in
            let (fixture, ns) = CPUTimer.measure { () -> (Window, StackView) in
                let fixture = labelStack(size, pinnedIn: nil)
                fixture.0.runLayoutCycle()
                return fixture
            }
            figures.record("first-layout", nanoseconds: ns)
            checkRows(fixture.1, size, checker, "first layout")
            resizeLoop(fixture.0, &figures)
            textLoop(fixture.1.arrangedSubviews[size / 2] as! Label, fixture.0, &figures)
            newWidthTextLoop(fixture.1.arrangedSubviews[size / 2] as! Label, fixture.0, &figures)
            checkRows(fixture.1, size, checker, "after the changes")
        })

    static let stackInScrollView = ScaleWorkload(
        name: "stack-scroll",
        summary: "the same stack inside a ScrollView pinned to the root's edges, the stack pinned to its content layout guide and as wide as its frame layout guide: first-layout",
        metrics: ["first-layout"],
        run: { size, figures, checker in
            let (fixture, ns) = CPUTimer.measure { () -> (Window, StackView, ScrollView) in
                let scrollView = ScrollView()
                let (window, stack) = labelStack(size, pinnedIn: scrollView)
                window.runLayoutCycle()
                return (window, stack, scrollView)
            }
            figures.record("first-layout", nanoseconds: ns)
            checkRows(fixture.1, size, checker, "first layout")
            checker.expect(fixture.2.contentSize.height, Double(size), "N = \(size): content height")
        })

    static let stackLateContent = ScaleWorkload(
        name: "stack-late-content",
        summary: "a bad order: the stack of N labels laid out while every label is empty, then every label given its text: late-content = set the texts + runLayoutCycle (the content-size constraints arrive on structure already solved)",
        metrics: ["first-layout-empty", "late-content"],
        run: { size, figures, checker in
            let (fixture, ns) = CPUTimer.measure { () -> (Window, StackView) in
                let fixture = labelStack(size, pinnedIn: nil, texts: false)
                fixture.0.runLayoutCycle()
                return fixture
            }
            figures.record("first-layout-empty", nanoseconds: ns)
            let (_, late) = CPUTimer.measure {
                for (index, view) in fixture.1.arrangedSubviews.enumerated() { (view as! Label).text = word(index) }
                fixture.0.runLayoutCycle()
            }
            figures.record("late-content", nanoseconds: late)
            checkRows(fixture.1, size, checker, "after the texts")
        })

    static let chain = ScaleWorkload(
        name: "chain",
        summary: "the stack's layout written with plain anchors, in the natural order (each label's top to the one above, leading and trailing to the container, the container's bottom to the last label last): first-layout",
        metrics: ["first-layout"],
        run: { size, figures, checker in
            let (fixture, ns) = CPUTimer.measure { () -> (Window, View, [Label]) in
                let fixture = anchorChain(size, closingFirst: false)
                fixture.0.runLayoutCycle()
                return fixture
            }
            figures.record("first-layout", nanoseconds: ns)
            checkChain(fixture.1, fixture.2, checker)
        })

    static let chainClosingFirst = ScaleWorkload(
        name: "chain-closing-first",
        summary: "a bad order: the same anchor chain activated closing constraint first (the container's bottom to the last label), then the spacing links from the last label up, then the edges: first-layout",
        metrics: ["first-layout"],
        run: { size, figures, checker in
            let (fixture, ns) = CPUTimer.measure { () -> (Window, View, [Label]) in
                let fixture = anchorChain(size, closingFirst: true)
                fixture.0.runLayoutCycle()
                return fixture
            }
            figures.record("first-layout", nanoseconds: ns)
            checkChain(fixture.1, fixture.2, checker)
        })

    static let nested = ScaleWorkload(
        name: "nested",
        summary: "deep nesting: 20 vertical StackViews each inside the one before, each holding N/20 labels and then the next stack (N counts the labels): first-layout; text-same-width (a label of the deepest stack)",
        metrics: ["first-layout", "text-same-width"],
        run: { size, figures, checker in
            let levels = 20
            let perLevel = max(1, size / levels)
            let (fixture, ns) = CPUTimer.measure { () -> (Window, [StackView]) in
                let window = Window(size: windowSize)
                let controller = ViewController()
                var stacks: [StackView] = []
                var serial = 0
                for _ in 0..<levels {
                    let stack = StackView()
                    stack.axis = .vertical
                    for _ in 0..<perLevel {
                        serial += 1
                        stack.addArrangedSubview(Label(text: word(serial)))
                    }
                    if let outer = stacks.last { outer.addArrangedSubview(stack) }
                    stacks.append(stack)
                }
                pin(stacks[0], in: controller.view, bottom: false)
                window.rootViewController = controller
                window.runLayoutCycle()
                return (window, stacks)
            }
            figures.size = levels * perLevel
            figures.record("first-layout", nanoseconds: ns)
            let deepest = fixture.1[levels - 1]
            let last = deepest.arrangedSubviews[perLevel - 1]
            checker.expect(last.convert(last.bounds, to: fixture.0).minY, Double(levels * perLevel - 1),
                           "N = \(size): the deepest last label's y")
            textLoop(deepest.arrangedSubviews[0] as! Label, fixture.0, &figures)
        })

    static let wide = ScaleWorkload(
        name: "wide",
        summary: "wide rows: N labels in horizontal StackViews of 1,000 columns (fewer when N < 1,000), the rows in a vertical stack pinned to the root's top and leading: first-layout; text-same-width (a label in the middle of the first row)",
        metrics: ["first-layout", "text-same-width"],
        run: { size, figures, checker in
            let columns = min(size, 1_000)
            let rows = max(1, size / columns)
            let (fixture, ns) = CPUTimer.measure { () -> (Window, [StackView]) in
                let window = Window(size: windowSize)
                let controller = ViewController()
                let column = StackView()
                column.axis = .vertical
                var rowStacks: [StackView] = []
                for _ in 0..<rows {
                    let row = StackView()
                    row.axis = .horizontal
                    row.spacing = 1
                    for _ in 0..<columns { row.addArrangedSubview(Label(text: "ab")) }
                    column.addArrangedSubview(row)
                    rowStacks.append(row)
                }
                controller.view.addSubview(column)
                column.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    column.topAnchor.constraint(equalTo: controller.view.topAnchor),
                    column.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                ])
                window.rootViewController = controller
                window.runLayoutCycle()
                return (window, rowStacks)
            }
            figures.size = rows * columns
            figures.record("first-layout", nanoseconds: ns)
            let row = fixture.1[rows - 1]
            let last = row.arrangedSubviews[columns - 1]
            checker.expect(last.convert(last.bounds, to: fixture.0).minX, Double((columns - 1) * 3),
                           "N = \(size): the last column's x")
            checker.expect(last.convert(last.bounds, to: fixture.0).minY, Double(rows - 1), "N = \(size): the last row's y")
            textLoop(fixture.1[0].arrangedSubviews[columns / 2] as! Label, fixture.0, &figures)
        })

    static let churn = ScaleWorkload(
        name: "churn",
        summary: "add/remove churn on the stack of N labels (rows): churn-one = remove the middle row + cycle, insert it back + cycle; churn-all = remove every row + cycle, add them all back + cycle",
        metrics: ["churn-one", "churn-all"],
        run: { size, figures, checker in
            let (window, stack) = labelStack(size, pinnedIn: nil)
            window.runLayoutCycle()
            let middle = size / 2
            let start = Timer.now()
            for _ in 0..<loops {
                if Timer.nanoseconds(since: start) / 1e9 > loopSeconds { break }
                let row = stack.arrangedSubviews[middle]
                let (_, ns) = CPUTimer.measure {
                    row.removeFromSuperview()
                    window.runLayoutCycle()
                    stack.insertArrangedSubview(row, at: middle)
                    window.runLayoutCycle()
                }
                figures.record("churn-one", nanoseconds: ns)
            }
            checkRows(stack, size, checker, "after churn-one")
            let rows = stack.arrangedSubviews
            let (_, ns) = CPUTimer.measure {
                for row in rows { row.removeFromSuperview() }
                window.runLayoutCycle()
                for row in rows { stack.addArrangedSubview(row) }
                window.runLayoutCycle()
            }
            figures.record("churn-all", nanoseconds: ns)
            checkRows(stack, size, checker, "after churn-all")
        })

    // MARK: - Building

    /// A window whose root view holds a vertical stack of `count` labels, pinned to the
    /// root's top, leading and trailing; or, given a scroll view, the scroll view pinned
    /// to the root's edges and the stack to its content, as wide as its frame.
    static func labelStack(_ count: Int, pinnedIn scrollView: ScrollView?, texts: Bool = true) -> (Window, StackView) {
        let window = Window(size: windowSize)
        let controller = ViewController()
        let stack = StackView()
        stack.axis = .vertical
        for index in 0..<count { stack.addArrangedSubview(Label(text: texts ? word(index) : "")) }
        if let scrollView {
            pin(scrollView, in: controller.view, bottom: true)
            scrollView.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        } else {
            pin(stack, in: controller.view, bottom: false)
        }
        window.rootViewController = controller
        return (window, stack)
    }

    /// `count` labels in a container view, each label's top to the bottom of the one
    /// above, its leading and trailing to the container's, and the container's bottom to
    /// the last label's: the stack's constraints written by hand. `closingFirst` activates
    /// them in a bad order: the closing constraint, then the links from the bottom up, then
    /// the first label's top and the edges.
    static func anchorChain(_ count: Int, closingFirst: Bool) -> (Window, View, [Label]) {
        let window = Window(size: windowSize)
        let controller = ViewController()
        let container = View()
        pin(container, in: controller.view, bottom: false)
        var labels: [Label] = []
        for index in 0..<count {
            let label = Label(text: word(index))
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            labels.append(label)
        }
        let closing = container.bottomAnchor.constraint(equalTo: labels[count - 1].bottomAnchor)
        let first = labels[0].topAnchor.constraint(equalTo: container.topAnchor)
        var links: [LayoutConstraint] = []
        for index in 1..<max(1, count) {
            links.append(labels[index].topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor))
        }
        var edges: [LayoutConstraint] = []
        for label in labels {
            edges.append(label.leadingAnchor.constraint(equalTo: container.leadingAnchor))
            edges.append(label.trailingAnchor.constraint(equalTo: container.trailingAnchor))
        }
        if closingFirst {
            closing.isActive = true
            LayoutConstraint.activate(links.reversed())
            first.isActive = true
            LayoutConstraint.activate(edges)
        } else {
            for index in 0..<count {
                LayoutConstraint.activate([index == 0 ? first : links[index - 1], edges[2 * index], edges[2 * index + 1]])
            }
            closing.isActive = true
        }
        window.rootViewController = controller
        return (window, container, labels)
    }

    /// Pins `view` to `superview`'s top, leading and trailing (and bottom).
    static func pin(_ view: View, in superview: View, bottom: Bool) {
        superview.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            view.topAnchor.constraint(equalTo: superview.topAnchor),
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
        ]
        if bottom { constraints.append(view.bottomAnchor.constraint(equalTo: superview.bottomAnchor)) }
        LayoutConstraint.activate(constraints)
    }

    // MARK: - Steady-state loops

    /// Resizes the window back and forth, timing each cycle.
    static func resizeLoop(_ window: Window, _ figures: inout ScaleFigures) {
        let start = Timer.now()
        for k in 0..<loops {
            if k > 0 && Timer.nanoseconds(since: start) / 1e9 > loopSeconds { break }
            window.size = k % 2 == 0 ? resizedWindow : windowSize
            let (_, ns) = CPUTimer.measure { window.runLayoutCycle() }
            figures.record("resize", nanoseconds: ns)
        }
        window.size = windowSize
        window.runLayoutCycle()
    }

    /// Swaps one label's text for its reverse and back (the same width), timing the text
    /// change and the cycle after it.
    static func textLoop(_ label: Label, _ window: Window, _ figures: inout ScaleFigures) {
        let reversed = String(label.text.reversed())
        alternateText(of: label, with: reversed == label.text ? label.text.uppercased() : reversed,
                      as: "text-same-width", window, &figures)
    }

    /// Makes one label's text three cells longer and back, timing each change and the
    /// cycle after it: a change confined to one view that needs the solver (the label's
    /// content size changes), unlike ``textLoop(_:_:_:)``. Its cost should not grow with
    /// the views around it.
    static func newWidthTextLoop(_ label: Label, _ window: Window, _ figures: inout ScaleFigures) {
        alternateText(of: label, with: label.text + "+++", as: "text-new-width", window, &figures)
    }

    /// Gives `label` the `other` text and its own in turn, each change and the cycle after
    /// it timed as `metric`, and leaves it with its own text.
    private static func alternateText(of label: Label, with other: String, as metric: String, _ window: Window,
                                      _ figures: inout ScaleFigures) {
        let texts = [label.text, other]
        let start = Timer.now()
        for k in 0..<loops {
            if k > 0 && Timer.nanoseconds(since: start) / 1e9 > loopSeconds { break }
            let (_, ns) = CPUTimer.measure {
                label.text = texts[(k + 1) % 2]
                window.runLayoutCycle()
            }
            figures.record(metric, nanoseconds: ns)
        }
        if label.text != texts[0] {
            label.text = texts[0]
            window.runLayoutCycle()
        }
    }

    // MARK: - Checks

    /// Every label one row high, one under the other, as wide as the stack.
    static func checkRows(_ stack: StackView, _ count: Int, _ checker: Checker, _ when: String) {
        let views = stack.arrangedSubviews
        guard views.count == count else {
            checker.fail("\(when): \(views.count) rows, want \(count)")
            return
        }
        for index in [0, count / 2, count - 1] {
            checker.expect(views[index].frame.minY, Double(index), "N = \(count) \(when): row \(index)'s y")
            checker.expect(views[index].frame.height, 1, "N = \(count) \(when): row \(index)'s height")
            checker.expect(views[index].frame.width, stack.bounds.width, "N = \(count) \(when): row \(index)'s width")
        }
    }

    static func checkChain(_ container: View, _ labels: [Label], _ checker: Checker) {
        checker.expect(container.bounds.height, Double(labels.count), "N = \(labels.count): container height")
        for index in [0, labels.count / 2, labels.count - 1] {
            checker.expect(labels[index].frame.minY, Double(index), "N = \(labels.count): label \(index)'s y")
            checker.expect(labels[index].frame.width, container.bounds.width, "N = \(labels.count): label \(index)'s width")
        }
    }
}
