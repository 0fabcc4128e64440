import Testing
@testable import Trellis

/// VFL-07: constraints made from visual format strings describe themselves in that language.
@MainActor
@Suite struct VisualFormatDescriptionTests {
    private func body(_ constraint: LayoutConstraint) -> String {
        // "<LayoutConstraint:0x… BODY>"
        let text = constraint.description
        guard let space = text.firstIndex(of: " ") else { return text }
        return String(text[text.index(after: space)...].dropLast())
    }

    @Test func stringsPrintBackInTheLanguage() throws {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let (a, b) = (View.constrained("a"), View.constrained("b"))
        sv.addSubview(a)
        sv.addSubview(b)
        let views: [String: any LayoutItem] = ["a": a, "b": b]
        let (A, B) = ("View:\(a.addressDescription)'a'", "View:\(b.addressDescription)'b'")

        let row = try vfl("H:|-[a(>=3@600)]-(>=2)-[b(==a)]-4-|", views)
        #expect(row.map(body) == [
            "H:|-[\(A)]",
            "H:[\(A)(>=3@600)]",
            "H:[\(A)]-(>=2)-[\(B)]",
            "H:[\(B)(==\(A))]",
            "H:[\(B)]-(4)-|",
        ])
        let column = try vfl("V:|-2-[a]-[b]-|", views)
        #expect(column.map(body) == [
            "V:|-(2)-[\(A)]",
            "V:[\(A)]-(1)-[\(B)]",
            "V:[\(B)]-|",
        ])
    }

    @Test func otherShapesStayEquations() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let (a, b) = (View.constrained("a"), View.constrained("b"))
        sv.addSubview(a)
        sv.addSubview(b)
        let A = "View:\(a.addressDescription)'a'"
        let B = "View:\(b.addressDescription)'b'"
        // Twice another's width, and a margin pin with a constant: no visual form.
        #expect(body(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)) == "\(A).width == 2*\(B).width")
        #expect(body(a.leadingAnchor.constraint(equalTo: sv.layoutMarginsGuide.leadingAnchor, constant: 3)).hasPrefix("\(A).leading == "))
        #expect(body(a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 1)) == "\(A).width == \(B).width + 1")
    }
}
