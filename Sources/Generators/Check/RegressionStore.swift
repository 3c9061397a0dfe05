import Foundation

/// The regression directory: one folder per property, one JSON file per counterexample.
/// Every check replays its property's files before generating anything new, like a
/// committed example database; a fixed bug keeps its file as a regression test.
public struct RegressionStore: Sendable, Equatable {
    /// Where the store lives; nil means "the `Counterexamples` folder of the package that
    /// contains the calling test file".
    public var directory: URL?

    /// The package's own `Counterexamples` directory (or `PBT_REGRESSIONS`).
    public static let automatic = RegressionStore(directory: nil)

    /// A store in `directory`.
    public init(directory: URL?) { self.directory = directory }

    /// The directory to use for a check called from the source file `filePath`, or nil
    /// when disabled: the package around that file.
    func resolvedDirectory(callerFilePath: String) -> URL? {
        resolvedDirectory(searchingFrom: URL(fileURLWithPath: callerFilePath).deletingLastPathComponent())
    }

    /// The directory to use when the search for the package starts in `folder` itself
    /// (a tool's working directory), or nil when disabled: `PBT_REGRESSIONS`, else the
    /// configured directory, else `Counterexamples` in the nearest folder, from `folder`
    /// up, that holds a `Package.swift` (a nested package uses its own).
    func resolvedDirectory(searchingFrom folder: URL) -> URL? {
        if let configured = CheckEnvironment.value(CheckEnvironment.regressionsVariable) {
            return configured == "off" ? nil : URL(fileURLWithPath: configured)
        }
        if let directory { return directory }
        return Self.package(containing: folder)?.appendingPathComponent("Counterexamples")
    }

    /// The nearest folder, from `folder` up to the root, that holds a `Package.swift`.
    static func package(containing folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The folder name for a property: its name with anything but letters, digits, `-`
    /// and `_` turned into `-`.
    public static func folderName(for property: String) -> String {
        String(property.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    /// Every file saved for `property`, in name order; unreadable ones as errors.
    public static func load(property: String, in directory: URL) -> [Result<CounterexampleFile, CounterexampleFileError>] {
        let folder = directory.appendingPathComponent(folderName(for: property))
        // safe: no folder (or none readable) means no saved counterexamples for this property.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let path = folder.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(.unreadable(path: path, detail: "no such file or no permission"))
            }
            return Result { () throws(CounterexampleFileError) in try CounterexampleFile.decode(data, path: path) }
        }
    }

    /// Writes `file` atomically and returns its path. An existing file with the same name
    /// holds the same counterexample and is left alone.
    @discardableResult
    public static func save(_ file: CounterexampleFile, in directory: URL) throws -> URL {
        try saveReportingNew(file, in: directory).url
    }

    /// Writes `file` atomically and says whether this call created it: the file is
    /// written to a hidden partial file, flushed, then hard-linked to its name, which
    /// fails when the name exists. So when two campaigns save the same counterexample at
    /// once, exactly one of them reports it as new.
    public static func saveReportingNew(_ file: CounterexampleFile, in directory: URL) throws -> (url: URL, isNew: Bool) {
        let folder = directory.appendingPathComponent(folderName(for: file.property))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        removeLeftovers(in: folder)
        let url = folder.appendingPathComponent(file.fileName)
        if FileManager.default.fileExists(atPath: url.path) { return (url, false) }
        let partial = try writePartial(file.encoded(), for: url)
        defer { unlink(partial.path) }
        guard link(partial.path, url.path) == 0 else {
            if errno == EEXIST { return (url, false) }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                           NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        return (url, true)
    }

    /// Writes `data` to the hidden partial file beside `url` and flushes it to disk.
    private static func writePartial(_ data: Data, for url: URL) throws -> URL {
        let partial = url.deletingLastPathComponent()
            .appendingPathComponent("." + url.lastPathComponent + partialMarker + String(getpid()) + "-"
                                    + UUID().uuidString.prefix(8))
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: partial.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: partial)
            defer { try? handle.close() }  // safe: close after a successful synchronize cannot lose data
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            unlink(partial.path)
            throw error
        }
        return partial
    }

    /// The marker in the name of a file being written: `.<name>.partial-<pid>-<tag>`. Loaders
    /// read only `*.json`, so a partial file is never taken for a counterexample.
    static let partialMarker = ".partial-"

    /// Writes `data` to a hidden file beside `url` (`.<name>.partial-<pid>-<tag>`), flushes it
    /// to disk, then renames it over `url`: a kill at any moment leaves either the old
    /// state or the whole new file, plus at most one partial file, which the next save
    /// into that folder removes (`removeLeftovers`).
    public static func writeAtomically(_ data: Data, to url: URL) throws {
        let partial = try writePartial(data, for: url)
        guard rename(partial.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
        }
    }

    /// Removes the partial files of writers that are gone (killed mid-write) from
    /// `folder`, and the temporary files Foundation's atomic writes leave when killed
    /// (`.dat.nosync…`). A partial file of a process still running is left alone.
    public static func removeLeftovers(in folder: URL) {
        // safe: an unreadable folder has nothing this process could remove.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            var gone = name.hasPrefix(".dat.nosync")
            if name.hasPrefix("."), let marker = name.range(of: partialMarker, options: .backwards),
               let pid = Int32(name[marker.upperBound...].prefix { $0.isNumber }) {
                gone = pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
            }
            if gone { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }  // safe: best effort
        }
    }
}
