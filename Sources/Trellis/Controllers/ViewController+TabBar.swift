extension ViewController {
    /// The nearest ancestor that is a ``TabBarController``: UIKit's `tabBarController`.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let controller = ancestor {
            if let tabs = controller as? TabBarController { return tabs }
            ancestor = controller.parent
        }
        return nil
    }
}
