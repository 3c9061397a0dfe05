/// What a counterexample decoded to when it was saved: enough of the value and of the
/// generator's shape to tell, when it is replayed, that the generator has changed since.
///
/// Saved with every counterexample file (format 2) and inside every replay token
/// (`pbt2`). A replay whose choices decode to a value with another fingerprint is
/// *stale* (see `StaleReplay`): it no longer tests the case it was saved for.
public struct ReplayFingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How many choices the generator drew.
    public var choices: Int
    /// A hash of every choice's kind and range, in order: its largest rank, its integer
    /// bounds and origin when it is an integer, and whether it is a collection's
    /// "another element?" flag.
    public var shape: UInt32
    /// A hash of the value's printed description (as the report prints it).
    public var value: UInt32

    /// A fingerprint of the given parts.
    public init(choices: Int, shape: UInt32, value: UInt32) {
        self.choices = choices
        self.shape = shape
        self.value = value
    }

    /// The fingerprint of a run that drew choices described by `infos` and printed its
    /// value as `description`.
    init(infos: [ChoiceInfo], description: String) {
        self.init(choices: infos.count, shape: Self.shapeHash(infos), value: Self.valueHash(description))
    }

    /// The fingerprint of the value `generator` decodes from `choices`, printed with
    /// `describe`; nil when the choices do not decode (or decode with choices left
    /// over, missing, or out of range). For files written by hand, e.g. in tests.
    public init?<Value>(replaying choices: ChoiceSequence, through generator: Gen<Value>,
                        describe: (Value) -> String = { String(reflecting: $0) }) {
        let source = ChoiceSource(prefix: choices.ranks, recordsStructure: true)
        guard let value = try? generator.generate(source),  // safe: a generation stop means "does not decode", answered by nil
              source.ranks == choices.ranks
        else { return nil }
        self.init(infos: source.infos, description: describe(value))
    }

    /// The hash of a value's printed description.
    static func valueHash(_ description: String) -> UInt32 {
        UInt32(truncatingIfNeeded: stableHash(description))
    }

    /// The hash of a run's choice kinds and ranges.
    static func shapeHash(_ infos: [ChoiceInfo]) -> UInt32 {
        let text = infos.map { info in
            var part = String(info.maxRank)
            if let integer = info.integer { part += ":\(integer.lo),\(integer.hi),\(integer.origin)" }
            if info.isContinuation { part += "+" }
            return part
        }.joined(separator: ";")
        return UInt32(truncatingIfNeeded: stableHash(text))
    }

    public var description: String {
        "\(choices) choices, shape \(hex(shape, width: 8)), value \(hex(value, width: 8))"
    }

    private enum CodingKeys: String, CodingKey { case choices, shape, value }

    /// Decodes `{"choices": n, "shape": "8 hex digits", "value": "8 hex digits"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        choices = try container.decode(Int.self, forKey: .choices)
        func hexField(_ key: CodingKeys) throws -> UInt32 {
            let text = try container.decode(String.self, forKey: key)
            guard text.count == 8, let number = UInt32(text, radix: 16) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not 8 hexadecimal digits")
            }
            return number
        }
        shape = try hexField(.shape)
        value = try hexField(.value)
    }

    /// Encodes the hashes as hexadecimal text, like the seed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(choices, forKey: .choices)
        try container.encode(hex(shape, width: 8), forKey: .shape)
        try container.encode(hex(value, width: 8), forKey: .value)
    }
}

/// What a replay is expected to reproduce: the fingerprint saved with the choices, and
/// the value as text when it is known (for messages; and for counterexample files of
/// format 1, which have no fingerprint, the text is what the value is compared with).
public struct ReplayExpectation: Sendable, Equatable {
    /// The saved fingerprint, when there is one.
    public var fingerprint: ReplayFingerprint?
    /// The value's printed description when it was saved, when known.
    public var value: String?

    /// An expectation of the given parts; with neither, only the choices' alignment with
    /// the generator is checked.
    public init(fingerprint: ReplayFingerprint? = nil, value: String? = nil) {
        self.fingerprint = fingerprint
        self.value = value
    }

    /// What a counterexample file promises: its fingerprint and its value's text.
    public init(_ file: CounterexampleFile) {
        self.init(fingerprint: file.fingerprint, value: file.value)
    }
}

/// One way in which a replay no longer reproduces what was saved.
public enum ReplayChange: Sendable, Equatable, CustomStringConvertible {
    /// A recorded choice is outside the range the generator now draws at its position
    /// (the replay reads it as 0).
    case outOfRange(choice: Int, range: ClosedRange<UInt64>, recorded: UInt64)
    /// The generator now stops before the recorded choices end.
    case fewerChoices(used: Int, recorded: Int)
    /// The generator now needs more choices than were recorded (the rest read as 0).
    case moreChoices(drawn: Int, recorded: Int)
    /// The choices no longer decode to a value at all.
    case doesNotDecode(String)
    /// The choices decode, but the property now discards the value with `assume`.
    case discarded
    /// The choices decode to another value (`was` is nil when only its hash is known).
    case valueDiffers(was: String?, now: String)
    /// The same value, drawn from choices of other kinds or ranges than when it was saved.
    case shapeDiffers

    public var description: String {
        switch self {
        case .outOfRange(let choice, let range, let recorded):
            "choice \(choice) out of range \(range.lowerBound)...\(range.upperBound) (was \(recorded))"
        case .fewerChoices(let used, let recorded):
            "generator now draws fewer choices (\(used) of \(recorded) used)"
        case .moreChoices(let drawn, let recorded):
            "generator now draws more choices (\(drawn), of which \(recorded) were recorded; the rest read as 0)"
        case .doesNotDecode(let why):
            "the choices no longer decode to a value (\(why))"
        case .discarded:
            "the property now discards the value it decodes to (assume)"
        case .valueDiffers(let was, let now):
            if let was { "value differs: was `\(Self.inline(was))`, now `\(Self.inline(now))`" } else {
                "value differs from the one it was made for: now `\(Self.inline(now))`"
            }
        case .shapeDiffers:
            "the generator draws the same value from choices of other kinds or ranges"
        }
    }

    /// A value's text on one line, cut short when long.
    static func inline(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / ")
        return line.count > 160 ? String(line.prefix(160)) + "…" : line
    }
}

/// A saved counterexample or a replay token that no longer replays the case it was made
/// for, because the generator changed since: its choices do not decode, do not line up
/// with what the generator draws now, or decode to another value. It tests nothing, so it
/// is never reported as passing; re-shrink it (`Property.shrink`, `harness shrink FILE`)
/// or delete it.
public struct StaleReplay: Sendable, Equatable, CustomStringConvertible {
    /// Where the stale choices came from.
    public enum Origin: Sendable, Equatable {
        /// A counterexample file, by path.
        case file(String)
        /// A replay token.
        case token
        /// Choices handed to `Property.shrink`.
        case choices
    }

    /// The property's name.
    public var property: String
    /// Where the choices came from.
    public var origin: Origin
    /// What changed, most telling first; never empty.
    public var changes: [ReplayChange]
    /// The value the choices decode to now, when they still decode.
    public var valueNow: String?
    /// The failure of the value they decode to now, when it fails the property.
    public var failureNow: String?

    /// The changes, joined.
    public var change: String { changes.map(\.description).joined(separator: "; ") }

    public var description: String {
        let what = switch origin {
        case .file(let path): "counterexample file \(path) is"
        case .token: "replay token is"
        case .choices: "recorded choices are"
        }
        var text = "Property '\(property)': the \(what) stale: \(change)."
        if valueNow != nil {
            text += failureNow.map { " What it decodes to now still fails: \($0)." } ?? " What it decodes to now passes."
        }
        text += " It no longer replays the case it was saved for, so it checks nothing. "
        switch origin {
        case .file(let path):
            text += "Re-shrink it from what still decodes (`harness shrink \(path)` for a harness property, "
                + "or `Property.shrink`), or delete it."
        case .token:
            text += "Run the check without the token to find the failure again."
        case .choices:
            text += "Re-shrink from what still decodes, or drop them."
        }
        return text
    }
}

/// The one place that decides whether a replay is stale. `recorded` are the saved
/// choices; the run drew `drawn`, whose kinds and ranges are `infos` (recorded with
/// structure); `valueNow` is the decoded value's text (nil when generation stopped, with
/// `stop` saying why); `discarded` is whether the property rejected the value.
func replayChanges(recorded: [UInt64], drawn: [UInt64], infos: [ChoiceInfo], valueNow: String?, stop: GenerationStop?,
                   discarded: Bool, expected: ReplayExpectation) -> [ReplayChange] {
    var changes: [ReplayChange] = []
    if let index = recorded.indices.first(where: { $0 < infos.count && recorded[$0] > infos[$0].maxRank }) {
        changes.append(.outOfRange(choice: index, range: 0...infos[index].maxRank, recorded: recorded[index]))
    }
    guard let valueNow else {
        let why = switch stop {
        case .filterExhausted(let filter)?: filter.hasPrefix("filter ") ? "the \(filter) rejects every attempt"
            : "the filter '\(filter)' rejects every attempt"
        case .overrun?: "the generator needs more choices than the source allows"
        case .discarded?: "assume(false) in the generator"
        case nil: "generation stopped"
        }
        return changes + [.doesNotDecode(why)]
    }
    if drawn.count < recorded.count {
        changes.append(.fewerChoices(used: drawn.count, recorded: recorded.count))
    } else if drawn.count > recorded.count {
        changes.append(.moreChoices(drawn: drawn.count, recorded: recorded.count))
    }
    let valueChanged = if let fingerprint = expected.fingerprint {
        fingerprint.value != ReplayFingerprint.valueHash(valueNow)
    } else if let was = expected.value {
        was != valueNow
    } else {
        false
    }
    if valueChanged { changes.append(.valueDiffers(was: expected.value, now: valueNow)) }
    if changes.isEmpty, let fingerprint = expected.fingerprint,
       fingerprint.choices != infos.count || fingerprint.shape != ReplayFingerprint.shapeHash(infos) {
        changes.append(.shapeDiffers)
    }
    if discarded { changes.append(.discarded) }
    return changes
}
