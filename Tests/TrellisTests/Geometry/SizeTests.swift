import Testing
@testable import Trellis

@Suite("Size")
struct SizeTests {
    @Test("init stores width and height as given, negatives included")
    func initStoresExtents() {
        let size = Size(width: 136.5, height: -2)
        #expect(size.width == 136.5)
        #expect(size.height == -2)
    }

    @Test("zero has zero width and height")
    func zero() {
        #expect(Size.zero.width == 0)
        #expect(Size.zero.height == 0)
    }

    @Test("description is UIKit's CGSize form")
    func description() {
        #expect(Size(width: 30, height: 40).description == "(30.0, 40.0)")
        #expect(Size(width: 0.5, height: -1).description == "(0.5, -1.0)")
    }

    @Test("equality and hashing are by value, field by field; a size is not standardized")
    func hashable() {
        #expect(Size(width: 3, height: 4) == Size(width: 3, height: 4))
        #expect(Size(width: 3, height: 4) != Size(width: 4, height: 3))
        #expect(Size(width: -3, height: 4) != Size(width: 3, height: 4))
        let set: Set<Size> = [Size(width: 3, height: 4), Size(width: 3, height: 4), .zero]
        #expect(set.count == 2)
    }
}
