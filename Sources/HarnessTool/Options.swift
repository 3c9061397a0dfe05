import Commands
import Foundation
import Generators
import Harness

/// Options shared by several subcommands.
enum CommonOptions {
    /// Faults from `--fault NAME` (repeatable, or comma-separated) and `HARNESS_FAULTS`.
    static func faults(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) -> Set<Fault> {
        let environment = ProcessInfo.processInfo.environment["HARNESS_FAULTS"].map { [$0] } ?? []
        var faults = Set<Fault>()
        for list in environment + arguments.all("fault") {
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                guard let fault = catalog.fault(named: name) else {
                    throw .usage("unknown fault '\(name)'; '\(catalog.tool) faults --list' names them all")
                }
                faults.insert(fault)
            }
        }
        return faults
    }

    /// The properties named with `--property` (all when none), with `faults` on, in
    /// catalogue order, each once. A property is named by its full name, its key
    /// (`lockcontrol_u1`) or its invariant id (`L1`, `L2b`), case-insensitive; an id
    /// that several controls keep (`U1`) names each of them.
    static func properties(_ arguments: Arguments, faults: Set<Fault>, catalog: ToolCatalog) throws(CLIError) -> [HarnessProperty] {
        let all = catalog.properties(faults)
        let names = arguments.all("property")
        if names.isEmpty { return all }
        var chosen = Set<String>()
        for name in names {
            let matching = catalog.catalogue.properties(matching: name, faults: faults)
            guard !matching.isEmpty else {
                throw .usage("no property named '\(name)'; '\(catalog.tool) list' shows them (full names, or ids such as \(catalog.exampleID))")
            }
            chosen.formUnion(matching.map(\.name))
        }
        return all.filter { chosen.contains($0.name) }
    }

    /// A folder the command will write into, made if missing and probed with a file that
    /// is removed again, so an unusable output fails before any work starts (exit 2).
    static func ensureWritableDirectory(_ directory: URL) throws(CLIError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .input("cannot write counterexamples into \(directory.path): it is a file, not a folder")
        }
        let probe = directory.appendingPathComponent(".harness-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data().write(to: probe)
            try manager.removeItem(at: probe)
        } catch {
            throw .input("cannot write counterexamples into \(directory.path): \(error.localizedDescription)")
        }
    }

    /// A file the command will write at the end (`--json`): its folder must exist and
    /// take a file, and the path must not be a folder; checked before any work starts.
    static func ensureWritableFile(_ path: String) throws(CLIError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .input("cannot write \(path): it is a folder")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let probe = folder.appendingPathComponent(".harness-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data().write(to: probe)
            try manager.removeItem(at: probe)
        } catch {
            throw .input("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// The regression directory: `--out`, else `PBT_REGRESSIONS`, else `Counterexamples`
    /// in the working directory.
    static func directory(_ arguments: Arguments, option: String = "out") -> URL {
        if let path = arguments.value(option) { return URL(fileURLWithPath: path) }
        if let path = ProcessInfo.processInfo.environment[CheckEnvironment.regressionsVariable], path != "off" {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Counterexamples")
    }

    /// A seed given as decimal or 0x-hex.
    static func seed(_ arguments: Arguments) throws(CLIError) -> UInt64? {
        guard let text = arguments.value("seed") else { return nil }
        let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let seed = parsed else { throw .usage("--seed must be a number (decimal or 0x-hex), not '\(text)'") }
        return seed
    }
}

/// Left-aligned text columns.
func table(_ rows: [[String]]) -> String {
    guard let first = rows.first else { return "" }
    let widths = first.indices.map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { column, cell in
            column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
    }.joined(separator: "\n")
}

/// Writes to standard error.
func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
