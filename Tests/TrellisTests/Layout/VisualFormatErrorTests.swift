import Testing
@testable import Trellis

/// VFL-08: a malformed string throws a ``VisualFormatError`` whose column points at the
/// problem, and whose description shows the string with a caret under that column.
@MainActor
@Suite struct VisualFormatErrorTests {
    /// Views a, b, c in a superview, `lonely` in none, and a guide `g` in the superview;
    /// the superview is returned too, as its subviews hold it only weakly.
    private func items() -> (superview: View, items: [String: any LayoutItem]) {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        var items: [String: any LayoutItem] = ["lonely": View.constrained("lonely")]
        for name in ["a", "b", "c"] {
            let view = View.constrained(name)
            sv.addSubview(view)
            items[name] = view
        }
        let guide = LayoutGuide()
        sv.addLayoutGuide(guide)
        items["g"] = guide
        return (sv, items)
    }

    private static let metrics: [String: Double] = ["m": 5, "p": 2000, "bad": .infinity]

    nonisolated static let malformed: [(String, Int)] = [
        ("", 0),                        // no view at all
        ("H:", 2),                      // orientation only
        ("X:[a]", 0),                   // unknown orientation
        ("h:[a]", 0),                   // orientation is upper case
        ("[a", 2),                      // unclosed bracket
        ("[a(10]", 5),                  // unclosed parenthesis inside a view
        ("[]", 1),                      // no view name
        ("[zz]", 1),                    // unknown view
        ("H:[a]-[zz]", 7),              // unknown view after standard spacing
        ("[a]-x-[b]", 4),               // unknown metric
        ("[a]-20[b]", 6),               // missing '-' after a spacing
        ("[a]20-[b]", 3),               // missing '-' before a spacing
        ("[a(=10)]", 3),                // '=' is not a relation
        ("[a(=>10)]", 3),               // '=>' is not a relation
        ("[a(<10)]", 3),                // '<' is not a relation
        ("[a(>10)]", 3),                // '>' is not a relation
        ("[a(10@1001)]", 6),            // priority above 1000
        ("[a(10@0)]", 6),               // priority below 1
        ("[a(10@-5)]", 6),              // negative priority
        ("[a(10@)]", 6),                // missing priority
        ("[a]-|-[b]", 4),               // '|' in the middle
        ("|[a]|[b]", 4),                // '|' in the middle, flush
        ("||[a]", 1),                   // two pipes
        ("|", 1),                       // pipe alone
        ("H:|-", 4),                    // nothing after '-'
        ("[a]-", 4),                    // trailing '-'
        ("[a]--[b]", 4),                // double hyphen
        ("[a]-(10-[b]", 7),             // unclosed spacing parenthesis
        ("[a]-(10)[b]", 8),             // missing closing '-'
        ("[a]-()-[b]", 5),              // empty spacing list
        ("[a(10,)]", 6),                // empty predicate after ','
        ("[a(,10)]", 3),                // empty predicate before ','
        ("[a(zz)]", 3),                 // unknown name in a size
        ("[a(-10)]", 3),                // negative size
        ("[a]-(==b)-[c]", 7),           // spacing related to a view
        ("[a(10)", 6),                  // unclosed bracket after predicates
        ("[a(10", 5),                   // unclosed parenthesis at the end
        ("|[lonely]", 0),               // no superview for a leading '|'
        ("[lonely]|", 8),               // no superview for a trailing '|'
        ("[a] [b]", 3),                 // whitespace
        ("[a]-10-", 7),                 // nothing after a spacing
        ("[a]-10-x", 7),                // a name after a spacing
        ("[a(m@q)]", 5),                // unknown priority metric
        ("[a(10@p)]", 6),               // priority metric out of range
        ("[a(10)x]", 6),                // junk before ']'
        ("[a(1.2.3)]", 6),              // a number with two points
        ("[a]-(>=)-[b]", 7),            // relation without a value
        ("H:[a]|-", 5),                 // '|' followed by more
        ("[1a]", 1),                    // a view name cannot start with a digit
        ("[a(10)]]", 7),                // extra ']'
        ("V:[a]-(10@750,)-[b]", 14),    // empty predicate in a spacing list
        ("[a(+)]", 4),                  // a sign without digits
        ("(a)", 0),                     // parentheses instead of brackets
        ("H:[a]-(10@)-|", 10),          // missing spacing priority
        ("[a]-(-)-[b]", 6),             // a lone minus in a spacing
        ("[a(==)]", 5),                 // '==' without a value
        ("[a(<=b@x)]", 7),              // unknown priority metric after a view
        ("[a(bad)]", 3),                // an infinite metric
        ("|-[a]-[lonely]", 0),          // one of the views has no superview
        ("[a]-[b]-[c]-", 12),           // trailing standard spacing with nothing after
    ]

    @Test(arguments: malformed)
    func malformedStringsReportTheirColumn(format: String, column: Int) {
        let (superview, views) = items()
        defer { withExtendedLifetime(superview) {} }
        do {
            let constraints = try vfl(format, metrics: Self.metrics, views)
            Issue.record("'\(format)' should not parse; made \(constraints)")
        } catch let error as VisualFormatError {
            #expect(error.column == column, "'\(format)': \(error.reason)")
            #expect(error.format == format)
            #expect(!error.reason.isEmpty)
        } catch {
            Issue.record("'\(format)' threw \(error), not a VisualFormatError")
        }
    }

    @Test func thereAreAtLeastFiftyMalformedStrings() {
        #expect(Self.malformed.count >= 50)
        #expect(Set(Self.malformed.map(\.0)).count == Self.malformed.count)
    }

    @Test func descriptionShowsTheStringAndACaret() throws {
        let error = try #require(throws: VisualFormatError.self) {
            try vfl("H:|[v9]|", items().items)
        }
        #expect(error.column == 4)
        #expect(error.reason == "unknown view name 'v9'; it is not a key of views")
        #expect(error.description == """
            Unable to parse constraint format: unknown view name 'v9'; it is not a key of views
            H:|[v9]|
                ^
            """)
    }

    @Test(arguments: [
        ("H:[a][b]", LayoutFormatOptions.alignAllLeft),
        ("V:[a][b]", LayoutFormatOptions.alignAllTop),
        ("V:[a][b]", LayoutFormatOptions.alignAllFirstBaseline),
        ("[a][b]", LayoutFormatOptions.alignAllCenterX),
        ("V:[a][b]", LayoutFormatOptions([.alignAllLeading, .alignAllLeft])),
        ("[a][b]", LayoutFormatOptions([.directionLeftToRight, .directionRightToLeft])),
        ("[a][b]", LayoutFormatOptions.spacingBaselineToBaseline),
        ("[a][g]", LayoutFormatOptions.alignAllLastBaseline),
    ])
    func optionsThatDoNotSuitTheStringThrowAtColumnZero(format: String, options: LayoutFormatOptions) {
        let (superview, views) = items()
        defer { withExtendedLifetime(superview) {} }
        #expect(throws: VisualFormatError.self) { try vfl(format, options, views) }
        #expect((try? vfl(format, options, views)) == nil)
        do {
            _ = try vfl(format, options, views)
        } catch let error as VisualFormatError {
            #expect(error.column == 0)
        } catch {
            Issue.record("threw \(error)")
        }
    }

    @Test func theSameStringsParseWithoutTheBadOptions() throws {
        let (superview, views) = items()
        defer { withExtendedLifetime(superview) {} }
        for format in ["H:[a][b]", "V:[a][b]", "[a][g]"] {
            #expect(try vfl(format, views).count == 1)
        }
        #expect(try vfl("[a][g]", .alignAllTop, views).count == 2)
    }

    /// Nothing crashes: every prefix of some valid strings, and strings of random grammar
    /// characters, either parse or throw with a column inside the string (or just past it).
    @Test func noStringCrashesTheParser() {
        let (superview, views) = items()
        defer { withExtendedLifetime(superview) {} }
        var formats: [String] = []
        for valid in ["V:|-(>=m@750,<=40)-[a(==b@500)]-[g(>=2)]-|", "H:|[a]-10-[b(m)][c]|", "[a(-1e1,+.5)]"] {
            formats += (0...valid.count).map { String(valid.prefix($0)) }
        }
        var generator = SplitMix64(seed: 5)
        let alphabet = Array("HV:|-[]()@,=<>abcgm0123456789.e+ ")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 14)
            formats.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        var parsed = 0
        var failed = 0
        for format in formats {
            do {
                _ = try vfl(format, metrics: Self.metrics, views)
                parsed += 1
            } catch let error as VisualFormatError {
                failed += 1
                #expect((0...format.count).contains(error.column), "'\(format)': column \(error.column)")
                #expect(error.description.hasSuffix(String(repeating: " ", count: error.column) + "^"))
            } catch {
                Issue.record("'\(format)' threw \(error)")
            }
        }
        // Both outcomes happen, so the loop really exercises the parser.
        #expect(parsed > 3 && failed > 100)
    }
}

extension VisualFormatErrorTests {
    @Test func theBarIsTheSuperviewOfTheViewNextToIt() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let p = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let q = View(frame: Rect(x: 20, y: 0, width: 20, height: 10))
        root.addSubview(p)
        root.addSubview(q)
        let a = View.constrained("a"), b = View.constrained("b")
        p.addSubview(a)
        q.addSubview(b)
        // `|` next to a is p, next to b is q: not one superview.
        #expect(throws: VisualFormatError.self) {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|[a]-[b]|", views: ["a": a, "b": b])
        }
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-3-[a]", views: ["a": a])
        #expect(made.count == 1)
        #expect(made[0].secondItem === p)
    }
}
