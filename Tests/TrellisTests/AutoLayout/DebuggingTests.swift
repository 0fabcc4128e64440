import Testing
@testable import Trellis

/// Debugging: the conflict log, ambiguity checks, the trace and the constraint queries.
@MainActor
@Suite struct DebuggingTests {
    /// EX-CON-4's hierarchy: mainview (400×600) ⊃ v1 (100,111,132,194; autoresizing) ⊃ v2, v3.
    private struct Figure {
        let mainview: View
        let v1: View
        let v2: View
        let v3: View
    }

    private func figure() -> Figure {
        let mainview = View(name: "main", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let v1 = View(name: "v1", frame: Rect(x: 100, y: 111, width: 132, height: 194))
        let v2 = View.constrained("v2")
        let v3 = View.constrained("v3")
        mainview.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        return Figure(mainview: mainview, v1: v1, v2: v2, v3: v3)
    }

    /// v2 across the top of v1, 10 high.
    private func v2Constraints(_ f: Figure) -> [LayoutConstraint] {
        [f.v2.leadingAnchor.constraint(equalTo: f.v1.leadingAnchor),
         f.v2.trailingAnchor.constraint(equalTo: f.v1.trailingAnchor),
         f.v2.topAnchor.constraint(equalTo: f.v1.topAnchor),
         f.v2.heightAnchor.constraint(equalToConstant: 10)]
    }

    // MARK: - EX-DBG-1: the conflict log

    @Test func EX_DBG_1() {
        let f = figure()
        LayoutConstraint.activate(v2Constraints(f) + [
            f.v3.widthAnchor.constraint(equalToConstant: 20),
            f.v3.trailingAnchor.constraint(equalTo: f.v1.trailingAnchor),
        ])
        // V:[v3(20)]|
        let height20 = f.v3.heightAnchor.constraint(equalToConstant: 20)
        let bottom20 = f.v3.bottomAnchor.constraint(equalTo: f.v1.bottomAnchor)
        // V:[v3(10)]|
        let height10 = f.v3.heightAnchor.constraint(equalToConstant: 10)
        let bottom10 = f.v3.bottomAnchor.constraint(equalTo: f.v1.bottomAnchor)

        let messages = capturingDiagnostics {
            LayoutConstraint.activate([height20, bottom20])
            LayoutConstraint.activate([height10, bottom10])
            f.mainview.layoutIfNeeded()
        }

        let expected = [
            "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want...",
            "(",
            "\"\(height20.description)\",",
            "\"\(height10.description)\"",
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            height10.description,
        ]
        // Exactly one report: one height is broken, once.
        #expect(messages.count == 1)
        // Word for word; UIKit indents the list, so leading spaces are not compared.
        let lines = (messages.first ?? "").split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " })
        }
        #expect(lines == expected)
        // The report does not list the bottom pins.
        #expect(!(messages.first ?? "").contains(bottom20.description))
        #expect(!(messages.first ?? "").contains(bottom10.description))

        #expect(f.v3.frame == Rect(x: 112, y: 174, width: 20, height: 20))
        #expect(height10.isActive && height20.isActive)
        #expect(f.v2.frame == Rect(x: 0, y: 0, width: 132, height: 10))

        // Laying out again does not log the same conflict again.
        let again = capturingDiagnostics {
            f.mainview.setNeedsLayout()
            f.mainview.layoutIfNeeded()
        }
        #expect(again.isEmpty)
    }

    // MARK: - DBG-01: the description format

    @Test func DBG_01() throws {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        let height = view.heightAnchor.constraint(equalToConstant: 20)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        let atLeast = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 5)

        let plain = try Regex(#"<LayoutConstraint:0x([0-9a-f]+) V:\[View:0x([0-9a-f]+)\(20\)\]>"#)
        let heightMatch = try #require(height.description.wholeMatch(of: plain))
        #expect(try Regex(#"<LayoutConstraint:0x[0-9a-f]+ H:\[View:0x[0-9a-f]+\(30\)\]>"#)
            .wholeMatch(in: width.description) != nil)
        #expect(try Regex(#"<LayoutConstraint:0x[0-9a-f]+ V:\[View:0x[0-9a-f]+\(>=5\)\]>"#)
            .wholeMatch(in: atLeast.description) != nil)

        // The same view prints with the same address; each constraint has its own.
        let widthMatch = try #require(width.description.wholeMatch(of:
            try Regex(#"<LayoutConstraint:0x([0-9a-f]+) H:\[View:0x([0-9a-f]+)\(30\)\]>"#)))
        #expect(heightMatch.output[2].substring == widthMatch.output[2].substring)
        #expect(heightMatch.output[1].substring != widthMatch.output[1].substring)

        // With an identifier, it follows the address in quotes.
        height.identifier = "v3-height"
        #expect(try Regex(#"<LayoutConstraint:0x[0-9a-f]+ 'v3-height' V:\[View:0x[0-9a-f]+\(20\)\]>"#)
            .wholeMatch(in: height.description) != nil)
        height.identifier = nil
        #expect(height.description.wholeMatch(of: plain) != nil)
    }

    // MARK: - EX-DBG-2: ambiguity gives no log

    @Test func EX_DBG_2() {
        let window = Window(size: Size(width: 400, height: 600))
        let f = figure()
        window.addSubview(f.mainview)
        // H:[v3(20)]| and nothing vertical.
        let messages = capturingDiagnostics {
            LayoutConstraint.activate(v2Constraints(f) + [
                f.v3.widthAnchor.constraint(equalToConstant: 20),
                f.v3.trailingAnchor.constraint(equalTo: f.v1.trailingAnchor),
            ])
            window.layoutIfNeeded()
            _ = f.v3.hasAmbiguousLayout
            _ = window.autolayoutTrace()
        }
        #expect(messages.isEmpty)

        #expect(f.v3.hasAmbiguousLayout == true)
        #expect(f.v2.hasAmbiguousLayout == false)
        #expect(f.v1.hasAmbiguousLayout == false)
        #expect(f.mainview.hasAmbiguousLayout == false)
        #expect(window.hasAmbiguousLayout == false)

        let trace = window.autolayoutTrace()
        let lines = trace.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        let v3Lines = lines.filter { $0.contains(f.v3.shortDescription) }
        #expect(v3Lines.count == 1)
        #expect(v3Lines.first?.hasSuffix("- AMBIGUOUS LAYOUT") == true)
        #expect(lines.filter { $0.hasSuffix("- AMBIGUOUS LAYOUT") }.count == 1)
        // The trace DBG-03 describes: window, •mainview, +v1, *v2, *v3.
        #expect(lines.first == window.shortDescription)
        #expect(lines.contains("|   •" + f.mainview.shortDescription))
        #expect(lines.contains("|   |   +" + f.v1.shortDescription))
        #expect(lines.contains("|   |   |   *" + f.v2.shortDescription))
        #expect(v3Lines.first == "|   |   |   *" + f.v3.shortDescription + "- AMBIGUOUS LAYOUT")

        // Nothing is drawn: v3 has no height.
        #expect(f.v3.frame.height == 0)
        #expect(f.v3.frame.minX == 112 && f.v3.frame.width == 20)
    }

    // MARK: - DBG-04: constraintsAffectingLayout

    @Test func DBG_04() {
        let f = figure()
        let width = f.v3.widthAnchor.constraint(equalToConstant: 20)
        let height = f.v3.heightAnchor.constraint(equalToConstant: 20)
        let trailing = f.v3.trailingAnchor.constraint(equalTo: f.v1.trailingAnchor)
        let bottom = f.v3.bottomAnchor.constraint(equalTo: f.v1.bottomAnchor)
        LayoutConstraint.activate(v2Constraints(f) + [width, height, trailing, bottom])
        f.mainview.layoutIfNeeded()
        #expect(f.v3.frame == Rect(x: 112, y: 174, width: 20, height: 20))

        let autoresizing = f.mainview.constraints.filter { $0.kind == .autoresizing && $0.firstItem === f.v1 }
        let v1Width = autoresizing.filter { $0.firstAttribute == .width }
        let v1Height = autoresizing.filter { $0.firstAttribute == .height }
        #expect(v1Width.count == 1)
        #expect(v1Height.count == 1)

        func same(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
            a.count == b.count && a.allSatisfy { x in b.contains { $0 === x } }
        }
        let horizontal = f.v3.constraintsAffectingLayout(for: .horizontal)
        #expect(same(horizontal, [width, trailing] + v1Width),
                "got \(horizontal.map(\.description))")
        // By symmetry, vertically: the height, the bottom pin and v1's height.
        let vertical = f.v3.constraintsAffectingLayout(for: .vertical)
        #expect(same(vertical, [height, bottom] + v1Height),
                "got \(vertical.map(\.description))")

        // A view outside Auto Layout gets nothing.
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.addSubview(View(frame: Rect(x: 1, y: 1, width: 2, height: 2)))
        #expect(plain.subviews[0].constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    // MARK: - DBG-10: exerciseAmbiguityInLayout

    @Test func DBG_10() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let ambiguous = View.constrained("ambiguous")
        let determined = View.constrained("determined")
        sv.addSubview(ambiguous)
        sv.addSubview(determined)
        LayoutConstraint.activate([
            // No horizontal position for `ambiguous`.
            ambiguous.widthAnchor.constraint(equalToConstant: 30),
            ambiguous.topAnchor.constraint(equalTo: sv.topAnchor, constant: 5),
            ambiguous.heightAnchor.constraint(equalToConstant: 4),
            determined.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 50),
            determined.widthAnchor.constraint(equalToConstant: 20),
            determined.topAnchor.constraint(equalTo: sv.topAnchor, constant: 40),
            determined.heightAnchor.constraint(equalToConstant: 6),
        ])
        sv.layoutIfNeeded()
        #expect(ambiguous.hasAmbiguousLayout)
        #expect(!determined.hasAmbiguousLayout)
        let ambiguousBefore = ambiguous.frame
        let determinedBefore = determined.frame

        ambiguous.exerciseAmbiguityInLayout()
        sv.layoutIfNeeded()
        #expect(ambiguous.frame != ambiguousBefore)
        // Still a valid solution: the size and the vertical position hold.
        #expect(ambiguous.frame.width == 30)
        #expect(ambiguous.frame.minY == 5 && ambiguous.frame.height == 4)
        #expect(determined.frame == determinedBefore)

        determined.exerciseAmbiguityInLayout()
        sv.layoutIfNeeded()
        #expect(determined.frame == determinedBefore)
        #expect(determined.frame == Rect(x: 50, y: 40, width: 20, height: 6))
    }
}

extension DebuggingTests {
    @Test func descriptionsOfEdgePinsReadLikeVisualFormat() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let v = View.constrained("v")
        sv.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20)
        let trailing = v.trailingAnchor.constraint(lessThanOrEqualTo: sv.trailingAnchor, constant: -8)
        let bottom = v.bottomAnchor.constraint(equalTo: sv.bottomAnchor, constant: 3)
        #expect(leading.description.hasSuffix(" H:|-(20)-[View:\(v.addressDescription)'v']>"))
        #expect(trailing.description.hasSuffix(" H:[View:\(v.addressDescription)'v']-(>=8)-|>"))
        // A bottom pushed past the edge has no visual-format form.
        #expect(bottom.description.hasSuffix(" View:\(v.addressDescription)'v'.bottom == View:\(sv.addressDescription)'sv'.bottom + 3>"))
    }
}
