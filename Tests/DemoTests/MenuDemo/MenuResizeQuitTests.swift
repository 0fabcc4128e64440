import Testing
import Trellis
@testable import MenuDemo

/// The menu demo through a resize to a tiny terminal and back, then quit: no layout
/// conflict may be logged on the way (a user saw the unsatisfiable-constraints dump on
/// quitting, after a 10×3 terminal had squeezed the Profile screen's row of profiles).
@MainActor
@Suite struct MenuResizeQuitTests {
    @Test(arguments: DemoScreen.fiveSizes)
    func aTinyTerminalAndBackLogsNothing(width: Int, height: Int) {
        let screen = DemoScreen.menu(width: width, height: height)
        screen.resize(width: 10, height: 3)
        screen.resize(width: width, height: height)
        screen.press(.character("q"))
        #expect(screen.application.isQuitRequested)
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
    }

    @Test func everyTinySizeLogsNothing() {
        let screen = DemoScreen.menu(width: 80, height: 24)
        for width in 1...14 {
            for height in 1...5 {
                screen.resize(width: width, height: height)
                _ = screen.rows
            }
        }
        screen.resize(width: 80, height: 24)
        #expect(screen.rows.joined().contains("Profile"))
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
    }
}
