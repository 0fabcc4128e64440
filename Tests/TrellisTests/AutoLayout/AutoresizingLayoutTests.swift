import Testing
@testable import Trellis

/// A view that records, in its layoutSubviews, the frame its watched subview has then.
final class FrameSnoopingView: View {
    weak var watched: View?
    private(set) var framesSeen: [Rect] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        if let watched { framesSeen.append(watched.frame) }
    }
}

/// Autoresizing and `translatesAutoresizingMaskIntoConstraints`, at the level of views:
/// immediate resizing without the engine, the same behaviour through it, and the implicit
/// constraints.
@MainActor
@Suite struct AutoresizingLayoutTests {
    // MARK: - Autoresizing

    @Test func EX_AR_1() {
        let mainview = View(name: "main", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let v1 = View(name: "v1", frame: Rect(x: 100, y: 111, width: 132, height: 194))
        let v2 = View(name: "v2", frame: Rect(x: 0, y: 0, width: 132, height: 10))
        v2.autoresizingMask = [.flexibleWidth]
        let v3 = View(name: "v3", frame: Rect(x: v1.bounds.width - 20, y: v1.bounds.height - 20, width: 20, height: 20))
        v3.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        mainview.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        #expect(v3.frame == Rect(x: 112, y: 174, width: 20, height: 20))

        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        // At once: no layout pass, no engine.
        #expect(v1.bounds.size == Size(width: 172, height: 144))
        #expect(v1.center == Point(x: 166, y: 208))
        #expect(v1.frame == Rect(x: 80, y: 136, width: 172, height: 144))
        #expect(v2.frame == Rect(x: 0, y: 0, width: 172, height: 10))
        #expect(v3.frame == Rect(x: 152, y: 124, width: 20, height: 20))
        #expect(mainview.activeLayoutEngine == nil)

        // A layout pass changes nothing.
        mainview.layoutIfNeeded()
        #expect(v2.frame == Rect(x: 0, y: 0, width: 172, height: 10))
        #expect(v3.frame == Rect(x: 152, y: 124, width: 20, height: 20))
    }

    /// mainview in a window, v1 filling it with [H, W], v2 along v1's top with [W], v3 in
    /// v1's bottom-right corner with [TM, LM].
    private func checkEX_AR_2(window: Window, mainview: View) {
        let v1 = View(name: "v1", frame: mainview.bounds)
        v1.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        let v2 = View(name: "v2", frame: Rect(x: 0, y: 0, width: v1.bounds.width, height: 1))
        v2.autoresizingMask = [.flexibleWidth]
        let v3 = View(name: "v3", frame: Rect(x: v1.bounds.width - 20, y: v1.bounds.height - 5, width: 20, height: 5))
        v3.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        mainview.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        window.runLayoutCycle()
        #expect(v1.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(v3.frame == Rect(x: 60, y: 19, width: 20, height: 5))

        window.size = Size(width: 120, height: 40)
        window.runLayoutCycle()
        #expect(mainview.frame == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(v1.frame == mainview.bounds)
        #expect(v2.frame == Rect(x: 0, y: 0, width: 120, height: 1))
        #expect(v3.frame == Rect(x: 100, y: 35, width: 20, height: 5))

        window.size = Size(width: 50, height: 10)
        window.runLayoutCycle()
        #expect(v1.frame == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(v2.frame == Rect(x: 0, y: 0, width: 50, height: 1))
        #expect(v3.frame == Rect(x: 30, y: 5, width: 20, height: 5))
    }

    @Test func EX_AR_2() {
        let window = Window(size: Size(width: 80, height: 24))
        let mainview = View(name: "main", frame: window.bounds)
        mainview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(mainview)
        checkEX_AR_2(window: window, mainview: mainview)
        #expect(window.activeLayoutEngine == nil, "pure autoresizing needs no engine")
    }

    @Test func EX_AR_2_rootViewController() {
        // The root view of a view controller: the same masks through the engine.
        let window = Window(size: Size(width: 80, height: 24))
        let controller = ViewController()
        window.rootViewController = controller
        checkEX_AR_2(window: window, mainview: controller.view)
    }

    @Test func EX_AR_3() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let centred = View(name: "centred", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let stretching = View(name: "stretching", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(centred)
        superview.addSubview(stretching)

        superview.frame = Rect(x: 0, y: 0, width: 60, height: 50)
        #expect(centred.frame == Rect(x: 20, y: 15, width: 20, height: 20))
        #expect(stretching.frame == Rect(x: 10, y: 10, width: 40, height: 30))
        superview.layoutIfNeeded()
        #expect(centred.frame == Rect(x: 20, y: 15, width: 20, height: 20))
        #expect(stretching.frame == Rect(x: 10, y: 10, width: 40, height: 30))

        // And back.
        superview.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(centred.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(stretching.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func EX_AR_3_underAutoLayout() {
        // A constrained sibling switches the engine on; the masks become constraints and
        // must give the same frames.
        let window = Window(size: Size(width: 40, height: 40))
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 40))
        superview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centred = View(name: "centred", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let stretching = View(name: "stretching", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let marker = View.constrained("marker")
        window.addSubview(superview)
        superview.addSubview(centred)
        superview.addSubview(stretching)
        superview.addSubview(marker)
        LayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: centred.leadingAnchor),
            marker.topAnchor.constraint(equalTo: stretching.bottomAnchor),
            marker.widthAnchor.constraint(equalTo: stretching.widthAnchor),
            marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.runLayoutCycle()
        #expect(marker.frame == Rect(x: 10, y: 30, width: 20, height: 1))

        window.size = Size(width: 60, height: 50)
        window.runLayoutCycle()
        #expect(superview.frame == Rect(x: 0, y: 0, width: 60, height: 50))
        #expect(centred.frame == Rect(x: 20, y: 15, width: 20, height: 20))
        #expect(stretching.frame == Rect(x: 10, y: 10, width: 40, height: 30))
        #expect(marker.frame == Rect(x: 20, y: 40, width: 40, height: 1))
    }

    @Test func AR_03_autoresizesSubviewsFalse() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let v = View(name: "v", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleTopMargin]
        superview.addSubview(v)
        superview.autoresizesSubviews = false
        superview.frame = Rect(x: 0, y: 0, width: 60, height: 50)
        superview.layoutIfNeeded()
        #expect(v.frame == Rect(x: 10, y: 10, width: 20, height: 20))

        // Switched back on, the next resize applies the mask again.
        superview.autoresizesSubviews = true
        superview.frame = Rect(x: 0, y: 0, width: 80, height: 60)
        #expect(v.frame.width > 20)
        #expect(v.frame.height > 20)
    }

    @Test func AR_03_autoresizesSubviewsFalseUnderAutoLayout() {
        let window = Window(size: Size(width: 40, height: 40))
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 40))
        superview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.autoresizesSubviews = false
        let v = View(name: "v", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let marker = View.constrained("marker")
        window.addSubview(superview)
        superview.addSubview(v)
        superview.addSubview(marker)
        LayoutConstraint.activate(constraintsPinning(marker, to: v))
        window.runLayoutCycle()
        window.size = Size(width: 60, height: 50)
        window.runLayoutCycle()
        #expect(superview.frame == Rect(x: 0, y: 0, width: 60, height: 50), "the window still resizes its subview")
        #expect(v.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(marker.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func AR_03_runsBeforeLayoutSubviews() {
        let superview = FrameSnoopingView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let v = View(name: "v", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(v)
        superview.watched = v
        superview.frame = Rect(x: 0, y: 0, width: 60, height: 50)
        superview.layoutIfNeeded()
        #expect(superview.framesSeen == [Rect(x: 10, y: 10, width: 40, height: 30)])
    }

    @Test func AR_03_onlyRelatesASubviewToItsSuperview() {
        // A grandchild follows its own superview, not the grandparent.
        let grandparent = View(name: "gp", frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let parent = View(name: "p", frame: Rect(x: 0, y: 0, width: 20, height: 20)) // fixed: no mask
        let child = View(name: "c", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grandparent.addSubview(parent)
        parent.addSubview(child)
        grandparent.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        #expect(parent.frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(child.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    // MARK: - translatesAutoresizingMaskIntoConstraints

    @Test func EX_TAMIC_1() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let label = View(name: "label", frame: Rect(x: 20, y: 20, width: 42, height: 22))
        #expect(label.translatesAutoresizingMaskIntoConstraints, "TAMIC-02: true for views made in code")
        #expect(label.autoresizingMask == [])
        superview.addSubview(label)
        #expect(superview.constraints.isEmpty)

        // Bring the label into Auto Layout: another view is constrained to it.
        let other = View.constrained("other")
        superview.addSubview(other)
        LayoutConstraint.activate([
            other.widthAnchor.constraint(equalTo: label.widthAnchor),
            other.heightAnchor.constraint(equalTo: label.heightAnchor),
            other.centerXAnchor.constraint(equalTo: label.centerXAnchor),
            other.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        superview.layoutIfNeeded()

        // The label stays where its frame put it: width 42, height 22, centre (41, 31).
        #expect(label.frame == Rect(x: 20, y: 20, width: 42, height: 22))
        #expect(label.center == Point(x: 41, y: 31))
        // The implicit constraints hold the label there; "other" copies their values.
        #expect(other.frame == Rect(x: 20, y: 20, width: 42, height: 22))
        #expect(other.center == Point(x: 41, y: 31))

        // Four implicit constraints, held by the superview (TAMIC-01).
        let implicit = superview.constraints.filter { $0.kind == .autoresizing }
        #expect(implicit.count == 4)
        #expect(implicit.allSatisfy { ($0.firstItem as? View) === label })
        #expect(implicit.allSatisfy { $0.owner === superview && $0.isActive })
        #expect(implicit.allSatisfy { $0.priority == .required })
        #expect(label.constraints.filter { $0.kind == .autoresizing }.isEmpty)
        // The constrained view gets none.
        #expect(superview.constraints.filter { $0.kind == .autoresizing && ($0.firstItem as? View) === other }.isEmpty)
        // Two per axis.
        #expect(implicit.filter { $0.firstAttribute.axis == .horizontal }.count == 2)
        #expect(implicit.filter { $0.firstAttribute.axis == .vertical }.count == 2)

        // Mask none behaves as RM+BM: a bigger superview keeps the label's offset and size.
        superview.frame = Rect(x: 0, y: 0, width: 150, height: 90)
        superview.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 42, height: 22))
        #expect(other.frame == Rect(x: 20, y: 20, width: 42, height: 22))

        // Moving the label by its frame moves what depends on it.
        label.frame = Rect(x: 30, y: 10, width: 10, height: 4)
        superview.layoutIfNeeded()
        #expect(other.frame == Rect(x: 30, y: 10, width: 10, height: 4))
    }

    @Test func EX_TAMIC_1_turningTranslationOffRemovesTheImplicitConstraints() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let label = View(name: "label", frame: Rect(x: 20, y: 20, width: 42, height: 22))
        let other = View.constrained("other")
        superview.addSubview(label)
        superview.addSubview(other)
        LayoutConstraint.activate([other.widthAnchor.constraint(equalTo: label.widthAnchor)])
        superview.layoutIfNeeded()
        #expect(superview.constraints.filter { $0.kind == .autoresizing }.count == 4)
        label.translatesAutoresizingMaskIntoConstraints = false
        superview.layoutIfNeeded()
        #expect(superview.constraints.filter { $0.kind == .autoresizing }.isEmpty)
    }

    @Test func EX_TAMIC_2() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let v = View(name: "v")
        #expect(v.translatesAutoresizingMaskIntoConstraints)
        #expect(v.frame == .zero)
        superview.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 5)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        let messages = capturingDiagnostics {
            LayoutConstraint.activate([leading, width])
            superview.layoutIfNeeded()
        }
        let header = "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want..."
        #expect(!messages.isEmpty)
        #expect(messages.first?.hasPrefix(header) == true)
        let log = messages.joined(separator: "\n")
        #expect(log.contains("Will attempt to recover by breaking constraint"))

        // Both kinds are listed: explicit and the implicit autoresizing ones.
        let implicit = superview.constraints.filter { $0.kind == .autoresizing && ($0.firstItem as? View) === v }
        #expect(!implicit.isEmpty)
        #expect(log.contains(leading.description) || log.contains(width.description))
        #expect(implicit.contains { log.contains("<LayoutConstraint:\($0.addressDescription)") })
        // Each report lists at least one of each kind.
        for message in messages where message.hasPrefix(header) {
            let explicitListed = [leading, width].contains { message.contains("<LayoutConstraint:\($0.addressDescription)") }
            let implicitListed = implicit.contains { message.contains("<LayoutConstraint:\($0.addressDescription)") }
            #expect(explicitListed && implicitListed, "\(message)")
        }
        // Broken constraints stay active (UIKit: recovery does not deactivate).
        #expect(leading.isActive && width.isActive)
    }

    @Test func TAMIC_03_noConflictWithTranslationOff() {
        let superview = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let v = View.constrained("v")
        superview.addSubview(v)
        let messages = capturingDiagnostics {
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 5),
                v.widthAnchor.constraint(equalToConstant: 10),
                v.topAnchor.constraint(equalTo: superview.topAnchor, constant: 2),
                v.heightAnchor.constraint(equalToConstant: 3),
            ])
            superview.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(v.frame == Rect(x: 5, y: 2, width: 10, height: 3))
        #expect(superview.constraints.filter { $0.kind == .autoresizing }.isEmpty)
    }

    @Test func mixedAutoresizingAndConstrainedSiblings() {
        // LAY-01: siblings may use different strategies in one tree.
        let window = Window(size: Size(width: 100, height: 50))
        let anchored = View(name: "anchored", frame: Rect(x: 10, y: 10, width: 20, height: 5))
        anchored.autoresizingMask = [.flexibleLeftMargin] // keeps its distance from the right
        let footer = View(name: "footer", frame: Rect(x: 0, y: 40, width: 100, height: 10))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let follower = View.constrained("follower")
        let manual = View(name: "manual", frame: Rect(x: 70, y: 20, width: 5, height: 5)) // mask none
        window.addSubview(anchored)
        window.addSubview(footer)
        window.addSubview(follower)
        window.addSubview(manual)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchored.trailingAnchor, constant: 2),
            follower.topAnchor.constraint(equalTo: anchored.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -1),
        ])
        window.runLayoutCycle()
        #expect(anchored.frame == Rect(x: 10, y: 10, width: 20, height: 5))
        #expect(footer.frame == Rect(x: 0, y: 40, width: 100, height: 10))
        #expect(follower.frame == Rect(x: 32, y: 10, width: 10, height: 29))
        #expect(manual.frame == Rect(x: 70, y: 20, width: 5, height: 5))

        window.size = Size(width: 150, height: 60)
        window.runLayoutCycle()
        #expect(anchored.frame == Rect(x: 60, y: 10, width: 20, height: 5))
        #expect(footer.frame == Rect(x: 0, y: 50, width: 150, height: 10))
        #expect(follower.frame == Rect(x: 82, y: 10, width: 10, height: 39))
        #expect(manual.frame == Rect(x: 70, y: 20, width: 5, height: 5))

        // Each autoresizing sibling is held by four implicit constraints in the window; the
        // constrained one by none.
        let implicit = window.constraints.filter { $0.kind == .autoresizing }
        for view in [anchored, footer, manual] {
            #expect(implicit.filter { ($0.firstItem as? View) === view }.count == 4)
        }
        #expect(implicit.filter { ($0.firstItem as? View) === follower }.isEmpty)
    }
}
