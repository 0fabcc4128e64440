import Trellis
@testable import MenuDemo

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
}
