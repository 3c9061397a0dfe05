// layout-bench: the Swift side of scripts/bench-layout.sh and scripts/diff-kiwi.sh.
//
//   layout-bench enaml FILE [--builds N] [--steps N]   timings, one `key=value` per line
//   layout-bench diff [--systems N] [--seed S]         generated systems and our answers, JSON lines
//   layout-bench emit KIND COUNT                       a generated system of about COUNT constraints
//                                                      (grid, chain, hugging, conflict)
//   layout-bench race FILE [--builds N] [--steps N]    like enaml, for any system in that format
//   layout-bench scale                                 ambiguity, conflict diagnosis and deep trees at scale
//
// Exit status: 0 done, 64 usage error, 65 unreadable input.
import Layout

func usage() -> Never {
    print("usage: layout-bench enaml|race FILE [--builds N] [--steps N] | layout-bench diff [--systems N] [--seed S]"
        + " | layout-bench emit KIND SIZE | layout-bench scale [--quick]")
    exit64()
}

func option(_ name: String, in arguments: [String], default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let parsed = Int(arguments[index + 1]) else { return value }
    return parsed
}

/// Runs `harness-bench layout ARGUMENTS` (arguments without the executable's name).
public func layoutBench(_ arguments: [String]) {
switch arguments.first {
case "enaml"?:
    guard arguments.count >= 2 else { usage() }
    runEnamlBenchmark(path: arguments[1], builds: option("--builds", in: arguments, default: 300),
                      steps: option("--steps", in: arguments, default: 20_000))
case "race"?:
    guard arguments.count >= 2 else { usage() }
    runEnamlBenchmark(path: arguments[1], builds: option("--builds", in: arguments, default: 20),
                      steps: option("--steps", in: arguments, default: 20_000))
case "emit"?:
    guard arguments.count == 3, let size = Int(arguments[2]),
          let text = BenchSystem.text(kind: arguments[1], constraints: size) else { usage() }
    print(text, terminator: "")
case "scale"?:
    runScale(quick: arguments.contains("--quick"))
case "diff"?:
    runDiff(systems: option("--systems", in: arguments, default: 10_000),
            seed: UInt64(option("--seed", in: arguments, default: 20_261_129)))
default:
    usage()
}
}
