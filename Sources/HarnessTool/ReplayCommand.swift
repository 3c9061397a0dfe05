import Commands
import Foundation
import Generators
import Harness

/// `harness replay FILE|TOKEN`: reproduces one counterexample exactly and explains it.
/// Exit 1 when it still fails, 0 when it replays the same case and that passes now, 2
/// when the input cannot be used or is stale (the generator changed since it was saved,
/// so it no longer replays the case it was saved for).
struct ReplayCommand {
    static let options: [Option] = [
        .flag("trace", "print each step, the control events it caused and the state after it"),
        .value("svg", "PATH", "draw the control at the failing step (or the end) as SVG"),
        .flag("presentation", "draw presentation values (what was on screen) instead of model values"),
        .value("html", "PATH", "write a page to watch: every step drawn, a slider, play on the virtual clock"),
        .value("fault", "NAME", "switch a fault on (or NAME,NAME)", repeatable: true),
        .value("property", "NAME|ID", "the property a token is for (a token names it by hash: this only confirms)"),
        .flag("without-recorded-faults", "replay a file without the faults it was found with (does the fixed code pass?)"),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "replay", arguments: "FILE|TOKEN", summary: "reproduce one counterexample exactly and explain it",
        details: ["A file replays with the faults it records."],
        options: options,
        exitCodes: [(0, "it replays the case it was saved for, and that passes now"), (1, "it still fails"),
                    (2, "the input cannot be used, or it is stale (its generator changed since it was saved)")],
        run: { arguments throws(CLIError) in try ReplayCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let property: HarnessProperty
    let choices: ChoiceSequence
    /// What the input promises the choices decode to.
    let expected: ReplayExpectation
    /// The file, when the input is one.
    let file: String?
    let foundWith: [String]?
    let faults: Set<Fault>
    let svg: String?
    /// Where `--html` writes the replay page (`ReplayCommand+HTML.swift`).
    let html: String?
    let showsTrace: Bool
    /// Draw presentation values (what was on screen) instead of model values.
    let presentation: Bool
    /// Whether a file's recorded faults are on (not `--without-recorded-faults`).
    let recordedFaults: Bool

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let input = arguments.positional.first else {
            throw .usage("replay takes one counterexample file or replay token")
        }
        var faults = try CommonOptions.faults(arguments, catalog: catalog)
        svg = arguments.value("svg")
        if let svg, FileManager.default.fileExists(atPath: input),
           URL(fileURLWithPath: svg).standardizedFileURL.path == URL(fileURLWithPath: input).standardizedFileURL.path {
            throw .usage("--svg \(svg) would overwrite the counterexample itself; name another file")
        }
        html = try Self.htmlOutput(arguments, input: input)
        showsTrace = arguments.has("trace")
        presentation = arguments.has("presentation")
        recordedFaults = !arguments.has("without-recorded-faults")
        var recorded: CounterexampleFile?
        if FileManager.default.fileExists(atPath: input) {
            guard let data = FileManager.default.contents(atPath: input) else {
                throw .input("cannot read \(input)")
            }
            do { recorded = try CounterexampleFile.decode(data, path: input) } catch { throw .input(error.description) }
            // A file replays with the faults it was found with (so it reproduces as found),
            // unless --without-recorded-faults asks whether the fixed code passes it.
            if !arguments.has("without-recorded-faults") {
                for name in recorded?.faults ?? [] {
                    guard let fault = catalog.fault(named: name) else {
                        throw .input("\(input) was found with fault '\(name)', which this harness does not have")
                    }
                    faults.insert(fault)
                }
            }
        }
        self.faults = faults
        let all = catalog.properties(faults)
        if let file = recorded {
            guard let property = all.first(where: { $0.name == file.property }) else {
                throw .input("\(input) is for property '\(file.property)', which this harness does not have")
            }
            self.property = property
            choices = ChoiceSequence(file.choices)
            expected = ReplayExpectation(file)
            foundWith = file.faults
            self.file = input
        } else {
            let token: ReplayToken
            do { token = try ReplayToken(parsing: input) } catch {
                throw .input("'\(input)' is neither a file nor a valid replay token: \(error.description)")
            }
            let named = arguments.value("property")
            // The token names its property (by a hash): --property may only confirm it.
            let candidates = named.map { catalog.catalogue.properties(matching: $0, faults: faults) } ?? all
            guard let property = candidates.first(where: { token.belongs(to: $0.name) }) else {
                throw .input("no property of this harness matches the token" + (named.map { " (asked for '\($0)')" } ?? ""))
            }
            self.property = property
            choices = token.choices
            expected = ReplayExpectation(fingerprint: token.fingerprint)
            foundWith = nil
            file = nil
        }
    }

    func run() -> Int32 {
        var configuration = CheckConfiguration()
        configuration.regressions = nil
        let outcome = property.property.replay(choices, expecting: expected, from: file.map { .file($0) } ?? .token,
                                               configuration: configuration)
        print("Property: \(property.name) (\(property.invariant), \(property.control))")
        print("Faults on: " + (faults.isEmpty ? "none" : faults.map(\.rawValue).sorted().joined(separator: ", "))
              + (foundWith.map { "; found with: " + $0.joined(separator: ", ") } ?? ""))
        let trace = html == nil ? property.trace(choices) : ReplayPage.capturingFrames { property.trace(choices) }
        if showsTrace || svg != nil {
            if let trace {
                print("Trace:")
                for line in trace.lines { print("  " + line) }
                if let failure = trace.failure { print("Broken: \(failure)") }
                if let svg {
                    do {
                        let picture = presentation ? trace.presentationSVG : trace.svg
                        try RegressionStore.writeAtomically(Data(picture.utf8), to: URL(fileURLWithPath: svg))
                        print("Picture: \(svg)")
                    } catch {
                        note("harness: cannot write \(svg): \(error.localizedDescription)")
                    }
                }
            } else {
                print("Trace: the choices do not decode to a case of this property.")
            }
        }
        if let html, let trace { writePage(trace, token: outcome.token, value: outcome.value, to: html) }
        switch outcome.status {
        case .failed:
            print("Still fails: \(outcome.failure ?? "")")
            if let value = outcome.value { print("Case:\n" + value.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")) }
            print("Reproduce: " + reproduceCommand(token: outcome.token))
            return 1
        case .passed:
            print("Passes now: the counterexample replays the case it was saved for, and that case no longer fails.")
            return 0
        case .stale:
            let change = outcome.stale.map(\.change).joined(separator: "; ")
            print("Stale: the \(file.map { "file \($0)" } ?? "token") no longer replays the case it was saved for: \(change).")
            print("The generator of '\(property.name)' changed since it was saved, so this replay checks nothing; it is not a pass.")
            if let failure = outcome.stale.first?.failureNow {
                print("What the choices decode to now fails: \(failure)")
            } else if outcome.stale.first?.valueNow != nil {
                print("What the choices decode to now passes.")
            }
            if let file {
                print("Way forward: harness shrink \(file)   (re-shrinks from what still decodes and rewrites the file)")
            } else {
                print("Way forward: replay the counterexample file the token came from, and re-shrink it with `harness shrink FILE`.")
            }
            return 2
        case .flaky:
            print(outcome.report)
            return 1
        default:
            note(outcome.report)
            return 2
        }
    }
}
