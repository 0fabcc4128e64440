import CatalogDemo
import Testing
import Trellis

/// The live property changes: each screen's keys change its control, the property list
/// and the code say the new value, and the screen shows the change.
@MainActor
@Suite struct CatalogPropertyKeyTests {
    @Test func stackViewAxisDistributionAlignmentAndSpacing() throws {
        let fixture = CatalogFixture(opening: "StackView")
        let screen = try #require(fixture.top(as: StackViewScreen.self))
        // Horizontal, filling: the three labels on one row, a cell apart.
        #expect(fixture.screen.locate("One Two words Three words here")?.row == 2)
        fixture.type("a")
        #expect(screen.stack.axis == .vertical)
        #expect(fixture.text.contains("a  axis: vertical"))
        #expect(fixture.text.contains("stack.axis = .vertical"))
        // Vertical, a row apart: spacing 1.
        let one = try #require(fixture.screen.locate("One"))
        let two = try #require(fixture.screen.locate("Two words"))
        #expect(two.row == one.row + 2)
        fixture.type("+")
        #expect(screen.stack.spacing == 2)
        #expect(fixture.screen.locate("Two words")?.row == one.row + 3)
        fixture.type("--")
        #expect(screen.stack.spacing == 0)
        #expect(fixture.text.contains("+ -  spacing: 0"))
        fixture.type("-")
        #expect(screen.stack.spacing == 0)
        fixture.type("d")
        #expect(screen.stack.distribution == .fillEqually)
        #expect(fixture.text.contains("stack.distribution = .fillEqually"))
        fixture.type("l")
        #expect(screen.stack.alignment == .leading)
        fixture.type("lll")
        #expect(screen.stack.alignment == .fill)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func stackViewFillEquallyGivesEachLabelTheSameWidth() throws {
        let fixture = CatalogFixture(opening: "StackView")
        let screen = try #require(fixture.top(as: StackViewScreen.self))
        fixture.type("d")
        _ = fixture.screen.rows
        let widths = screen.stack.arrangedSubviews.map(\.frame.width)
        #expect(Set(widths).count == 1 || widths.max()! - widths.min()! <= 1)
        #expect(fixture.screen.locate("Three words here")?.column == 2 + Int(widths[0] + widths[1]) + 2)
    }

    @Test func labelLinesBreakModeAlignmentAndText() throws {
        let fixture = CatalogFixture(opening: "Label")
        let screen = try #require(fixture.top(as: LabelScreen.self))
        // One line, truncated at the tail to the stage's 76 columns.
        #expect(screen.label.frame.height == 1)
        #expect(fixture.screen.rows[2].hasSuffix("…"))
        fixture.type("n")
        #expect(screen.label.numberOfLines == 2)
        #expect(screen.label.frame.height == 2)
        fixture.type("t")
        #expect(fixture.text.contains("t  text: long"))
        fixture.type("nn")
        #expect(screen.label.numberOfLines == 0)
        #expect(screen.label.frame.height > 3)
        fixture.type("b")
        #expect(screen.label.lineBreakMode == .byTruncatingMiddle)
        #expect(fixture.text.contains("label.lineBreakMode = .byTruncatingMiddle"))
        fixture.type("n")
        #expect(screen.label.numberOfLines == 1)
        #expect(fixture.screen.rows[2].contains("…"))
        #expect(fixture.screen.rows[2].hasSuffix("character."))
        fixture.type("a")
        #expect(screen.label.textAlignment == .center)
        fixture.type("t")
        // The short text, centred on the 76 columns of the stage.
        let hello = try #require(fixture.screen.locate("Hello, terminal."))
        #expect(hello.column == 2 + (76 - 16) / 2)
        fixture.type("a")
        #expect(fixture.screen.locate("Hello, terminal.")?.column == 2 + 76 - 16)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func buttonPressesAreCountedAndItsEnabledAndTitleChange() throws {
        let fixture = CatalogFixture(opening: "Button")
        let screen = try #require(fixture.top(as: ButtonScreen.self))
        #expect(screen.button.isFirstResponder)
        #expect(fixture.screen.locate("< Press me >") != nil)
        fixture.screen.press(KeyEvent(.enter))
        fixture.screen.press(.character(" "))
        #expect(screen.presses == 2)
        #expect(fixture.text.contains("Pressed 2 times"))
        fixture.type("e")
        #expect(!screen.button.isEnabled)
        #expect(fixture.text.contains("e  isEnabled: false"))
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.presses == 2)
        fixture.type("e")
        #expect(screen.button.isEnabled)
        fixture.type("t")
        #expect(screen.button.title == "OK")
        #expect(fixture.screen.locate("< OK >") != nil)
        #expect(fixture.text.contains("let button = Button(title: \"OK\")"))
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.presses == 3)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func textFieldTypesAndItsPropertiesChangeByFunctionKey() throws {
        let fixture = CatalogFixture(opening: "TextField")
        let screen = try #require(fixture.top(as: TextFieldScreen.self))
        #expect(screen.field.isFirstResponder)
        #expect(fixture.text.contains("Your name"))
        // Letters type into the focused field, even those that are other screens' keys.
        fixture.type("abc")
        #expect(screen.field.text == "abc")
        #expect(fixture.text.contains("text: \"abc\""))
        fixture.pressFunctionKey(3)
        #expect(screen.field.isSecureTextEntry)
        #expect(fixture.text.contains("•••"))
        #expect(!fixture.text.contains("│abc"))
        fixture.pressFunctionKey(2)
        #expect(screen.field.placeholder == nil)
        #expect(fixture.text.contains("F2  placeholder: nil"))
        fixture.pressFunctionKey(4)
        #expect(screen.field.clearButtonMode == .whileEditing)
        fixture.pressFunctionKey(5)
        #expect(screen.field.borderStyle == .none)
        #expect(fixture.text.contains("field.borderStyle = .none"))
        // The function keys left the text alone.
        #expect(screen.field.text == "abc")
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func textViewEditableAndReadOnly() throws {
        let fixture = CatalogFixture(opening: "TextView")
        let screen = try #require(fixture.top(as: TextViewScreen.self))
        #expect(screen.textView.isFirstResponder)
        fixture.type("X")
        #expect(screen.textView.text.contains("X"))
        fixture.pressFunctionKey(2)
        #expect(!screen.textView.isEditable)
        #expect(fixture.text.contains("F2  isEditable: false"))
        let before = screen.textView.text
        fixture.type("Y")
        #expect(screen.textView.text == before)
        fixture.pressFunctionKey(3)
        #expect(!screen.textView.isSelectable)
        #expect(fixture.text.contains("textView.isSelectable = false"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func scrollViewScrollsByKeyAndHidesItsIndicators() throws {
        let fixture = CatalogFixture(opening: "ScrollView")
        let screen = try #require(fixture.top(as: ScrollViewScreen.self))
        #expect(fixture.screen.rows[2].hasPrefix("  Row 1 ·"))
        fixture.type("jj")
        #expect(screen.scrollView.contentOffset.y == 6)
        #expect(fixture.screen.rows[2].hasPrefix("  Row 7 ·"))
        #expect(fixture.text.contains("j k  contentOffset.y: 6"))
        fixture.type("k")
        #expect(screen.scrollView.contentOffset.y == 3)
        fixture.type("l")
        #expect(screen.scrollView.contentOffset.x == 10)
        fixture.type("hh")
        #expect(screen.scrollView.contentOffset.x == 0)
        #expect(fixture.text.contains("scrollView.showsHorizontalScrollIndicator = true"))
        fixture.type("i")
        #expect(!screen.scrollView.showsVerticalScrollIndicator)
        #expect(!screen.scrollView.showsHorizontalScrollIndicator)
        #expect(fixture.text.contains("scrollView.showsVerticalScrollIndicator = false"))
        #expect(fixture.text.contains("scrollView.showsHorizontalScrollIndicator = false"))
        // Scrolling past the end stops at the last rows.
        fixture.type(String(repeating: "j", count: 30))
        #expect(screen.scrollView.contentOffset.y == 40 - screen.scrollView.bounds.height)
        #expect(fixture.text.contains("Row 40 "))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func scrollViewScrollsByTheWheelAndTheListFollows() throws {
        let fixture = CatalogFixture(opening: "ScrollView")
        let screen = try #require(fixture.top(as: ScrollViewScreen.self))
        fixture.screen.send(MouseEvent(.scrollDown, at: Point(x: 10, y: 4)))
        #expect(screen.scrollView.contentOffset.y > 0)
        let offset = Int(screen.scrollView.contentOffset.y)
        #expect(fixture.text.contains("j k  contentOffset.y: \(offset)"))
        #expect(fixture.screen.rows[2].hasPrefix("  Row \(offset + 1) "))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func imageViewContentModesAndSizes() throws {
        let fixture = CatalogFixture(opening: "ImageView")
        let screen = try #require(fixture.top(as: ImageViewScreen.self))
        #expect(screen.imageView.contentMode == .scaleAspectFit)
        #expect(screen.imageView.frame.size == Size(width: 24, height: 6))
        fixture.type("m")
        #expect(screen.imageView.contentMode == .center)
        #expect(fixture.text.contains("imageView.contentMode = .center"))
        // Centred at its own size, 12 × 5, in the 24 × 6 view inside the box.
        let art = ImageViewScreen.house
        #expect(art.width == 7 && art.height == 5)
        let roof = try #require(fixture.screen.locate("/\\"))
        #expect(roof.column == 2 + 1 + (24 - art.width) / 2 + 3)
        fixture.type("m")
        #expect(screen.imageView.contentMode == .topLeft)
        #expect(fixture.screen.locate("/\\")?.column == 2 + 1 + 3)
        fixture.type("s")
        #expect(screen.imageView.frame.size == Size(width: 12, height: 3))
        #expect(fixture.text.contains("s  size: 12×3"))
        fixture.type("m")
        #expect(screen.imageView.contentMode == .scaleToFill)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func constraintConstantAndPriorityAgainstCompressionResistance() throws {
        let fixture = CatalogFixture(opening: "Constraints")
        let screen = try #require(fixture.top(as: ConstraintsScreen.self))
        let labelWidth = Double(screen.label.text.count)
        #expect(screen.box.frame.width == 30)
        #expect(screen.label.frame.width == labelWidth)
        // Wider than the row has room for: at 749, under the label's resistance, the box
        // gets what the label leaves.
        fixture.type("++++++")
        #expect(screen.widthConstraint.constant == 60)
        #expect(screen.label.frame.width == labelWidth)
        #expect(screen.box.frame.width == 76 - labelWidth - 1)
        #expect(fixture.text.contains("+ -  width.constant: 60"))
        // At 751 the box wins and the label is truncated.
        fixture.type("p")
        #expect(screen.widthConstraint.priority == 751)
        #expect(screen.box.frame.width == 60)
        #expect(screen.label.frame.width == 76 - 60 - 1)
        #expect(fixture.text.contains("width.priority = LayoutPriority(751)"))
        #expect(fixture.text.contains("…"))
        fixture.type("ppp")
        #expect(screen.widthConstraint.priority == 749)
        fixture.type("------------")
        #expect(screen.widthConstraint.constant == 0)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func huggingDecidesWhichBoxStretches() throws {
        let fixture = CatalogFixture(opening: "Constraints")
        let screen = try #require(fixture.top(as: ConstraintsScreen.self))
        // The left box hugs at 251, the right at 250: the right one stretches.
        #expect(screen.leftBox.frame.width == 8)
        #expect(screen.rightBox.frame.width == 76 - 8 - 1)
        fixture.type("h")
        #expect(screen.leftBox.contentHuggingPriority(for: .horizontal) == 249)
        #expect(screen.rightBox.frame.width == 9)
        #expect(screen.leftBox.frame.width == 76 - 9 - 1)
        #expect(fixture.text.contains("left.setContentHuggingPriority(249, for: .horizontal)"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }
}
