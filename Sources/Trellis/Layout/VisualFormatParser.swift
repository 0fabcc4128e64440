/// Reads a visual format string into a ``VisualFormat``, following the grammar of UIKit's
/// visual format language, and throws a ``VisualFormatError`` at the first character it
/// cannot accept.
///
/// Deviations from UIKit's parser: whitespace is not allowed anywhere (UIKit tolerates it
/// in places); a name that is both a metric and a view is read as the metric; a priority
/// must be 1…1000 and a size must not be negative, which UIKit only checks later.
@MainActor
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: [String: any LayoutItem]
    private var position = 0

    init(format: String, metrics: [String: Double], views: [String: any LayoutItem]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// The whole string: `(H:|V:)? (|connection)? view (connection view)* (connection|)?`.
    mutating func parse() throws -> VisualFormat {
        var result = VisualFormat()
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": result.axis = .horizontal
            case "V": result.axis = .vertical
            default: throw error(at: 0, "the orientation must be 'H:' or 'V:'")
            }
            position = 2
        }
        if peek == "|" {
            let column = position
            position += 1
            guard !isAtEnd else { throw error("expected '-' or '[' after '|'") }
            if peek == "|" { throw error("'|' cannot follow '|'") }
            result.leadingSuperview = VisualFormat.SuperviewEdge(column: column, connection: try parseConnection(afterSuperview: true))
        }
        guard !isAtEnd else { throw error("expected a view, such as '[name]'") }
        result.elements.append(try parseElement())
        while !isAtEnd {
            let connection = try parseConnection(afterSuperview: false)
            if peek == "|" {
                let column = position
                result.trailingSuperview = VisualFormat.SuperviewEdge(column: column, connection: connection)
                position += 1
                guard isAtEnd else { throw error(at: column, "'|' (the superview) can only be at the start or the end") }
                break
            }
            result.connections.append(connection)
            result.elements.append(try parseElement())
        }
        return result
    }

    // MARK: - Views

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseElement() throws -> VisualFormat.Element {
        guard peek == "[" else {
            if isAtEnd { throw error("expected a view, such as '[name]'") }
            throw error("expected '[' to start a view, found '\(characters[position])'")
        }
        position += 1
        let nameColumn = position
        guard let name = parseIdentifier() else { throw error("expected a view name after '['") }
        guard let item = views[name] else { throw error(at: nameColumn, "unknown view name '\(name)'; it is not a key of views") }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" {
            predicates = try parseParenthesisedList(allowingViews: true)
            for predicate in predicates {
                if case .constant(let value) = predicate.object, value < 0 {
                    throw error(at: predicate.column, "a view's size cannot be negative")
                }
            }
        }
        guard peek == "]" else {
            if isAtEnd { throw error("expected ']' to close '[\(name)'") }
            throw error(predicates.isEmpty ? "expected '(' or ']' after the view name" : "expected ']' after the predicates")
        }
        position += 1
        return VisualFormat.Element(item: item, name: name, sizePredicates: predicates)
    }

    // MARK: - Connections

    /// Nothing (before `[` or, after a view, `|`), a lone `-`, or `-predicates-`.
    private mutating func parseConnection(afterSuperview: Bool) throws -> VisualFormat.Connection {
        switch peek {
        case "[":
            return .flush
        case "|" where !afterSuperview:
            return .flush
        case "-":
            position += 1
            if peek == "[" || peek == "|" { return .standard }
            if isAtEnd { throw error("expected a view or '|' after '-'") }
            let predicates: [VisualFormat.Predicate]
            if peek == "(" {
                predicates = try parseParenthesisedList(allowingViews: false)
            } else {
                predicates = [try parseSimplePredicate()]
            }
            guard peek == "-" else { throw error("expected '-' after the spacing") }
            position += 1
            guard peek == "[" || peek == "|" else {
                if isAtEnd { throw error("expected a view or '|' after the spacing") }
                throw error("expected '[' or '|' after the spacing, found '\(characters[position])'")
            }
            return .spacing(predicates)
        default:
            if isAtEnd { throw error("expected a view after '|'") }
            throw error(afterSuperview
                ? "expected '-' or '[' after '|', found '\(characters[position])'"
                : "expected '-', '[' or '|' after a view, found '\(characters[position])'")
        }
    }

    // MARK: - Predicates

    /// `20` or `metric`, between hyphens.
    private mutating func parseSimplePredicate() throws -> VisualFormat.Predicate {
        let column = position
        if let value = try parseNumber(signed: false) {
            return VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required, column: column)
        }
        if let name = parseIdentifier() {
            return VisualFormat.Predicate(
                relation: .equal, object: .constant(try metric(name, at: column, allowingViews: false)),
                priority: .required, column: column)
        }
        throw error("expected a number, a metric name or '(' after '-'")
    }

    /// `( predicate (, predicate)* )`.
    private mutating func parseParenthesisedList(allowingViews: Bool) throws -> [VisualFormat.Predicate] {
        position += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
            if peek == "," {
                position += 1
                continue
            }
            if peek == ")" {
                position += 1
                return predicates
            }
            if isAtEnd { throw error("expected ')' to close the predicate list") }
            throw error("expected ',' or ')' after a predicate, found '\(characters[position])'")
        }
    }

    /// `(== | <= | >=)? (number | metric | view) (@ priority)?`.
    private mutating func parsePredicate(allowingViews: Bool) throws -> VisualFormat.Predicate {
        var relation = LayoutRelation.equal
        if let first = peek, "=<>".contains(first) {
            guard position + 1 < characters.count, characters[position + 1] == "=" else {
                throw error("'\(first)' is not a relation; use '==', '<=' or '>='")
            }
            relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
            position += 2
        }
        let column = position
        let object: VisualFormat.Predicate.Object
        if let value = try parseNumber(signed: true) {
            object = .constant(value)
        } else if let name = parseIdentifier() {
            if metrics[name] == nil, let item = views[name] {
                guard allowingViews else { throw error(at: column, "a spacing cannot be related to the view '\(name)'") }
                object = .item(item)
            } else {
                object = .constant(try metric(name, at: column, allowingViews: allowingViews))
            }
        } else {
            if isAtEnd { throw error("expected a number, a metric or a view name") }
            throw error("expected a number, a metric or a view name, found '\(characters[position])'")
        }
        var priority = LayoutPriority.required
        if peek == "@" {
            position += 1
            let priorityColumn = position
            let value: Double
            if let number = try parseNumber(signed: true) {
                value = number
            } else if let name = parseIdentifier() {
                value = try metric(name, at: priorityColumn, allowingViews: false)
            } else {
                throw error("expected a priority (a number or a metric) after '@'")
            }
            guard value >= 1, value <= 1000 else {
                throw error(at: priorityColumn, "the priority \(LayoutPriority(value)) is not between 1 and 1000")
            }
            priority = LayoutPriority(value)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, column: column)
    }

    /// The value of a metric name, or an error naming it.
    private func metric(_ name: String, at column: Int, allowingViews: Bool) throws -> Double {
        guard let value = metrics[name] else {
            throw error(at: column, allowingViews
                ? "unknown name '\(name)'; it is neither a key of metrics nor of views"
                : "unknown metric '\(name)'; it is not a key of metrics")
        }
        guard value.isFinite else { throw error(at: column, "the metric '\(name)' is not a finite number") }
        return value
    }

    // MARK: - Tokens

    private var isAtEnd: Bool { position >= characters.count }

    private var peek: Character? { isAtEnd ? nil : characters[position] }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or nil (consuming nothing) when no name starts here.
    private mutating func parseIdentifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = position
        while let next = peek, next.isASCII, next.isLetter || next.isNumber || next == "_" {
            position += 1
        }
        return String(characters[start..<position])
    }

    /// A decimal number in the style of `strtod`: an optional sign (only where `signed`),
    /// digits with an optional fraction, an optional exponent. Nil, consuming nothing, when
    /// no number starts here.
    private mutating func parseNumber(signed: Bool) throws -> Double? {
        let start = position
        var end = position
        func isDigit(_ index: Int) -> Bool { index < characters.count && characters[index].isASCII && characters[index].isNumber }
        if signed, end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
        let digitsStart = end
        while isDigit(end) { end += 1 }
        var digitCount = end - digitsStart
        if end < characters.count, characters[end] == "." {
            end += 1
            let fractionStart = end
            while isDigit(end) { end += 1 }
            digitCount += end - fractionStart
        }
        guard digitCount > 0 else {
            if end > start, signed, digitsStart > start {
                position = digitsStart
                throw error("expected digits after the sign")
            }
            return nil
        }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponentEnd = end + 1
            if exponentEnd < characters.count, characters[exponentEnd] == "+" || characters[exponentEnd] == "-" { exponentEnd += 1 }
            if isDigit(exponentEnd) {
                while isDigit(exponentEnd) { exponentEnd += 1 }
                end = exponentEnd
            }
        }
        guard let value = Double(String(characters[start..<end])), value.isFinite else {
            throw error(at: start, "'\(String(characters[start..<end]))' is not a usable number")
        }
        position = end
        return value
    }

    private func error(_ reason: String) -> VisualFormatError {
        error(at: position, reason)
    }

    private func error(at column: Int, _ reason: String) -> VisualFormatError {
        VisualFormatError(format: format, column: column, reason: reason)
    }
}
