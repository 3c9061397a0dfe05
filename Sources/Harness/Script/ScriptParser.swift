import Foundation

/// Reads a touch script back from the text failures print (`Step.description`, one step
/// a line, optionally numbered `3. down #0 (120, 80) @0.00`), so a counterexample can be
/// edited by hand and run again. It knows steps, points, times and numbers, not
/// controls: lines before the first step that are not steps are handed back as headers
/// for the caller to read (a control's geometry, `track 200x48`), and `key: value`
/// lines as directives (`property: L1`).
///
/// Grammar, one item a line (blank lines and lines starting with `#` are skipped):
///
///     directive := key ":" value                      (before the first step)
///     step      := [n "."] finger | clock | environment
///     finger    := ("down" | "move" | "stay" | "up" | "cancel") "#" int "(" number "," number ")" "@" number
///                  ["taps" int]                       (taps only after down)
///     clock     := "advance" number
///     environment := "resize" number "x" number | "remove from window" | "add back to window"
///                  | "disable" | "enable" | "mode" ("on" | "off") | "relaunch from store" | "layout pass"
///                  | "priority" name "=" int | "constant" name "=" number
///
/// A number is decimal (`12`, `0.5`, `1e-05`, `-3.25`), as `Step.description` prints it;
/// every number printed for a finite value reads back as that same value.
public enum ScriptParser {
    /// Parses a whole script file.
    ///
    /// - Parameter directives: the `key:` names allowed before the first step.
    /// - Throws: `ScriptParseError` with the 1-based line number of the first line that
    ///   is not a step where a step must be, is a malformed step, is numbered out of
    ///   order, or is an unknown or repeated directive.
    public static func parse(_ text: String, directives: Set<String> = ["property", "faults"]) throws(ScriptParseError) -> ScriptText {
        var result = ScriptText()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line == ScriptText.emptyScriptLine, result.script.steps.isEmpty { continue }
            // A numbered line is a step, whatever follows the number.
            let (ordinal, body) = splitOrdinal(line)
            if let ordinal, ordinal != result.script.steps.count + 1 {
                throw ScriptParseError(line: number, text: String(line),
                                       reason: .numbering(found: ordinal, expected: result.script.steps.count + 1))
            }
            let keyword = body.prefix { !$0.isWhitespace }
            if ordinal == nil, !Self.keywords.contains(String(keyword)) {
                guard result.script.steps.isEmpty else {
                    throw ScriptParseError(line: number, text: String(line), reason: .unknownStep(String(keyword)))
                }
                if let colon = body.firstIndex(of: ":"), body[..<colon].allSatisfy({ $0.isLetter || $0 == "-" }), colon != body.startIndex {
                    let key = String(body[..<colon]).lowercased()
                    let value = String(body[body.index(after: colon)...].trimmingWhitespace())
                    guard directives.contains(key) else {
                        throw ScriptParseError(line: number, text: String(line), reason: .unknownDirective(key))
                    }
                    guard !result.directives.contains(where: { $0.key == key }) else {
                        throw ScriptParseError(line: number, text: String(line), reason: .repeatedDirective(key))
                    }
                    result.directives.append(ScriptText.Directive(key: key, value: value, line: number))
                } else {
                    result.headers.append(ScriptText.Header(text: String(body), line: number))
                }
                continue
            }
            do throws(ScriptParseError.Reason) {
                result.script.steps.append(try step(body))
                result.stepLines.append(number)
            } catch {
                throw ScriptParseError(line: number, text: String(line), reason: error)
            }
        }
        return result
    }

    /// A decimal as `Step.description` prints numbers (for scenes reading their headers).
    public static func decimal(_ text: Substring) -> Double? { StepScanner.decimal(text) }

    /// The first word of every step.
    public static let keywords: Set<String> = ["down", "move", "stay", "up", "cancel", "advance", "resize", "remove", "add",
                                               "disable", "enable", "mode", "relaunch", "layout", "priority", "constant"]

    /// Parses one step as `Step.description` prints it (without a number).
    ///
    /// - Throws: `ScriptParseError.Reason.unknownStep` for an unknown first word,
    ///   `.malformed` when the rest does not fit that step's form.
    public static func step(_ text: Substring) throws(ScriptParseError.Reason) -> Step {
        var scanner = StepScanner(text)
        let keyword = scanner.word()
        switch keyword {
        case "down", "move", "stay", "up", "cancel":
            let form = keyword + " #FINGER (X, Y) @TIME" + (keyword == "down" ? " [taps N]" : "")
            let finger = try scanner.integer(after: "#", form)
            let x = try scanner.number(after: "(", form)
            let y = try scanner.number(after: ",", form)
            try scanner.expect(")", form)
            let time = try scanner.number(after: "@", form)
            var taps = 1
            if keyword == "down", scanner.word(if: "taps") { taps = try scanner.integer(after: "", form) }
            try scanner.end(form)
            guard finger >= 0 else { throw .malformed(form, "a finger is a number from 0") }
            switch keyword {
            case "down": return .down(finger: finger, x: x, y: y, time: time, taps: taps)
            case "move": return .move(finger: finger, x: x, y: y, time: time)
            case "stay": return .stay(finger: finger, x: x, y: y, time: time)
            case "up": return .up(finger: finger, x: x, y: y, time: time)
            default: return .cancel(finger: finger, x: x, y: y, time: time)
            }
        case "advance":
            let seconds = try scanner.number(after: "", "advance SECONDS")
            try scanner.end("advance SECONDS")
            return .advance(seconds)
        case "resize":
            let form = "resize WIDTHxHEIGHT"
            let size = scanner.word()
            let parts = size.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = StepScanner.decimal(parts[0]), let height = StepScanner.decimal(parts[1]) else {
                throw .malformed(form, "'\(size)' is not WIDTHxHEIGHT")
            }
            try scanner.end(form)
            return .resize(width: width, height: height)
        case "mode":
            let value = scanner.word()
            guard value == "on" || value == "off" else { throw .malformed("mode on|off", "'\(value)' is neither on nor off") }
            try scanner.end("mode on|off")
            return .setMode(value == "on")
        case "priority", "constant":
            let form = keyword + " NAME = " + (keyword == "priority" ? "INTEGER" : "NUMBER")
            let rest = scanner.remainder()
            guard let equals = rest.range(of: " = ", options: .backwards) else { throw .malformed(form, "no ' = '") }
            let name = String(rest[..<equals.lowerBound])
            let value = rest[equals.upperBound...]
            if keyword == "priority" {
                guard let priority = Int(value) else { throw .malformed(form, "'\(value)' is not a whole number") }
                return .setPriority(constraint: name, value: priority)
            }
            guard let constant = StepScanner.decimal(value) else { throw .malformed(form, "'\(value)' is not a number") }
            return .setConstant(constraint: name, value: constant)
        default:
            let fixed: [String: Step] = ["remove from window": .removeFromWindow, "add back to window": .addToWindow,
                                         "disable": .disable, "enable": .enable, "relaunch from store": .relaunch,
                                         "layout pass": .layoutPass]
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if let step = fixed[words] { return step }
            if let match = fixed.keys.sorted().first(where: { $0.hasPrefix(keyword + " ") || $0 == keyword }) {
                throw .malformed(match, "'\(words)' is not '\(match)'")
            }
            throw .unknownStep(keyword)
        }
    }

    /// `3. down …` as (3, `down …`); a line without a number as (nil, line).
    static func splitOrdinal(_ line: Substring) -> (Int?, Substring) {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, line.dropFirst(digits.count).first == ".", let ordinal = Int(digits) else { return (nil, line) }
        return (ordinal, line.dropFirst(digits.count + 1).trimmingWhitespace())
    }
}

/// A script file read back: its directives, its header lines, its steps and where each
/// came from.
public struct ScriptText: Hashable, Sendable {
    /// A `key: value` line before the steps.
    public struct Directive: Hashable, Sendable {
        /// The key, lower-cased (`property`).
        public var key: String
        /// The value, trimmed.
        public var value: String
        /// Its line number (1-based).
        public var line: Int
    }

    /// A line before the steps that is neither a step nor a directive: for the caller to
    /// read (a control's geometry) or refuse.
    public struct Header: Hashable, Sendable {
        /// The line, trimmed.
        public var text: String
        /// Its line number (1-based).
        public var line: Int
    }

    /// What a case with no steps prints instead of steps.
    public static let emptyScriptLine = "(no steps: the scene fails as built)"

    /// The directives, in order.
    public var directives: [Directive] = []
    /// The header lines, in order.
    public var headers: [Header] = []
    /// The steps.
    public var script = TouchScript()
    /// The line number of each step.
    public var stepLines: [Int] = []

    /// Nothing read yet.
    public init() {}

    /// The value of directive `key`.
    public func directive(_ key: String) -> Directive? { directives.first { $0.key == key } }
}

/// Why a script file was refused, and where.
public struct ScriptParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the line.
    public enum Reason: Error, Hashable, Sendable {
        /// The line's first word is no step's (`jump #0 …`).
        case unknownStep(String)
        /// The line starts like a step but does not fit its form (the form, then what is wrong).
        case malformed(String, String)
        /// The line's number is not its position among the steps.
        case numbering(found: Int, expected: Int)
        /// A `key:` line with a key the reader does not take.
        case unknownDirective(String)
        /// A `key:` line given twice.
        case repeatedDirective(String)
        /// A header line the control does not take (said by the caller).
        case unknownHeader(String)
    }

    /// The 1-based line number.
    public var line: Int
    /// The line, trimmed.
    public var text: String
    /// What is wrong.
    public var reason: Reason

    /// An error at `line`.
    public init(line: Int, text: String, reason: Reason) {
        self.line = line
        self.text = text
        self.reason = reason
    }

    /// `line 3: unknown step 'jump' in 'jump #0 (1, 2) @0.00'; steps are down, move, …`.
    public var description: String {
        let what: String
        switch reason {
        case .unknownStep(let word):
            what = "unknown step '\(word)'; steps start with " + ScriptParser.keywords.sorted().joined(separator: ", ")
        case let .malformed(form, problem):
            what = "malformed step (\(problem)); the form is '\(form)'"
        case let .numbering(found, expected):
            what = "step numbered \(found) where step \(expected) comes"
        case .unknownDirective(let key):
            what = "unknown directive '\(key):'"
        case .repeatedDirective(let key):
            what = "'\(key):' given twice"
        case .unknownHeader(let problem):
            what = problem
        }
        return "line \(line): \(what): '\(text)'"
    }
}

/// Reads the tokens of one step, left to right.
struct StepScanner {
    private var rest: Substring

    init(_ text: Substring) { rest = text.trimmingWhitespace() }

    /// The next run of non-space characters (empty at the end).
    mutating func word() -> String {
        rest = rest.trimmingWhitespace()
        let word = rest.prefix { !$0.isWhitespace }
        rest = rest.dropFirst(word.count)
        return String(word)
    }

    /// Takes the next word when it is `expected`.
    mutating func word(if expected: String) -> Bool {
        var copy = self
        guard copy.word() == expected else { return false }
        self = copy
        return true
    }

    /// Everything left, trimmed.
    mutating func remainder() -> Substring {
        defer { rest = "" }
        return rest.trimmingWhitespace()
    }

    mutating func expect(_ token: String, _ form: String) throws(ScriptParseError.Reason) {
        rest = rest.trimmingWhitespace()
        guard rest.hasPrefix(token) else { throw .malformed(form, "expected '\(token)' at '\(rest.prefix(12))'") }
        rest = rest.dropFirst(token.count)
    }

    /// A decimal number after `token` (spaces allowed around it).
    mutating func number(after token: String, _ form: String) throws(ScriptParseError.Reason) -> Double {
        try expect(token, form)
        rest = rest.trimmingWhitespace()
        let text = rest.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        guard let value = Self.decimal(text) else {
            throw .malformed(form, "expected a number at '\(rest.prefix(12))'")
        }
        rest = rest.dropFirst(text.count)
        return value
    }

    /// A whole number after `token`.
    mutating func integer(after token: String, _ form: String) throws(ScriptParseError.Reason) -> Int {
        try expect(token, form)
        rest = rest.trimmingWhitespace()
        let text = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "-") }
        guard let value = Int(text) else { throw .malformed(form, "expected a whole number at '\(rest.prefix(12))'") }
        rest = rest.dropFirst(text.count)
        return value
    }

    mutating func end(_ form: String) throws(ScriptParseError.Reason) {
        let left = rest.trimmingWhitespace()
        guard left.isEmpty else { throw .malformed(form, "unexpected '\(left)' at the end") }
    }

    /// A finite decimal number: digits, a point, an exponent; no hex, `inf` or `nan`.
    static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Substring {
    /// Without leading and trailing whitespace.
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
