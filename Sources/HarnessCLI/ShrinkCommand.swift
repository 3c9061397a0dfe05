import Controls
import Foundation
import Generators
import Harness

/// `harness shrink FILE`: shrinks a saved counterexample again (after the engine
/// improved, or one imported from libFuzzer) and replaces the file when it got smaller.
struct ShrinkCommand {
    static let valued: Set<String> = ["fault"]
    static let switches: Set<String> = []

    let path: String
    let file: CounterexampleFile
    let property: HarnessProperty
    let faults: Set<Fault>

    init(_ arguments: Arguments) throws(CLIError) {
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw .usage("shrink takes one counterexample file")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .input("cannot read \(path)") }
        do { file = try CounterexampleFile.decode(data, path: path) } catch { throw .input(error.description) }
        faults = try CommonOptions.faults(arguments).union((file.faults ?? []).compactMap(Fault.init(rawValue:)))
        guard let property = Catalog.property(named: file.property, faults: faults) else {
            throw .input("\(path) is for property '\(file.property)', which this harness does not have")
        }
        self.path = path
        self.property = property
    }

    func run() -> Int32 {
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let before = ChoiceSequence(file.choices)
        let outcome = property.property.shrink(before, configuration: configuration)
        guard outcome.status == .failed, let after = outcome.choices else {
            print("The counterexample does not fail now (\(outcome.status.rawValue)); the file is left as it is.")
            return outcome.status == .passed ? 0 : 2
        }
        print(outcome.report)
        guard after.isSimpler(than: before) else {
            print("Already minimal: \(before.count) choices; the file is left as it is.")
            return 1
        }
        let shrunk = CounterexampleFile(property: file.property, seed: UInt64(file.seed.dropFirst(2), radix: 16) ?? 0,
                                        choices: after, value: outcome.value ?? "", failure: outcome.failure ?? "",
                                        faults: file.faults)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent()
        do {
            let saved = try RegressionStore.save(shrunk, in: directory)
            if saved.path != URL(fileURLWithPath: path).standardizedFileURL.path { try? FileManager.default.removeItem(atPath: path) }
            print("Shrunk from \(before.count) to \(after.count) choices: \(saved.path)")
        } catch {
            note("harness: cannot write the shrunk file: \(error.localizedDescription)")
            return 2
        }
        return 1
    }
}
