/// A variable of a `Solver` (a view's left, top, width or height in the Auto Layout
/// layer). Only meaningful for the solver that made it.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    let symbol: SymbolID

    /// The variable's dense id in its solver (creation order).
    public var id: Int { Int(symbol) }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.symbol < rhs.symbol }
    public var description: String { "v\(symbol)" }
}

/// `coefficient * variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient * variable + constant`.
public struct LinearExpression: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// Evaluates the expression with `value(of:)` giving each variable's value.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1) * rhs
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }
    /// `self` plus a constant (for non-literal values; literals convert implicitly).
    public func adding(_ value: Double) -> LinearExpression {
        LinearExpression(terms, constant: constant + value)
    }
    public static prefix func - (operand: LinearExpression) -> LinearExpression { (-1) * operand }
}

public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }

/// The relation of a constraint.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// `lhs (<= | == | >=) rhs` at a priority. Stored as `expression (op) 0` with
/// `expression = lhs - rhs`.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = 0,
                priority: Priority = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression = 0,
                priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
    }

    /// How far the constraint is from holding at the given values (0 when it holds).
    public func violation(_ value: (Variable) -> Double) -> Double {
        let e = expression.evaluate(value)
        switch relation {
        case .equal: return abs(e)
        case .greaterThanOrEqual: return max(0, -e)
        case .lessThanOrEqual: return max(0, e)
        }
    }

    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation.rawValue) 0 @\(priority)"
    }
}
