import Controls
import Foundation
import Generators
import Harness
import Synchronization

/// Set by SIGINT / SIGTERM: workers finish the check in hand (shrinking has a short time
/// budget) and stop; the summary is still written.
let stopRequested = Atomic<Bool>(false)

/// `harness fuzz`: every property (or the chosen ones) round-robin under a budget.
struct FuzzCommand: Sendable {
    static let valued: Set<String> = ["seconds", "cases", "property", "seed", "jobs", "shard", "out", "json", "fault", "chunk"]
    static let switches: Set<String> = []

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

    init(_ arguments: Arguments) throws(CLIError) {
        faults = try CommonOptions.faults(arguments)
        properties = try CommonOptions.properties(arguments, faults: faults)
        guard !properties.isEmpty else { throw .usage("there are no properties to fuzz") }
        totalCases = try arguments.integer("cases", in: 1...Int.max)
        seconds = try arguments.seconds("seconds") ?? (totalCases == nil ? 60 : nil)
        seed = try CommonOptions.seed(arguments) ?? UInt64.random(in: .min ... .max)
        jobs = try arguments.integer("jobs", in: 1...256) ?? 1
        chunk = try arguments.integer("chunk", in: 1...1_000_000) ?? 200
        if let text = arguments.value("shard") {
            let parts = text.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw .usage("--shard must be i/n with 1 <= i <= n, not '\(text)'")
            }
            shard = (parts[0], parts[1])
        } else {
            shard = (1, 1)
        }
        directory = CommonOptions.directory(arguments)
        json = arguments.value("json")
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
        /// distinct failure of a property, not one per chunk that hits the same bug.
        var signatures: [String] = []
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
        note("harness fuzz: \(properties.count) properties, budget \(budget), seed 0x\(String(seed, radix: 16)), "
             + "shard \(shard.index)/\(shard.count), \(jobs) job\(jobs == 1 ? "" : "s"), faults: "
             + (faults.isEmpty ? "none" : faults.map(\.rawValue).sorted().joined(separator: ", ")) + ", out: \(directory.path)")
        @Sendable func exhausted() -> Bool {
            if stopRequested.load(ordering: .relaxed) { return true }
            if let seconds, ContinuousClock.now - started > .milliseconds(Int(seconds * 1000)) { return true }
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
        while group.wait(timeout: .now() + (terminal ? 0.5 : 10)) == .timedOut {
            progress(tallies.withLock { $0 }, since: started, terminal: terminal)
        }
        progress(tallies.withLock { $0 }, since: started, terminal: terminal)
        if terminal { note("") }
        let final = tallies.withLock { $0 }
        print(summary(final, since: started))
        if let json { writeJSON(final, since: started, to: json) }
        return final.contains { !$0.newFiles.isEmpty } ? 1 : 0
    }

    private func runOne(_ property: HarnessProperty, index: Int, seed: UInt64, tallies: Tallies) {
        var configuration = CheckConfiguration.cases(chunk)
        configuration.seed = seed
        configuration.regressions = nil  // replaying saved files is `swift test`'s job
        configuration.recordsIssue = false
        configuration.enforcesCoverage = false  // coverage is judged over whole runs, not chunks
        configuration.slowGenerationThreshold = .milliseconds(200)  // wall clock: a campaign is timed anyway
        configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 20_000, maxDuration: .seconds(20))
        let outcome = property.property.check(configuration: configuration)
        let signature = Self.signature(of: outcome.failure ?? outcome.status.rawValue)
        let isNew = outcome.status != .passed && tallies.withLock { all in
            guard !all[index].signatures.contains(signature) else { return false }
            all[index].signatures.append(signature)
            return true
        }
        var saved: (path: String, new: Bool)?
        if isNew, outcome.status == .failed, let choices = outcome.choices {
            let file = CounterexampleFile(property: property.name, seed: seed, choices: choices, value: outcome.value ?? "",
                                          failure: outcome.failure ?? "", faults: faults.isEmpty ? nil : faults.map(\.rawValue).sorted())
            let path = directory.appendingPathComponent(RegressionStore.folderName(for: property.name))
                .appendingPathComponent(file.fileName).path
            let existed = FileManager.default.fileExists(atPath: path)
            if (try? RegressionStore.save(file, in: directory)) != nil { saved = (path, !existed) }
            note("\n" + outcome.report + (saved.map { "\nSaved: \($0.path)\($0.new ? "" : " (already known)")" } ?? ""))
        } else if isNew {
            note("\n" + outcome.report)
        }
        tallies.withLock { all in
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
        var rows = [["property", "cases", "failing chunks", "distinct failures", "new files", "known"]]
        for tally in tallies {
            rows.append([tally.property, grouped(tally.cases), "\(tally.failures)", "\(tally.signatures.count)",
                         "\(tally.newFiles.count)", "\(tally.knownFiles.count)"])
        }
        let cases = tallies.reduce(0) { $0 + $1.cases }
        let new = tallies.reduce(0) { $0 + $1.newFiles.count }
        let elapsed = seconds(since: started)
        let stopped = stopRequested.load(ordering: .relaxed) ? " (interrupted)" : ""
        return table(rows) + "\n\n" + "\(grouped(cases)) cases in \(String(format: "%.1f", elapsed)) s"
            + " (\(grouped(Int(Double(cases) / max(elapsed, 0.001))))/s)\(stopped); "
            + (new == 0 ? "nothing new found." : "\(new) new counterexample\(new == 1 ? "" : "s") saved in \(directory.path).")
    }

    private func writeJSON(_ tallies: [Tally], since started: ContinuousClock.Instant, to path: String) {
        struct Summary: Codable {
            var seed: String, shard: String, jobs: Int, seconds: Double, faults: [String], interrupted: Bool
            var properties: [Tally]
        }
        let summary = Summary(seed: "0x" + String(seed, radix: 16), shard: "\(shard.index)/\(shard.count)", jobs: jobs,
                              seconds: seconds(since: started), faults: faults.map(\.rawValue).sorted(),
                              interrupted: stopRequested.load(ordering: .relaxed), properties: tallies)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(summary) {
            try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }

    private func seconds(since started: ContinuousClock.Instant) -> Double {
        let (whole, fraction) = (ContinuousClock.now - started).components
        return Double(whole) + Double(fraction) / 1e18
    }
}

/// The campaign's tallies, shared by the workers.
final class Tallies: Sendable {
    private let state: Mutex<[FuzzCommand.Tally]>
    init(_ tallies: [FuzzCommand.Tally]) { state = Mutex(tallies) }
    func withLock<T>(_ body: (inout [FuzzCommand.Tally]) -> T) -> T { state.withLock { body(&$0) } }
}

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
