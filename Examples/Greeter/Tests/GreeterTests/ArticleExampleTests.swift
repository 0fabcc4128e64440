import Testing
import Trellis
@testable import Greeter

@MainActor
@Test func greetsAdaByName() throws {
    let app = HeadlessApp(rootViewController: GreeterViewController(), width: 30, height: 11)
    app.type("Ada")                    // the name field has the focus from the start
    try app.click(onText: "Greet")
    #expect(app.rows[9] == "          Hello, Ada!")
    #expect(app.diagnostics.isEmpty)   // no conflicting constraints
}
