import Testing
import Trellis
@testable import VennDemo

/// The Venn diagram in terminals too small for the course's sizes: drawn smaller, with
/// the course's proportions, until the buttons themselves no longer fit.
@MainActor
@Suite struct VennScalingTests {
    /// The sizes a user found showing "Too small" although there was room for a diagram,
    /// and a few more down to the smallest that still has one.
    @Test(arguments: [(120, 20), (80, 21), (60, 18), (40, 12), (36, 8)])
    func aSmallTerminalShowsASmallerDiagram(columns: Int, rows: Int) {
        for weight in VennWeight.allCases {
            let (screen, controller) = vennScreen(width: columns, height: rows, weight: weight)
            let frames = controller.frames
            #expect(!controller.screen.vennDiagram.isHidden, "\(columns)×\(rows) \(weight)")
            #expect(controller.screen.tooSmallLabel.isHidden)
            #expect(controller.screen.scale < 1)
            #expect(!screen.paintedCells.isEmpty)
            // The course's relationships hold at the smaller scale.
            #expect(frames.left.width == 2 * frames.left.height)
            #expect(frames.right.width == 2 * frames.right.height)
            #expect(frames.left.height >= 1 && frames.right.height >= 1)
            #expect(frames.diagram.minY == PointScale.rows(20, scale: controller.screen.scale))
            #expect(frames.buttons[0].minY - frames.diagram.maxY >= 1)
            #expect(frames.buttons == VennLayoutTests.buttonFrames(columns: columns, row: Double(rows - 2))
                    || ![80, 120, 200, 40, 20].contains(columns))
            #expect(frames.diagram.minX >= 1 && frames.diagram.maxX <= Double(columns) - 1)
            for view in controller.allViews { #expect(!view.hasAmbiguousLayout, "\(view)") }
            #expect(screen.diagnostics.isEmpty)
        }
    }

    @Test func theCourseSizeWheneverThereIsRoom() {
        for (columns, rows) in [(80, 24), (120, 40), (200, 60), (56, 22)] {
            let (_, controller) = vennScreen(width: columns, height: rows)
            #expect(controller.screen.scale == 1, "\(columns)×\(rows)")
            #expect(!controller.screen.vennDiagram.isHidden)
        }
    }

    @Test func theDiagramShrinksStepByStepAsTheTerminalDoes() {
        let (screen, controller) = vennScreen(width: 80, height: 24)
        var previous = controller.screen.scale
        for rows in stride(from: 24, through: 7, by: -1) {
            screen.resize(width: 80, height: rows)
            #expect(controller.screen.scale <= previous)
            previous = controller.screen.scale
            #expect(!controller.screen.vennDiagram.isHidden, "80×\(rows)")
        }
        screen.resize(width: 80, height: 24)
        #expect(controller.screen.scale == 1)
        #expect(screen.diagnostics.isEmpty)
    }

    @Test func theNoteOnlyWhenTheButtonsNoLongerFitOrNoDiagramDoes() {
        let (narrow, narrowController) = vennScreen(width: 30, height: 20)
        #expect(narrowController.screen.vennDiagram.isHidden)
        #expect(!narrowController.screen.tooSmallLabel.isHidden)
        #expect(narrow.paintedCells.isEmpty)
        let (flat, flatController) = vennScreen(width: 80, height: 5)
        #expect(flatController.screen.vennDiagram.isHidden)
        #expect(!flatController.screen.tooSmallLabel.isHidden)
        #expect(flat.diagnostics.isEmpty)
    }

    @Test func theScaleDependsOnTheTerminalAndThePaneOnly() {
        let (screen, controller) = vennScreen(width: 90, height: 20)
        screen.press(.character("p"))
        let withPane = controller.frames
        let scale = controller.screen.scale
        let (fresh, freshController) = vennScreen(width: 90, height: 20, showingLog: true)
        #expect(freshController.screen.scale == scale)
        #expect(freshController.frames == withPane)
        screen.press(.character("p"))
        #expect(controller.screen.scale == vennScreen(width: 90, height: 20).1.screen.scale)
        #expect(fresh.diagnostics.isEmpty && screen.diagnostics.isEmpty)
    }
}
