import Testing
@testable import Trellis

/// Constraint priorities.
@MainActor
@Suite struct PriorityTests {
    // MARK: - EX-PRI-1

    private struct RedBlue {
        let sv: View
        let red: View
        let blue: View
        let atLeast: LayoutConstraint
        let atMost: LayoutConstraint
    }

    /// Red spans x 0…10; Blue is 10 wide with `Blue.leading >= Red.trailing + 8` @1000 and
    /// `Blue.leading <= Red.trailing + 8` @250. Both are 5 high at the top.
    private func redBlue(width: Double = 320) -> RedBlue {
        let sv = View(name: "Superview", frame: Rect(x: 0, y: 0, width: width, height: 50))
        let red = View.constrained("Red")
        let blue = View.constrained("Blue")
        sv.addSubview(red)
        sv.addSubview(blue)
        let atLeast = blue.leadingAnchor.constraint(greaterThanOrEqualTo: red.trailingAnchor, constant: 8)
        let atMost = blue.leadingAnchor.constraint(lessThanOrEqualTo: red.trailingAnchor, constant: 8)
        atMost.priority = LayoutPriority(250)
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            red.widthAnchor.constraint(equalToConstant: 10),
            blue.widthAnchor.constraint(equalToConstant: 10),
            atLeast, atMost,
            red.topAnchor.constraint(equalTo: sv.topAnchor),
            blue.topAnchor.constraint(equalTo: sv.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 5),
            blue.heightAnchor.constraint(equalToConstant: 5),
        ])
        return RedBlue(sv: sv, red: red, blue: blue, atLeast: atLeast, atMost: atMost)
    }

    @Test func EX_PRI_1_a() {
        let scene = redBlue()
        let messages = capturingDiagnostics { scene.sv.layoutIfNeeded() }
        #expect(messages.isEmpty)
        #expect(scene.atLeast.priority == .required)
        #expect(scene.red.frame == Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(scene.blue.frame == Rect(x: 18, y: 0, width: 10, height: 5))
        #expect(!scene.blue.hasAmbiguousLayout)
    }

    @Test func EX_PRI_1_b() {
        let scene = redBlue(width: 100)
        let messages = capturingDiagnostics {
            scene.blue.trailingAnchor.constraint(equalTo: scene.sv.trailingAnchor).isActive = true
            scene.sv.layoutIfNeeded()
        }
        // The optional constraint is broken quietly: only required conflicts are logged.
        #expect(messages.isEmpty)
        #expect(scene.blue.frame == Rect(x: 90, y: 0, width: 10, height: 5))
        #expect(scene.blue.frame.minX - scene.red.frame.maxX == 80)
        #expect(scene.atMost.isActive)
    }

    @Test func EX_PRI_1_c() {
        let scene = redBlue()
        scene.sv.layoutIfNeeded()
        let twelve = scene.blue.leadingAnchor.constraint(equalTo: scene.sv.leadingAnchor, constant: 12)
        let messages = capturingDiagnostics {
            twelve.isActive = true
            scene.sv.layoutIfNeeded()
        }
        let reports = messages.filter { $0.hasPrefix(ConflictReportText.header) }
        #expect(reports.count == 1)
        #expect(messages.count == 1)
        let report = reports.first ?? ""
        // The list names the required inequality and the new pin, never the optional one.
        #expect(report.contains("\"\(scene.atLeast.description)\""))
        #expect(report.contains("\"\(twelve.description)\""))
        #expect(!report.contains(scene.atMost.description))
        // The newest required constraint in the conflict is broken: Blue.leading = 12.
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(twelve.description)"))
        // It stays active, as in UIKit, and Blue stays where the rest put it.
        #expect(twelve.isActive)
        #expect(scene.blue.frame == Rect(x: 18, y: 0, width: 10, height: 5))
    }

    /// The root's size is in the solver before the constraints on it, as a root view's
    /// autoresizing constraints are in UIKit's engine from the moment it is in a window:
    /// a width of 120 on a root 100 wide is reported against the root's width when it goes
    /// in, and broken; a width of at most 110, which the root's 100 meets, is never in a
    /// conflict. (Built around a free root size, the two were first reported against each
    /// other and the second broken, then the first against the root's width.)
    @Test func aConstraintAgainstTheRootSizeIsReportedAgainstIt() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let wide = sv.widthAnchor.constraint(equalToConstant: 120)
        let atMost = sv.widthAnchor.constraint(lessThanOrEqualToConstant: 110)
        let messages = capturingDiagnostics {
            LayoutConstraint.activate([wide, atMost])
            sv.layoutIfNeeded()
        }
        let reports = messages.filter { $0.hasPrefix(ConflictReportText.header) }
        #expect(reports.count == 1)
        let report = reports.first ?? ""
        #expect(report.contains("\"\(wide.description)\""))
        #expect(!report.contains(atMost.description))
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint \n\(wide.description)"))
        #expect(atMost.priority == .required)
        #expect(sv.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    // MARK: - PRI-04: strict precedence

    @Test func PRI_04() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 320, height: 50))
        let view = View.constrained("view")
        sv.addSubview(view)
        let crowd = (0..<10).map { _ in
            let c = view.widthAnchor.constraint(equalToConstant: 80)
            c.priority = LayoutPriority(750)
            return c
        }
        let single = view.widthAnchor.constraint(equalToConstant: 30)
        single.priority = LayoutPriority(751)
        LayoutConstraint.activate(crowd + [
            single,
            view.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            view.topAnchor.constraint(equalTo: sv.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        let messages = capturingDiagnostics { sv.layoutIfNeeded() }
        #expect(messages.isEmpty)
        #expect(view.frame.width == 30)

        // Control: one notch lower, the crowd wins.
        single.priority = LayoutPriority(749)
        sv.layoutIfNeeded()
        #expect(view.frame.width == 80)
    }

    // MARK: - PRI-06

    @Test func PRI_06_requiredToOptionalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 10))
                let view = View.constrained("view")
                sv.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 50)
                width.isActive = true
                sv.layoutIfNeeded()
                width.priority = .defaultHigh
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("required"))
        #expect(message.contains("'view'"))
    }

    @Test func PRI_06_optionalToRequiredStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 10))
                let view = View.constrained("view")
                sv.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 50)
                width.priority = .defaultHigh
                width.isActive = true
                width.priority = .required
            }
        }
    }

    @Test func PRI_06() {
        let sv = View(name: "sv", frame: Rect(x: 0, y: 0, width: 100, height: 10))
        let view = View.constrained("view")
        sv.addSubview(view)
        let wide = view.widthAnchor.constraint(equalToConstant: 60)
        wide.priority = LayoutPriority(300)
        let narrow = view.widthAnchor.constraint(equalToConstant: 20)
        narrow.priority = LayoutPriority(400)
        LayoutConstraint.activate([
            wide, narrow,
            view.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
            view.topAnchor.constraint(equalTo: sv.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        sv.layoutIfNeeded()
        #expect(view.frame.width == 20)

        // Optional to optional, in place.
        wide.priority = LayoutPriority(500)
        #expect(wide.isActive)
        sv.layoutIfNeeded()
        #expect(wide.priority == LayoutPriority(500))
        #expect(wide.isActive && wide.owner === view)
        #expect(view.frame.width == 60)

        // Required to optional is fine while inactive.
        let fixed = view.widthAnchor.constraint(equalToConstant: 45)
        fixed.priority = LayoutPriority(999)
        fixed.priority = .required
        fixed.isActive = true
        sv.layoutIfNeeded()
        #expect(view.frame.width == 45)
        fixed.isActive = false
        fixed.priority = LayoutPriority(200)
        fixed.isActive = true
        sv.layoutIfNeeded()
        #expect(view.frame.width == 60)
    }
}

/// The conflict log's first line (DBG-01), spelled out so a change to it fails.
enum ConflictReportText {
    static let header =
        "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want..."
}
