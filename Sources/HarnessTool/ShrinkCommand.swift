import Commands
import Foundation
import Generators
import Harness

/// `harness shrink FILE`: shrinks a saved counterexample again (after the engine
/// improved, or one imported from libFuzzer) and replaces the file when it got smaller.
///
/// A stale file (its generator changed since it was saved) is re-shrunk from what its
/// choices still decode to, when that still fails, and rewritten with the new
/// fingerprint; when what decodes passes, or nothing decodes, it says so and leaves the
/// file. A file of format 1 (no fingerprint) is rewritten in format 2.
///
/// Exit codes: 0 the file was rewritten (smaller, or re-recorded with its fingerprint);
/// 1 it still fails and is already minimal (left as it is); 2 it cannot be used (or is
/// stale and what it decodes to passes); 3 it passes now (a fixed bug: keep it as a
/// regression test).
struct ShrinkCommand {
    static let options: [Option] = [
        .value("fault", "NAME", "switch a fault on besides those the file records", repeatable: true),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "shrink", arguments: "FILE", summary: "shrink a saved counterexample again and rewrite it when it got smaller",
        options: options,
        exitCodes: [(0, "the file was rewritten (smaller, or re-recorded with its fingerprint)"),
                    (1, "it still fails and is already minimal"),
                    (2, "it cannot be used (or is stale and what it decodes to passes)"),
                    (3, "it passes now (a fixed bug: keep it as a regression test)")],
        run: { arguments throws(CLIError) in try ShrinkCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let path: String
    let file: CounterexampleFile
    let property: HarnessProperty
    let faults: Set<Fault>

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw .usage("shrink takes one counterexample file")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .input("cannot read \(path)") }
        do { file = try CounterexampleFile.decode(data, path: path) } catch { throw .input(error.description) }
        faults = try CommonOptions.faults(arguments, catalog: catalog).union((file.faults ?? []).compactMap(catalog.fault(named:)))
        guard let property = catalog.property(named: file.property, faults: faults) else {
            throw .input("\(path) is for property '\(file.property)', which this harness does not have")
        }
        self.path = path
        self.property = property
    }

    func run() -> Int32 {
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let before = ChoiceSequence(file.choices)
        let outcome = property.property.shrink(before, expecting: ReplayExpectation(file), configuration: configuration)
        let stale = outcome.stale.first
        if let stale { print("Stale: \(path) no longer replays the case it was saved for: \(stale.change).") }
        guard outcome.status == .failed, let after = outcome.choices, let fingerprint = outcome.fingerprint else {
            if let stale {
                let why = stale.valueNow == nil ? "its choices no longer decode to a case of '\(property.name)'"
                    : "what its choices decode to now passes"
                print("Cannot re-shrink it: \(why). The file is left as it is: delete it, or find the failure again "
                      + "with `harness fuzz --property '\(property.name)'`.")
                return 2
            }
            print("The counterexample does not fail now (\(outcome.status.rawValue)); the file is left as it is.")
            return outcome.status == .passed ? 3 : 2
        }
        if stale != nil { print("Re-shrunk from what its choices still decode to:") }
        // The stale lines of the report were said above, with the file's path.
        let staleLines = Set(outcome.stale.map(\.description))
        let report = outcome.report.split(separator: "\n", omittingEmptySubsequences: false).filter { !staleLines.contains(String($0)) }
            .joined(separator: "\n")
        print(catalog.report(report, reproducedBy: Reproduction.replay(
            token: outcome.token ?? "", property: property.name, faults: file.faults ?? [])))
        // A stale file, or one without a fingerprint, is rewritten even when no smaller.
        let rewrites = stale != nil || file.fingerprint == nil
        guard after.isSimpler(than: before) || rewrites else {
            print("Already minimal: \(before.count) choices; the file is left as it is.")
            return 1
        }
        var shrunk = CounterexampleFile(property: file.property, seed: UInt64(file.seed.dropFirst(2), radix: 16) ?? 0,
                                        choices: after, value: outcome.value ?? "", failure: outcome.failure ?? "",
                                        fingerprint: fingerprint, faults: file.faults)
        shrunk.found = file.found  // when it was first found, not when it was re-shrunk
        // The new file goes next to the old one, named by its new choices.
        let original = URL(fileURLWithPath: path).standardizedFileURL
        let target = original.deletingLastPathComponent().appendingPathComponent(shrunk.fileName)
        do {
            try RegressionStore.writeAtomically(shrunk.encoded(), to: target)
        } catch {
            note("harness: cannot write \(target.path): \(error.localizedDescription); \(path) is left as it is.")
            return 2
        }
        if target.path != original.path {
            do {
                try FileManager.default.removeItem(at: original)
            } catch {
                print("Wrote \(target.path), but cannot remove the old file: \(error.localizedDescription). Delete \(path) by hand.")
                return 2
            }
        }
        let what = after.isSimpler(than: before) ? "Shrunk from \(before.count) to \(after.count) choices"
            : "Re-recorded at \(after.count) choices with its fingerprint"
        print("Saved: \(target.path)" + (target.path == original.path ? " (rewritten in place; " : " (replaces \(path); ")
              + what.prefix(1).lowercased() + what.dropFirst() + ")")
        return 0
    }
}
