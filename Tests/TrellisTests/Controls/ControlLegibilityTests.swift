import LegibilityCheck
import Testing
@testable import Trellis

/// Every control in every state, read at every colour depth, dark and light, with the
/// check the demos and apps pass: every cell of text at 3:1 on its own background,
/// reverse video as the terminal shows it.
@MainActor
@Suite struct ControlLegibilityTests {
    /// A window of every control: a classic button, one button of each configured look,
    /// a switch that is on, a slider, a stepper, a segmented control with a selection, a
    /// page control, a progress bar, a turning spinner, and text fields with text and with
    /// a placeholder; all in one container, which can be dimmed.
    private func gallery(_ theme: Theme) -> (Application, View, [Control]) {
        let application = makeApplication(width: 30, height: 20)
        application.window.theme = theme
        let container = application.window.addFixed(View(), 0, 0, 30, 20)
        var controls: [Control] = []
        func add<V: View>(_ view: V, _ width: Double) -> V {
            let placed = container.addFixed(view, 0, Double(container.subviews.count), width, 1)
            if let control = placed as? Control { controls.append(control) }
            return placed
        }
        _ = add(Button(title: "Classic"), 11)
        let looks: [(String, Button.Configuration)] = [
            ("plain", .plain()), ("borderless", .borderless()), ("gray", .gray()), ("bordered", .bordered()),
            ("filled", .filled()), ("prominent", .borderedProminent()), ("tinted", .tinted()),
            ("borderedTinted", .borderedTinted()),
        ]
        for (title, look) in looks {
            var configuration = look
            configuration.title = title
            configuration.subtitle = nil
            _ = add(Button(configuration: configuration), 20)
        }
        add(Switch(), 3).isOn = true
        add(Slider(), 20).value = 0.5
        _ = add(Stepper(), 5)
        add(SegmentedControl(items: ["One", "Two"]), 13).selectedSegmentIndex = 0
        add(PageControl(), 7).numberOfPages = 3
        add(ProgressView(), 20).progress = 0.5
        add(ActivityIndicatorView(), 1).startAnimating()
        add(TextField(), 20).text = "typed"
        _ = add(TextField(placeholder: "Placeholder"), 20)
        application.window.runLayoutCycle()
        return (application, container, controls)
    }

    private func check(_ application: Application, _ theme: Theme, _ state: String) {
        application.window.runLayoutCycle()
        #expect(Legibility.problems(in: application.window, theme: theme) == [], "\(state) in \(theme)")
    }

    @Test(arguments: Legibility.themes)
    func everyControlInEveryStateIsLegible(theme: Theme) {
        let (application, container, controls) = gallery(theme)
        check(application, theme, "at rest")
        #expect(application.window.canvas.renderedText().contains("Classic"))
        for control in controls {
            _ = control.becomeFirstResponder()
            check(application, theme, "\(type(of: control)) focused")
        }
        for control in controls { control.isHighlighted = true }
        check(application, theme, "pressed")
        for control in controls {
            control.isHighlighted = false
            control.isSelected = true
        }
        check(application, theme, "selected")
        container.tintAdjustmentMode = .dimmed
        check(application, theme, "dimmed")
        container.tintAdjustmentMode = .automatic
        for control in controls { control.isEnabled = false }
        check(application, theme, "disabled")
    }
}
