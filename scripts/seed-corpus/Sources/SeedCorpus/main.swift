// Writes a libFuzzer seed corpus for every harness property (scripts/seed-corpus.sh runs it):
//
//   seed-corpus OUT_DIR [--counterexamples DIR] [--generated N]
//
// OUT_DIR/<key>/ (l1, s2, m4b, lockcontrol_u1, ...: `Catalogue.keyed`) receives
//   - every saved counterexample of the property (DIR, default Counterexamples/), turned
//     from its choices back into the bytes the fuzzer entry point decodes to those choices;
//   - N (default 32) short byte strings from a fixed-seed generator: every byte string is
//     a valid case, and a short one is a short script; one per distinct decoded case.
// File names are a hash of the content. One line per property on stdout:
//   seeds KEY "NAME" counterexamples=K skipped=S generated=G
// Exit codes: 0 written, 2 the output could not be written, 64 a usage error.
//
// Bytes from choices. The entry point decodes a choice of range 0...maxRank from as many
// bytes as the range needs, big-endian, scaled monotonically onto the ranks
// (`ChoiceSource(fuzzerBytes:)`). A saved file records ranks, not ranges, so the range of
// each choice is learnt from the property itself: with the choices before it already
// encoded, a run on those bytes followed by 0xFF bytes decodes the choice to its largest
// rank, maxRank. The rank is then written as the smallest byte string that scales to it,
// and the whole result is checked by decoding it once more.
import Foundation
import Generators
import Harness
import SeedProperties

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("seed-corpus: \(message)\n".utf8))
    exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
var counterexamples = "Counterexamples"
var generated = 32
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--counterexamples":
        guard !arguments.isEmpty else { fail("--counterexamples needs a folder", code: 64) }
        counterexamples = arguments.removeFirst()
    case "--generated":
        guard let count = arguments.first.flatMap({ Int($0) }), (0...100_000).contains(count) else {
            fail("--generated needs a whole number from 0 to 100000", code: 64)
        }
        arguments.removeFirst()
        generated = count
    case "-h", "--help":
        print("usage: seed-corpus OUT_DIR [--counterexamples DIR] [--generated N]")
        exit(0)
    default:
        guard output == nil, !argument.hasPrefix("-") else { fail("unexpected argument '\(argument)'", code: 64) }
        output = argument
    }
}
guard let output else { fail("usage: seed-corpus OUT_DIR [--counterexamples DIR] [--generated N]", code: 64) }

/// The bytes that decode, choice by choice, to `ranks` (clamped to each choice's range,
/// as a replay clamps them), or nil when the property draws fewer choices than recorded.
func fuzzerBytes(for ranks: [UInt64], property: Property) -> [UInt8]? {
    var bytes: [UInt8] = []
    var expected: [UInt64] = []
    for target in ranks {
        let index = expected.count
        let probe = property.run(fuzzerBytes: bytes + [UInt8](repeating: 0xFF, count: 8)).choices?.ranks ?? []
        guard probe.count > index, Array(probe[..<index]) == expected else { return nil }
        let maxRank = probe[index]
        let rank = min(target, maxRank)
        bytes += encode(rank, maxRank: maxRank)
        expected.append(rank)
    }
    let decoded = property.run(fuzzerBytes: bytes).choices?.ranks ?? []
    guard decoded.count >= expected.count, Array(decoded[..<expected.count]) == expected else { return nil }
    return bytes
}

/// The smallest big-endian byte string of the choice's width that scales to `rank`
/// (the inverse of `ChoiceSource`'s decoding: rank = floor(raw / 2^(8·width) · (maxRank + 1))).
func encode(_ rank: UInt64, maxRank: UInt64) -> [UInt8] {
    guard maxRank > 0 else { return [] }
    let width = (64 - maxRank.leadingZeroBitCount + 7) / 8
    let raw: UInt64
    if maxRank == .max {
        raw = rank
    } else {
        let span = UInt128(maxRank) + 1
        raw = UInt64((UInt128(rank) << UInt128(8 * width) + span - 1) / span)
    }
    return (0..<width).map { UInt8(truncatingIfNeeded: raw >> UInt64(8 * (width - 1 - $0))) }
}

/// A 64-bit FNV-1a hash, as 16 hex digits: the seed's file name.
func name(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

let root = URL(fileURLWithPath: output, isDirectory: true)
let store = URL(fileURLWithPath: counterexamples, isDirectory: true)
for (key, harness) in Catalog.seed.keyed() {
    let folder = root.appendingPathComponent(key, isDirectory: true)
    var seeds: [[UInt8]] = []
    var fromFiles = 0
    var skipped = 0
    for loaded in RegressionStore.load(property: harness.name, in: store) {
        guard case .success(let file) = loaded else { skipped += 1; continue }
        // Decode with the faults the file was found with, as its replay does.
        let faults = Set((file.faults ?? []).compactMap { Catalog.seed.fault(named: $0) })
        guard let property = Catalog.property(named: harness.name, faults: faults)?.property,
              let bytes = fuzzerBytes(for: file.choices, property: property) else { skipped += 1; continue }
        seeds.append(bytes)
        fromFiles += 1
    }
    // Short generated scripts: fixed-seed bytes, lengths 1 to 48, one per decoded case.
    var state = UInt64(truncatingIfNeeded: harness.name.utf8.reduce(UInt64(17)) { $0 &* 31 &+ UInt64($1) })
    func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
    var cases = Set<[UInt64]>()
    var fromGenerator = 0
    for index in 0..<generated {
        let length = 1 + index * 47 / max(generated - 1, 1)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
        let decoded = harness.property.run(fuzzerBytes: bytes).choices?.ranks ?? []
        guard cases.insert(decoded).inserted else { continue }
        seeds.append(bytes)
        fromGenerator += 1
    }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for seed in seeds {
            try Data(seed).write(to: folder.appendingPathComponent(name(of: seed)), options: .atomic)
        }
    } catch {
        fail("cannot write into \(folder.path): \(error.localizedDescription)", code: 2)
    }
    print("seeds \(key) \"\(harness.name)\" counterexamples=\(fromFiles) skipped=\(skipped) generated=\(fromGenerator)")
}
