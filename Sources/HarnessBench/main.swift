import Commands
import EngineBench
import Foundation
import Generators
import Harness
import SeedProperties
import HarnessTool
import HeadlessUIKit
import LayoutBench

// `harness-bench`: the Swift halves of the benchmark scripts, one executable with a
// subcommand each (the tables below are its help). `Tool` picks the subcommand and binds
// its options; the switch at the bottom runs it. `harness` and `faults` are
// `CatalogueBench` on the seed catalogue: a package of its own gets them for its catalogue
// as `bench throughput` and `bench faults` of the tool `HarnessCLI.main(catalog:)` runs.
//
// Harness throughput lines: `throughput "PROPERTY" cases_per_s=X passed=true|false`; a
// property that does not pass prints its report to stderr.

let bench = Tool(
    "harness-bench",
    summary: "The Swift halves of the benchmark scripts (scripts/bench-*.sh, fault-table.sh, findings.sh, diff-kiwi.sh).",
    commands: [
        Command("engine", summary: "the shrinking challenges and two throughput properties (scripts/bench-engine.sh)",
                details: ["Prints `ours NAME runs=... normalised=... mean_evals=...` and `ours-throughput` lines."],
                options: [.value("runs", "N", "seeds per challenge (default 100)"),
                          .value("first-seed", "S", "the first seed (default 0)"),
                          .value("only", "NAME,...", "only these challenges ('throughput' for both throughput lines)"),
                          .flag("verbose", "print each seed that did not shrink to the normal form to stderr")],
                exitCodes: [(0, "done")]),
        Command("harness", summary: "cases per second of every harness property, all faults off (scripts/bench-harness.sh)",
                options: [.value("cases", "N", "cases per property (default 10000)"),
                          .value("seed", "S", "the seed (default 1)"),
                          .value("only", "NAME", "only this property (its full name)")],
                exitCodes: [(0, "every property passed"), (1, "some property failed (its report is on stderr)")]),
        Command("layout", arguments: "enaml FILE | race FILE | emit KIND SIZE | scale | diff",
                summary: "the Swift side of scripts/bench-layout.sh (enaml, race, emit, scale) and scripts/diff-kiwi.sh (diff)",
                details: ["enaml FILE: build and edit timings of the Enaml-like system in FILE, one key=value per line.",
                          "race FILE: the same for any system in that format (default 20 builds).",
                          "emit KIND SIZE: a generated system (grid, chain, hugging, conflict) of about SIZE constraints.",
                          "scale: ambiguity, conflict diagnosis, edits and deep trees at scale.",
                          "diff: generated systems and our answers, one JSON line each, for kiwi_diff.py."],
                options: [.value("builds", "N", "enaml, race: builds to time (default 300, race 20)"),
                          .value("steps", "N", "enaml, race: edit steps to time (default 20000; 0: builds only)"),
                          .flag("quick", "scale: the smaller sizes only"),
                          .value("systems", "N", "diff: systems to generate (default 10000)"),
                          .value("seed", "S", "diff: the seed (default 20261129)")],
                exitCodes: [(0, "done"), (65, "FILE cannot be read or parsed")]),
        Command("faults", summary: "every fault hunted with fixed budgets: the fault table (scripts/fault-table.sh)",
                options: [.value("seeds", "N", "seeds per fault (default 20)"),
                          .value("cases", "N", "cases per property and seed (default 2000)")],
                exitCodes: [(0, "every fault caught, confirmed and shrunk within its limit in every seed"), (1, "some fault was not")]),
        Command("findings", summary: "the reports behind docs/FINDINGS.md (scripts/findings.sh)", exitCodes: [(0, "printed")]),
        Command("priorities", summary: "which priority orders the split layout depends on", exitCodes: [(0, "printed")]),
    ])

/// The bound command line, or the exit code when help or a usage error ended the run.
let (mode, parsed): (String, Arguments) = {
    switch bench.parse(Array(CommandLine.arguments.dropFirst())) {
    case .finished(let code): exit(code)
    case let .run(command, arguments): return (command.name, arguments)
    }
}()

/// The subcommand's options, validated (a bad value is a usage error, exit 64).
func validated<Value>(_ read: (Arguments) throws(CLIError) -> Value) -> Value {
    do throws(CLIError) {
        return try read(parsed)
    } catch {
        exit(bench.report(error, in: bench.command(named: mode)))
    }
}

var cases = validated { a throws(CLIError) in try a.integer("cases", in: 1...100_000_000) } ?? 10_000
var seeds = validated { a throws(CLIError) in try a.integer("seeds", in: 1...1_000) } ?? 20
var only = parsed.value("only")
var seed: UInt64 = mode == "layout" ? 1 : validated { a throws(CLIError) in try a.unsigned("seed") } ?? 1
if mode != "layout" { validated { a throws(CLIError) in try a.noPositional("harness-bench \(mode)") } }

switch mode {
case "engine":
    var engine = EngineBench()
    engine.runs = validated { a throws(CLIError) in try a.integer("runs", in: 1...1_000_000) } ?? engine.runs
    engine.firstSeed = validated { a throws(CLIError) in try a.unsigned("first-seed") } ?? 0
    engine.only = only.map { Set($0.split(separator: ",").map(String.init)) }
    engine.verbose = parsed.has("verbose") || ProcessInfo.processInfo.environment["BENCH_VERBOSE"] == "1"
    engine.run()

case "layout":
    // Validated here, then handed to LayoutBench in the form its own reader takes.
    let forwarded = validated { a throws(CLIError) -> [String] in
        switch (a.positional.first, a.positional.count) {
        case ("enaml"?, 2), ("race"?, 2), ("emit"?, 3), ("scale"?, 1), ("diff"?, 1): break
        default:
            throw .usage("layout takes 'enaml FILE', 'race FILE', 'emit KIND SIZE', 'scale' or 'diff', not '"
                + a.positional.joined(separator: " ") + "'")
        }
        var forwarded = a.positional
        if a.has("quick") { forwarded.append("--quick") }
        for name in ["builds", "systems"] {
            if let value = try a.integer(name, in: 1...100_000_000) { forwarded += ["--\(name)", String(value)] }
        }
        // 0 steps: builds only (the conflict systems, where kiwi's state after a refused add is unusable).
        if let value = try a.integer("steps", in: 0...100_000_000) { forwarded += ["--steps", String(value)] }
        if let value = try a.integer("seed", in: 0...Int.max) { forwarded += ["--seed", String(value)] }
        return forwarded
    }
    layoutBench(forwarded)

case "harness":
    // The same benchmark any catalogue gets as `TOOL bench throughput` (HarnessTool).
    exit(CatalogueBench.throughput(Catalog.seed, cases: cases, seed: seed, only: only) ? 0 : 1)

case "faults":
    // The same table any catalogue gets as `TOOL bench faults` (HarnessTool).
    exit(CatalogueBench.faultTable(Catalog.seed, seeds: seeds, cases: cases == 10_000 ? 2_000 : cases) ? 0 : 1)

case "priorities":
    // Which priority orders the split layout depends on (S1 under single changes).
    for dependency in PriorityExploration.split() { print(dependency) }

case "findings":
    // The report of each seed defect's catch (the shortest over seeds 1-5): the material
    // of docs/FINDINGS.md, printed exactly as a failing check prints it.
    for fault in Catalog.seed.faults where fault.isSeedDefect || fault == .splitOffPriorityTies {
        // The shortest counterexample over seeds 1...5 (the lowest seed among equals).
        let found = (1...5).map { FaultCatalogue.hunt(fault, seed: $0, in: Catalog.seed) }
            .min { ($0.steps ?? .max, $0.seed) < ($1.steps ?? .max, $1.seed) }
        print("## \(fault)\n\(found?.reproducibleReport ?? "not caught")\n")
    }
    // FINDINGS §10: the catch that exposed the list-deletion shift (seed 18), as today's
    // generators shrink it.
    print("## lockUnlockOnlyInside-seed18\n\(FaultCatalogue.hunt(.lockUnlockOnlyInside, seed: 18, in: Catalog.seed).reproducibleReport ?? "not caught")\n")
    // FINDINGS §8: the drag of §8's counterexample on the default lock, faults off; the
    // track's width and the thumb's x after each step, as the frames report them.
    do {
        let (window, lock) = Scenes.lock()
        print("## drift")
        func line(_ label: String) {
            print("\(label): track width \(lock.trackView.frame.width), thumb x \(lock.thumbView.frame.minX)")
        }
        line("at start")
        let steps: [Headless.TouchStep] = [.began(115.5, 413.5, at: 0), .moved(372.5, 413.5, at: 0), .moved(115.50000000000009, 413.5, at: 0),
                                  .moved(275.5, 413.5, at: 0), .moved(115.5, 413.5, at: 0), .ended(115.5, 413.5, at: 0)]
        for (index, step) in steps.enumerated() {
            try Headless.TouchDriver(window).send(step)
            line("step \(index + 1)")
        }
        Headless.Clock(window).settle()
        line("settled")
        print("")
    } catch {
        print("## drift\nscene failed: \(error)\n")
    }
    // FINDINGS §12: a left swipe; a finger down on the bar; the bar removed; that finger
    // swipes right; the clock settles. Which swipes the bar recognised, and its mode.
    do {
        let (window, bar) = Scenes.camera()
        let recognised = RecognisedSwipes()
        for swipe in (bar.gestureRecognizers ?? []).compactMap({ $0 as? UISwipeGestureRecognizer }) {
            swipe.addTarget(recognised, action: RecognisedSwipes.swiped)
        }
        let y = 612.0
        let touches = Headless.TouchDriver(window)
        try touches.send([.began(187.5, y, at: 0), .moved(137.5, y, at: 0), .ended(137.5, y, at: 0), .began(187.5, y, at: 0)])
        bar.removeFromSuperview()
        try touches.send([.moved(187.5, y, at: 0), .moved(237.5, y, at: 0), .ended(237.5, y, at: 0)])
        Headless.Clock(window).settle()
        print("## removal-between-swipes")
        print("recognised swipes: \(recognised.names.joined(separator: ", ")); settled mode: \(bar.cameraModel)\n")
    } catch {
        print("## removal-between-swipes\nscene failed: \(error)\n")
    }

default:
    exit(bench.report(.usage("\(mode) has no body"), in: bench.command(named: mode)))
}

/// The swipes a bar's recognizers recognised, by direction name.
final class RecognisedSwipes {
    var names: [String] = []

    func swiped(_ recognizer: UISwipeGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        names.append(recognizer.direction == .left ? "left" : recognizer.direction == .right ? "right" : "\(recognizer.direction.rawValue)")
    }
}
