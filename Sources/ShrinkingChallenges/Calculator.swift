import Generators

/// An arithmetic expression of the calculator challenge.
indirect enum Expression: Equatable, CustomStringConvertible, Sendable {
    case literal(Int)
    case add(Expression, Expression)
    case divide(Expression, Expression)

    var description: String {
        switch self {
        case .literal(let value): "\(value)"
        case .add(let left, let right): "('+', \(left), \(right))"
        case .divide(let left, let right): "('/', \(left), \(right))"
        }
    }

    /// False when some division has the literal 0 as its divisor.
    var hasNoLiteralZeroDivisor: Bool {
        switch self {
        case .literal: true
        case .add(let left, let right): left.hasNoLiteralZeroDivisor && right.hasNoLiteralZeroDivisor
        case .divide(let left, let right): right != .literal(0) && left.hasNoLiteralZeroDivisor && right.hasNoLiteralZeroDivisor
        }
    }

    struct DivisionByZero: Error {}

    /// Evaluates with floor division, as Python's `//` does (wrapping on overflow, since
    /// Python's integers are unbounded and Swift's are not).
    func evaluate() throws -> Int {
        switch self {
        case .literal(let value): return value
        case .add(let left, let right): return try left.evaluate() &+ right.evaluate()
        case .divide(let left, let right):
            let dividend = try left.evaluate()
            let divisor = try right.evaluate()
            if divisor == 0 { throw DivisionByZero() }
            if dividend == .min && divisor == -1 { return .min }
            let quotient = dividend / divisor
            return (dividend % divisor != 0) && ((dividend < 0) != (divisor < 0)) ? quotient - 1 : quotient
        }
    }
}

extension Challenge {
    /// Expressions of integers, sums and quotients; after assuming no literal zero divisor,
    /// evaluation must not divide by zero.
    static let calculator: Challenge = {
        let expression = Gen<Expression>.recursive { expression in
            Gen.oneOf(
                Gen.int().map(Expression.literal),
                zip(expression, expression).map { Expression.add($0, $1) },
                zip(expression, expression).map { Expression.divide($0, $1) })
        }
        return make("calculator", expression, describe: { "\($0)" },
                    isMinimal: { $0 == .divide(.literal(0), .add(.literal(0), .literal(0))) }) { expression in
            try assume(expression.hasNoLiteralZeroDivisor)
            _ = try expression.evaluate()
        }
    }()
}
