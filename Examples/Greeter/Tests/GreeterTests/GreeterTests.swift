import Testing
import Trellis
@testable import Greeter

/// The Greeter screen, driven as a user would through `HeadlessApp`.
@MainActor
@Suite struct GreeterTests {
    @Test func showsThePromptCentred() {
        let app = HeadlessApp(rootViewController: GreeterViewController(), width: 30, height: 11)
        #expect(app.rows == [
            "",
            "",
            "      What is your name?",
            "",
            "     ┌──────────────────┐",
            "     │ name             │",
            "     └──────────────────┘",
            "",
            "           [ Greet ]",
            "",
            "",
        ])
    }

    @Test func greetsByNameOnEnter() {
        let app = HeadlessApp(rootViewController: GreeterViewController(), width: 30, height: 11)
        app.type("Ada\n")   // the field has the focus from the start
        #expect(app.locate("Hello, Ada!") != nil)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func greetsByName() throws {
        let app = HeadlessApp(rootViewController: GreeterViewController(), width: 30, height: 11)
        app.type("Ada")
        try app.click(onText: "Greet")
        #expect(app.rows[9] == "          Hello, Ada!")
        #expect(app.diagnostics.isEmpty)   // no conflicting constraints
    }

    @Test func greetsByNameOnAClick() throws {
        let app = HeadlessApp(rootViewController: GreeterViewController(), width: 30, height: 11)
        app.type("Grace")
        try app.click(onText: "Greet")
        #expect(app.rows[9] == "         Hello, Grace!")
        #expect(app.rows[7] == "           < Greet >")   // the clicked button has the focus
    }

    @Test func asksAgainWhenNoNameWasTyped() throws {
        let app = HeadlessApp(rootViewController: GreeterViewController(), width: 30, height: 11)
        try app.click(onText: "Greet")
        #expect(app.locate("Who is there?") != nil)
    }

    @Test(arguments: [(1, 1), (10, 3), (16, 9), (200, 60)])
    func laysOutAtAnySizeWithoutConflicts(width: Int, height: Int) {
        let app = HeadlessApp(rootViewController: GreeterViewController(), width: width, height: height)
        app.type("Ada\n")
        app.resize(width: height, height: width)
        #expect(app.rows.count == width)
        #expect(app.rows.allSatisfy { $0.count <= height })
        #expect(app.diagnostics.isEmpty)
    }
}
