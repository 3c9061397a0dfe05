import Foundation

/// One saved counterexample: the JSON file format of the regression directory.
///
/// The choice sequence is what replays; the fingerprint tells whether it still replays
/// the same value (a replay that does not is *stale*, see `StaleReplay`); everything else
/// is for people (the decoded value, the failure) and for provenance (seed, engine
/// version, date).
///
/// Format 2 added the fingerprint. Files of format 1 still load: without a fingerprint,
/// their replay compares the decoded value's text with the saved `value` instead.
public struct CounterexampleFile: Codable, Equatable, Sendable {
    /// The file format version this engine writes.
    public static let currentFormatVersion = 2
    /// Every format version this engine reads.
    public static let readableFormatVersions: ClosedRange<Int> = 1...2
    /// The engine version that wrote files.
    public static let engineVersion = "0.1.0"

    /// The file format version.
    public var formatVersion: Int
    /// The property's name.
    public var property: String
    /// The engine that found it.
    public var engineVersion: String
    /// The seed of the check that found it (as text, to survive JSON tools that read
    /// numbers as doubles).
    public var seed: String
    /// The shrunk choice sequence.
    public var choices: [UInt64]
    /// The same choices as a replay token.
    public var token: String
    /// The decoded value, for people.
    public var value: String
    /// The failure message.
    public var failure: String
    /// When it was found (ISO 8601), for people; not part of the file name.
    public var found: String
    /// What the choices decoded to when the file was written (format 2 on; nil in files
    /// of format 1).
    public var fingerprint: ReplayFingerprint?
    /// Faults that were switched on in the code under test when it was found (by a
    /// harness that plants faults), for people; absent when none.
    public var faults: [String]?

    /// A file for a counterexample found now.
    public init(property: String, seed: UInt64, choices: ChoiceSequence, value: String, failure: String,
                fingerprint: ReplayFingerprint, found: Date = Date(), faults: [String]? = nil) {
        self.faults = faults
        self.fingerprint = fingerprint
        formatVersion = Self.currentFormatVersion
        self.property = property
        engineVersion = Self.engineVersion
        self.seed = "0x" + hex(seed, width: 16)
        self.choices = choices.ranks
        token = ReplayToken(property: property, choices: choices, fingerprint: fingerprint).description
        self.value = value
        self.failure = failure
        self.found = ISO8601DateFormatter().string(from: found)
    }

    /// The file name: a hash of property and choices, so the same counterexample found by
    /// two workers or shards gets one name, and different ones never collide in practice.
    public var fileName: String {
        let key = property + "\u{0}" + choices.map(String.init).joined(separator: ",")
        return hex(stableHash(key), width: 16) + ".json"
    }

    /// Parses a file's bytes, with an error that names the problem.
    public static func decode(_ data: Data, path: String) throws(CounterexampleFileError) -> CounterexampleFile {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            // Foundation's own words ("the data is not in the correct format") say nothing
            // of where: say what the file looks like instead.
            let why = data.isEmpty ? "the file is empty"
                : String(data: data, encoding: .utf8) == nil ? "the file is not UTF-8 text"
                : "it is not valid JSON (truncated, or not a counterexample file?)"
            throw .malformed(path: path, detail: why)
        }
        guard let dictionary = object as? [String: Any] else {
            throw .malformed(path: path, detail: "the top level is not a JSON object")
        }
        guard let version = dictionary["formatVersion"] as? Int else {
            throw .malformed(path: path, detail: "missing integer field 'formatVersion'")
        }
        guard readableFormatVersions.contains(version) else {
            throw .unsupportedVersion(path: path, found: version, supported: currentFormatVersion)
        }
        // Choices are whole numbers from 0 to 2^64 - 1; say which one is not.
        if let choices = dictionary["choices"] as? [Any] {
            for (index, choice) in choices.enumerated() {
                guard let number = choice as? NSNumber, number.doubleValue >= 0, number.doubleValue == number.doubleValue.rounded() else {
                    throw .malformed(path: path, detail: "choice \(index) is \(choice): choices are whole numbers from 0 to 2^64 - 1")
                }
            }
        }
        let file: CounterexampleFile
        do { file = try JSONDecoder().decode(CounterexampleFile.self, from: data) } catch let DecodingError.keyNotFound(key, _) {
            throw .malformed(path: path, detail: "missing field '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .malformed(path: path, detail: "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .malformed(path: path, detail: "null at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        } catch {
            throw .malformed(path: path, detail: "unreadable fields (\(error))")
        }
        if version >= 2 {
            guard let fingerprint = file.fingerprint else { throw .malformed(path: path, detail: "missing field 'fingerprint'") }
            guard fingerprint.choices == file.choices.count else {
                throw .malformed(path: path, detail: "the fingerprint counts \(fingerprint.choices) choices, the file holds \(file.choices.count)")
            }
        }
        return file
    }

    /// The file's JSON, with sorted keys so that equal files are equal bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // safe: encoding plain strings and integers cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// Why a counterexample file could not be used.
public enum CounterexampleFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be read.
    case unreadable(path: String, detail: String)
    /// The file is not a counterexample file of the expected shape.
    case malformed(path: String, detail: String)
    /// The file comes from another format version.
    case unsupportedVersion(path: String, found: Int, supported: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let detail):
            "Cannot read counterexample file \(path): \(detail)."
        case .malformed(let path, let detail):
            "Malformed counterexample file \(path): \(detail). Fix or delete the file; other files are unaffected."
        case .unsupportedVersion(let path, let found, let supported):
            "Counterexample file \(path) has format version \(found); this engine reads versions 1 through \(supported). Re-create it with `harness shrink` from a matching engine, or delete it."
        }
    }
}
