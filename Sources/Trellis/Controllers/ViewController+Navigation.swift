extension ViewController {
    /// The nearest navigation controller this controller is in (itself not included):
    /// UIKit's `navigationController`.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let controller = ancestor {
            if let navigation = controller as? NavigationController { return navigation }
            ancestor = controller.parent
        }
        return nil
    }

    /// Takes the controller out of its parent's children without calling
    /// ``didMove(toParent:)``, which a container calls later, when its transition ends.
    func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
