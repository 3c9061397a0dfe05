import HeadlessUIKit
import Foundation
import Generators

/// The nightly campaign's folder as a page: `summary.html` beside `summary.md`, with each
/// property's cases, cases per second and failures, and each find's first and last frame
/// linked to its replay page (written to `pages/`, one per find).
///
/// It reads what the campaign leaves in its folder: `harness-fuzz.json` (the fuzz summary
/// `harness fuzz --json` writes), every counterexample under `found/`, and
/// `libfuzzer.txt` when present.
public struct NightlyReport: Sendable {
    /// One find: its file, its page, and what went wrong making the page (if anything).
    public struct Find: Sendable {
        /// The counterexample file.
        public var file: URL
        /// The property it is for.
        public var property: String
        /// The page written for it, relative to the campaign folder (`pages/…html`); nil
        /// when none could be made.
        public var page: String?
        /// Why there is no page.
        public var problem: String?
        /// The failure the replay shows.
        public var failure: String?
        /// The number of steps drawn.
        public var steps: Int
        /// The first and last frames, as inline SVG thumbnails (empty without a page).
        public var firstFrame: String
        /// See `firstFrame`.
        public var lastFrame: String
    }

    /// One property's row of the fuzz table.
    public struct Row: Sendable, Decodable {
        /// The property's name.
        public var property: String
        /// Valid cases run.
        public var cases: Int
        /// Failing chunks.
        public var failures: Int
        /// Seconds spent on it.
        public var seconds: Double
        /// New counterexample files.
        public var newFiles: [String]
        /// Files that were already known.
        public var knownFiles: [String]

        /// Cases per second (0 when no time was measured).
        public var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }

        private enum CodingKeys: String, CodingKey { case property, cases, failures, seconds, newFiles, knownFiles }

        /// Reads a row of `harness fuzz --json`'s `properties`, tolerating absent counts.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            property = try c.decode(String.self, forKey: .property)
            cases = try c.decodeIfPresent(Int.self, forKey: .cases) ?? 0
            failures = try c.decodeIfPresent(Int.self, forKey: .failures) ?? 0
            seconds = try c.decodeIfPresent(Double.self, forKey: .seconds) ?? 0
            newFiles = try c.decodeIfPresent([String].self, forKey: .newFiles) ?? []
            knownFiles = try c.decodeIfPresent([String].self, forKey: .knownFiles) ?? []
        }
    }

    /// The fuzz summary's header fields.
    struct FuzzSummary: Decodable {
        var seed: String?
        var jobs: Int?
        var seconds: Double?
        var faults: [String]?
        var interrupted: Bool?
        var properties: [Row]
    }

    /// The campaign folder.
    public var directory: URL
    /// Lines about the campaign (budget, status) shown at the top, as given.
    public var notes: [String]
    /// The fuzz table (empty when `harness-fuzz.json` is absent).
    public var rows: [Row]
    /// Why the fuzz table is missing or partial, when it is.
    public var tableProblem: String?
    /// The campaign's seed, jobs, seconds and whether it was interrupted, from the summary.
    public var campaign: String?
    /// The campaign's wall-clock seconds (its workers ran in parallel), from the summary.
    public var campaignSeconds: Double?
    /// Every find, in path order.
    public var finds: [Find]
    /// libFuzzer's statistics, when the campaign ran it.
    public var libFuzzer: String?
    /// The tool whose campaign this is, as the page names it (`harness`, `example-harness`).
    public var tool: String
    /// What a pasteable command of that tool starts with (`swift run -c release harness`).
    public var reproducePrefix: String

    /// The command that replays `file` with that tool, pasteable at the package root.
    public func replayCommand(file: String) -> String {
        "\(reproducePrefix) replay \(Reproduction.quoted(file)) --trace"
    }

    /// Reads the campaign in `directory` and writes a replay page for every find into
    /// `directory/pages/` (each replayed with the faults its file records). Nothing is
    /// written when the folder cannot be read. Once `shouldStop` says so (checked between
    /// pages; each page is written whole, atomically), the remaining finds get no page
    /// and say why.
    ///
    /// - Parameters:
    ///   - catalogue: the properties and faults the finds are replayed with: the
    ///     catalogue of the tool that ran the campaign (a user's own, or the seed one).
    ///   - tool: that tool's name, for the page's text.
    ///   - reproducePrefix: how its pasteable commands start (`swift run example-harness`).
    public init(directory: URL, catalogue: Catalogue, tool: String = "harness", reproducePrefix: String = Reproduction.prefix,
                notes: [String] = [], shouldStop: () -> Bool = { false }) throws {
        self.directory = directory
        self.notes = notes
        self.tool = tool
        self.reproducePrefix = reproducePrefix
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw NightlyReportError.notAFolder(directory.path)
        }
        rows = []
        let summaryURL = directory.appendingPathComponent("harness-fuzz.json")
        if let data = manager.contents(atPath: summaryURL.path) {
            do {
                let summary = try JSONDecoder().decode(FuzzSummary.self, from: data)
                rows = summary.properties
                campaignSeconds = summary.seconds
                campaign = [summary.seed.map { "seed \($0)" }, summary.jobs.map { "\($0) jobs" },
                            summary.seconds.map { String(format: "%.1f s", $0) },
                            summary.faults.map { $0.isEmpty ? "no faults" : "faults: " + $0.joined(separator: ", ") },
                            summary.interrupted == true ? "interrupted" : nil].compactMap { $0 }.joined(separator: " · ")
            } catch {
                tableProblem = "harness-fuzz.json could not be read: \(error.localizedDescription)"
            }
        } else {
            tableProblem = "harness fuzz wrote no harness-fuzz.json (the run was stopped before it ended, or did not start)"
        }
        let libFuzzerText = manager.contents(atPath: directory.appendingPathComponent("libfuzzer.txt").path)
            .map { String(decoding: $0, as: UTF8.self) }
        libFuzzer = libFuzzerText?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false ? libFuzzerText : nil
        let files = Self.counterexamples(under: directory.appendingPathComponent("found"))
        let pages = directory.appendingPathComponent("pages")
        if !files.isEmpty { try manager.createDirectory(at: pages, withIntermediateDirectories: true) }
        finds = files.enumerated().map { number, file in
            guard !shouldStop() else {
                return Find(file: file, property: file.deletingLastPathComponent().lastPathComponent, page: nil,
                            problem: "not replayed: the report was interrupted", failure: nil, steps: 0, firstFrame: "", lastFrame: "")
            }
            return Self.find(file, number: number, pages: pages, catalogue: catalogue, reproducePrefix: reproducePrefix)
        }
    }

    /// Every `*.json` below `folder`, sorted by path.
    static func counterexamples(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    /// Replays `file` with its recorded faults, writes its page into `pages` and keeps its
    /// first and last frames (their element ids prefixed by `number`, unique in the summary).
    static func find(_ file: URL, number: Int, pages: URL, catalogue: Catalogue, reproducePrefix: String) -> Find {
        var find = Find(file: file, property: "?", page: nil, problem: nil, failure: nil, steps: 0, firstFrame: "", lastFrame: "")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            find.problem = "cannot read the file"
            return find
        }
        let recorded: CounterexampleFile
        do { recorded = try CounterexampleFile.decode(data, path: file.path) } catch {
            find.problem = error.description
            return find
        }
        find.property = recorded.property
        var faults = Set<Fault>()
        for name in recorded.faults ?? [] {
            guard let fault = catalogue.fault(named: name) else {
                find.problem = "found with fault '\(name)', which this harness does not have"
                return find
            }
            faults.insert(fault)
        }
        guard let harness = catalogue.property(named: recorded.property, faults: faults) else {
            find.problem = "property '\(recorded.property)' is not in this harness"
            return find
        }
        guard let page = ReplayPage(property: harness, choices: ChoiceSequence(recorded.choices), token: recorded.token,
                                    command: "\(reproducePrefix) replay \(Reproduction.quoted(file.path)) --trace", faults: faults.map(\.rawValue),
                                    caseText: recorded.value) else {
            find.problem = "its choices no longer decode to a case of the property (stale)"
            return find
        }
        let name = file.deletingLastPathComponent().lastPathComponent + "--" + file.deletingPathExtension().lastPathComponent + ".html"
        do {
            try page.write(to: pages.appendingPathComponent(name))
        } catch {
            find.problem = "cannot write its page: \(error.localizedDescription)"
            return find
        }
        find.page = "pages/" + name
        find.failure = page.trace.failure.map(Tracer.withoutLocation)
        let frames = page.trace.frames
        find.steps = frames.count
        if let first = frames.first, let last = frames.last {
            let canvas = FrameDrawing.focus(frames)
            find.firstFrame = FrameDrawing.standalone(first, canvas: canvas, prefix: "t\(number)a", label: "step \(first.index), as built")
            find.lastFrame = FrameDrawing.standalone(last, canvas: canvas, prefix: "t\(number)z", label: "step \(last.index)")
        }
        return find
    }

    /// Writes `summary.html` into the campaign folder; returns its URL.
    @discardableResult
    public func write() throws -> URL {
        let url = directory.appendingPathComponent("summary.html")
        try RegressionStore.writeAtomically(Data(NightlySummaryPage(report: self).html.utf8), to: url)
        return url
    }
}

/// Why a nightly report could not be made.
public enum NightlyReportError: Error, CustomStringConvertible {
    /// The campaign folder does not exist or is a file.
    case notAFolder(String)

    /// What went wrong, naming the folder.
    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) is not a campaign folder (no such folder)"
        }
    }
}
