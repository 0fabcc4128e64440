import Testing
@testable import Trellis

/// A view that measures a detached vertical stack of two labels while it lays out.
private final class MeasuringView: View {
    private(set) var measured: Size?

    override func layoutSubviews() {
        super.layoutSubviews()
        measured = MeasuringView.detachedStack().systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    }

    static func detachedStack() -> StackView {
        let stack = StackView(arrangedSubviews: [Label(text: "hello"), Label(text: "world")])
        stack.axis = .vertical
        return stack
    }
}

/// A controller with a column of two labels that widens the column's spacing in its
/// first `viewDidLayoutSubviews` and lays out again at once to read the result.
private final class SpacingController: ViewController {
    let stack = StackView(arrangedSubviews: [Label(text: "one"), Label(text: "two")])
    private(set) var secondLabelFrameAfterRelayout: Rect?

    override func viewDidLoad() {
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        guard secondLabelFrameAfterRelayout == nil else { return }
        stack.spacing = 5
        view.layoutIfNeeded()
        secondLabelFrameAfterRelayout = stack.arrangedSubviews[1].frame
    }
}

/// Layout asked for from inside a layout pass runs the update-constraints pass first, as
/// it does outside one, for the hierarchy it is asked of.
@MainActor
@Suite struct ReentrantLayoutTests {
    @Test func aDetachedStackFitsTheSameInsideAnotherHierarchysLayoutPass() {
        #expect(MeasuringView.detachedStack().systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            == Size(width: 5, height: 2))
        let window = Window(size: Size(width: 20, height: 5))
        let measuring = MeasuringView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        window.addSubview(measuring)
        measuring.setNeedsLayout()
        window.runLayoutCycle()
        #expect(measuring.measured == Size(width: 5, height: 2))
    }

    @Test func layoutIfNeededInViewDidLayoutSubviewsSeesAConstraintUpdateMadeThere() {
        let window = Window(size: Size(width: 20, height: 10))
        let controller = SpacingController()
        window.rootViewController = controller
        window.runLayoutCycle()
        #expect(controller.secondLabelFrameAfterRelayout == Rect(x: 0, y: 6, width: 3, height: 1))
        #expect(controller.stack.arrangedSubviews[1].frame == Rect(x: 0, y: 6, width: 3, height: 1))
    }

    @Test func aGuideFrameReadInsideLayoutSubviewsSeesAConstraintUpdateMadeThere() {
        let window = Window(size: Size(width: 20, height: 10))
        let stack = StackView(arrangedSubviews: [Label(text: "one"), Label(text: "two")])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let host = CycleView("host", log: CycleLog(), frame: Rect(x: 0, y: 0, width: 20, height: 10), constrained: false)
        window.addSubview(host)
        host.addSubview(stack)
        let guide = LayoutGuide()
        host.addLayoutGuide(guide)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            stack.topAnchor.constraint(equalTo: host.topAnchor),
            guide.topAnchor.constraint(equalTo: stack.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 1),
            guide.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.runLayoutCycle()
        #expect(guide.layoutFrame.minY == 2)
        var read: Double?
        host.afterLayout = { _ in
            guard read == nil else { return }
            stack.spacing = 3
            read = guide.layoutFrame.minY
        }
        host.setNeedsLayout()
        window.runLayoutCycle()
        #expect(read == 5)
    }
}
