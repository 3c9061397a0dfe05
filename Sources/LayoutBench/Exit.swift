#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func exit64() -> Never { exit(64) }
func exit65(_ message: String) -> Never {
    print(message)
    exit(65)
}

/// Reads a whole text file (no Foundation needed).
func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}
