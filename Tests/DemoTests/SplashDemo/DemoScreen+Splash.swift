import Trellis
@testable import SplashDemo

/// What the splash screen's tests read from a ``DemoScreen``.
extension DemoScreen {
    /// A screen of the splash demo showing `build`.
    convenience init(splash build: SplashBuild = .initializer, width: Int, height: Int) {
        self.init(SplashViewController(build: build), width: width, height: height)
    }

    /// The splash screen's controller.
    var splash: SplashViewController {
        // Every DemoScreen these tests make shows a splash screen.
        controller as! SplashViewController
    }

    /// The smallest rectangle holding every cell that shows something above the bar of keys,
    /// or nil when nothing does.
    var inkBounds: Rect? {
        let canvas = window.canvas
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<max(canvas.height - 1, 0) {
            for x in 0..<canvas.width where canvas[x, y].character.map({ $0 != " " }) ?? true {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// Whether any view of the screen could take another frame under its constraints.
    var hasAmbiguousLayout: Bool {
        [splash.view, splash.contentView, splash.discoverabilityBar, splash.logo].contains { $0.hasAmbiguousLayout }
    }
}
