import Foundation
import Generators
import Testing

/// Every `harness` subcommand and every script's argument check fed bad input, run as a
/// user runs them: each gets its documented exit code (64 a usage error, 2 an input or
/// output that cannot be used), a message, no crash, and no saved file changes.
@Suite(.serialized) struct BadInputTests {
    /// One bad input: the command line (for `harness`, or a script under `scripts/`),
    /// extra environment, and the exit code it must get.
    struct Case: CustomStringConvertible {
        var script: String?
        var arguments: [String]
        var environment: [String: String] = [:]
        var exit: Int32
        var description: String {
            (environment.map { "\($0)=\($1) " }.sorted().joined()) + (script.map { "scripts/\($0)" } ?? "harness") + " "
                + arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ")
        }
    }

    /// Files the cases read: good and damaged counterexamples, a folder, a plain file.
    struct Fixtures {
        let folder: URL
        var path: (String) -> String { { folder.appendingPathComponent($0).path } }
    }

    static func makeFixtures() throws -> Fixtures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let good = try String(contentsOfFile: Self.savedFile(), encoding: .utf8)
        let write = { (name: String, text: String) in try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try write("good.json", good)
        try write("empty.json", "")
        try write("truncated.json", String(good.prefix(good.count / 2)))
        try write("not-json.json", "this is not JSON")
        try write("array.json", "[1, 2, 3]")
        try write("other-version.json", good.replacingOccurrences(of: "\"formatVersion\" : 2", with: "\"formatVersion\" : 99"))
        try write("no-version.json", good.replacingOccurrences(of: "\"formatVersion\" : 2,", with: ""))
        try write("negative-choice.json", good.replacingOccurrences(of: "\"choices\" : [", with: "\"choices\" : [-1, "))
        try write("unknown-property.json", good.replacingOccurrences(of: "\"property\" : \"", with: "\"property\" : \"nope "))
        try write("unknown-fault.json", good.replacingOccurrences(of: "\"faults\" : [", with: "\"faults\" : [\"noSuchFault\", "))
        try Data([0xFF, 0xFE, 0x00, 0x01]).write(to: folder.appendingPathComponent("binary.json"))
        try write("plain-file", "x")
        let lock = "property: L1\n1. down #0 (115.50, 413.50) @0.00\n2. up #0 (115.50, 413.50) @0.00\n"
        try write("lock.script", lock)
        try write("no-property.script", "1. down #0 (115.50, 413.50) @0.00\n")
        try write("unknown-step.script", lock + "3. jump #0 (1, 2) @0.10\n")
        try write("malformed.script", lock.replacingOccurrences(of: "(115.50, 413.50) @0.00\n2.", with: "(115.50 413.50) @0.00\n2."))
        try write("unknown-header.script", "property: S1\nrezise 3x4\nmode off\n")
        try write("unknown-property.script", lock.replacingOccurrences(of: "L1", with: "L9"))
        try write("unknown-fault.script", "faults: nope\n" + lock)
        try write("refused.script", "property: L1\n1. up #0 (115.50, 413.50) @0.00\n")
        try write("unknown-constraint.script", "property: S3\n1. mode off\n2. priority nope = 5\n")
        try write("skipped-step.script", lock + "3. layout pass\n")
        try write("skipped-split-step.script", "property: S1\n1. mode off\n2. layout pass\n")
        return Fixtures(folder: folder)
    }

    /// A committed counterexample (found with a fault on) to damage.
    static func savedFile() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Counterexamples/L1-thumb-within-insets")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted().first)
        return folder.appendingPathComponent(name).path
    }

    static func cases(_ f: Fixtures) -> [Case] {
        let out = ["--out", f.path("out")]
        var cases: [Case] = []
        func harness(_ arguments: [String], _ exit: Int32, _ environment: [String: String] = [:]) {
            cases.append(Case(script: nil, arguments: arguments, environment: environment, exit: exit))
        }
        // The command itself.
        harness([], 64)
        harness(["nope"], 64)
        harness(["--bogus"], 64)
        // fuzz: every number at 0, negative, NaN, infinite, huge, overflowing, malformed.
        for value in ["0", "-1", "nan", "inf", "-inf", "1e300", "9.3e15", "1e17", "abc", "", "1s", "0x10"] {
            harness(["fuzz", "--seconds", value] + out, 64)
        }
        for value in ["0", "-1", "abc", "", "1.5", "1e3", "99999999999999999999"] { harness(["fuzz", "--cases", value] + out, 64) }
        for value in ["0", "-1", "257", "abc", "", "1.5", "99999999999999999999"] { harness(["fuzz", "--jobs", value] + out, 64) }
        for value in ["0", "-1", "abc", "", "1000001"] { harness(["fuzz", "--chunk", value] + out, 64) }
        for value in ["0/1", "2/1", "1/0", "1//2", "1/a/2", "a/2", "-1/2", "1/2/3", "", "/", "1/", "/2", "1/4611686018427387904",
                      "1/1000001", " 1/2", "1/2 ", "+1/2"] {
            harness(["fuzz", "--shard", value, "--jobs", "2"] + out, 64)
        }
        for value in ["abc", "-1", "0x", "0xZZ", "18446744073709551616", "", "1.5"] { harness(["fuzz", "--seed", value] + out, 64) }
        harness(["fuzz", "--property", "nope"] + out, 64)
        harness(["fuzz", "--property", ""] + out, 64)
        harness(["fuzz", "--property", "L9"] + out, 64)
        harness(["fuzz", "--fault", "nope"] + out, 64)
        harness(["fuzz", "--fault", "lockClampLoweredTo499,nope"] + out, 64)
        harness(["fuzz", "--bogus"] + out, 64)
        harness(["fuzz", "--seconds"], 64)
        harness(["fuzz", "10"] + out, 64)
        harness(["fuzz", "--new-only=yes"] + out, 64)
        harness(["fuzz", "--seconds", "1", "--out", f.path("plain-file")], 2)
        harness(["fuzz", "--seconds", "1", "--out", "/proc/no-such-dir"], 2)
        harness(["fuzz", "--seconds", "1", "--out", f.path("plain-file") + "/below"], 2)
        harness(["fuzz", "--seconds", "1", "--json", f.path("a-folder")] + out, 2)
        harness(["fuzz", "--seconds", "1", "--json", "/proc/no-such-dir/summary.json"] + out, 2)
        harness(["fuzz", "--seconds", "1", "--json", f.path("no-such-folder") + "/summary.json"] + out, 2)
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_SEED": "abc"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_CASES_SCALE": "inf"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_CASES_SCALE": "1e30"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_CASES_SCALE": "nan"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_CASES_SCALE": "-1"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_CASES_SCALE": "0"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["PBT_RANDOM_SEED": "yes"])
        harness(["fuzz", "--seconds", "1"] + out, 64, ["HARNESS_FAULTS": "nope"])
        // replay: missing, unreadable, damaged, other-version files; folders; tokens.
        harness(["replay"], 64)
        harness(["replay", f.path("good.json"), f.path("good.json")], 64)
        for name in ["empty.json", "truncated.json", "not-json.json", "array.json", "other-version.json", "no-version.json",
                     "negative-choice.json", "unknown-property.json", "unknown-fault.json", "binary.json", "plain-file"] {
            harness(["replay", f.path(name)], 2)
        }
        harness(["replay", f.path("a-folder")], 2)
        harness(["replay", f.path("no-such-file.json")], 2)
        for token in ["", "pbt2", "pbt2.....", "pbt1.5a1c03e2.AQEBAA.7d1f", "pbt2.zz.zz.zz.zz", "pbt3.1.2.3.4", "not a token"] {
            harness(["replay", token], 2)
        }
        harness(["replay", f.path("good.json"), "--svg", f.path("good.json")], 64)
        harness(["replay", f.path("good.json"), "--fault", "nope"], 64)
        harness(["replay", f.path("good.json"), "--bogus"], 64)
        harness(["replay", f.path("good.json"), "--svg"], 64)
        // shrink: the same damaged inputs.
        harness(["shrink"], 64)
        for name in ["empty.json", "truncated.json", "not-json.json", "other-version.json", "negative-choice.json",
                     "unknown-property.json", "binary.json"] {
            harness(["shrink", f.path(name)], 2)
        }
        harness(["shrink", f.path("a-folder")], 2)
        harness(["shrink", f.path("no-such-file.json")], 2)
        harness(["shrink", f.path("good.json"), "--bogus"], 64)
        // import: missing inputs and names, unusable outputs.
        harness(["import"], 64)
        harness(["import", f.path("plain-file")], 64)
        harness(["import", f.path("plain-file"), "--property", "nope"], 64)
        harness(["import", f.path("no-such-crash"), "--property", "L1 thumb within insets"] + out, 2)
        harness(["import", f.path("a-folder"), "--property", "L1 thumb within insets"] + out, 2)
        harness(["import", f.path("plain-file"), "--property", "L1 thumb within insets", "--fault", "nope"] + out, 64)
        // list and faults.
        harness(["list", "--bogus"], 64)
        harness(["list", "extra"], 64)
        for value in ["0", "-1", "abc", "1001", ""] { harness(["faults", "--seeds", value], 64) }
        for value in ["0", "-1", "abc", ""] { harness(["faults", "--cases", value], 64) }
        harness(["faults", "--fault", "nope"], 64)
        harness(["faults", "extra"], 64)
        harness(["help", "--bogus"], 64)
        harness(["help", "fuzz", "replay"], 64)
        // run: scripts by hand.
        let lockScript = f.path("lock.script")
        harness(["run"], 64)
        harness(["run", lockScript, lockScript], 64)
        harness(["run", lockScript, "--bogus"], 64)
        harness(["run", lockScript, "--svg"], 64)
        harness(["run", lockScript, "--svg", lockScript], 64)
        harness(["run", lockScript, "--property", "nope"], 64)
        harness(["run", lockScript, "--property", "U1"], 64)  // every control's U1: a key names one
        harness(["run", lockScript, "--fault", "nope"], 64)
        harness(["run", f.path("no-property.script")], 64)
        for name in ["no-such-file.script", "a-folder", "binary.json", "unknown-step.script", "malformed.script",
                     "unknown-header.script", "unknown-property.script", "unknown-fault.script", "refused.script",
                     "unknown-constraint.script", "skipped-step.script", "skipped-split-step.script"] {
            harness(["run", f.path(name)], 2)
        }
        harness(["run", lockScript, "--svg", f.path("a-folder")], 2)
        // list and bench.
        harness(["list", "--names", "--keys"], 64)
        harness(["bench"], 64)
        harness(["bench", "nope"], 64)
        harness(["bench", "faults", "throughput"], 64)
        harness(["bench", "faults", "--property", "L1"], 64)
        harness(["bench", "throughput", "--property", "nope"], 64)
        for value in ["0", "-1", "abc", "1001"] { harness(["bench", "faults", "--seeds", value], 64) }
        for value in ["0", "abc"] { harness(["bench", "throughput", "--cases", value], 64) }
        // solve and render.
        harness(["solve"], 64)
        harness(["solve", "a", "b"], 64)
        harness(["solve", "--bogus", "x"], 64)
        for name in ["no-such-file.json", "not-json.json", "array.json", "empty.json", "a-folder"] { harness(["solve", f.path(name)], 2) }
        harness(["render"], 64)
        harness(["render", "a", "b"], 64)
        harness(["render", f.path("plain-file")], 2)
        // Scripts: their argument checks come before any build or run.
        func script(_ name: String, _ arguments: [String], _ exit: Int32, _ environment: [String: String] = [:]) {
            cases.append(Case(script: name, arguments: arguments, environment: environment, exit: exit))
        }
        for value in ["abc", "1.5", "-5", "0", "", "1e3", "99999999999", "10 20"] {
            script("nightly-fuzz.sh", [value, f.path("nightly")], 64)
        }
        script("nightly-fuzz.sh", ["10", f.path("nightly"), "extra"], 64)
        script("nightly-fuzz.sh", ["10", "/proc/no-such-dir/out"], 2)
        script("nightly-fuzz.sh", ["10", f.path("plain-file")], 2)
        script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_LIBFUZZER_SHARE": "abc"])
        script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_LIBFUZZER_SHARE": "101"])
        script("nightly-fuzz.sh", [], 64, ["NIGHTLY_SECONDS": "abc"])
        for value in ["0/2", "3/2", "1", "a/b", "1/0"] {
            script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_SHARD": value])
        }
        script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_SEED": "abc"])
        script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_PACKAGE": f.path("no-such-folder")])
        script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_TOOL": "a b"])
        script("nightly-fuzz.sh", ["10", f.path("nightly")], 64, ["NIGHTLY_FUZZER": "../x"])
        script("merge-nightly.sh", [], 64)
        script("merge-nightly.sh", [f.path("no-such-folder"), f.path("merged")], 64)
        script("seed-corpus.sh", [], 64)
        script("seed-corpus.sh", [f.path("seeds"), "--generated", "abc"], 64)
        for arguments in [["--runs", "0"], ["--runs", "abc"], ["--sanitizer", "memory"], ["extra"]] {
            script("cfl-emulate.sh", arguments, 64)
        }
        script("check-workflows.sh", ["extra"], 64)
        for arguments in [["--bogus"], ["--campaign-seconds", "0"], ["--libfuzzer-seconds", "abc"]] {
            script("bench-harness.sh", arguments, 64)
        }
        script("bench-fuzz-options.sh", ["abc"], 64)
        script("fuzz-libfuzzer.sh", [], 64)
        for value in ["abc", "0", "-1", "1.5", ""] { script("fuzz-libfuzzer.sh", ["L1", value], 64) }
        script("fuzz-libfuzzer.sh", ["L1", "1", "2", "3"], 64)
        script("reproduce.sh", [], 64)
        script("reproduce.sh", [""], 64)
        for value in ["abc", "0", "-1"] { script("regenerate-counterexamples.sh", [value], 64) }
        for value in ["abc", "0", "-1"] { script("interrupt-suite.sh", [value], 64) }
        return cases
    }

    /// Every regular file under `folder`, with a hash of its bytes.
    static func snapshot(_ folder: URL) -> [String: Int] {
        var result: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return result }
        for case let name as String in walker {
            let path = folder.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[name] = FileManager.default.contents(atPath: path).map { $0.hashValue } ?? -1
        }
        return result
    }

    static func run(_ item: Case) throws -> (code: Int32, output: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var environment = item.environment
        environment["FUZZ_NO_BUILD"] = environment["FUZZ_NO_BUILD"] ?? "1"
        // A bad input must be refused at once: one still running after 20 s is a failure
        // (it went on to do real work), stopped with SIGKILL (exit 137).
        if let script = item.script {
            return try runProcess(URL(fileURLWithPath: "/bin/bash"), [root.appendingPathComponent("scripts/\(script)").path] + item.arguments,
                                  environment: environment, directory: root, timeout: 20)
        }
        return try runProcess(try StaleReplayCommandTests.harness(), item.arguments, environment: environment, directory: root, timeout: 20)
    }

    /// `--help` on every subcommand and every script: exit 0 and a usage text.
    @Test func everySubcommandAndScriptHasHelp() throws {
        for command in ["fuzz", "replay", "run", "shrink", "import", "report", "list", "faults", "bench", "solve", "render"] {
            for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
                let (code, output) = try Self.run(Case(script: nil, arguments: arguments, exit: 0))
                #expect(code == 0 && output.contains("usage: harness \(command)"), "harness \(arguments): \(code)\n\(output)")
            }
        }
        let (code, output) = try Self.run(Case(script: nil, arguments: ["--help"], exit: 0))
        #expect(code == 0 && output.contains("usage: harness <command>"), "\(output)")
        // The top-level help names every subcommand, and names nothing that is not one.
        let listed = Self.commandNames(output)
        #expect(listed == ["fuzz", "replay", "run", "shrink", "import", "report", "list", "faults", "bench", "solve", "render", "help"],
                "\(listed)")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scripts = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scripts").path)
            .filter { $0.hasSuffix(".sh") }.sorted()
        #expect(scripts.count >= 15, "\(scripts)")
        for script in scripts {
            let (code, output) = try Self.run(Case(script: script, arguments: ["--help"], exit: 0))
            #expect(code == 0 && output.split(separator: "\n").count >= 2, "scripts/\(script) --help: exit \(code)\n\(output)")
        }
    }

    /// The names in a help text's `Commands:` list.
    static func commandNames(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Commands:") else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { String($0.split(separator: " ")[0]) }
    }

    /// The `--NAME` options a command's help lists (without `--help`).
    static func optionNames(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Options:") else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.hasPrefix("--") }
    }

    /// Every option a subcommand's help lists is one its parser takes (it reaches the
    /// command's own checks, which refuse the stray arguments after it: exit 64 without
    /// "unknown option"), and an option no help lists is refused as unknown.
    @Test func helpTextAndParserAgree() throws {
        for (tool, commands) in [("harness", ["fuzz", "replay", "run", "shrink", "import", "report", "list", "faults", "bench", "solve",
                                              "render"]),
                                 ("harness-bench", ["engine", "harness", "layout", "faults", "findings", "priorities"])] {
            let executable = try builtExecutable(tool)
            for command in commands {
                let help = try runProcess(executable, [command, "--help"]).output
                #expect(help.hasPrefix("usage: \(tool) \(command)"), "\(tool) \(command) --help:\n\(help)")
                #expect(help.contains("Exit codes:") && help.contains("64   a usage error"), "\(tool) \(command):\n\(help)")
                for option in Self.optionNames(help) {
                    // A valued option gets "0" (a bad value, or one the stray arguments make moot).
                    let takesValue = help.contains("  \(option) ") && !help.contains("  \(option)  ")
                    let arguments = [command, option] + (takesValue ? ["0"] : []) + ["stray-1", "stray-2", "stray-3"]
                    let (code, output) = try runProcess(executable, arguments, environment: ["FUZZ_NO_BUILD": "1"], timeout: 20)
                    #expect(code == 64 && !output.contains("unknown option"), "\(tool) \(arguments): exit \(code)\n\(output)")
                }
                let (code, output) = try runProcess(executable, [command, "--no-such-option"], timeout: 20)
                #expect(code == 64 && output.contains("unknown option --no-such-option"), "\(tool) \(command): \(code)\n\(output)")
            }
            let (code, output) = try runProcess(executable, ["--help"])
            #expect(code == 0 && Self.commandNames(output) == commands + ["help"], "\(tool) --help:\n\(output)")
            for arguments in [[], ["nope"], ["help", "nope"]] {
                #expect(try runProcess(executable, arguments).code == 64, "\(tool) \(arguments)")
            }
        }
        // harness-bench's values are checked before any work, like harness's.
        let bench = try builtExecutable("harness-bench")
        for arguments in [["engine", "--runs", "0"], ["engine", "--runs", "abc"], ["engine", "--first-seed", "-1"],
                          ["harness", "--cases", "0"], ["harness", "--seed", "x"], ["faults", "--seeds", "1001"],
                          ["layout"], ["layout", "enaml"], ["layout", "diff", "extra"], ["layout", "diff", "--systems", "0"],
                          ["layout", "nope"], ["findings", "extra"], ["priorities", "--seed", "1"]] {
            let (code, output) = try runProcess(bench, arguments, timeout: 20)
            #expect(code == 64 && output.contains("Run 'harness-bench"), "harness-bench \(arguments): exit \(code)\n\(output)")
        }
    }

    @Test func everyBadInputGetsItsExitCodeAndChangesNothing() throws {
        let fixtures = try Self.makeFixtures()
        defer { try? FileManager.default.removeItem(at: fixtures.folder) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let saved = root.appendingPathComponent("Counterexamples")
        let before = (Self.snapshot(saved), Self.snapshot(fixtures.folder))
        let cases = Self.cases(fixtures)
        #expect(cases.count >= 150, "\(cases.count) bad inputs")
        var wrong = 0
        for item in cases {
            let (code, output) = try Self.run(item)
            let crashed = code > 128 || output.contains("Fatal error") || output.contains("Crash")
            if code != item.exit || crashed { wrong += 1 }
            #expect(code == item.exit && !crashed, "\(item): exit \(code), expected \(item.exit)\n\(output)")
            #expect(!output.isEmpty, "\(item): no message")
        }
        #expect(Self.snapshot(saved) == before.0, "a saved counterexample changed")
        #expect(Self.snapshot(fixtures.folder) == before.1, "an input file changed")
        print("bad inputs: \(cases.count), wrong exit codes or crashes: \(wrong)")
    }
}
