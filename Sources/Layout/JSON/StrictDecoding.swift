/// Strict JSON decoding for `SystemFile`: a key the format does not define is refused
/// with its path (`constraints[3].priorty`), never ignored, so a misspelt key cannot
/// silently change the system.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Throws `DecodingError.dataCorrupted` at the first key of the decoder's object that is
/// not in `allowed` (keys in document order are not available; the smallest name is
/// reported, so the message is deterministic).
func refuseUnknownKeys(_ decoder: any Decoder, allowed: Set<String>) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let unknown = container.allKeys.filter { !allowed.contains($0.stringValue) }
        .sorted { $0.stringValue < $1.stringValue }
    if let key = unknown.first {
        let known = allowed.sorted().joined(separator: ", ")
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath + [key],
            debugDescription: "unknown key '\(key.stringValue)' (known keys: \(known))"))
    }
}

/// `constraints[3].priorty`: a coding path as a JSON path.
func jsonPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            text += text.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return text.isEmpty ? "(top level)" : text
}

extension SystemFile {
    /// A one-line message for an error of decoding a system: the JSON path and what was
    /// wrong (`constraints[3].priorty: unknown key ...`).
    public static func decodingMessage(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context):
            return "\(jsonPath(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(jsonPath(context.codingPath + [key])): required key missing"
        case .typeMismatch(let type, let context):
            return "\(jsonPath(context.codingPath)): expected \(type) (\(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(jsonPath(context.codingPath)): expected \(type), found null"
        @unknown default:
            return "\(error)"
        }
    }
}
