import Commands
import Foundation
import Generators
import Harness

/// `harness import CRASH --property NAME`: turns a libFuzzer crash file into a normal
/// counterexample file: bytes -> choices -> the engine's shrinker -> JSON in the
/// regression directory, so replay and `swift test` treat it like any other.
struct ImportCommand {
    static let options: [Option] = [
        .value("property", "NAME", "the property the fuzzer ran (required)"),
        .value("fault", "NAME", "switch a fault on (or NAME,NAME)", repeatable: true),
        .value("out", "DIR", "where the counterexample goes (default PBT_REGRESSIONS, else ./Counterexamples)"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "import", arguments: "CRASH", summary: "turn a libFuzzer crash into a shrunk counterexample file",
        options: options,
        exitCodes: [(0, "saved shrunk, or the crash does not fail here (nothing imported)"),
                    (2, "the crash or the output folder cannot be used, or the decoded case did not fail again")],
        run: { arguments throws(CLIError) in try ImportCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let crash: String
    let property: HarnessProperty
    let faults: Set<Fault>
    let directory: URL

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let crash = arguments.positional.first else {
            throw .usage("import takes one crash file")
        }
        guard let name = arguments.value("property") else { throw .usage("import needs --property NAME") }
        faults = try CommonOptions.faults(arguments, catalog: catalog)
        self.crash = crash
        self.property = try catalog.resolve(name, faults: faults)
        directory = CommonOptions.directory(arguments)
    }

    func run() -> Int32 {
        guard let data = FileManager.default.contents(atPath: crash) else {
            note("harness: cannot read \(crash)")
            return 2
        }
        let decoded = property.property.run(fuzzerBytes: [UInt8](data))
        guard decoded.status == .failed, let choices = decoded.choices else {
            print("The crash input does not fail '\(property.name)' here (\(decoded.status.rawValue)); nothing imported.")
            return 0
        }
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let shrunk = property.property.shrink(choices, configuration: configuration)
        guard shrunk.status == .failed, let best = shrunk.choices, let fingerprint = shrunk.fingerprint else {
            print("The decoded case did not fail again when replayed (\(shrunk.status.rawValue)); nothing imported.")
            return 2
        }
        let file = CounterexampleFile(property: property.name, seed: 0, choices: best, value: shrunk.value ?? "",
                                      failure: shrunk.failure ?? "", fingerprint: fingerprint, faults: faults.isEmpty ? nil : faults.map(\.rawValue).sorted())
        do {
            let saved = try RegressionStore.save(file, in: directory)
            print(catalog.report(shrunk.report, reproducedBy: Reproduction.replay(file: saved.path)))
            print("Imported \(data.count) bytes -> \(choices.count) choices -> shrunk to \(best.count): \(saved.path)")
            return 1
        } catch {
            note("harness: cannot save the counterexample: \(error.localizedDescription)")
            return 2
        }
    }
}
