import Commands
import Foundation
import Generators
import Harness
import Synchronization

/// Set by SIGINT / SIGTERM: workers finish the check in hand (shrinking has a short time
/// budget) and stop; the summary is still written.
let stopRequested = Atomic<Bool>(false)

/// `harness fuzz`: every property (or the chosen ones) round-robin under a budget.
struct FuzzCommand: Sendable {
    static let options: [Option] = [
        .value("seconds", "N", "budget in seconds (default 60 when --cases is not given)"),
        .value("cases", "N", "budget in cases, over all properties"),
        .value("property", "NAME|ID", "only this property (full name, or an id such as L1, L2b)", repeatable: true),
        .flag("new-only", "exit 1 only for new counterexamples, not for known ones failing again"),
        .value("seed", "S", "the campaign's seed, decimal or 0x-hex (default random, printed)"),
        .value("jobs", "N", "worker processes, 1-256 (default 1)"),
        .value("shard", "i/n", "run shard i of n of the campaign's seeds"),
        .value("out", "DIR", "where new counterexamples go (default PBT_REGRESSIONS, else ./Counterexamples)"),
        .value("json", "FILE", "also write the summary as JSON"),
        .value("fault", "NAME", "switch a fault on (or NAME,NAME)", repeatable: true),
        .value("chunk", "N", "cases per property before the next one's turn (default 200)"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "fuzz", summary: "run every property round-robin under a budget and save new counterexamples",
        details: ["Faults can also be switched on with HARNESS_FAULTS=name,name."],
        options: options,
        exitCodes: [(0, "no property failed"), (1, "some property failed (known or new)"),
                    (2, "an unusable --out or --json, or a find that could not be saved")],
        run: { arguments throws(CLIError) in try FuzzCommand(arguments, catalog: catalog).run() })
    }
    /// The most shards a campaign may be split into (a bound, so seed arithmetic never
    /// overflows; a million machines is more than any team runs).
    static let maxShards = 1_000_000

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let properties: [HarnessProperty]
    let faults: Set<Fault>
    let seconds: Double?
    let totalCases: Int?
    let seed: UInt64
    let jobs: Int
    let shard: (index: Int, count: Int)
    let directory: URL
    let json: String?
    let chunk: Int
    /// Exit 1 only for new finds (the old gate), not for every failure of this run.
    let newOnly: Bool

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        try arguments.noPositional("harness fuzz")
        if let problem = CheckEnvironment.problem() { throw .usage(problem) }
        faults = try CommonOptions.faults(arguments, catalog: catalog)
        properties = try CommonOptions.properties(arguments, faults: faults, catalog: catalog)
        guard !properties.isEmpty else { throw .usage("there are no properties to fuzz") }
        totalCases = try arguments.integer("cases", in: 1...Int.max)
        seconds = try arguments.seconds("seconds") ?? (totalCases == nil ? 60 : nil)
        seed = try CommonOptions.seed(arguments) ?? UInt64.random(in: .min ... .max)
        jobs = try arguments.integer("jobs", in: 1...256) ?? 1
        chunk = try arguments.integer("chunk", in: 1...1_000_000) ?? 200
        shard = try Self.shard(arguments.value("shard"))
        newOnly = arguments.has("new-only")
        directory = CommonOptions.directory(arguments)
        json = arguments.value("json")
        try CommonOptions.ensureWritableDirectory(directory)
        // What a run killed mid-write left behind goes now (the next run cleans up).
        // safe: an unreadable listing means no folders to clean.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            RegressionStore.removeLeftovers(in: directory.appendingPathComponent(name))
        }
        if let json { try CommonOptions.ensureWritableFile(json) }
    }

    /// `i/n` with 1 <= i <= n <= `maxShards`, digits only (`1//2` and `1/a/2` are refused).
    static func shard(_ text: String?) throws(CLIError) -> (index: Int, count: Int) {
        guard let text else { return (1, 1) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil }
        guard numbers.count == 2, let index = numbers[0], let count = numbers[1], count >= 1, count <= maxShards,
              (1...count).contains(index) else {
            throw .usage("--shard must be i/n with 1 <= i <= n <= \(maxShards), not '\(text)'")
        }
        return (index, count)
    }

    /// What one property did in this campaign.
    struct Tally: Codable {
        var property: String
        var cases = 0
        var failures = 0
        var newFiles: [String] = []
        var knownFiles: [String] = []
        var lastFailure: String?
        /// Failure locations already reported: a campaign saves one counterexample per
        /// distinct failure of a property, not one per chunk that hits the same bug, and
        /// shrinks each only once.
        var signatures: [String] = []
        /// Counterexamples that could not be saved (the error names the path).
        var unsaved: [String] = []
        /// Seconds spent on this property (for its cases per second).
        var seconds = 0.0
    }

    /// Where a failure comes from: the `(file:line)` its message ends with, or the message.
    static func signature(of failure: String) -> String {
        guard failure.hasSuffix(")"), let open = failure.lastIndex(of: "(") else { return failure }
        return String(failure[open...])
    }

    /// The seed of the `k`-th check of worker `job`: shards and jobs never share one.
    func seedFor(job: Int, check k: Int) -> UInt64 {
        CampaignSeeds(base: seed, shard: shard.index, shards: shard.count, jobs: jobs).seed(job: job, check: k)
    }

    func run() -> Int32 {
        installStopHandlers()
        let started = ContinuousClock.now
        let tallies = Tallies(properties.map { Tally(property: $0.name) })
        let budget = seconds.map { "\($0) s" } ?? "\(totalCases ?? 0) cases"
        note("\(catalog.tool) fuzz: \(counted(properties.count, "property", "properties")), budget \(budget), seed 0x\(String(seed, radix: 16)), "
             + "shard \(shard.index)/\(shard.count), \(jobs) job\(jobs == 1 ? "" : "s"), faults: "
             + (faults.isEmpty ? "none" : faults.map(\.rawValue).sorted().joined(separator: ", ")) + ", out: \(directory.path)")
        @Sendable func exhausted() -> Bool {
            if stopRequested.load(ordering: .relaxed) { return true }
            if let seconds, ContinuousClock.now - started > .seconds(seconds) { return true }
            if let totalCases { return tallies.withLock { $0.reduce(0) { $0 + $1.cases } } >= totalCases }
            return false
        }
        let group = DispatchGroup()
        for job in 0..<jobs {
            group.enter()
            let thread = Thread {
                var k = 0
                while !exhausted() {
                    let index = (k * jobs + job) % properties.count
                    runOne(properties[index], index: index, seed: seedFor(job: job, check: k), tallies: tallies)
                    k += 1
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        let terminal = isatty(STDERR_FILENO) == 1
        // Started by a script that wants no orphan (HARNESS_STOP_WITH_PARENT=1, as the
        // nightly does): when that parent dies, even by SIGKILL, stop as on SIGINT.
        let parent = ProcessInfo.processInfo.environment["HARNESS_STOP_WITH_PARENT"] == "1" ? getppid() : nil
        var lastProgress = ContinuousClock.now
        while group.wait(timeout: .now() + 0.5) == .timedOut {
            if let parent, getppid() != parent { stopRequested.store(true, ordering: .relaxed) }
            if terminal || ContinuousClock.now - lastProgress >= .seconds(10) {
                progress(tallies.withLock { $0 }, since: started, terminal: terminal)
                lastProgress = ContinuousClock.now
            }
        }
        progress(tallies.withLock { $0 }, since: started, terminal: terminal)
        if terminal { note("") }
        let final = tallies.withLock { $0 }
        print(summary(final, since: started))
        var couldNotFinish = final.contains { !$0.unsaved.isEmpty }
        if let json, !writeJSON(final, since: started, to: json) { couldNotFinish = true }
        return Self.exitCode(final, couldNotFinish: couldNotFinish, newOnly: newOnly)
    }

    /// 2 when a find could not be saved or the summary not written (the run did not do
    /// its job); else 1 when some property failed in this run, known or new (with
    /// `--new-only`: when a new file was saved); else 0.
    static func exitCode(_ tallies: [Tally], couldNotFinish: Bool, newOnly: Bool) -> Int32 {
        if couldNotFinish { return 2 }
        let failed = newOnly ? tallies.contains { !$0.newFiles.isEmpty } : tallies.contains { $0.failures > 0 }
        return failed ? 1 : 0
    }

    private func runOne(_ property: HarnessProperty, index: Int, seed: UInt64, tallies: Tallies) {
        let clock = ContinuousClock()
        let start = clock.now
        var configuration = CheckConfiguration.cases(chunk)
        configuration.seed = seed
        configuration.regressions = nil  // replaying saved files is `swift test`'s job
        configuration.recordsIssue = false
        configuration.enforcesCoverage = false  // coverage is judged over whole runs, not chunks
        configuration.slowGenerationThreshold = .milliseconds(200)  // wall clock: a campaign is timed anyway
        // First without shrinking: a failure this run has already shrunk (same place)
        // costs one chunk, not another shrink.
        configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 0, maxDuration: .zero)
        var outcome = property.property.check(configuration: configuration)
        let firstSignature = Self.signature(of: outcome.failure ?? outcome.status.rawValue)
        let isNew = outcome.status != .passed && tallies.withLock { all in
            guard !all[index].signatures.contains(firstSignature) else { return false }
            all[index].signatures.append(firstSignature)
            return true
        }
        if isNew, outcome.status == .failed, let choices = outcome.choices {
            configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 20_000, maxDuration: .seconds(20))
            let cases = outcome.cases
            outcome = property.property.shrink(choices, seed: seed, configuration: configuration)
            outcome.cases = cases
        }
        var saved: (path: String, new: Bool)?
        var saveError: String?
        if isNew, outcome.status == .failed, let choices = outcome.choices, let fingerprint = outcome.fingerprint {
            let file = CounterexampleFile(property: property.name, seed: seed, choices: choices, value: outcome.value ?? "",
                                          failure: outcome.failure ?? "", fingerprint: fingerprint, faults: faults.isEmpty ? nil : faults.map(\.rawValue).sorted())
            let path = directory.appendingPathComponent(RegressionStore.folderName(for: property.name))
                .appendingPathComponent(file.fileName).path
            do {
                // New only if this run created it (atomically: two campaigns saving the
                // same counterexample at once do not both count it as new).
                saved = (path, try RegressionStore.saveReportingNew(file, in: directory).isNew)
            } catch {
                saveError = "NOT SAVED: \(path): \(error)"
            }
            let command = saved == nil
                ? Reproduction.replay(token: outcome.token ?? "", property: property.name, faults: faults.map(\.rawValue))
                : Reproduction.replay(file: path)
            note("\nFound after \(counted(outcome.cases, "case", "cases")) of a chunk from seed 0x\(String(seed, radix: 16)).\n"
                 + catalog.report(outcome.report, reproducedBy: command)
                 + (saved.map { "\nSaved: \($0.path)\($0.new ? "" : " (already known)")" } ?? "") + (saveError.map { "\n" + $0 } ?? ""))
        } else if isNew {
            note("\n" + outcome.report)
        }
        let elapsed = Self.seconds(clock.now - start)
        tallies.withLock { all in
            all[index].seconds += elapsed
            if let saveError { all[index].unsaved.append(saveError) }
            all[index].cases += outcome.cases
            if outcome.status != .passed {
                all[index].failures += 1
                all[index].lastFailure = outcome.failure ?? outcome.status.rawValue
            }
            if let saved {
                if saved.new { all[index].newFiles.append(saved.path) } else if !all[index].knownFiles.contains(saved.path) {
                    all[index].knownFiles.append(saved.path)
                }
            }
        }
    }

    private func progress(_ tallies: [Tally], since started: ContinuousClock.Instant, terminal: Bool) {
        let elapsed = seconds(since: started)
        let cases = tallies.reduce(0) { $0 + $1.cases }
        let failures = tallies.reduce(0) { $0 + $1.failures }
        let line = "[\(String(format: "%6.1f", elapsed))s] \(grouped(cases)) cases (\(grouped(Int(Double(cases) / max(elapsed, 0.001))))/s), "
            + "\(failures) failure\(failures == 1 ? "" : "s")"
        if terminal {
            FileHandle.standardError.write(Data(("\r" + line + "   ").utf8))
        } else {
            note(line)
        }
    }

    private func summary(_ tallies: [Tally], since started: ContinuousClock.Instant) -> String {
        var rows = [["property", "cases", "cases/s", "failing chunks", "distinct failures", "new files", "known", "unsaved"]]
        for tally in tallies {
            rows.append([tally.property, grouped(tally.cases), grouped(Int(Double(tally.cases) / max(tally.seconds, 0.001))),
                         grouped(tally.failures), grouped(tally.signatures.count),
                         grouped(tally.newFiles.count), grouped(tally.knownFiles.count), grouped(tally.unsaved.count)])
        }
        let cases = tallies.reduce(0) { $0 + $1.cases }
        let new = tallies.reduce(0) { $0 + $1.newFiles.count }
        let failing = tallies.filter { $0.failures > 0 }.count
        let unsaved = tallies.reduce(0) { $0 + $1.unsaved.count }
        let elapsed = seconds(since: started)
        let stopped = stopRequested.load(ordering: .relaxed) ? " (interrupted)" : ""
        var verdict = failing == 0 ? "nothing failed." : "\(counted(failing, "property", "properties")) failed"
            + (new == 0 ? ", nothing new." : "; \(counted(new, "new counterexample", "new counterexamples")) saved in \(directory.path).")
        if unsaved > 0 { verdict += " \(counted(unsaved, "counterexample", "counterexamples")) could not be saved (see NOT SAVED above)." }
        return table(rows) + "\n\n" + "\(counted(cases, "case", "cases")) in \(String(format: "%.1f", elapsed)) s"
            + " (\(grouped(Int(Double(cases) / max(elapsed, 0.001))))/s)\(stopped); " + verdict
    }

    /// Writes the summary; false (with a message naming the path) when it cannot.
    private func writeJSON(_ tallies: [Tally], since started: ContinuousClock.Instant, to path: String) -> Bool {
        struct Summary: Codable {
            var seed: String, shard: String, jobs: Int, seconds: Double, faults: [String], interrupted: Bool
            var properties: [Tally]
        }
        let summary = Summary(seed: "0x" + String(seed, radix: 16), shard: "\(shard.index)/\(shard.count)", jobs: jobs,
                              seconds: seconds(since: started), faults: faults.map(\.rawValue).sorted(),
                              interrupted: stopRequested.load(ordering: .relaxed), properties: tallies)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try RegressionStore.writeAtomically(encoder.encode(summary), to: URL(fileURLWithPath: path))
            return true
        } catch {
            note("harness: could not write the summary to \(path): \(error.localizedDescription)")
            return false
        }
    }

    private func seconds(since started: ContinuousClock.Instant) -> Double { Self.seconds(ContinuousClock.now - started) }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }
}

/// The campaign's tallies, shared by the workers.
final class Tallies: Sendable {
    private let state: Mutex<[FuzzCommand.Tally]>
    init(_ tallies: [FuzzCommand.Tally]) { state = Mutex(tallies) }
    func withLock<T>(_ body: (inout [FuzzCommand.Tally]) -> T) -> T { state.withLock { body(&$0) } }
}

/// "1 case", "2,000 cases".
func counted(_ number: Int, _ one: String, _ many: String) -> String { "\(grouped(number)) \(number == 1 ? one : many)" }

/// Thousands separated by commas.
func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (index, character) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(character)
    }
    return out
}

private func installStopHandlers() {
    signal(SIGINT) { _ in stopRequested.store(true, ordering: .relaxed) }
    signal(SIGTERM) { _ in stopRequested.store(true, ordering: .relaxed) }
}
