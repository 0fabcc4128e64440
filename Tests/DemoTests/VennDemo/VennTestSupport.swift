import Trellis
@testable import VennDemo

/// The terminal sizes every demo is checked at.
let demoSizes: [(width: Int, height: Int)] = [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6)]

/// The Venn demo on a headless terminal, with the weight and the log pane as asked and any
/// animation run to its end.
@MainActor
func vennScreen(width: Int, height: Int, weight: VennWeight = .left,
                showingLog: Bool = false) -> (DemoScreen, VennViewController) {
    let controller = VennViewController()
    let screen = DemoScreen(controller, width: width, height: height)
    if showingLog { screen.press(.character("p")) }
    if weight != controller.weight {
        screen.press(.character(weight.key))
        screen.wait(1)
    }
    return (screen, controller)
}

extension VennWeight {
    /// The key that sets the weight.
    var key: Character {
        switch self {
        case .left: "l"
        case .balanced: "b"
        case .right: "r"
        }
    }
}

/// Where the views are: the diagram in the screen, the circles in the diagram, the
/// screen and the pane in the content view, the buttons in the screen.
struct VennFrames: Equatable, CustomStringConvertible {
    var screen: Rect
    var pane: Rect
    var diagram: Rect
    var left: Rect
    var right: Rect
    var buttons: [Rect]

    var description: String {
        "screen \(screen), pane \(pane), diagram \(diagram), left \(left), right \(right), buttons \(buttons)"
    }
}

@MainActor
extension VennViewController {
    var frames: VennFrames {
        VennFrames(screen: screen.frame, pane: logView.frame, diagram: screen.vennDiagram.frame,
                   left: screen.leftCircle.frame, right: screen.rightCircle.frame,
                   buttons: [screen.leftButton.frame, screen.balancedButton.frame, screen.rightButton.frame])
    }

    /// Every view of the demo, for the checks that concern them all.
    var allViews: [View] {
        [view, contentView, discoverabilityBar, screen, screen.vennDiagram, screen.vennDiagram.backgroundView,
         screen.leftCircle, screen.rightCircle, screen.leftButton, screen.balancedButton, screen.rightButton,
         screen.tooSmallLabel, logView]
    }

    /// A circle's frame in window coordinates.
    func windowFrame(of view: View) -> Rect {
        view.superview?.convert(view.frame, to: nil) ?? view.frame
    }
}

/// A cell of the screen: column and row.
struct CellPosition: Hashable {
    let x: Int
    let y: Int
}

@MainActor
extension DemoScreen {
    /// The cells a circle painted: full and half blocks and the overlap's shade.
    var paintedCells: Set<CellPosition> {
        _ = rows
        var cells: Set<CellPosition> = []
        for y in 0..<window.canvas.height {
            for x in 0..<window.canvas.width where "█▓▀▄".contains(window.canvas[x, y].character ?? " ") {
                cells.insert(CellPosition(x: x, y: y))
            }
        }
        return cells
    }

    /// The rows of text `view` covers, cut to its columns, after a layout cycle (or, with
    /// `asDrawn`, as the last cycle left them).
    func rows(of view: View, asDrawn: Bool = false) -> [String] {
        let frame = (view.superview?.convert(view.frame, to: nil) ?? view.frame).rounded()
        let all = asDrawn
            ? window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            : rows
        return (Int(frame.minY)..<Int(frame.maxY)).map { row in
            let characters = Array(all[row])
            let end = Swift.min(Int(frame.maxX), characters.count)
            let start = Swift.min(Int(frame.minX), end)
            return String(characters[start..<end])
        }
    }

    /// The cells showing `character`.
    func cells(showing character: Character) -> Set<CellPosition> {
        _ = rows
        var cells: Set<CellPosition> = []
        for y in 0..<window.canvas.height {
            for x in 0..<window.canvas.width where window.canvas[x, y].character == character {
                cells.insert(CellPosition(x: x, y: y))
            }
        }
        return cells
    }
}

/// The smallest rect of whole cells holding `cells`.
func boundingRect(_ cells: Set<CellPosition>) -> Rect? {
    guard let minX = cells.map(\.x).min(), let maxX = cells.map(\.x).max(),
          let minY = cells.map(\.y).min(), let maxY = cells.map(\.y).max() else { return nil }
    return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
}
