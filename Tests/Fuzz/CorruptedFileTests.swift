import Foundation
import Generators
import PropertyTesting
import Testing

/// The counterexample loader fed corrupted and truncated files: every one is either
/// read or refused with a typed error that names the file and the problem; none crashes.
@Suite struct CorruptedFileTests {
    static let original = CounterexampleFile(property: "lock thumb stays within insets", seed: 42,
                                             choices: ChoiceSequence([1, 0, 7, 300, 2, 0, .max]),
                                             value: "down (120, 80) @0.00\nmove (400, 80) @0.10\nup @0.20",
                                             failure: "thumb.maxX 205 > 204 (LockProperties.swift:12)",
                                             fingerprint: ReplayFingerprint(choices: 7, shape: 0x1234_5678, value: 0x9ABC_DEF0),
                                             found: Date(timeIntervalSince1970: 0)).encoded()

    /// One way to damage a file.
    enum Damage: CustomStringConvertible {
        case truncate(at: Int)
        case flip(at: Int, bits: UInt8)
        case delete(at: Int, count: Int)
        case insert(at: Int, byte: UInt8)
        case replaceField(name: String, with: String)

        var description: String {
            switch self {
            case .truncate(let at): "truncate at \(at)"
            case .flip(let at, let bits): "flip \(bits) at \(at)"
            case .delete(let at, let count): "delete \(count) at \(at)"
            case .insert(let at, let byte): "insert \(byte) at \(at)"
            case .replaceField(let name, let value): "\(name) := \(value)"
            }
        }

        func apply(to data: Data) -> Data {
            var bytes = [UInt8](data)
            switch self {
            case .truncate(let at): bytes = Array(bytes.prefix(at % (bytes.count + 1)))
            case .flip(let at, let bits): if !bytes.isEmpty { bytes[at % bytes.count] ^= max(bits, 1) }
            case .delete(let at, let count):
                if !bytes.isEmpty {
                    let start = at % bytes.count
                    bytes.removeSubrange(start..<min(bytes.count, start + count))
                }
            case .insert(let at, let byte): bytes.insert(byte, at: at % (bytes.count + 1))
            case .replaceField(let name, let value):
                guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { break }
                object[name] = value == "null" ? NSNull() : (Int(value).map { $0 as Any } ?? value as Any)
                if value == "[]" { object[name] = [Any]() }
                if value == "{}" { object[name] = [String: Any]() }
                if value == "-" { object.removeValue(forKey: name) }
                bytes = [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
            }
            return Data(bytes)
        }
    }

    static let damage: Gen<[Damage]> = Gen.oneOf(
        Gen.int(in: 0...600).map { Damage.truncate(at: $0) },
        zip(Gen.int(in: 0...600), Gen<UInt8>.integer()).map { Damage.flip(at: $0, bits: $1) },
        zip(Gen.int(in: 0...600), Gen.int(in: 1...40)).map { Damage.delete(at: $0, count: $1) },
        zip(Gen.int(in: 0...600), Gen.element(of: Array("{}[]\",:0-9e\\ n".utf8))).map { Damage.insert(at: $0, byte: $1) },
        zip(Gen.element(of: ["formatVersion", "property", "choices", "seed", "token", "found", "value", "failure", "engineVersion",
                          "fingerprint"]),
            Gen.element(of: ["-", "null", "[]", "{}", "2", "-1", "x", "99999999999999999999999"]))
            .map { Damage.replaceField(name: $0, with: $1) }
    ).array(length: 1...4)

    @Test func aThousandCorruptedFilesGiveClearErrorsAndNoCrash() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corrupted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent(RegressionStore.folderName(for: "p"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        final class Tally: @unchecked Sendable { var refused = 0, read = 0, written = 0 }
        let tally = Tally()
        var configuration = CheckConfiguration.cases(1_000)
        configuration.regressions = nil
        check("corrupted counterexample files are refused clearly", Self.damage, configuration: configuration) { damages in
            let data = damages.reduce(Self.original) { $1.apply(to: $0) }
            let path = folder.appendingPathComponent(String(format: "%04d.json", tally.written)).path
            try expectation(FileManager.default.createFile(atPath: path, contents: data), "cannot write \(path)")
            tally.written += 1
            do {
                let file = try CounterexampleFile.decode(data, path: path)
                try expectation(file.formatVersion == CounterexampleFile.currentFormatVersion, "read a file of another version")
                tally.read += 1
            } catch let error as CounterexampleFileError {
                try expectation(error.description.contains(path), "the message does not name the file: \(error)")
                tally.refused += 1
            }
        }
        #expect(tally.written == 1_000)
        #expect(tally.refused > 500, "only \(tally.refused) refused")
        // The whole directory loads too: one result per file, in name order, nothing lost.
        let loaded = RegressionStore.load(property: "p", in: directory)
        #expect(loaded.count == 1_000)
        #expect(loaded.filter { (try? $0.get()) != nil }.count == tally.read)
    }
}
