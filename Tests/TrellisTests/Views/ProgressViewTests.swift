import Testing
@testable import Trellis

/// `ProgressView`: eighths of a cell, clamping, both styles, every width.
@MainActor
@Suite struct ProgressViewTests {
    private func screen(_ progress: Double, width: Int, style: ProgressView.Style = .default) -> (Window, ProgressView) {
        let window = Window(size: Size(width: Double(width), height: 1))
        let view = window.addFixed(ProgressView(progressViewStyle: style), 0, 0, Double(width), 1)
        view.progress = progress
        window.runLayoutCycle()
        return (window, view)
    }

    @Test("each eighth of a cell", arguments: [
        (0.0, "░░"), (0.0625, "▏░"), (0.125, "▎░"), (0.1875, "▍░"), (0.25, "▌░"), (0.3125, "▋░"), (0.375, "▊░"),
        (0.4375, "▉░"), (0.5, "█░"), (0.99, "█▉"),
    ])
    func eighths(progress: Double, expected: String) {
        #expect(canvasRow(screen(progress, width: 2).0, 0) == expected)
    }

    @Test func theBarStyleLeavesTheTrackBlankAndColoursFollowTheTint() {
        let (window, view) = screen(0.5, width: 4, style: .bar)
        #expect(canvasRow(window, 0) == "██  ")
        #expect(window.canvas[0, 0].style.foreground == window.theme.resolve(.tint))
        view.progressTintColor = .red
        view.progressViewStyle = .default
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == "██░░")
        #expect(window.canvas[0, 0].style.foreground == .red)
        #expect(window.canvas[2, 0].style.foreground == .rgb(142, 142, 147), "the track in the theme's gray")
        view.trackTintColor = .cyan
        window.runLayoutCycle()
        #expect(window.canvas[2, 0].style.foreground == .cyan)
    }

    @Test func tinyHugeAndBadValues() {
        #expect(canvasRow(screen(0.5, width: 1).0, 0) == "▌")
        let huge = canvasRow(screen(0.5, width: 1000).0, 0)
        #expect(huge == String(repeating: "█", count: 500) + String(repeating: "░", count: 500))
        let view = ProgressView()
        view.setProgress(0.25, animated: true)
        let messages = capturingDiagnostics { view.progress = .nan }
        #expect(messages == ["ProgressView: progress cannot be NaN; it stays 0.25"])
        #expect(view.progress == 0.25)
        #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1))
    }
}
