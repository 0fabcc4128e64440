import Testing
@testable import Trellis

/// The Collaborate splash screen of the course ("Laying out the Splash Screen" and
/// "Laying out the Splash Screen with NSLayoutConstraint"): a logo centred in the screen,
/// kept at its aspect ratio, and kept clear of the edges.
///
/// Terminal scaling: the course keeps the logo "at least 20 points away" from each edge.
/// A terminal cell is about twice as tall as it is wide, so 20 points become 2 rows
/// vertically and 4 columns horizontally. The logo stands for an image whose intrinsic
/// size is 40×10 cells (a 2:1 picture is 4:1 in cells), so its aspect ratio is
/// `width = 4 × height`. The course's code version writes the aspect ratio with
/// "a constant of 1"; Interface Builder's aspect ratio, which the code replicates, has
/// constant 0, and so do these tests.
@MainActor
@Suite struct SplashScreenLayoutTests {
    /// The splash screen's view controller. `full` gives the seven constraints of the
    /// Interface Builder version, built with anchors; otherwise the five of the code
    /// version (centre X and Y, aspect ratio, top and leading `>=`), built with the full
    /// initializer and the legacy `addConstraint(s)`, as the course's code version does.
    private final class SplashViewController: ViewController {
        let logo = IntrinsicView("logo", width: 40, height: 10)
        let full: Bool
        var made: [LayoutConstraint] = []
        var aspectRatio: LayoutConstraint!

        init(full: Bool) {
            self.full = full
            super.init()
        }

        override func viewDidLoad() {
            view.addSubview(logo)
            if full {
                aspectRatio = logo.widthAnchor.constraint(equalTo: logo.heightAnchor, multiplier: 4)
                made = [
                    logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    aspectRatio,
                    logo.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 2),
                    logo.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 4),
                    view.trailingAnchor.constraint(greaterThanOrEqualTo: logo.trailingAnchor, constant: 4),
                    view.bottomAnchor.constraint(greaterThanOrEqualTo: logo.bottomAnchor, constant: 2),
                ]
                LayoutConstraint.activate(made)
            } else {
                // "I grabbed the imageSize … the multiplier is simply that aspectRatio."
                let imageSize = logo.intrinsicContentSize
                // The initializer only throws for an invalid constraint; these are valid.
                aspectRatio = try! LayoutConstraint(
                    item: logo, attribute: .width, relatedBy: .equal, toItem: logo, attribute: .height,
                    multiplier: imageSize.width / imageSize.height, constant: 0)
                let others = [
                    try! LayoutConstraint(item: logo, attribute: .centerX, relatedBy: .equal,
                                          toItem: view, attribute: .centerX, multiplier: 1, constant: 0),
                    try! LayoutConstraint(item: logo, attribute: .centerY, relatedBy: .equal,
                                          toItem: view, attribute: .centerY, multiplier: 1, constant: 0),
                    try! LayoutConstraint(item: logo, attribute: .top, relatedBy: .greaterThanOrEqual,
                                          toItem: view, attribute: .top, multiplier: 1, constant: 2),
                    try! LayoutConstraint(item: logo, attribute: .leading, relatedBy: .greaterThanOrEqual,
                                          toItem: view, attribute: .leading, multiplier: 1, constant: 4),
                ]
                logo.addConstraint(aspectRatio)
                view.addConstraints(others)
                made = [aspectRatio] + others
            }
        }
    }

    /// A window of `size` showing the splash screen, laid out; with what was logged.
    private func splash(_ size: Size, full: Bool = true) -> (Window, SplashViewController, [String]) {
        let window = Window(size: size)
        let controller = SplashViewController(full: full)
        window.rootViewController = controller
        let log = capturingDiagnostics { window.runLayoutCycle() }
        return (window, controller, log)
    }

    /// The logo's frame for each window size, worked out by hand.
    ///
    /// The logo is centred, `w = 4h`, and its intrinsic 40×10 is held by compression
    /// resistance (750) and hugging (250). The required margins allow at most
    /// `w ≤ cols − 8` and `h ≤ rows − 4` (centred, so 4 columns / 2 rows on each side).
    /// When 40×10 fits, nothing else pulls and the logo keeps it. When it does not, the
    /// required `>=` constraints win over compression resistance, and with `w = 4h` the
    /// 750-level error `(40 − 4h) + (10 − h)` is smallest for the largest `h` the margins
    /// allow: `h = min(rows − 4, (cols − 8) / 4)`. Then `x = (cols − w)/2`, `y = (rows − h)/2`.
    nonisolated static let cases: [(Size, Rect)] = [
        // 40×10 fits (x = 20, y = 7).
        (Size(width: 80, height: 24), Rect(x: 20, y: 7, width: 40, height: 10)),
        // A big window: hugging keeps the logo at 40×10, centred at (80, 25).
        (Size(width: 200, height: 60), Rect(x: 80, y: 25, width: 40, height: 10)),
        // Odd sizes: the centred logo spans 20.5…60.5 × 7.5…17.5, rounded half up.
        (Size(width: 81, height: 25), Rect(x: 21, y: 8, width: 40, height: 10)),
        // Too small both ways: h ≤ 12 − 4 = 8 and 4h ≤ 40 − 8 = 32 → 32×8 at (4, 2).
        (Size(width: 40, height: 12), Rect(x: 4, y: 2, width: 32, height: 8)),
        // Too short only: h ≤ 8, and the aspect ratio narrows the logo too, 32×8 at (14, 2).
        (Size(width: 60, height: 12), Rect(x: 14, y: 2, width: 32, height: 8)),
        // Too narrow only: w ≤ 32 → h = 8, centred vertically at (40 − 32)/2, (20 − 8)/2.
        (Size(width: 40, height: 20), Rect(x: 4, y: 6, width: 32, height: 8)),
        // 10×4: the margins leave h ≤ 4 − 4 = 0 and w ≤ 10 − 8 = 2; with w = 4h the best
        // is h = w = 0 at the centre (5, 2). Every required constraint still holds (a
        // zero-size logo has its top at 2 and its bottom 2 above the edge), so this is no
        // conflict, only compression: nothing is logged.
        (Size(width: 10, height: 4), Rect(x: 5, y: 2, width: 0, height: 0)),
    ]

    /// The seven-constraint splash screen at each size.
    @Test(arguments: SplashScreenLayoutTests.cases)
    func sevenConstraints(size: Size, expected: Rect) {
        let (_, controller, log) = splash(size)
        #expect(controller.logo.frame == expected)
        #expect(log.isEmpty)
        #expect(!controller.logo.hasAmbiguousLayout)
        #expect(controller.made.count == 7)
        #expect(controller.made.allSatisfy { $0.isActive })
    }

    /// The smaller version of the code video: only top and leading `>=` with the centring
    /// and the aspect ratio. Centring mirrors the top and leading margins to the bottom and
    /// trailing, so the layout is the same at every size ("I still have the UI that I
    /// want").
    @Test(arguments: SplashScreenLayoutTests.cases)
    func fiveConstraints(size: Size, expected: Rect) {
        let (_, controller, log) = splash(size, full: false)
        #expect(controller.logo.frame == expected)
        #expect(log.isEmpty)
        #expect(!controller.logo.hasAmbiguousLayout)
        // "If your item and toItem is the same view … add the constraint to that UI
        // element"; the others go to the superview.
        #expect(controller.aspectRatio.owner === controller.logo)
        #expect(controller.aspectRatio.multiplier == 4)
        #expect(controller.made.dropFirst().allSatisfy { $0.owner === controller.view })
        #expect(controller.logo.constraints.filter { $0.kind == .explicit }.count == 1)
        #expect(controller.view.constraints.filter { $0.kind == .explicit }.count == 4)
    }

    /// The terminal is resized through every size and back: each layout is the one a fresh
    /// window of that size gets, for both versions.
    @Test func resizingTheTerminal() {
        for full in [true, false] {
            let (window, controller, _) = splash(Size(width: 80, height: 24), full: full)
            let log = capturingDiagnostics {
                for (size, expected) in SplashScreenLayoutTests.cases + SplashScreenLayoutTests.cases.reversed() {
                    window.size = size
                    window.runLayoutCycle()
                    #expect(controller.logo.frame == expected, "\(size), full: \(full)")
                    #expect(controller.view.frame == Rect(origin: .zero, size: size))
                }
            }
            #expect(log.isEmpty)
        }
    }

    /// The logo never gets squished: at every size its width is 4 × its height, and it
    /// stays inside the margins.
    @Test func aspectRatioAndMarginsHoldEverywhere() {
        for cols in stride(from: 10.0, through: 120, by: 7) {
            for rows in stride(from: 4.0, through: 40, by: 5) {
                let (_, controller, log) = splash(Size(width: cols, height: rows))
                let frame = controller.logo.frame
                #expect(log.isEmpty)
                // Rounding each edge moves the width or height by at most one cell: |w − 4h| ≤ 1 + 4.
                #expect(abs(frame.width - 4 * frame.height) <= 5, "\(cols)×\(rows): \(frame)")
                #expect(frame.minX >= 4 || frame.width == 0, "\(cols)×\(rows): \(frame)")
                #expect(frame.maxX <= cols - 4 || frame.width == 0, "\(cols)×\(rows): \(frame)")
                #expect(frame.minY >= 2, "\(cols)×\(rows): \(frame)")
                #expect(frame.maxY <= rows - 2 || frame.height == 0, "\(cols)×\(rows): \(frame)")
                #expect(frame.width <= 40 && frame.height <= 10, "\(cols)×\(rows): \(frame)")
            }
        }
    }

    /// Why compression resistance should stay below required: with *required* compression
    /// resistance, 10×4 has no room for the margins, the aspect ratio and a 40×10 logo, so
    /// the constraints conflict and each conflict is logged. The engine breaks the newest of
    /// your own constraints in a conflict, never the system's (DBG-01, Trellis's own rule as
    /// the engine refines it): here the `>=` margins, the newest of the controller's
    /// constraints. The required compression resistance and the centring hold, so the 40×10
    /// logo is centred on (5, 2) and hangs off the window: (−15, −3). At 80×24 everything
    /// fits again and nothing is logged.
    @Test func requiredCompressionResistanceConflictsAt10x4() {
        let window = Window(size: Size(width: 10, height: 4))
        let controller = SplashViewController(full: true)
        controller.logo.setContentCompressionResistancePriority(.required, for: .horizontal)
        controller.logo.setContentCompressionResistancePriority(.required, for: .vertical)
        window.rootViewController = controller
        let log = capturingDiagnostics { window.runLayoutCycle() }
        #expect(!log.isEmpty)
        let margins = Array(controller.made[3...6]).map { $0.description }
        for report in log {
            #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
            #expect(report.contains("TUI-compression"), "\(report)")
            // The report ends with the broken constraint, on a line of its own.
            let broken = report.split(separator: "\n").last.map(String.init) ?? ""
            #expect(margins.contains(broken), "\(report)")
        }
        #expect(controller.made.allSatisfy { $0.isActive })
        #expect(controller.logo.frame == Rect(x: -15, y: -3, width: 40, height: 10))

        // At 80×24 the same logo fits and nothing more is logged.
        let later = capturingDiagnostics {
            window.size = Size(width: 80, height: 24)
            window.runLayoutCycle()
        }
        #expect(later.isEmpty)
        #expect(controller.logo.frame == Rect(x: 20, y: 7, width: 40, height: 10))
    }
}
