// layout-bench: the Swift side of scripts/bench-layout.sh and scripts/diff-kiwi.sh.
//
//   layout-bench enaml FILE [--builds N] [--steps N]   timings, one `key=value` per line
//   layout-bench diff [--systems N] [--seed S]         generated systems and our answers, JSON lines
//
// Exit status: 0 done, 64 usage error, 65 unreadable input.
import Layout

func usage() -> Never {
    print("usage: layout-bench enaml FILE [--builds N] [--steps N] | layout-bench diff [--systems N] [--seed S]")
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
case "diff"?:
    runDiff(systems: option("--systems", in: arguments, default: 10_000),
            seed: UInt64(option("--seed", in: arguments, default: 20_261_129)))
default:
    usage()
}
}
