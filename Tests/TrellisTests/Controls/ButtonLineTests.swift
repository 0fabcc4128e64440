import Testing
@testable import Trellis

/// The line a button draws, which it keeps for the last two widths and bracket styles it
/// drew (a window resized back and forth draws two widths in turn).
@MainActor
@Suite struct ButtonLineTests {
    @Test func linesAtTwoWidthsInTurnAndAfterANewTitle() {
        let button = Button(title: "OK")
        for _ in 0..<2 {
            #expect(button.line(width: 8, state: []) == "[  OK  ]")
            #expect(button.line(width: 10, state: []) == "[   OK   ]")
        }
        #expect(button.line(width: 8, state: .focused) == "<  OK  >")
        #expect(button.line(width: 10, state: []) == "[   OK   ]")
        #expect(button.line(width: 8, state: [.focused, .disabled]) == "[  OK  ]")
        button.title = "Yes"
        #expect(button.line(width: 10, state: []) == "[  Yes   ]")
        #expect(button.line(width: 8, state: []) == "[ Yes  ]")
        #expect(button.line(width: 3, state: []) == "Yes")
    }
}
