/// Which of the course's two builds of the menu is shown.
enum MenuBuild: Sendable, CaseIterable {
    /// "Building the Menu Screen": every item placed by its own constraints.
    case constraints
    /// "Updating Your Menu with UIStackView": the items in a stack view.
    case stackView

    /// The other build: what the build key switches to.
    var other: MenuBuild {
        self == .constraints ? .stackView : .constraints
    }

    /// The build's name on the bottom row of keys.
    var name: String {
        switch self {
        case .constraints: "constraints"
        case .stackView: "stack"
        }
    }

    /// A new menu view of this build.
    @MainActor
    func makeView() -> any MenuLayout {
        switch self {
        case .constraints: ConstraintMenuView()
        case .stackView: StackMenuView()
        }
    }
}
