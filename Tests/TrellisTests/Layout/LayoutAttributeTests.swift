import Testing
@testable import Trellis

@Suite struct LayoutAttributeTests {
    @Test func axes() {
        for a in [LayoutAttribute.left, .right, .leading, .trailing, .centerX, .width,
                  .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins] {
            #expect(a.axis == .horizontal, "\(a)")
        }
        for a in [LayoutAttribute.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline,
                  .topMargin, .bottomMargin, .centerYWithinMargins] {
            #expect(a.axis == .vertical, "\(a)")
        }
        #expect(LayoutAttribute.notAnAttribute.axis == nil)
    }

    @Test func onlyWidthAndHeightAreSizes() {
        #expect(LayoutAttribute.allCases.filter(\.isSize) == [.width, .height])
    }

    @Test func marginsAndTheirCounterparts() {
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.leftMargin, .left), (.rightMargin, .right), (.topMargin, .top), (.bottomMargin, .bottom),
            (.leadingMargin, .leading), (.trailingMargin, .trailing),
            (.centerXWithinMargins, .centerX), (.centerYWithinMargins, .centerY),
        ]
        for (margin, edge) in pairs {
            #expect(margin.isMargin)
            #expect(!edge.isMargin)
            #expect(margin.edgeCounterpart == edge)
            #expect(edge.edgeCounterpart == edge)
        }
        #expect(LayoutAttribute.allCases.filter(\.isMargin).count == pairs.count)
    }

    @Test func descriptionsAreUIKitSpellings() {
        #expect(LayoutAttribute.centerXWithinMargins.description == "centerXWithinMargins")
        #expect(LayoutAttribute.firstBaseline.description == "firstBaseline")
        #expect(Set(LayoutAttribute.allCases.map(\.description)).count == LayoutAttribute.allCases.count)
    }
}
