import Foundation
import Generators
import Harness
import HeadlessUIKit

// The harness's benchmark and fault table (scripts/bench-harness.sh, scripts/fault-table.sh).
//
//   harness-bench throughput [--cases N] [--only NAME]   every property with all faults off
//   harness-bench faults [--seeds N] [--cases N]          every fault, hunted with fixed budgets
//   harness-bench findings                                reports behind docs/FINDINGS.md (scripts/findings.sh)
//   harness-bench priorities                              which priority orders the split layout depends on
//
// Throughput lines: `throughput "PROPERTY" cases_per_s=X passed=true|false`; a property
// that does not pass prints its report to stderr.

var mode = "throughput"
var cases = 10_000
var seeds = 20
var only: String?
var seed: UInt64 = 1
var arguments = CommandLine.arguments.dropFirst()
if let first = arguments.first, !first.hasPrefix("--") { mode = first; arguments = arguments.dropFirst() }
while let argument = arguments.popFirst() {
    switch argument {
    case "--cases": cases = Int(arguments.popFirst() ?? "") ?? cases
    case "--seeds": seeds = Int(arguments.popFirst() ?? "") ?? seeds
    case "--only": only = arguments.popFirst()
    case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? seed
    default:
        FileHandle.standardError.write(Data("usage: harness-bench [throughput|faults] [--cases N] [--seeds N] [--seed S] [--only NAME]\n".utf8))
        exit(64)
    }
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

switch mode {
case "throughput":
    var failures = 0
    for harness in Catalog.properties() where only == nil || harness.name == only {
        var configuration = CheckConfiguration.cases(cases)
        configuration.seed = seed
        configuration.regressions = nil
        configuration.recordsIssue = false
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = harness.property.check(configuration: configuration)
        let elapsed = seconds(clock.now - start)
        let passed = outcome.status == .passed
        if !passed {
            failures += 1
            FileHandle.standardError.write(Data("\(harness.name): \(outcome.status)\n\(outcome.report)\n".utf8))
        }
        print("throughput \"\(harness.name)\" cases_per_s=\(format(Double(outcome.cases) / max(elapsed, 1e-9))) cases=\(outcome.cases) passed=\(passed)")
    }
    exit(failures == 0 ? 0 : 1)

case "faults":
    var rows: [[FaultCatalogue.Catch]] = []
    var bad = 0
    for fault in Fault.allCases {
        let catches = (1...UInt64(max(seeds, 1))).map { FaultCatalogue.hunt(fault, seed: $0, cases: cases == 10_000 ? 2_000 : cases) }
        rows.append(catches)
        let limit = FaultCatalogue.stepLimit(for: fault)
        let escaped = catches.filter { !$0.confirmed || ($0.steps ?? .max) > limit }
        if !escaped.isEmpty { bad += 1 }
        for item in escaped {
            FileHandle.standardError.write(Data("\(fault) seed \(item.seed): \(item.caught ? (item.confirmed ? "\(item.steps ?? 0) steps" : "not confirmed with the fault off") : "not caught")\n\(item.reproducibleReport ?? "")\n".utf8))
        }
        FileHandle.standardError.write(Data("\(fault): done\n".utf8))
    }
    print(FaultCatalogue.table(rows))
    print("faults \(Fault.allCases.count) seeds \(seeds) all_caught_confirmed_and_small=\(bad == 0)")
    // One shrunk counterexample per fault (seed 1), as the report prints it.
    for catches in rows {
        guard let first = catches.first, let example = first.counterexample else { continue }
        print("\n# \(first.fault) (seed \(first.seed), \(first.property ?? "-")):\n\(example)")
    }
    exit(bad == 0 ? 0 : 1)

case "priorities":
    // Which priority orders the split layout depends on (S1 under single changes).
    for dependency in PriorityExploration.split() { print(dependency) }

case "findings":
    // The report of each seed defect's catch (the shortest over seeds 1-5): the material
    // of docs/FINDINGS.md, printed exactly as a failing check prints it.
    for fault in Fault.allCases where fault.isSeedDefect || fault == .splitOffPriorityTies {
        // The shortest counterexample over seeds 1...5 (the lowest seed among equals).
        let found = (1...5).map { FaultCatalogue.hunt(fault, seed: $0) }
            .min { ($0.steps ?? .max, $0.seed) < ($1.steps ?? .max, $1.seed) }
        print("## \(fault)\n\(found?.reproducibleReport ?? "not caught")\n")
    }
    // FINDINGS §10: the catch that exposed the list-deletion shift (seed 18), as today's
    // generators shrink it.
    print("## lockUnlockOnlyInside-seed18\n\(FaultCatalogue.hunt(.lockUnlockOnlyInside, seed: 18).reproducibleReport ?? "not caught")\n")
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
    FileHandle.standardError.write(Data("unknown mode \(mode); use throughput or faults\n".utf8))
    exit(64)
}

/// The swipes a bar's recognizers recognised, by direction name.
final class RecognisedSwipes {
    var names: [String] = []

    func swiped(_ recognizer: UISwipeGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        names.append(recognizer.direction == .left ? "left" : recognizer.direction == .right ? "right" : "\(recognizer.direction.rawValue)")
    }
}
