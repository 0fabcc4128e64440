import Testing
@testable import Trellis

/// Layout direction and right-to-left layout (RTL-01…05, EX-RTL-1).
///
/// Right-to-left layout needs a window: a view's direction is its
/// `semanticContentAttribute` applied to its window's `userInterfaceLayoutDirection`
/// (a view in no window reads left to right).
@MainActor
@Suite struct RightToLeftTests {
    /// A row [image][text] in a window 40 columns wide, built twice: with leading/trailing
    /// on row 1 and with left/right on row 3.
    @MainActor
    private struct Rows {
        let window: Window
        let image: View
        let text: View
        let leftImage: View
        let leftText: View

        init() {
            window = Window(size: Size(width: 40, height: 5))
            image = View.constrained("image")
            text = View.constrained("text")
            leftImage = View.constrained("leftImage")
            leftText = View.constrained("leftText")
            for view in [image, text, leftImage, leftText] { window.addSubview(view) }
            LayoutConstraint.activate([
                // H:|-2-[image(6)]-1-[text(10)] with leading/trailing.
                image.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
                image.widthAnchor.constraint(equalToConstant: 6),
                text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 1),
                text.widthAnchor.constraint(equalToConstant: 10),
                image.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
                image.heightAnchor.constraint(equalToConstant: 1),
                text.topAnchor.constraint(equalTo: image.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 1),
                // The same row with left/right.
                leftImage.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2),
                leftImage.widthAnchor.constraint(equalToConstant: 6),
                leftText.leftAnchor.constraint(equalTo: leftImage.rightAnchor, constant: 1),
                leftText.widthAnchor.constraint(equalToConstant: 10),
                leftImage.topAnchor.constraint(equalTo: window.topAnchor, constant: 3),
                leftImage.heightAnchor.constraint(equalToConstant: 1),
                leftText.topAnchor.constraint(equalTo: leftImage.topAnchor),
                leftText.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
    }

    /// EX-RTL-1: the leading/trailing row mirrors in right-to-left layout, so it still reads
    /// image-then-text from the reading side; the left/right row keeps its positions and so
    /// reads the wrong way round.
    @Test func EX_RTL_1() {
        let rows = Rows()
        rows.window.runLayoutCycle()
        // LTR: image at 2…8, text at 9…19.
        #expect(rows.image.frame == Rect(x: 2, y: 1, width: 6, height: 1))
        #expect(rows.text.frame == Rect(x: 9, y: 1, width: 10, height: 1))
        #expect(rows.leftImage.frame == Rect(x: 2, y: 3, width: 6, height: 1))
        #expect(rows.leftText.frame == Rect(x: 9, y: 3, width: 10, height: 1))

        rows.window.userInterfaceLayoutDirection = .rightToLeft
        rows.window.runLayoutCycle()
        // RTL: the image's leading (right) edge is 2 from the window's right edge, 40 - 2 =
        // 38, so x = 32; the text's leading (right) edge is 1 left of the image's trailing
        // (left) edge, 31, so x = 21.
        #expect(rows.image.frame == Rect(x: 32, y: 1, width: 6, height: 1))
        #expect(rows.text.frame == Rect(x: 21, y: 1, width: 10, height: 1))
        #expect(rows.text.frame.maxX < rows.image.frame.minX)
        // Left/right does not flip.
        #expect(rows.leftImage.frame == Rect(x: 2, y: 3, width: 6, height: 1))
        #expect(rows.leftText.frame == Rect(x: 9, y: 3, width: 10, height: 1))
    }

    /// Toggling the window's direction is all it takes: the next layout cycle mirrors the
    /// leading/trailing row, and toggling back restores it exactly.
    @Test func togglingWindowDirectionRelaysOut() {
        let rows = Rows()
        rows.window.runLayoutCycle()
        #expect(!rows.window.needsLayout)

        rows.window.userInterfaceLayoutDirection = .rightToLeft
        #expect(rows.window.needsLayout)
        // Nothing moves before the layout pass.
        #expect(rows.image.frame == Rect(x: 2, y: 1, width: 6, height: 1))
        rows.window.runLayoutCycle()
        #expect(rows.image.frame == Rect(x: 32, y: 1, width: 6, height: 1))
        #expect(rows.text.frame == Rect(x: 21, y: 1, width: 10, height: 1))
        #expect(rows.image.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        // Setting the same direction again changes nothing.
        rows.window.userInterfaceLayoutDirection = .rightToLeft
        #expect(!rows.window.needsLayout)

        rows.window.userInterfaceLayoutDirection = .leftToRight
        rows.window.runLayoutCycle()
        #expect(rows.image.frame == Rect(x: 2, y: 1, width: 6, height: 1))
        #expect(rows.text.frame == Rect(x: 9, y: 1, width: 10, height: 1))
        #expect(rows.leftImage.frame == Rect(x: 2, y: 3, width: 6, height: 1))

        // A resize in RTL keeps the row at the (new) right edge: 60 - 2 = 58.
        rows.window.userInterfaceLayoutDirection = .rightToLeft
        rows.window.size = Size(width: 60, height: 5)
        rows.window.runLayoutCycle()
        #expect(rows.image.frame == Rect(x: 52, y: 1, width: 6, height: 1))
        #expect(rows.text.frame == Rect(x: 41, y: 1, width: 10, height: 1))
        #expect(rows.leftImage.frame == Rect(x: 2, y: 3, width: 6, height: 1))
    }

    /// RTL-02: `.unspecified` flips with the reading direction; `.playback`, `.spatial` and
    /// `.forceLeftToRight` never flip; `.forceRightToLeft` always flips. The constraint
    /// `child.leading = container.leading + 2` is held by the container, whose attribute is
    /// the one under test.
    @Test(arguments: [
        // (attribute, x in a LTR window, x in a RTL window); the container is 40 wide and
        // the child 6, so a flipped child sits at 40 - 2 - 6 = 32.
        (SemanticContentAttribute.unspecified, 2.0, 32.0),
        (.playback, 2, 2),
        (.spatial, 2, 2),
        (.forceLeftToRight, 2, 2),
        (.forceRightToLeft, 32, 32),
    ])
    func RTL_02(attribute: SemanticContentAttribute, ltrX: Double, rtlX: Double) {
        let window = Window(size: Size(width: 40, height: 3))
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 40, height: 3))
        container.semanticContentAttribute = attribute
        let child = View.constrained("child")
        window.addSubview(container)
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2)
        LayoutConstraint.activate([
            leading,
            child.widthAnchor.constraint(equalToConstant: 6),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(leading.owner === container)

        window.runLayoutCycle()
        #expect(child.frame == Rect(x: ltrX, y: 0, width: 6, height: 1))
        #expect(container.effectiveUserInterfaceLayoutDirection == (ltrX == 2 ? .leftToRight : .rightToLeft))

        window.userInterfaceLayoutDirection = .rightToLeft
        window.runLayoutCycle()
        #expect(child.frame == Rect(x: rtlX, y: 0, width: 6, height: 1))
        #expect(container.effectiveUserInterfaceLayoutDirection == (rtlX == 2 ? .leftToRight : .rightToLeft))
        // The container never moves: it keeps the frame it was given.
        #expect(container.frame == Rect(x: 0, y: 0, width: 40, height: 3))
    }

    /// RTL-02: changing a view's `semanticContentAttribute` at run time relays out the
    /// constraints it holds, like CD-player transport controls that must not flip.
    @Test func RTL_02_changingTheAttributeRelaysOut() {
        let window = Window(size: Size(width: 40, height: 3))
        window.userInterfaceLayoutDirection = .rightToLeft
        let transport = View(name: "transport", frame: Rect(x: 0, y: 0, width: 40, height: 3))
        let rewind = View.constrained("rewind")
        let play = View.constrained("play")
        window.addSubview(transport)
        transport.addSubview(rewind)
        transport.addSubview(play)
        LayoutConstraint.activate([
            rewind.leadingAnchor.constraint(equalTo: transport.leadingAnchor, constant: 1),
            rewind.widthAnchor.constraint(equalToConstant: 5),
            play.leadingAnchor.constraint(equalTo: rewind.trailingAnchor, constant: 1),
            play.widthAnchor.constraint(equalToConstant: 5),
            rewind.topAnchor.constraint(equalTo: transport.topAnchor),
            rewind.heightAnchor.constraint(equalToConstant: 1),
            play.topAnchor.constraint(equalTo: transport.topAnchor),
            play.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.runLayoutCycle()
        // Flipped: rewind's right edge at 39 → x 34; play's right edge at 33 → x 28.
        #expect(rewind.frame == Rect(x: 34, y: 0, width: 5, height: 1))
        #expect(play.frame == Rect(x: 28, y: 0, width: 5, height: 1))

        transport.semanticContentAttribute = .playback
        window.runLayoutCycle()
        #expect(rewind.frame == Rect(x: 1, y: 0, width: 5, height: 1))
        #expect(play.frame == Rect(x: 7, y: 0, width: 5, height: 1))

        transport.semanticContentAttribute = .unspecified
        window.runLayoutCycle()
        #expect(rewind.frame == Rect(x: 34, y: 0, width: 5, height: 1))
        #expect(play.frame == Rect(x: 28, y: 0, width: 5, height: 1))
    }

    /// RTL-03: the attribute that applies is the one on the view holding the constraint,
    /// the items' nearest common ancestor, not the items' own attributes.
    @Test func RTL_03() {
        let window = Window(size: Size(width: 40, height: 5))
        window.userInterfaceLayoutDirection = .rightToLeft
        // outer (unspecified) ⊃ inner (.playback) ⊃ a, b, c. Both fill the window.
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 40, height: 5))
        let inner = View(name: "inner", frame: Rect(x: 0, y: 0, width: 40, height: 5))
        inner.semanticContentAttribute = .playback
        let a = View.constrained("a")
        a.semanticContentAttribute = .forceRightToLeft // ignored: a holds none of these
        let b = View.constrained("b")
        let c = View.constrained("c")
        window.addSubview(outer)
        outer.addSubview(inner)
        for view in [a, b, c] { inner.addSubview(view) }

        let aLeading = a.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 2)
        let bLeading = b.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 2)
        let cLeading = c.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1)
        var constraints = [aLeading, bLeading, cLeading]
        for (row, view) in [a, b, c].enumerated() {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 6),
                view.topAnchor.constraint(equalTo: inner.topAnchor, constant: Double(row)),
                view.heightAnchor.constraint(equalToConstant: 1),
            ]
        }
        LayoutConstraint.activate(constraints)
        #expect(aLeading.owner === inner)
        #expect(bLeading.owner === outer)
        #expect(cLeading.owner === inner)

        window.runLayoutCycle()
        // Held by inner (.playback): never flips, though a itself forces RTL.
        #expect(a.frame == Rect(x: 2, y: 0, width: 6, height: 1))
        #expect(c.frame == Rect(x: 9, y: 2, width: 6, height: 1))
        // Held by outer (.unspecified): flips, though b's superview is .playback.
        // Right edge 40 - 2 = 38 → x 32 in outer, and inner sits at x 0.
        #expect(b.frame == Rect(x: 32, y: 1, width: 6, height: 1))

        // In a left-to-right window nothing flips.
        window.userInterfaceLayoutDirection = .leftToRight
        window.runLayoutCycle()
        #expect(a.frame == Rect(x: 2, y: 0, width: 6, height: 1))
        #expect(b.frame == Rect(x: 2, y: 1, width: 6, height: 1))
        #expect(c.frame == Rect(x: 9, y: 2, width: 6, height: 1))
    }

    /// RTL-04: `userInterfaceLayoutDirection(for:relativeTo:)` gives the direction for
    /// content with an attribute.
    @Test func RTL_04() {
        for direction in UserInterfaceLayoutDirection.allCases {
            #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
            #expect(View.userInterfaceLayoutDirection(for: .playback, relativeTo: direction) == .leftToRight)
            #expect(View.userInterfaceLayoutDirection(for: .spatial, relativeTo: direction) == .leftToRight)
            #expect(View.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: direction) == .leftToRight)
            #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction) == .rightToLeft)
        }
        // The interface's direction defaults to left to right.
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)

        // A view in no window reads left to right, unless forced.
        let loose = View()
        #expect(loose.effectiveUserInterfaceLayoutDirection == .leftToRight)
        loose.semanticContentAttribute = .forceRightToLeft
        #expect(loose.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // In a RTL window, an unspecified view reads right to left and a .spatial one not.
        let window = Window(size: Size(width: 10, height: 2))
        window.userInterfaceLayoutDirection = .rightToLeft
        let inWindow = View()
        let spatial = View()
        spatial.semanticContentAttribute = .spatial
        window.addSubview(inWindow)
        window.addSubview(spatial)
        #expect(inWindow.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(spatial.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The hierarchy of RTL-05: a view controller's root view `sv` (laid out first, so the
    /// system's constraints are older than the test's) holding `a` with
    /// `a.left = sv.left + 10`, `a.leading = sv.leading + 10` and `a.width = 5`.
    @MainActor
    private struct MixedDirections {
        let window: Window
        let sv: View
        let a = View.constrained("a")
        let width: LayoutConstraint
        let left: LayoutConstraint
        let leading: LayoutConstraint

        init(windowWidth: Double) {
            window = Window(size: Size(width: windowWidth, height: 3))
            let controller = ViewController()
            window.rootViewController = controller
            sv = controller.view
            window.runLayoutCycle()
            sv.addSubview(a)
            left = a.leftAnchor.constraint(equalTo: sv.leftAnchor, constant: 10)
            leading = a.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10)
            width = a.widthAnchor.constraint(equalToConstant: 5)
            LayoutConstraint.activate([
                left, leading, width,
                a.topAnchor.constraint(equalTo: sv.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
    }

    /// RTL-05: left + leading + width 5 are fine in LTR; in RTL, with sv 40 wide, leading
    /// puts a's right edge at 30 while left and width put it at 15, so the required
    /// constraints conflict and a conflict is logged.
    @Test func RTL_05() {
        let mixed = MixedDirections(windowWidth: 40)
        let ltrLog = capturingDiagnostics { mixed.window.runLayoutCycle() }
        #expect(ltrLog.isEmpty)
        #expect(mixed.sv.frame == Rect(x: 0, y: 0, width: 40, height: 3))
        #expect(mixed.a.frame == Rect(x: 10, y: 0, width: 5, height: 1))

        let rtlLog = capturingDiagnostics {
            mixed.window.userInterfaceLayoutDirection = .rightToLeft
            mixed.window.runLayoutCycle()
        }
        #expect(rtlLog.count == 1)
        let report = rtlLog.first ?? ""
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains(mixed.left.description))
        #expect(report.contains(mixed.leading.description))
        #expect(report.contains(mixed.width.description))
        // The newest required constraint of the conflict is broken (DBG-01, Trellis's own
        // rule): the width, activated last. Left and leading then hold: a spans 10…30.
        // The report ends with the broken constraint, on a line of its own.
        #expect(report.split(separator: "\n").last.map(String.init) == mixed.width.description)
        #expect(mixed.width.isActive) // broken, not deactivated
        #expect(mixed.a.frame == Rect(x: 10, y: 0, width: 20, height: 1))
        #expect(mixed.sv.frame == Rect(x: 0, y: 0, width: 40, height: 3))

        // Back to LTR the three agree again. A broken constraint has "its priority
        // effectively lowered" (PRI-08), not removed, so once nothing conflicts with it the
        // width holds again; the direction change rebuilds every constraint anyway. No log.
        let backLog = capturingDiagnostics {
            mixed.window.userInterfaceLayoutDirection = .leftToRight
            mixed.window.runLayoutCycle()
        }
        #expect(backLog.isEmpty)
        #expect(mixed.a.frame == Rect(x: 10, y: 0, width: 5, height: 1))
    }

    /// RTL-05: with sv 25 wide, leading = 25 - 10 = 15 = left + width, so both directions
    /// agree and nothing is logged.
    @Test func RTL_05_superviewWidth25() {
        let mixed = MixedDirections(windowWidth: 25)
        let log = capturingDiagnostics {
            mixed.window.runLayoutCycle()
            #expect(mixed.a.frame == Rect(x: 10, y: 0, width: 5, height: 1))
            mixed.window.userInterfaceLayoutDirection = .rightToLeft
            mixed.window.runLayoutCycle()
        }
        #expect(log.isEmpty)
        #expect(mixed.sv.frame == Rect(x: 0, y: 0, width: 25, height: 3))
        #expect(mixed.a.frame == Rect(x: 10, y: 0, width: 5, height: 1))
    }
}
