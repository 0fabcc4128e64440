import Testing
import Trellis
@testable import SplashDemo

/// The three builds of the splash screen: the same constraints, held by the same views,
/// drawing the same screen at every size, and switched without a trace of the last one.
@MainActor
@Suite struct SplashBuildTests {
    /// A constraint as an equation over the views' names, which two builds agree on
    /// exactly when they made the same constraint: `logo.top >= content.top × 1 + 2 @1000`.
    private func equation(_ constraint: LayoutConstraint, logo: View, content: View) -> String {
        func name(_ item: (any LayoutItem)?) -> String {
            switch item {
            case nil: "nil"
            case let view as View where view === logo: "logo"
            case let view as View where view === content: "content"
            default: "other"
            }
        }
        let relation = switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        return "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
            + "\(name(constraint.secondItem)).\(constraint.secondAttribute) × \(constraint.multiplier) "
            + "+ \(constraint.constant) @\(constraint.priority)"
    }

    private func equations(of screen: DemoScreen) -> [String] {
        screen.splash.buildConstraints
            .map { equation($0, logo: screen.splash.logo, content: screen.splash.contentView) }
            .sorted()
    }

    /// The course's seven constraints and the two that grow the logo, written out by hand:
    /// every build makes exactly these, required but for the growth at 200.
    @Test(arguments: SplashBuild.allCases)
    func eachBuildMakesTheNineConstraints(build: SplashBuild) {
        let screen = DemoScreen(splash: build, width: 80, height: 24)
        let aspect = 66.0 / 19.0
        #expect(equations(of: screen) == [
            "content.bottom >= logo.bottom × 1.0 + 2.0 @1000",
            "content.trailing >= logo.trailing × 1.0 + 4.0 @1000",
            "logo.centerX == content.centerX × 1.0 + 0.0 @1000",
            "logo.centerY == content.centerY × 1.0 + 0.0 @1000",
            "logo.height == content.height × 1.0 + 0.0 @200",
            "logo.leading >= content.leading × 1.0 + 4.0 @1000",
            "logo.top >= content.top × 1.0 + 2.0 @1000",
            "logo.width == content.width × 1.0 + 0.0 @200",
            "logo.width == logo.height × \(aspect) + 0.0 @1000",
        ])
        #expect(screen.splash.buildConstraints.allSatisfy { $0.isActive && $0.kind == .explicit })
    }

    /// Each constraint is held where the course says ("if your item and toItem is the same
    /// view … add the constraint to that UI element"; the rest to the superview), whether
    /// the build added it by hand or activated it.
    @Test(arguments: SplashBuild.allCases)
    func theAspectRatioIsTheLogosAndTheRestTheContentViews(build: SplashBuild) {
        let screen = DemoScreen(splash: build, width: 80, height: 24)
        let (logo, content) = (screen.splash.logo, screen.splash.contentView)
        for constraint in screen.splash.buildConstraints {
            let ownLogo = constraint.firstItem === logo && constraint.secondItem === logo
            #expect(constraint.owner === (ownLogo ? logo : content), "\(constraint)")
        }
        #expect(logo.constraints.filter { $0.kind == .explicit }.count == 1)
        #expect(content.constraints.filter { $0.kind == .explicit }.count == 8)
    }

    /// At each of the five sizes every demo is checked at, the three builds draw the same
    /// screen, cell for cell, but for the bar, which ticks the build.
    @Test(arguments: DemoScreen.fiveSizes)
    func theBuildsAreVisiblyIdentical(width: Int, height: Int) {
        let screens = SplashBuild.allCases.map { DemoScreen(splash: $0, width: width, height: height) }
        let first = screens[0]
        for screen in screens.dropFirst() {
            #expect(screen.contentRows == first.contentRows, "\(screen.splash.build.name)")
            #expect(screen.splash.logo.frame == first.splash.logo.frame)
        }
        #expect(screens.map { $0.splash.build.name } == ["initializer", "anchors", "visual format"])
        #expect(screens.allSatisfy { $0.diagnostics.isEmpty })
    }

    /// Switching on a live screen, at every size: the last build's constraints go out of
    /// the engine (inactive, held by no view), the new ones come in, the screen stays the
    /// same cell for cell, and the views hold nine of the demo's constraints, never more.
    @Test(arguments: DemoScreen.fiveSizes)
    func switchingLeavesNothingBehind(width: Int, height: Int) {
        let screen = DemoScreen(splash: .initializer, width: width, height: height)
        let before = screen.contentRows
        for build in [SplashBuild.anchors, .visualFormat, .initializer, .visualFormat, .anchors] {
            let old = screen.splash.buildConstraints
            screen.press(.character(build.key))
            #expect(screen.splash.build == build)
            #expect(old.allSatisfy { !$0.isActive && $0.owner == nil })
            #expect(screen.splash.buildConstraints.allSatisfy { $0.isActive })
            #expect(screen.contentRows == before, "\(build.name)")
            let held = (screen.splash.logo.constraints + screen.splash.contentView.constraints).filter { $0.kind == .explicit }
            #expect(held.count == 9)
        }
        #expect(!screen.hasAmbiguousLayout)
        #expect(screen.diagnostics.isEmpty)
    }

    /// The key of the build on screen does nothing: the same constraint objects stay.
    @Test func theShownBuildsKeyKeepsItsConstraints() {
        let screen = DemoScreen(splash: .visualFormat, width: 80, height: 24)
        let constraints = screen.splash.buildConstraints
        screen.press(.character("3"))
        #expect(screen.splash.buildConstraints.map(ObjectIdentifier.init) == constraints.map(ObjectIdentifier.init))
    }

    @Test func keysAndNames() {
        #expect(SplashBuild.allCases.map(\.key) == ["1", "2", "3"])
        #expect(SplashBuild.allCases.map(\.name) == ["initializer", "anchors", "visual format"])
    }
}
