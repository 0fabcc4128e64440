import Testing
@testable import Trellis

@Suite("TextAttributes")
struct TextAttributesTests {
    static let all: [TextAttributes] = [.bold, .dim, .italic, .underline, .reverse]

    @Test("each attribute is its own bit, so any combination can be told apart")
    func distinctBits() {
        for (index, attribute) in Self.all.enumerated() {
            #expect(attribute.rawValue == 1 << index)
        }
        #expect(Set(Self.all.map(\.rawValue)).count == 5)
    }

    @Test("attributes combine as a set")
    func combine() {
        var attributes: TextAttributes = [.bold, .underline]
        #expect(attributes.contains(.bold))
        #expect(!attributes.contains(.italic))
        attributes.insert(.reverse)
        attributes.remove(.bold)
        #expect(attributes == [.underline, .reverse])
        #expect(TextAttributes().isEmpty)
    }
}
