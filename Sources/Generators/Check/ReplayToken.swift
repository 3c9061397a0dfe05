import Foundation

/// A one-line, versioned encoding of a counterexample's choice sequence, printed with
/// every failure: `pbt2.<property hash>.<choices>.<fingerprint>.<checksum>`.
///
/// The choices are unsigned LEB128 varints in base64url. The fingerprint (the hashes of
/// the generator's shape and of the value, eight hex digits each) lets a replay tell that
/// the generator changed since the token was made: such a token is reported stale, not
/// replayed as something else. The checksum catches a token mangled by copy and paste;
/// the version refuses tokens of another format (`pbt1` had no fingerprint) instead of
/// misreading them; the property hash keeps a token from replaying in the wrong check.
public struct ReplayToken: Equatable, Sendable, CustomStringConvertible {
    /// The format version this engine writes and reads.
    public static let version = 2
    /// The property the token belongs to, as the hash of its name.
    public var propertyHash: UInt32
    /// The choices to replay.
    public var choices: ChoiceSequence
    /// What the choices decoded to when the token was made.
    public var fingerprint: ReplayFingerprint

    /// A token for `choices` of the property named `property`, which decode to a value
    /// with `fingerprint`.
    public init(property: String, choices: ChoiceSequence, fingerprint: ReplayFingerprint) {
        propertyHash = UInt32(truncatingIfNeeded: stableHash(property))
        self.choices = choices
        self.fingerprint = ReplayFingerprint(choices: choices.count, shape: fingerprint.shape, value: fingerprint.value)
    }

    /// Whether the token was made for the property named `property`.
    public func belongs(to property: String) -> Bool {
        propertyHash == UInt32(truncatingIfNeeded: stableHash(property))
    }

    public var description: String {
        var bytes: [UInt8] = []
        for rank in choices.ranks { Varint.append(rank, to: &bytes) }
        let payload = Base64URL.encode(bytes)
        let body = "pbt\(Self.version).\(hex(propertyHash, width: 8)).\(payload).\(hex(fingerprint.shape, width: 8))\(hex(fingerprint.value, width: 8))"
        return body + "." + hex(UInt32(truncatingIfNeeded: stableHash(body)) & 0xFFFF, width: 4)
    }

    /// Parses a token, with an error that says what is wrong with it.
    public init(parsing text: String) throws(ReplayTokenError) {
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, head.hasPrefix("pbt") else { throw .malformed("it does not start with 'pbt<version>.'") }
        guard let version = Int(head.dropFirst(3)) else { throw .malformed("the version '\(head.dropFirst(3))' is not a number") }
        guard version == Self.version else { throw .unsupportedVersion(found: version, supported: Self.version) }
        guard parts.count == 5 else { throw .malformed("expected 5 dot-separated parts, found \(parts.count)") }
        let body = parts[0...3].joined(separator: ".")
        guard parts[4].count == 4, parts[4].allSatisfy(\.isHexDigit), let checksum = UInt32(parts[4], radix: 16),
              checksum == UInt32(truncatingIfNeeded: stableHash(body)) & 0xFFFF
        else { throw .checksumMismatch }
        guard parts[1].count == 8, parts[1].allSatisfy(\.isHexDigit), let hash = UInt32(parts[1], radix: 16) else {
            throw .malformed("the property hash '\(parts[1])' is not 8 hexadecimal digits")
        }
        guard let bytes = Base64URL.decode(parts[2]) else { throw .malformed("the choices are not valid base64url") }
        guard let ranks = Varint.decodeAll(bytes) else { throw .malformed("the choices end in the middle of a number") }
        let print = parts[3]
        guard print.count == 16, print.allSatisfy(\.isHexDigit),
              let shape = UInt32(print.prefix(8), radix: 16), let value = UInt32(print.suffix(8), radix: 16)
        else { throw .malformed("the fingerprint '\(print)' is not 16 hexadecimal digits") }
        propertyHash = hash
        choices = ChoiceSequence(ranks)
        fingerprint = ReplayFingerprint(choices: ranks.count, shape: shape, value: value)
    }
}

/// Why a replay token was refused.
public enum ReplayTokenError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The token's structure is wrong.
    case malformed(String)
    /// The token comes from another format version.
    case unsupportedVersion(found: Int, supported: Int)
    /// The checksum does not match: the token was altered or truncated.
    case checksumMismatch
    /// The token belongs to another property.
    case wrongProperty(String)

    public var description: String {
        switch self {
        case .malformed(let why):
            "Malformed replay token: \(why). Copy the whole token from the failure report."
        case .unsupportedVersion(let found, let supported):
            "Replay token format version \(found) is not supported: this engine reads version \(supported). Re-run the failing check with this engine to get a new token."
        case .checksumMismatch:
            "Replay token checksum mismatch: the token was altered or cut short. Copy the whole token from the failure report."
        case .wrongProperty(let property):
            "This replay token was made for another property, not '\(property)'."
        }
    }
}

enum Varint {
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    static func decodeAll(_ bytes: [UInt8]) -> [UInt64]? {
        var values: [UInt64] = []
        var current: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            guard shift < 64 else { return nil }
            current |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                values.append(current)
                current = 0
                shift = 0
            } else {
                shift += 7
            }
        }
        return shift == 0 ? values : nil
    }
}

enum Base64URL {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << (16 - 8 * offset) }
            for position in 0..<(chunk.count + 1) { out.append(alphabet[Int((value >> (18 - 6 * position)) & 63)]) }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt32] = []
        for byte in text.utf8 {
            guard let index = alphabet.firstIndex(of: byte) else { return nil }
            values.append(UInt32(index))
        }
        guard values.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            var value: UInt32 = 0
            for (offset, sextet) in chunk.enumerated() { value |= sextet << (18 - 6 * offset) }
            for position in 0..<(chunk.count - 1) { out.append(UInt8((value >> (16 - 8 * position)) & 0xFF)) }
            index += 4
        }
        return out
    }
}

func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
