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

    /// The directory to use for a check called from `filePath`, or nil when disabled.
    func resolvedDirectory(callerFilePath: String) -> URL? {
        if let configured = CheckEnvironment.value(CheckEnvironment.regressionsVariable) {
            return configured == "off" ? nil : URL(fileURLWithPath: configured)
        }
        if let directory { return directory }
        var folder = URL(fileURLWithPath: callerFilePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Counterexamples")
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
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

    /// Writes `file` atomically (temporary file, then rename) and returns its path. An
    /// existing file with the same name holds the same counterexample and is left alone.
    @discardableResult
    public static func save(_ file: CounterexampleFile, in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent(folderName(for: file.property))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(file.fileName)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try file.encoded().write(to: url, options: .atomic)
        return url
    }
}
