import Trellis
@testable import MenuDemo

/// The five terminal sizes issue 7 asks every demo to be right at.
let demoSizes: [(width: Int, height: Int)] = [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6)]

extension DemoScreen {
    /// The menu demo on a headless terminal of `width` × `height`.
    static func menu(width: Int, height: Int) -> DemoScreen {
        DemoScreen(MenuDemoViewController(), width: width, height: height)
    }

    /// The demo's root controller.
    var menuDemo: MenuDemoViewController {
        controller as! MenuDemoViewController
    }

    /// `view`'s frame in window coordinates, after a layout cycle.
    func windowFrame(of view: View) -> Rect {
        _ = rows
        return view.convert(view.bounds, to: nil)
    }

    /// The screen without its hint line.
    var contentRows: [String] {
        Array(rows.dropLast())
    }
}
