import Testing
@testable import Trellis

/// A view that draws a drop shadow one cell right of and below its content (ALN-02).
private final class ShadowedView: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 1, right: 1) }
}

/// A view whose alignment rect leaves out a two-column badge on its right, declared through
/// the two conversion methods rather than the insets (ALN-02).
private final class BadgedView: View {
    override func alignmentRect(forFrame frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width - 2, height: frame.height)
    }

    override func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        Rect(x: alignmentRect.minX, y: alignmentRect.minY, width: alignmentRect.width + 2, height: alignmentRect.height)
    }
}

/// A composite view whose baselines are those of a text subview (ALN-06).
private final class CaptionedBox: View {
    let caption: WordWrapTextView
    let delegates: Bool

    init(caption: WordWrapTextView, delegates: Bool) {
        self.caption = caption
        self.delegates = delegates
        super.init(frame: .zero)
        debugName = "box"
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
    }

    override var forFirstBaselineLayout: View { delegates ? caption : self }
    override var forLastBaselineLayout: View { delegates ? caption : self }
}

/// Alignment rects and baselines.
@MainActor
@Suite struct AlignmentRectTests {
    // MARK: - ALN-02

    @Test func ALN_02_dropShadow() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let v = ShadowedView(frame: .zero)
        v.debugName = "v"
        v.translatesAutoresizingMaskIntoConstraints = false
        let b = View.constrained("b")
        root.addSubview(v)
        root.addSubview(b)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            v.widthAnchor.constraint(equalToConstant: 20),
            v.heightAnchor.constraint(equalToConstant: 3),
            b.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 1),
            b.topAnchor.constraint(equalTo: v.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalTo: v.heightAnchor),
        ])
        root.layoutIfNeeded()
        // The frame includes the shadow; the constraints were about the alignment rect.
        #expect(v.frame == Rect(x: 10, y: 2, width: 21, height: 4))
        #expect(v.alignmentRect(forFrame: v.frame) == Rect(x: 10, y: 2, width: 20, height: 3))
        // The neighbour is placed against the alignment rect, not the shadow.
        #expect(b.frame == Rect(x: 31, y: 2, width: 5, height: 3))
    }

    @Test func ALN_02_conversionOverridesAreHonoured() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let v = BadgedView(frame: .zero)
        v.debugName = "badged"
        v.translatesAutoresizingMaskIntoConstraints = false
        let b = View.constrained("b")
        root.addSubview(v)
        root.addSubview(b)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 2),
            b.leadingAnchor.constraint(equalTo: v.trailingAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 3),
            b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 5, y: 0, width: 12, height: 2))
        // The badge overlaps the neighbour, which aligns with the content.
        #expect(b.frame == Rect(x: 15, y: 0, width: 3, height: 1))
    }

    @Test func alignmentRectRoundTrip() {
        // A plain view: the alignment rect is the frame.
        let plain = View(name: "plain")
        let frame = Rect(x: 3, y: 4, width: 10, height: 6)
        #expect(plain.alignmentRectInsets == .zero)
        #expect(plain.alignmentRect(forFrame: frame) == frame)
        #expect(plain.frame(forAlignmentRect: frame) == frame)

        // The shadowed view: inset on the right and bottom, and back again.
        let shadowed = ShadowedView(frame: .zero)
        let alignment = shadowed.alignmentRect(forFrame: Rect(x: 10, y: 2, width: 21, height: 4))
        #expect(alignment == Rect(x: 10, y: 2, width: 20, height: 3))
        #expect(shadowed.frame(forAlignmentRect: alignment) == Rect(x: 10, y: 2, width: 21, height: 4))
        #expect(shadowed.frame(forAlignmentRect: Rect(x: 0, y: 0, width: 5, height: 5))
            == Rect(x: 0, y: 0, width: 6, height: 6))

        // Uneven insets on every side round-trip both ways.
        final class Inset: View {
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        }
        let inset = Inset(frame: .zero)
        let outer = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(inset.alignmentRect(forFrame: outer) == Rect(x: 12, y: 11, width: 14, height: 16))
        #expect(inset.frame(forAlignmentRect: inset.alignmentRect(forFrame: outer)) == outer)
        let inner = Rect(x: -3, y: 7, width: 9, height: 1)
        #expect(inset.alignmentRect(forFrame: inset.frame(forAlignmentRect: inner)) == inner)
    }

    // MARK: - ALN-05

    @Test func ALN_05_baselineOfAPlainViewIsItsBottom() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let box = View.constrained("box")
        let belowFirst = View.constrained("belowFirst")
        let belowLast = View.constrained("belowLast")
        for view in [box, belowFirst, belowLast] { root.addSubview(view) }
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 4),
            belowFirst.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
            belowFirst.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            belowFirst.widthAnchor.constraint(equalToConstant: 2),
            belowFirst.heightAnchor.constraint(equalToConstant: 1),
            belowLast.topAnchor.constraint(equalTo: box.lastBaselineAnchor),
            belowLast.leadingAnchor.constraint(equalTo: belowFirst.trailingAnchor),
            belowLast.widthAnchor.constraint(equalToConstant: 2),
            belowLast.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 3, width: 10, height: 4))
        // Both baselines of a view without text are its bottom edge, 7.
        #expect(belowFirst.frame == Rect(x: 10, y: 7, width: 2, height: 1))
        #expect(belowLast.frame == Rect(x: 12, y: 7, width: 2, height: 1))
    }

    @Test func ALN_05_baselinesOfText() {
        // Three lines at y = 2: the first baseline is under row 0 (y 3), the last under
        // row 2 (y 5).
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let label = WordWrapTextView("label", text: "one two six")
        let first = View.constrained("first")
        let last = View.constrained("last")
        for view in [label, first, last] { root.addSubview(view) }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            label.widthAnchor.constraint(equalToConstant: 3),
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            first.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            first.widthAnchor.constraint(equalToConstant: 1),
            first.heightAnchor.constraint(equalToConstant: 1),
            last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            last.widthAnchor.constraint(equalToConstant: 1),
            last.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 2, width: 3, height: 3))
        #expect(first.frame.minY == 3)
        #expect(last.frame.minY == 5)
    }

    // MARK: - ALN-06

    private func boxWithButtons(delegates: Bool)
        -> (root: View, box: CaptionedBox, firstButton: WordWrapTextView, lastButton: WordWrapTextView) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 80, height: 24))
        // "aaa bbb ccc" at width 10 → "aaa bbb" / "ccc": two lines.
        let caption = WordWrapTextView("caption", text: "aaa bbb ccc")
        let box = CaptionedBox(caption: caption, delegates: delegates)
        let firstButton = WordWrapTextView("first", text: "OK", wraps: false)
        let lastButton = WordWrapTextView("last", text: "Go", wraps: false)
        for view in [box, firstButton, lastButton] { root.addSubview(view) }
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 12),
            box.heightAnchor.constraint(equalToConstant: 10),
            caption.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 1),
            caption.topAnchor.constraint(equalTo: box.topAnchor, constant: 3),
            caption.widthAnchor.constraint(equalToConstant: 10),
            firstButton.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1),
            firstButton.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
            lastButton.leadingAnchor.constraint(equalTo: firstButton.trailingAnchor, constant: 1),
            lastButton.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        return (root, box, firstButton, lastButton)
    }

    @Test func ALN_06_baselineViewDelegatesToASubview() {
        let (root, box, firstButton, lastButton) = boxWithButtons(delegates: true)
        defer { withExtendedLifetime(root) {} }
        #expect(box.forFirstBaselineLayout === box.caption)
        #expect(box.forLastBaselineLayout === box.caption)
        #expect(box.caption.frame == Rect(x: 1, y: 3, width: 10, height: 2))
        // The caption's first baseline is at 4 and its last at 5 (root coordinates).
        #expect(firstButton.frame == Rect(x: 13, y: 3, width: 2, height: 1))
        #expect(lastButton.frame == Rect(x: 16, y: 4, width: 2, height: 1))
    }

    @Test func ALN_06_withoutDelegationTheBoxHasNoText() {
        let (root, box, firstButton, lastButton) = boxWithButtons(delegates: false)
        defer { withExtendedLifetime(root) {} }
        #expect(box.forFirstBaselineLayout === box)
        #expect(box.forLastBaselineLayout === box)
        // The box's baselines are its bottom edge, 10: the first button's first baseline
        // (1 below its top) and the last button's last baseline (its bottom) sit there.
        #expect(firstButton.frame == Rect(x: 13, y: 9, width: 2, height: 1))
        #expect(lastButton.frame == Rect(x: 16, y: 9, width: 2, height: 1))
    }

    // MARK: - ALN-07

    private func messageRow(alignLast: Bool) -> (root: View, label: WordWrapTextView, button: WordWrapTextView) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let label = WordWrapTextView("label", text: "one")
        let button = WordWrapTextView("button", text: "[ Send ]", wraps: false)
        root.addSubview(label)
        root.addSubview(button)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            label.widthAnchor.constraint(equalToConstant: 5),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
            alignLast
                ? button.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor)
                : button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        return (root, label, button)
    }

    @Test func ALN_07_lastBaselineFollowsGrowingText() {
        let (root, label, button) = messageRow(alignLast: true)
        #expect(label.frame == Rect(x: 1, y: 2, width: 5, height: 1))
        #expect(button.frame == Rect(x: 7, y: 2, width: 8, height: 1))

        // Four lines at width 5: "one" / "two" / "six" / "ten".
        label.text = "one two six ten"
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 1, y: 2, width: 5, height: 4))
        #expect(button.frame == Rect(x: 7, y: 5, width: 8, height: 1))

        // And back.
        label.text = "one"
        root.layoutIfNeeded()
        #expect(button.frame.minY == 2)
    }

    @Test func ALN_07_firstBaselineStaysAtTheTop() {
        let (root, label, button) = messageRow(alignLast: false)
        #expect(button.frame == Rect(x: 7, y: 2, width: 8, height: 1))
        label.text = "one two six ten"
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 1, y: 2, width: 5, height: 4))
        #expect(button.frame == Rect(x: 7, y: 2, width: 8, height: 1))
    }
}
