import Testing
@testable import Trellis

@Suite struct TraitCollectionTests {
    // MARK: - The enums

    @Test("TRT-01: size classes use UIKit's raw values")
    func sizeClassRawValues() {
        #expect(UserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UserInterfaceSizeClass(rawValue: 3) == nil)
    }

    @Test("size classes and idioms describe themselves by case name")
    func enumDescriptions() {
        #expect(UserInterfaceSizeClass.allCases.map(\.description) == ["unspecified", "compact", "regular"])
        #expect(UserInterfaceIdiom.allCases.map(\.description) == ["unspecified", "phone", "pad", "terminal"])
    }

    // MARK: - Initializers

    @Test("init() leaves every trait unspecified")
    func empty() {
        let tc = TraitCollection()
        #expect(tc.displayScale == 0)
        #expect(tc.userInterfaceIdiom == .unspecified)
        #expect(tc.horizontalSizeClass == .unspecified)
        #expect(tc.verticalSizeClass == .unspecified)
    }

    @Test("TRT-05: each single-property initializer sets its trait and only that one")
    func singlePropertyInitializers() {
        let scale = TraitCollection(displayScale: 3)
        #expect(scale.displayScale == 3)
        #expect(scale == TraitCollection(traitsFrom: [TraitCollection(), scale]))
        #expect(scale.userInterfaceIdiom == .unspecified)

        let idiom = TraitCollection(userInterfaceIdiom: .pad)
        #expect(idiom.userInterfaceIdiom == .pad)
        #expect(idiom.displayScale == 0)
        #expect(idiom.horizontalSizeClass == .unspecified)

        let h = TraitCollection(horizontalSizeClass: .compact)
        #expect(h.horizontalSizeClass == .compact)
        #expect(h.verticalSizeClass == .unspecified)
        #expect(h.userInterfaceIdiom == .unspecified)

        let v = TraitCollection(verticalSizeClass: .regular)
        #expect(v.verticalSizeClass == .regular)
        #expect(v.horizontalSizeClass == .unspecified)
        #expect(v.displayScale == 0)
    }

    // MARK: - Combining (TRT-05)

    @Test("EX-TRT-1: [scale 2, phone, vertical .regular] combined sets all three")
    func EX_TRT_1() {
        let tc = TraitCollection(traitsFrom: [
            TraitCollection(displayScale: 2),
            TraitCollection(userInterfaceIdiom: .phone),
            TraitCollection(verticalSizeClass: .regular),
        ])
        #expect(tc.displayScale == 2)
        #expect(tc.userInterfaceIdiom == .phone)
        #expect(tc.verticalSizeClass == .regular)
        #expect(tc.horizontalSizeClass == .unspecified)
    }

    @Test("EX-TRT-2: a later set trait beats an earlier one; an unset one beats nothing")
    func EX_TRT_2() {
        let laterWins = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact),
            TraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(laterWins.horizontalSizeClass == .regular)

        let setBeatsUnset = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact),
            TraitCollection(),
        ])
        #expect(setBeatsUnset.horizontalSizeClass == .compact)
    }

    @Test("TRT-05: an unspecified display scale (0) does not override a specified one")
    func unspecifiedScaleMerging() {
        let kept = TraitCollection(traitsFrom: [
            TraitCollection(displayScale: 2),
            TraitCollection(displayScale: 0),
            TraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(kept.displayScale == 2)
        #expect(kept.horizontalSizeClass == .compact)

        let replaced = TraitCollection(traitsFrom: [TraitCollection(displayScale: 2), TraitCollection(displayScale: 1)])
        #expect(replaced.displayScale == 1)

        let none = TraitCollection(traitsFrom: [TraitCollection(displayScale: 0), TraitCollection(userInterfaceIdiom: .pad)])
        #expect(none.displayScale == 0)
    }

    @Test("TRT-05: every trait merges independently; whole collections override field by field")
    func mergeIsPerTrait() {
        let base = TraitCollection.terminal(size: Size(width: 100, height: 30))
        let merged = TraitCollection(traitsFrom: [
            base,
            TraitCollection(horizontalSizeClass: .compact),
            TraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(merged.displayScale == 1)
        #expect(merged.userInterfaceIdiom == .phone)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .regular)
    }

    @Test("combining an empty array gives the empty collection")
    func mergeEmpty() {
        #expect(TraitCollection(traitsFrom: []) == TraitCollection())
        #expect(TraitCollection(traitsFrom: [TraitCollection(displayScale: 2)]) != TraitCollection())
    }

    // MARK: - containsTraits (TRT-06)

    @Test("EX-TRT-3: contains v .regular when v is regular, not when v is compact")
    func EX_TRT_3() {
        let query = TraitCollection(verticalSizeClass: .regular)
        let regular = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
        ])
        let compact = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .compact),
        ])
        #expect(regular.containsTraits(in: query))
        #expect(!compact.containsTraits(in: query))
    }

    @Test("TRT-06: only the traits the argument specifies are compared; nil and empty always match")
    func containsTraitsIgnoresUnspecified() {
        let tc = TraitCollection.terminal(size: Size(width: 60, height: 30))
        #expect(tc.containsTraits(in: nil))
        #expect(tc.containsTraits(in: TraitCollection()))
        #expect(TraitCollection().containsTraits(in: TraitCollection()))
        #expect(tc.containsTraits(in: tc))
        #expect(tc.containsTraits(in: TraitCollection(displayScale: 1)))
        #expect(!tc.containsTraits(in: TraitCollection(displayScale: 2)))
        #expect(tc.containsTraits(in: TraitCollection(userInterfaceIdiom: .terminal)))
        #expect(!tc.containsTraits(in: TraitCollection(userInterfaceIdiom: .phone)))
        #expect(tc.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(!tc.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        // One mismatching trait among matching ones is enough to fail.
        let mixed = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .compact),
        ])
        #expect(!tc.containsTraits(in: mixed))
    }

    @Test("TRT-06: an unspecified trait here does not match a specified one there")
    func unspecifiedDoesNotContainSpecified() {
        #expect(!TraitCollection().containsTraits(in: TraitCollection(verticalSizeClass: .regular)))
        #expect(!TraitCollection().containsTraits(in: TraitCollection(displayScale: 1)))
        #expect(!TraitCollection(horizontalSizeClass: .compact).containsTraits(in: TraitCollection(userInterfaceIdiom: .pad)))
    }

    // MARK: - Terminal mapping (Trellis's own: size classes follow the window's size)

    @Test("the size-class thresholds are 80 columns and 24 rows")
    func thresholds() {
        #expect(TraitCollection.compactWidthThreshold == 80)
        #expect(TraitCollection.compactHeightThreshold == 24)
    }

    @Test(
        "compact below 80 columns / 24 rows, regular from them",
        arguments: [
            (79.0, 24.0, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
            (80, 24, .regular, .regular),
            (80, 23, .regular, .compact),
            (79, 23, .compact, .compact),
            (1, 1, .compact, .compact),
            (500, 200, .regular, .regular),
            (0, 0, .compact, .compact),
            (79.5, 23.5, .compact, .compact),
        ])
    func terminalSizeClasses(
        columns: Double, rows: Double, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        let tc = TraitCollection.terminal(size: Size(width: columns, height: rows))
        #expect(tc.horizontalSizeClass == horizontal)
        #expect(tc.verticalSizeClass == vertical)
    }

    @Test("a terminal's traits are scale 1 and idiom .terminal, whatever its size")
    func terminalScaleAndIdiom() {
        for size in [Size(width: 1, height: 1), Size(width: 79, height: 23), Size(width: 500, height: 200)] {
            let tc = TraitCollection.terminal(size: size)
            #expect(tc.displayScale == 1)
            #expect(tc.userInterfaceIdiom == .terminal)
        }
    }

    @Test("EX-TRT-4 (traits only): 100×30 → 60×30 changes h to compact; 100×30 → 90×30 changes nothing")
    func terminalResize() {
        let before = TraitCollection.terminal(size: Size(width: 100, height: 30))
        let narrow = TraitCollection.terminal(size: Size(width: 60, height: 30))
        let slightlyNarrower = TraitCollection.terminal(size: Size(width: 90, height: 30))
        #expect(before.horizontalSizeClass == .regular)
        #expect(narrow.horizontalSizeClass == .compact)
        #expect(before != narrow)
        #expect(before == slightlyNarrower)
    }

    // MARK: - Value semantics and description

    @Test("equality and hashing are by trait values")
    func hashable() {
        let a = TraitCollection(traitsFrom: [TraitCollection(displayScale: 2), TraitCollection(userInterfaceIdiom: .phone)])
        let b = TraitCollection(traitsFrom: [TraitCollection(userInterfaceIdiom: .phone), TraitCollection(displayScale: 2)])
        #expect(a == b)
        #expect(a != TraitCollection(displayScale: 2))
        #expect(TraitCollection(horizontalSizeClass: .compact) != TraitCollection(verticalSizeClass: .compact))
        let set: Set<TraitCollection> = [a, b, TraitCollection(), TraitCollection()]
        #expect(set.count == 2)
    }

    @Test("description lists the specified traits in UIKit's order, or none")
    func description() {
        #expect(TraitCollection().description == "<TraitCollection>")
        #expect(TraitCollection(verticalSizeClass: .compact).description == "<TraitCollection: VerticalSizeClass = compact>")
        #expect(
            TraitCollection.terminal(size: Size(width: 79, height: 24)).description
                == "<TraitCollection: UserInterfaceIdiom = terminal, DisplayScale = 1, HorizontalSizeClass = compact, VerticalSizeClass = regular>")
        #expect(TraitCollection(displayScale: 2.5).description == "<TraitCollection: DisplayScale = 2.5>")
    }
}
