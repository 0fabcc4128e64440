import CatalogDemo
import Testing
import Trellis

/// The screens of the controls: each control working by its own keys, its properties
/// changed by the screen's, and the code following.
@MainActor
@Suite struct CatalogControlScreenTests {
    @Test func switchTogglesByEnterAndByCode() throws {
        let fixture = CatalogFixture(opening: "Switch")
        let screen = try #require(fixture.top(as: SwitchScreen.self))
        #expect(screen.toggle.isFirstResponder)
        #expect(fixture.text.contains("Notifications are off"))
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.toggle.isOn)
        #expect(screen.valueChanges == 1)
        #expect(fixture.text.contains("Notifications are on"))
        #expect(fixture.text.contains("[x]") || fixture.text.contains("<x>"))
        // Set in code: no action, as in UIKit.
        fixture.type("o")
        #expect(!screen.toggle.isOn)
        #expect(screen.valueChanges == 1)
        #expect(fixture.text.contains("toggle.setOn(false, animated: false)"))
        fixture.type("e")
        #expect(!screen.toggle.isEnabled)
        fixture.screen.press(KeyEvent(.enter))
        #expect(!screen.toggle.isOn)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func sliderMovesByArrowsAndItsRangeChanges() throws {
        let fixture = CatalogFixture(opening: "Slider")
        let screen = try #require(fixture.top(as: SliderScreen.self))
        #expect(screen.slider.isFirstResponder)
        fixture.screen.press(KeyEvent(.right))
        #expect(screen.slider.value == 55)
        #expect(fixture.text.contains("value: 55"))
        fixture.screen.press(KeyEvent(.end))
        #expect(fixture.text.contains("value: 100"))
        fixture.type("r")
        #expect(screen.slider.minimumValue == 0 && screen.slider.maximumValue == 1)
        #expect(fixture.text.contains("r  range: 0...1"))
        fixture.type("r")
        #expect(screen.slider.minimumValue == -10 && screen.slider.maximumValue == 10)
        fixture.type("c")
        #expect(!screen.slider.isContinuous)
        #expect(fixture.text.contains("slider.isContinuous = false"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func stepperStepsAndWraps() throws {
        let fixture = CatalogFixture(opening: "Stepper")
        let screen = try #require(fixture.top(as: StepperScreen.self))
        #expect(screen.stepper.isFirstResponder)
        fixture.screen.press(KeyEvent(.right))
        #expect(screen.stepper.value == 3)
        #expect(fixture.text.contains("Guests: 3"))
        fixture.type("s")
        #expect(screen.stepper.stepValue == 2)
        fixture.type("+")
        #expect(screen.stepper.value == 5)
        fixture.type("w")
        #expect(screen.stepper.wraps)
        fixture.type("sa")
        #expect(screen.stepper.stepValue == 5)
        #expect(!screen.stepper.autorepeat)
        #expect(fixture.text.contains("stepper.autorepeat = false"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func segmentedControlSelectsAndGrows() throws {
        let fixture = CatalogFixture(opening: "SegmentedControl")
        let screen = try #require(fixture.top(as: SegmentedControlScreen.self))
        #expect(screen.segments.isFirstResponder)
        fixture.screen.press(KeyEvent(.right))
        #expect(screen.segments.selectedSegmentIndex == 1)
        #expect(fixture.text.contains("Showing: Week"))
        fixture.type("+")
        #expect(screen.segments.numberOfSegments == 4)
        #expect(fixture.text.contains("Year"))
        fixture.type("++")
        #expect(screen.segments.numberOfSegments == 5)
        fixture.type("---")
        #expect(screen.segments.numberOfSegments == 3)
        fixture.type("p")
        #expect(screen.segments.apportionsSegmentWidthsByContent)
        fixture.type("m")
        #expect(screen.segments.isMomentary)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func pageControlPagesAndCounts() throws {
        let fixture = CatalogFixture(opening: "PageControl")
        let screen = try #require(fixture.top(as: PageControlScreen.self))
        #expect(screen.pages.isFirstResponder)
        fixture.screen.press(KeyEvent(.right), KeyEvent(.right))
        #expect(screen.pages.currentPage == 2)
        #expect(fixture.text.contains("Page 3 of 5"))
        #expect(fixture.text.contains("○ ○ ●"))
        fixture.type("-")
        #expect(screen.pages.numberOfPages == 4)
        fixture.type("h")
        #expect(screen.pages.hidesForSinglePage)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func progressViewFillsInTenthsAndSwitchesStyle() throws {
        let fixture = CatalogFixture(opening: "ProgressView")
        let screen = try #require(fixture.top(as: ProgressViewScreen.self))
        #expect(fixture.text.contains("+ -  progress: 37 %"))
        #expect(fixture.text.contains("█"))
        fixture.type("+++++++")
        #expect(screen.progressView.progress == 1)
        #expect(fixture.text.contains("progress: 100 %"))
        #expect(!fixture.text.contains("░"))
        fixture.type("----------")
        #expect(screen.progressView.progress == 0)
        fixture.type("s")
        #expect(screen.progressView.progressViewStyle == .bar)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    /// `o` starts a Foundation `Progress` that a timer completes, a unit every quarter of
    /// a second; the bar and its value follow it, and nothing keeps a timer once it is
    /// done or the screen is left.
    @Test func progressViewFollowsAnObservedTask() throws {
        let fixture = CatalogFixture(opening: "ProgressView")
        let screen = try #require(fixture.top(as: ProgressViewScreen.self))
        #expect(fixture.text.contains("o  observedProgress: nil"))
        #expect(fixture.screen.application.nextTimerDeadline == nil)
        fixture.type("o")
        #expect(fixture.text.contains("o  observedProgress: a task of 20 units"))
        #expect(fixture.text.contains("progressView.observedProgress = Progress(totalUnitCount: 20)"))
        #expect(screen.progressView.progress == 0, "the new task's fraction, read at once")
        #expect(!fixture.text.contains("█"))
        fixture.screen.wait(2.6)
        #expect(screen.task?.completedUnitCount == 10)
        #expect(screen.progressView.progress == 0.5)
        #expect(fixture.text.contains("+ -  progress: 50 %"), "the value follows the bar")
        let bar = try #require(fixture.screen.rows.first { $0.contains("█") })
        #expect(bar.filter { $0 == "█" }.count == 38, "half of the 76 cells: \(bar)")
        fixture.screen.wait(3)
        #expect(screen.progressView.progress == 1)
        #expect(fixture.text.contains("progress: 100 %"))
        #expect(fixture.screen.application.nextTimerDeadline == nil, "done: no timer left")
        fixture.type("o")
        #expect(fixture.text.contains("o  observedProgress: nil"))
        fixture.type("o")
        fixture.screen.wait(0.5)
        #expect(fixture.screen.application.nextTimerDeadline != nil)
        fixture.screen.press(KeyEvent(.escape))
        #expect(fixture.screen.application.nextTimerDeadline == nil, "leaving the screen stops the task")
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func activityIndicatorTurnsOnTheClockAndStops() throws {
        let fixture = CatalogFixture(opening: "ActivityIndicatorView")
        let screen = try #require(fixture.top(as: ActivityIndicatorScreen.self))
        #expect(screen.spinner.isAnimating)
        let first = fixture.screen.rows[2]
        fixture.screen.wait(0.1)
        #expect(fixture.screen.rows[2] != first)
        fixture.type("s")
        #expect(!screen.spinner.isAnimating)
        #expect(fixture.text.contains("spinner.stopAnimating()"))
        fixture.type("h")
        #expect(!screen.spinner.hidesWhenStopped)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func buttonConfigurationsStepThroughTheEightLooks() throws {
        let fixture = CatalogFixture(opening: "Button configurations")
        let screen = try #require(fixture.top(as: ButtonConfigurationScreen.self))
        #expect(fixture.text.contains("Button.Configuration.bordered()"))
        fixture.type("l")
        #expect(fixture.text.contains("Button.Configuration.filled()"))
        fixture.type("s")
        #expect(fixture.text.contains("to the cloud"))
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.presses == 1)
        #expect(fixture.text.contains("button.changesSelectionAsPrimaryAction = false"))
        fixture.type("c")
        #expect(screen.button.changesSelectionAsPrimaryAction)
        #expect(fixture.text.contains("button.changesSelectionAsPrimaryAction = true"))
        #expect(fixture.text.contains("(isSelected: false)"))
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.button.isSelected)
        // The press alone updates the list: no other key is needed.
        #expect(fixture.text.contains("(isSelected: true)"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func tintColorRetintsTheStackAndDimsIt() throws {
        let fixture = CatalogFixture(opening: "tintColor")
        let screen = try #require(fixture.top(as: TintScreen.self))
        _ = fixture.screen.rows
        let track = screen.slider.convert(Point(x: 0, y: 0), to: nil)
        func trackColour() -> Color {
            _ = fixture.screen.rows
            return fixture.screen.window.canvas[Int(track.x), Int(track.y)].style.foreground
        }
        let inherited = trackColour()
        #expect(screen.slider.tintColor == .tint)
        #expect(inherited == fixture.screen.window.theme.resolve(.tint), "the default tint as the theme draws it")
        fixture.type("t")
        #expect(screen.slider.tintColor == .red)
        #expect(screen.progressView.tintColor == .red)
        #expect(trackColour() == .red)
        #expect(fixture.text.contains("stack.tintColor = .red"))
        // The list says the mode set, as the code does, and the mode it reads as.
        #expect(fixture.text.contains("a  tintAdjustmentMode: .automatic (reads .normal)"))
        #expect(fixture.text.contains("stack.tintAdjustmentMode = .automatic"))
        fixture.type("a")
        #expect(screen.slider.tintAdjustmentMode == .dimmed)
        #expect(fixture.text.contains("a  tintAdjustmentMode: .dimmed (reads .dimmed)"))
        #expect(fixture.text.contains("stack.tintAdjustmentMode = .dimmed"))
        #expect(trackColour() != .red)
        fixture.type("a")
        #expect(trackColour() == .red)
        fixture.type("ttt")
        #expect(trackColour() == inherited)
        #expect(fixture.screen.diagnostics.isEmpty)
    }
}
