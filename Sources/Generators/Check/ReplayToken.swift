import Foundation

/// A one-line, versioned encoding of a counterexample's choice sequence, printed with
/// every failure: `pbt1.<property hash>.<choices>.<checksum>`.
///
/// The choices are unsigned LEB128 varints in base64url. The checksum catches a token
/// mangled by copy and paste; the version refuses tokens of another format instead of
/// misreading them; the property hash keeps a token from replaying in the wrong check.
public struct ReplayToken: Equatable, Sendable, CustomStringConvertible {
    /// The format version this engine writes and reads.
    public static let version = 1
    /// The property the token belongs to, as the hash of its name.
    public var propertyHash: UInt32
    /// The choices to replay.
    public var choices: ChoiceSequence

    /// A token for `choices` of the property named `property`.
    public init(property: String, choices: ChoiceSequence) {
        propertyHash = UInt32(truncatingIfNeeded: stableHash(property))
        self.choices = choices
    }

    /// Whether the token was made for the property named `property`.
    public func belongs(to property: String) -> Bool {
        propertyHash == UInt32(truncatingIfNeeded: stableHash(property))
    }

    public var description: String {
        var bytes: [UInt8] = []
        for rank in choices.ranks { Varint.append(rank, to: &bytes) }
        let payload = Base64URL.encode(bytes)
        let body = "pbt\(Self.version).\(hex(propertyHash, width: 8)).\(payload)"
        return body + "." + hex(UInt32(truncatingIfNeeded: stableHash(body)) & 0xFFFF, width: 4)
    }

    /// Parses a token, with an error that says what is wrong with it.
    public init(parsing text: String) throws(ReplayTokenError) {
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, head.hasPrefix("pbt") else { throw .malformed("it does not start with 'pbt<version>.'") }
        guard let version = Int(head.dropFirst(3)) else { throw .malformed("the version '\(head.dropFirst(3))' is not a number") }
        guard version == Self.version else { throw .unsupportedVersion(found: version, supported: Self.version) }
        guard parts.count == 4 else { throw .malformed("expected 4 dot-separated parts, found \(parts.count)") }
        let body = parts[0...2].joined(separator: ".")
        guard let checksum = UInt32(parts[3], radix: 16),
              checksum == UInt32(truncatingIfNeeded: stableHash(body)) & 0xFFFF
        else { throw .checksumMismatch }
        guard let hash = UInt32(parts[1], radix: 16) else { throw .malformed("the property hash '\(parts[1])' is not hexadecimal") }
        guard let bytes = Base64URL.decode(parts[2]) else { throw .malformed("the choices are not valid base64url") }
        guard let ranks = Varint.decodeAll(bytes) else { throw .malformed("the choices end in the middle of a number") }
        propertyHash = hash
        choices = ChoiceSequence(ranks)
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
