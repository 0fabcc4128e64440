import Foundation
import Testing

/// The DocC article "Testing an app headless" shows a test of `Examples/Greeter`, which
/// that package runs (`swift test --package-path Examples/Greeter`); the article's copy
/// must be that test word for word, so the example a reader pastes is one that passes.
@Suite struct TestingHeadlessArticleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArticlesExampleIsTheGreeterTestThatRuns() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/Trellis/Trellis.docc/TestingHeadless.md"),
                                 encoding: .utf8)
        let test = try String(contentsOf: Self.root.appendingPathComponent(
            "Examples/Greeter/Tests/GreeterTests/ArticleExampleTests.swift"), encoding: .utf8)
        let start = try #require(article.range(of: "```swift\n"))
        let end = try #require(article.range(of: "```\n", range: start.upperBound..<article.endIndex))
        #expect(String(article[start.upperBound..<end.lowerBound]) == test)
    }
}
