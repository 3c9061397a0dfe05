/// A small strict XML well-formedness checker (the platform parsers on Linux recover from
/// mismatched tags, so they are no check): one root element, tags nested and matched,
/// attributes quoted and not repeated, `&` only in entity references, nothing after the
/// root but whitespace. Returns the root element's name, or nil when malformed.
public enum XMLCheck {
    public static func rootName(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        var stack: [String] = []
        var root: String?
        var rootClosed = false

        func at(_ literal: String) -> Bool {
            let pattern = Array(literal.utf8)
            return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
        }
        func skip(past literal: String) -> Bool {
            while index < bytes.count {
                if at(literal) { index += literal.utf8.count; return true }
                index += 1
            }
            return false
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F || byte == 0x3A || byte == 0x2E || byte >= 0x80
        }
        func name() -> String? {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        /// `&` at `index`: a valid entity reference, consumed.
        func entity() -> Bool {
            index += 1
            if index < bytes.count, bytes[index] == 0x23 {  // &#
                index += 1
                let start = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                guard index > start, index < bytes.count, bytes[index] == 0x3B else { return false }
                index += 1
                return true
            }
            guard let entityName = name(), ["amp", "lt", "gt", "quot", "apos"].contains(entityName),
                  index < bytes.count, bytes[index] == 0x3B else { return false }
            index += 1
            return true
        }

        if at("<?xml") { guard skip(past: "?>") else { return nil } }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C {  // <
                if at("<!--") { guard skip(past: "-->") else { return nil }; continue }
                if at("</") {
                    index += 2
                    guard let closing = name(), stack.last == closing else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3E else { return nil }
                    index += 1
                    stack.removeLast()
                    if stack.isEmpty { rootClosed = true }
                    continue
                }
                index += 1
                guard !rootClosed, let element = name() else { return nil }
                if root == nil { root = element } else if stack.isEmpty { return nil }
                var attributes: Set<String> = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if at("/>") {
                        index += 2
                        if stack.isEmpty { rootClosed = true }
                        break
                    }
                    if bytes[index] == 0x3E { index += 1; stack.append(element); break }
                    guard let attribute = name(), attributes.insert(attribute).inserted else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3D else { return nil }
                    index += 1
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
                    let quote = bytes[index]
                    index += 1
                    while index < bytes.count, bytes[index] != quote {
                        if bytes[index] == 0x3C { return nil }
                        if bytes[index] == 0x26 { guard entity() else { return nil }; continue }
                        index += 1
                    }
                    guard index < bytes.count else { return nil }
                    index += 1
                }
            } else if byte == 0x26 {  // &
                guard !stack.isEmpty, entity() else { return nil }
            } else {
                // Text outside the root must be whitespace.
                if stack.isEmpty, ![0x20, 0x09, 0x0A, 0x0D].contains(byte) { return nil }
                index += 1
            }
        }
        return rootClosed && stack.isEmpty ? root : nil
    }
}
