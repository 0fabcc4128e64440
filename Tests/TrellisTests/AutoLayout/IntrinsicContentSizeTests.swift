import Testing
@testable import Trellis

/// A minimal wrapping text view that the layout tests use in place of `Label` (ICS-02,
/// EX-ICS-5), so that they depend only on its simple sizing rule: text whose intrinsic size
/// is its single line, or, when `wraps` is true, the greedy word wrap of the text at the
/// width the view gets (words longer than the width are broken hard; height = number of
/// lines; width = widest line), a sizing rule of Trellis's own. Its baselines are those of
/// text rows (ALN-05, again Trellis's own rule): the first 1 below the top, the last on the
/// bottom edge.
final class WordWrapTextView: View {
    var text: String {
        didSet { invalidateIntrinsicContentSize() }
    }

    let wraps: Bool

    init(_ name: String, text: String, wraps: Bool = true) {
        self.text = text
        self.wraps = wraps
        super.init(frame: .zero)
        debugName = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Greedy word wrap at `width` columns.
    static func lines(of text: String, width: Double) -> [String] {
        let columns = Swift.max(1, Int((width + 1e-9).rounded(.down)))
        var lines: [String] = []
        var current = ""
        for piece in text.split(separator: " ") {
            var word = String(piece)
            while word.count > columns {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(columns)))
                word = String(word.dropFirst(columns))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    override var intrinsicContentSize: Size {
        Size(width: Double(text.count), height: text.isEmpty ? 0 : 1)
    }

    override var intrinsicContentSizeDependsOnWidth: Bool { wraps }

    override func intrinsicContentSize(forWidth width: Double) -> Size {
        guard wraps else { return intrinsicContentSize }
        let lines = Self.lines(of: text, width: width)
        return Size(width: Double(lines.map(\.count).max() ?? 0), height: Double(lines.count))
    }

    override var firstBaselineOffsetFromTop: Double? { 1 }
    override var lastBaselineOffsetFromBottom: Double? { 0 }
}

/// Intrinsic content size, content hugging and compression resistance.
@MainActor
@Suite struct IntrinsicContentSizeTests {
    // MARK: - EX-ICS-1

    /// `V:|-20-[lab1]`, `V:|-20-[lab2]`, `H:|-20-[lab1]`, `H:[lab2]-20-|`,
    /// `H:[lab1(>=100)]-(>=20)-[lab2(>=100)]`, with anchors.
    private func twoLabels(width: Double) -> (superview: View, lab1: IntrinsicView, lab2: IntrinsicView) {
        let superview = View(name: "superview", frame: Rect(x: 0, y: 0, width: width, height: 100))
        let lab1 = IntrinsicView("lab1", width: 120, height: 1)
        let lab2 = IntrinsicView("lab2", width: 150, height: 1)
        superview.addSubview(lab1)
        superview.addSubview(lab2)
        LayoutConstraint.activate([
            lab1.topAnchor.constraint(equalTo: superview.topAnchor, constant: 20),
            lab2.topAnchor.constraint(equalTo: superview.topAnchor, constant: 20),
            lab1.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
            superview.trailingAnchor.constraint(equalTo: lab2.trailingAnchor, constant: 20),
            lab1.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            lab2.leadingAnchor.constraint(greaterThanOrEqualTo: lab1.trailingAnchor, constant: 20),
            lab2.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ])
        return (superview, lab1, lab2)
    }

    @Test func EX_ICS_1() {
        let (superview, lab1, lab2) = twoLabels(width: 400)
        lab1.setContentCompressionResistancePriority(
            lab2.contentCompressionResistancePriority(for: .horizontal) + 1, for: .horizontal)
        #expect(lab1.contentCompressionResistancePriority(for: .horizontal) == 751)

        let messages = capturingDiagnostics { superview.layoutIfNeeded() }
        #expect(messages.isEmpty)
        #expect(lab1.frame == Rect(x: 20, y: 20, width: 120, height: 1))
        #expect(lab2.frame == Rect(x: 230, y: 20, width: 150, height: 1))
        #expect(lab2.frame.minX - lab1.frame.maxX == 90)

        // Width 300: lab1 keeps its 120, lab2 is compressed to 120.
        superview.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        superview.layoutIfNeeded()
        #expect(lab1.frame == Rect(x: 20, y: 20, width: 120, height: 1))
        #expect(lab2.frame == Rect(x: 160, y: 20, width: 120, height: 1))
        #expect(lab2.frame.minX - lab1.frame.maxX == 20)
        #expect(!lab1.hasAmbiguousLayout)
        #expect(!lab2.hasAmbiguousLayout)

        // Width 260: both at their required minimum of 100.
        superview.frame = Rect(x: 0, y: 0, width: 260, height: 100)
        superview.layoutIfNeeded()
        #expect(lab1.frame == Rect(x: 20, y: 20, width: 100, height: 1))
        #expect(lab2.frame == Rect(x: 140, y: 20, width: 100, height: 1))
    }

    @Test func EX_ICS_1_withoutTheTieBreakerIsAmbiguous() {
        let (superview, lab1, lab2) = twoLabels(width: 300)
        superview.layoutIfNeeded()
        // Both compression resistances are 750: the 30 cells of compression can be split
        // any way.
        #expect(lab1.hasAmbiguousLayout)
        #expect(lab2.hasAmbiguousLayout)
        // Whatever split was chosen, the required constraints hold.
        #expect(lab1.frame.minX == 20)
        #expect(lab2.frame.maxX == 280)
        #expect(lab2.frame.minX - lab1.frame.maxX == 20)
        #expect(lab1.frame.width + lab2.frame.width == 240)
    }

    // MARK: - EX-ICS-2

    /// `H:|[tf][btn]|` in width 40; tf ICS 10, btn ICS 6.
    private func textFieldAndButton(buttonHugging: LayoutPriority?) -> (View, IntrinsicView, IntrinsicView) {
        let row = View(name: "row", frame: Rect(x: 0, y: 0, width: 40, height: 1))
        let tf = IntrinsicView("tf", width: 10, height: 1)
        let btn = IntrinsicView("btn", width: 6, height: 1)
        row.addSubview(tf)
        row.addSubview(btn)
        if let buttonHugging { btn.setContentHuggingPriority(buttonHugging, for: .horizontal) }
        LayoutConstraint.activate([
            tf.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            btn.leadingAnchor.constraint(equalTo: tf.trailingAnchor),
            btn.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            tf.topAnchor.constraint(equalTo: row.topAnchor),
            btn.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layoutIfNeeded()
        return (row, tf, btn)
    }

    @Test func EX_ICS_2() {
        // Equal hugging (250 and 250): either view may stretch.
        let (row0, tf0, btn0) = textFieldAndButton(buttonHugging: nil)
        #expect(tf0.hasAmbiguousLayout)
        #expect(btn0.hasAmbiguousLayout)
        #expect(tf0.frame.width + btn0.frame.width == 40)
        #expect(tf0.frame.width >= 10 && btn0.frame.width >= 6)

        // The button hugs less (249): it takes the slack ("the first layout").
        let (row1, tf1, btn1) = textFieldAndButton(buttonHugging: 249)
        #expect(tf1.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(btn1.frame == Rect(x: 10, y: 0, width: 30, height: 1))
        #expect(!tf1.hasAmbiguousLayout)
        #expect(!btn1.hasAmbiguousLayout)

        // The button hugs more (251): the text field stretches.
        let (row2, tf2, btn2) = textFieldAndButton(buttonHugging: 251)
        #expect(tf2.frame == Rect(x: 0, y: 0, width: 34, height: 1))
        #expect(btn2.frame == Rect(x: 34, y: 0, width: 6, height: 1))
        #expect(!tf2.hasAmbiguousLayout)
        #expect(!btn2.hasAmbiguousLayout)
        // The rows own the views (a superview is held weakly): keep them alive to here.
        withExtendedLifetime((row0, row1, row2)) {}
    }

    // MARK: - EX-ICS-3

    /// `H:|[img][label]-(>=0)-|` in width 24; img ICS 20, the label as wide as its text.
    private func imageAndLabel(_ text: String, labelResistance: LayoutPriority? = nil)
        -> (View, IntrinsicView, IntrinsicView) {
        let row = View(name: "row", frame: Rect(x: 0, y: 0, width: 24, height: 1))
        let img = IntrinsicView("img", width: 20, height: 1)
        let label = IntrinsicView("label", width: Double(text.count), height: 1)
        row.addSubview(img)
        row.addSubview(label)
        if let labelResistance { label.setContentCompressionResistancePriority(labelResistance, for: .horizontal) }
        LayoutConstraint.activate([
            img.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.leadingAnchor.constraint(equalTo: img.trailingAnchor),
            row.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor),
            img.topAnchor.constraint(equalTo: row.topAnchor),
            label.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layoutIfNeeded()
        return (row, img, label)
    }

    @Test func EX_ICS_3() {
        // "red" fits: both at their intrinsic widths.
        let (row0, img, label) = imageAndLabel("red")
        #expect(img.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(label.frame == Rect(x: 20, y: 0, width: 3, height: 1))
        #expect(!img.hasAmbiguousLayout)
        #expect(!label.hasAmbiguousLayout)

        // "czerwony" overflows by 4; with equal compression resistance it is ambiguous
        // whether the image shrinks or the label is clipped.
        let (row1, img2, label2) = imageAndLabel("czerwony")
        #expect(img2.hasAmbiguousLayout)
        #expect(label2.hasAmbiguousLayout)
        #expect(img2.frame.width + label2.frame.width == 24)

        // Label compression resistance 751: the image gives way, the word is whole.
        let (row2, img3, label3) = imageAndLabel("czerwony", labelResistance: 751)
        #expect(img3.frame == Rect(x: 0, y: 0, width: 16, height: 1))
        #expect(label3.frame == Rect(x: 16, y: 0, width: 8, height: 1))
        #expect(!img3.hasAmbiguousLayout)
        #expect(!label3.hasAmbiguousLayout)
        withExtendedLifetime((row0, row1, row2)) {}
    }

    @Test func EX_ICS_3_localizationChangeRelaysOut() {
        // The same row, localized after the first layout: the new intrinsic width is
        // picked up on the next layout.
        let (row, img, label) = imageAndLabel("red", labelResistance: 751)
        #expect(label.frame.width == 3)
        label.contentSize = Size(width: 8, height: 1)
        row.layoutIfNeeded()
        #expect(img.frame == Rect(x: 0, y: 0, width: 16, height: 1))
        #expect(label.frame == Rect(x: 16, y: 0, width: 8, height: 1))
    }

    // MARK: - EX-ICS-5

    @Test func EX_ICS_5() {
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(WordWrapTextView.lines(of: text, width: 20) == ["The quick brown fox", "jumps over the lazy", "dog"])
        #expect(WordWrapTextView.lines(of: "abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])

        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let label = WordWrapTextView("label", text: text)
        root.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            width,
        ])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(!label.hasAmbiguousLayout)

        // Wider: two lines. The height follows the width it is given.
        width.constant = 40
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 40, height: 2))
    }

    // MARK: - ICS-04, ICS-05

    @Test func ICS_04_defaultsAndSetters() {
        let view = View(name: "v")
        #expect(view.contentHuggingPriority(for: .horizontal) == 250)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)

        view.setContentHuggingPriority(251, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal) == 251)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)

        view.setContentCompressionResistancePriority(999, for: .vertical)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 999)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)

        // Each axis is independent of the other and of the other kind.
        view.setContentHuggingPriority(.defaultHigh, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == 750)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 999)
    }

    @Test func ICS_04_stretchingIsEasierThanShrinking() {
        // A view with ICS 10 wide asked to be 20 by a constraint weaker than its
        // compression resistance but stronger than its hugging stretches; asked to be 4,
        // it does not shrink.
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let grow = IntrinsicView("grow", width: 10, height: 1)
        let shrink = IntrinsicView("shrink", width: 10, height: 1)
        root.addSubview(grow)
        root.addSubview(shrink)
        let wantWide = grow.widthAnchor.constraint(equalToConstant: 20)
        wantWide.priority = .medium
        let wantNarrow = shrink.widthAnchor.constraint(equalToConstant: 4)
        wantNarrow.priority = .medium
        LayoutConstraint.activate([
            grow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            grow.topAnchor.constraint(equalTo: root.topAnchor),
            shrink.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            shrink.topAnchor.constraint(equalTo: grow.bottomAnchor),
            wantWide, wantNarrow,
        ])
        root.layoutIfNeeded()
        #expect(grow.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(shrink.frame == Rect(x: 0, y: 1, width: 10, height: 1))

        // Raising hugging above the constraint's priority (a setter after layout) keeps
        // the view at its intrinsic width; lowering resistance below it lets it shrink.
        grow.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        shrink.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(grow.frame.width == 10)
        #expect(shrink.frame.width == 4)
    }

    // MARK: - ICS-07, ICS-09

    @Test func ICS_07_explicitConstraintOverridesIntrinsicSize() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let wide = IntrinsicView("wide", width: 10, height: 1)
        let narrow = IntrinsicView("narrow", width: 10, height: 1)
        let weak = IntrinsicView("weak", width: 10, height: 1)
        for view in [wide, narrow, weak] { root.addSubview(view) }
        let weakWidth = weak.widthAnchor.constraint(equalToConstant: 4)
        weakWidth.priority = 700
        let messages = capturingDiagnostics {
            LayoutConstraint.activate([
                wide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                wide.topAnchor.constraint(equalTo: root.topAnchor),
                wide.widthAnchor.constraint(equalToConstant: 30),
                narrow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                narrow.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                narrow.widthAnchor.constraint(equalToConstant: 5),
                narrow.heightAnchor.constraint(equalToConstant: 3),
                weak.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                weak.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                weakWidth,
            ])
            root.layoutIfNeeded()
        }
        // Required constraints beat the content-size constraints, which are optional: no
        // conflict is reported.
        #expect(messages.isEmpty)
        #expect(wide.frame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(narrow.frame == Rect(x: 0, y: 2, width: 5, height: 3))
        // A constraint weaker than compression resistance (700 < 750) does not shrink it.
        #expect(weak.frame == Rect(x: 0, y: 6, width: 10, height: 1))
    }

    @Test func ICS_09_constraintOnADimensionThatDefaultsToTheIntrinsicSize() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let label = IntrinsicView("label", width: 12, height: 1)
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
        ])
        root.layoutIfNeeded()
        // Its size defaults back to the intrinsic size on both axes...
        #expect(label.frame == Rect(x: 3, y: 1, width: 12, height: 1))
        #expect(!label.hasAmbiguousLayout)

        // ...so a constraint for either dimension can safely be added.
        let messages = capturingDiagnostics {
            LayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 20)])
            root.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(label.frame == Rect(x: 3, y: 1, width: 20, height: 1))
        #expect(!label.hasAmbiguousLayout)
    }

    // MARK: - ICS-06: invalidateIntrinsicContentSize

    /// A view whose intrinsic size is stored without telling the engine, until
    /// ``invalidateIntrinsicContentSize()`` is called.
    private final class SilentSizeView: View {
        var size = Size(width: 5, height: 1)
        override var intrinsicContentSize: Size { size }
    }

    @Test func ICS_06_invalidateIntrinsicContentSizeRelaysOut() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let view = SilentSizeView(frame: .zero)
        view.debugName = "silent"
        view.translatesAutoresizingMaskIntoConstraints = false
        let follower = View.constrained("follower")
        root.addSubview(view)
        root.addSubview(follower)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
            follower.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 1),
            follower.topAnchor.constraint(equalTo: view.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 3),
            follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 2, y: 1, width: 5, height: 1))
        #expect(follower.frame == Rect(x: 8, y: 2, width: 3, height: 1))

        view.size = Size(width: 9, height: 2)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 2, y: 1, width: 9, height: 2))
        #expect(follower.frame == Rect(x: 12, y: 3, width: 3, height: 1))
    }

    @Test func ICS_06_textChangeRelaysOutAWrappingView() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let label = WordWrapTextView("label", text: "short")
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        label.text = "a somewhat longer text"
        root.layoutIfNeeded()
        // "a somewhat" / "longer" / "text"
        #expect(label.frame == Rect(x: 0, y: 0, width: 10, height: 3))
    }

    // MARK: - noIntrinsicMetric

    @Test func noIntrinsicMetricOnOneAxisOnly() {
        #expect(View.noIntrinsicMetric == -1)
        #expect(View().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))

        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 60, height: 20))
        let slider = IntrinsicView("slider", height: 1)  // intrinsic height only
        let column = IntrinsicView("column", width: 4)  // intrinsic width only
        root.addSubview(slider)
        root.addSubview(column)
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            slider.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
        ])
        root.layoutIfNeeded()
        // Content-size constraints exist only on the axis with a metric.
        func contentSizeConstraints(_ view: View, _ attribute: LayoutAttribute) -> Int {
            view.constraints.filter {
                if case .contentSize = $0.kind { return $0.firstAttribute == attribute && $0.firstItem === view }
                return false
            }.count
        }
        #expect(contentSizeConstraints(slider, .height) == 2)
        #expect(contentSizeConstraints(slider, .width) == 0)
        #expect(contentSizeConstraints(column, .width) == 2)
        #expect(contentSizeConstraints(column, .height) == 0)
        // The axis without a metric is left to the constraints: here none, so ambiguous.
        #expect(slider.frame.height == 1)
        #expect(column.frame.width == 4)
        #expect(slider.hasAmbiguousLayout)
        #expect(column.hasAmbiguousLayout)

        LayoutConstraint.activate([
            slider.widthAnchor.constraint(equalTo: root.widthAnchor),
            column.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(slider.frame == Rect(x: 0, y: 0, width: 60, height: 1))
        #expect(column.frame == Rect(x: 0, y: 2, width: 4, height: 18))
        #expect(!slider.hasAmbiguousLayout)
        #expect(!column.hasAmbiguousLayout)
    }
}
