import Testing
@testable import Trellis

/// Intrinsic size vs fitting size, `systemLayoutSizeFitting`.
@MainActor
@Suite struct FittingSizeTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    /// FIT-04: the width is given, the height follows from it.
    private func selfSizing(_ view: View, width: Double) -> Size {
        view.systemLayoutSizeFitting(
            Size(width: width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    // MARK: - EX-FIT-1

    @Test func EX_FIT_1() {
        let cell = View(name: "cell")
        let label = WordWrapTextView("label", text: Self.fox)
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 1),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 1),
            cell.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
            cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 1),
        ])
        let cellFrame = cell.frame
        // Width 22 → label width 20 → 3 lines → height 1 + 3 + 1.
        #expect(selfSizing(cell, width: 22) == Size(width: 22, height: 5))
        // Width 42 → label width 40 → 2 lines.
        #expect(selfSizing(cell, width: 42) == Size(width: 42, height: 4))
        // A simulation: the cell keeps its frame.
        #expect(cell.frame == cellFrame)

        // Laid out at the fitted size, the label gets the frame the fitting promised.
        cell.frame = Rect(x: 0, y: 0, width: 22, height: 5)
        cell.layoutIfNeeded()
        #expect(label.frame == Rect(x: 1, y: 1, width: 20, height: 3))
        // Fitting again after a real layout gives the same answer.
        #expect(selfSizing(cell, width: 22) == Size(width: 22, height: 5))
        #expect(cell.frame == Rect(x: 0, y: 0, width: 22, height: 5))
        #expect(label.frame == Rect(x: 1, y: 1, width: 20, height: 3))
    }

    // MARK: - EX-FIT-2

    /// A cell with two labels stacked top to bottom, each pinned to the leading and
    /// trailing edges, with `padding` around and between them.
    private func twoLabelCell(top: String, bottom: String, padding: Double)
        -> (cell: View, top: WordWrapTextView, bottom: WordWrapTextView) {
        let cell = View(name: "cell")
        let topLabel = WordWrapTextView("top", text: top)
        let bottomLabel = WordWrapTextView("bottom", text: bottom)
        cell.addSubview(topLabel)
        cell.addSubview(bottomLabel)
        LayoutConstraint.activate([
            topLabel.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: padding),
            cell.trailingAnchor.constraint(equalTo: topLabel.trailingAnchor, constant: padding),
            topLabel.topAnchor.constraint(equalTo: cell.topAnchor, constant: padding),
            bottomLabel.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: padding),
            cell.trailingAnchor.constraint(equalTo: bottomLabel.trailingAnchor, constant: padding),
            bottomLabel.topAnchor.constraint(equalTo: topLabel.bottomAnchor, constant: padding),
            cell.bottomAnchor.constraint(equalTo: bottomLabel.bottomAnchor, constant: padding),
        ])
        return (cell, topLabel, bottomLabel)
    }

    @Test func EX_FIT_2() {
        // No padding: height = lines(top) + lines(bottom) = 3 + 1.
        let bare = twoLabelCell(top: Self.fox, bottom: "Hello world", padding: 0)
        #expect(selfSizing(bare.cell, width: 20) == Size(width: 20, height: 4))

        // Padding 1 above, between and below: 3 + 1 + 3.
        let padded = twoLabelCell(top: Self.fox, bottom: "Hello world", padding: 1)
        #expect(selfSizing(padded.cell, width: 22) == Size(width: 22, height: 7))
        // Wider: the top label needs 2 lines.
        #expect(selfSizing(padded.cell, width: 42) == Size(width: 42, height: 6))

        // More text in the bottom label: "Pack my box with" / "five dozen liquor" / "jugs".
        padded.bottom.text = "Pack my box with five dozen liquor jugs"
        #expect(selfSizing(padded.cell, width: 22) == Size(width: 22, height: 9))

        padded.cell.frame = Rect(x: 0, y: 0, width: 22, height: 9)
        padded.cell.layoutIfNeeded()
        #expect(padded.top.frame == Rect(x: 1, y: 1, width: 20, height: 3))
        #expect(padded.bottom.frame == Rect(x: 1, y: 5, width: 20, height: 3))
    }

    // MARK: - EX-FIT-3

    /// An image on the leading side and a label twice its width, the label pinned to the
    /// cell's top and bottom margins (default margins: 1 all round).
    private func imageCell(text: String, labelAtLeastImageHeight: Bool)
        -> (cell: View, image: IntrinsicView, label: WordWrapTextView) {
        let cell = View(name: "cell")
        let image = IntrinsicView("image", width: 8, height: 4)
        let label = WordWrapTextView("label", text: text)
        cell.addSubview(image)
        cell.addSubview(label)
        let margins = cell.layoutMarginsGuide
        var constraints = [
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            image.topAnchor.constraint(equalTo: margins.topAnchor),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 2),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.widthAnchor.constraint(equalTo: image.widthAnchor, multiplier: 2),
        ]
        if labelAtLeastImageHeight {
            constraints.append(label.heightAnchor.constraint(greaterThanOrEqualTo: image.heightAnchor))
        }
        LayoutConstraint.activate(constraints)
        return (cell, image, label)
    }

    @Test func EX_FIT_3() {
        // Width 28 = margin 1 + image 8 + padding 2 + label 16 + margin 1.
        // A one-line label is padded to the image's 4 rows: content height 4.
        let short = imageCell(text: "Hi", labelAtLeastImageHeight: true)
        #expect(selfSizing(short.cell, width: 28) == Size(width: 28, height: 6))
        short.cell.frame = Rect(x: 0, y: 0, width: 28, height: 6)
        short.cell.layoutIfNeeded()
        #expect(short.image.frame == Rect(x: 1, y: 1, width: 8, height: 4))
        #expect(short.label.frame == Rect(x: 11, y: 1, width: 16, height: 4))

        // Six lines at width 16: content height 6.
        let long = imageCell(
            text: "The quick brown fox jumps over the lazy dog and then runs far away into the woods",
            labelAtLeastImageHeight: true)
        #expect(selfSizing(long.cell, width: 28) == Size(width: 28, height: 8))
        long.cell.frame = Rect(x: 0, y: 0, width: 28, height: 8)
        long.cell.layoutIfNeeded()
        #expect(long.image.frame == Rect(x: 1, y: 1, width: 8, height: 4))
        #expect(long.label.frame == Rect(x: 11, y: 1, width: 16, height: 6))
    }

    @Test func EX_FIT_3_withoutTheInequalityTheImageIsClipped() {
        let short = imageCell(text: "Hi", labelAtLeastImageHeight: false)
        // Only the label sets the height: 1 line + the margins.
        #expect(selfSizing(short.cell, width: 28) == Size(width: 28, height: 3))
        short.cell.frame = Rect(x: 0, y: 0, width: 28, height: 3)
        short.cell.layoutIfNeeded()
        #expect(short.label.frame == Rect(x: 11, y: 1, width: 16, height: 1))
        #expect(short.image.frame == Rect(x: 1, y: 1, width: 8, height: 4))
        // The image hangs out of the cell: the bug the inequality prevents.
        #expect(short.image.frame.maxY > short.cell.bounds.height)

        // A long label is tall enough either way.
        let long = imageCell(
            text: "The quick brown fox jumps over the lazy dog and then runs far away into the woods",
            labelAtLeastImageHeight: false)
        #expect(selfSizing(long.cell, width: 28) == Size(width: 28, height: 8))
    }

    // MARK: - layoutFittingCompressedSize / layoutFittingExpandedSize

    @Test func fittingTargetConstants() {
        #expect(View.layoutFittingCompressedSize == Size(width: 0, height: 0))
        #expect(View.layoutFittingExpandedSize.width >= 10_000)
        #expect(View.layoutFittingExpandedSize.height >= 10_000)
    }

    @Test func compressedAndExpandedWithinBounds() {
        // A child of ICS 10×2 at (1, 1); the container is at least 1 bigger on the
        // trailing and bottom sides, and at most 50×20.
        let container = View(name: "container")
        let child = IntrinsicView("child", width: 10, height: 2)
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: child.trailingAnchor, constant: 1),
            container.bottomAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 1),
            container.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            container.heightAnchor.constraint(lessThanOrEqualToConstant: 20),
        ])
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 12, height: 4))
        #expect(container.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 50, height: 20))
    }

    @Test func fittingLevelIsWeakerThanHuggingAndCompressionResistance() {
        // The child is pinned on all four edges: the container's size is the child's
        // plus 2, and the child's is its intrinsic size, held by hugging (250) and
        // compression resistance (750), both stronger than the fitting level (50).
        let table = View(name: "table", frame: Rect(x: 0, y: 0, width: 70, height: 30))
        let container = View.constrained("container")
        let child = IntrinsicView("child", width: 10, height: 2)
        table.addSubview(container)
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            container.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 1),
            container.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 1),
            // The container's place in the table is not part of its fitting size.
            container.leadingAnchor.constraint(equalTo: table.leadingAnchor),
            container.topAnchor.constraint(equalTo: table.topAnchor),
        ])
        table.layoutIfNeeded()
        #expect(container.frame == Rect(x: 0, y: 0, width: 12, height: 4))
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 12, height: 4))
        #expect(container.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 12, height: 4))

        // Hugging below the fitting level lets the expanded target pull the width out;
        // compression resistance still holds the compressed size.
        child.setContentHuggingPriority(40, for: .horizontal)
        let expanded = container.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(expanded == Size(width: View.layoutFittingExpandedSize.width, height: 4))
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 12, height: 4))

        // Per-axis priorities: a required width is met exactly, even below the
        // intrinsic size, and the height still fits.
        let required = container.systemLayoutSizeFitting(
            Size(width: 30, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(required == Size(width: 30, height: 4))

        // None of this moved anything.
        #expect(container.frame == Rect(x: 0, y: 0, width: 12, height: 4))
        #expect(child.frame == Rect(x: 1, y: 1, width: 10, height: 2))
    }
}
