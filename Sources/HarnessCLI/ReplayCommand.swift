import Controls
import Foundation
import Generators
import Harness

/// `harness replay FILE|TOKEN`: reproduces one counterexample exactly and explains it.
/// Exit 1 when it still fails, 0 when it passes now, 2 when the input cannot be used.
struct ReplayCommand {
    static let valued: Set<String> = ["property", "fault", "svg"]
    static let switches: Set<String> = ["trace"]

    let property: HarnessProperty
    let choices: ChoiceSequence
    let source: String
    let foundWith: [String]?
    let faults: Set<Fault>
    let svg: String?
    let showsTrace: Bool

    init(_ arguments: Arguments) throws(CLIError) {
        guard arguments.positional.count == 1, let input = arguments.positional.first else {
            throw .usage("replay takes one counterexample file or replay token")
        }
        faults = try CommonOptions.faults(arguments)
        svg = arguments.value("svg")
        showsTrace = arguments.has("trace")
        let all = Catalog.properties(faults: faults)
        if FileManager.default.fileExists(atPath: input) {
            guard let data = FileManager.default.contents(atPath: input) else {
                throw .input("cannot read \(input)")
            }
            let file: CounterexampleFile
            do { file = try CounterexampleFile.decode(data, path: input) } catch { throw .input(error.description) }
            guard let property = all.first(where: { $0.name == file.property }) else {
                throw .input("\(input) is for property '\(file.property)', which this harness does not have")
            }
            self.property = property
            choices = ChoiceSequence(file.choices)
            foundWith = file.faults
        } else {
            let token: ReplayToken
            do { token = try ReplayToken(parsing: input) } catch {
                throw .input("'\(input)' is neither a file nor a valid replay token: \(error.description)")
            }
            let named = arguments.value("property")
            guard let property = all.first(where: { candidate in
                named.map { candidate.name == $0 } ?? token.belongs(to: candidate.name)
            }) else {
                throw .input("no property of this harness matches the token" + (named.map { " (asked for '\($0)')" } ?? ""))
            }
            self.property = property
            choices = token.choices
            foundWith = nil
        }
        source = input
    }

    func run() -> Int32 {
        let token = ReplayToken(property: property.name, choices: choices).description
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let outcome = property.property.check(configuration: configuration, replay: token)
        print("Property: \(property.name) (\(property.invariant), \(property.control))")
        print("Faults on: " + (faults.isEmpty ? "none" : faults.map(\.rawValue).sorted().joined(separator: ", "))
              + (foundWith.map { "; found with: " + $0.joined(separator: ", ") } ?? ""))
        let trace = property.trace(choices)
        if showsTrace || svg != nil {
            if let trace {
                print("Trace:")
                for line in trace.lines { print("  " + line) }
                if let failure = trace.failure { print("Broken: \(failure)") }
                if let svg {
                    do {
                        try Data(trace.svg.utf8).write(to: URL(fileURLWithPath: svg), options: .atomic)
                        print("Picture: \(svg)")
                    } catch {
                        note("harness: cannot write \(svg): \(error.localizedDescription)")
                    }
                }
            } else {
                print("Trace: the choices do not decode to a case of this property.")
            }
        }
        switch outcome.status {
        case .failed:
            print("Still fails: \(outcome.failure ?? "")")
            if let value = outcome.value { print("Case:\n" + value.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")) }
            return 1
        case .passed:
            print("Passes now: the counterexample no longer fails.")
            return 0
        case .flaky:
            print(outcome.report)
            return 1
        default:
            note(outcome.report)
            return 2
        }
    }
}
