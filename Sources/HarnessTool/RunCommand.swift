import Commands
import HeadlessUIKit
import Foundation
import Generators
import Harness

/// `harness run FILE`: runs a script written by hand in the form failures print, against
/// every property of its control, and reports every invariant it breaks.
struct RunCommand {
    static let options: [Option] = [
        .value("property", "NAME|ID", "the property whose trace and picture to show (instead of the file's 'property:')"),
        .flag("trace", "print each step, the control events it caused and the state after it"),
        .value("svg", "PATH", "draw the control at the named property's failing step (or the end) as SVG"),
        .flag("presentation", "draw presentation values (what was on screen) instead of model values"),
        .value("html", "PATH", "write the named property's run as a page to watch (every step drawn, a slider, play)"),
        .value("fault", "NAME", "switch a fault on besides the file's 'faults:' (or NAME,NAME)", repeatable: true),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "run", arguments: "FILE", summary: "run a hand-written script and report every invariant it breaks",
        details: ["FILE holds one step a line as failures print them ('1. down #0 (40, 40) @0.00'; the numbers are optional),",
                  "after 'property: ID' (or --property), an optional 'faults: NAME, NAME' and the control's header lines",
                  "('track 160x48', 'bar inset 12', '5 segments'). Lines starting with # are comments. docs/harness.md has",
                  "the grammar; docs/examples/*.script are examples. Every property of the control runs the script."],
        options: options,
        exitCodes: [(0, "no invariant broken"), (1, "some invariant broken"),
                    (2, "the file cannot be read, is refused (the line is named), or its steps are refused by the runtime")],
        run: { arguments throws(CLIError) in try RunCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let path: String
    let text: ScriptText
    let property: HarnessProperty
    let faults: Set<Fault>
    let svg: String?
    let showsTrace: Bool
    let presentation: Bool
    /// Where `--html` writes the page (`RunCommand+HTML.swift`).
    let html: String?

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw .usage("run takes one script file")
        }
        svg = arguments.value("svg")
        if let svg, URL(fileURLWithPath: svg).standardizedFileURL.path == URL(fileURLWithPath: path).standardizedFileURL.path {
            throw .usage("--svg \(svg) would overwrite the script itself; name another file")
        }
        showsTrace = arguments.has("trace")
        presentation = arguments.has("presentation")
        html = try Self.htmlOutput(arguments, script: path)
        var faults = try CommonOptions.faults(arguments, catalog: catalog)
        let named = arguments.value("property")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: path) else {
            throw .input("cannot read \(path)")
        }
        guard let contents = String(data: data, encoding: .utf8) else { throw .input("\(path) is not UTF-8 text") }
        do { text = try ScriptParser.parse(contents) } catch { throw .input("\(path): \(error)") }
        for item in text.directive("faults").map({ $0.value.split(separator: ",") }) ?? [] {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let fault = catalog.fault(named: name) else {
                let line = text.directive("faults")?.line ?? 0
                throw .input("\(path): line \(line): unknown fault '\(name)'; '\(catalog.tool) faults --list' names them all")
            }
            faults.insert(fault)
        }
        self.faults = faults
        if let named {
            self.property = try catalog.resolve(named, faults: faults)
        } else if let directive = text.directive("property") {
            do { self.property = try catalog.resolve(directive.value, faults: faults) } catch {
                throw .input("\(path): line \(directive.line): \(error.text)")
            }
        } else {
            throw .usage("\(path) names no property: give it a line 'property: ID' (such as L1) or pass --property ID")
        }
        self.path = path
    }

    func run() throws(CLIError) -> Int32 {
        let result: ScriptRun
        do {
            result = try html == nil ? HandWrittenScript.run(text, for: property, in: catalog.catalogue, faults: faults)
                : ReplayPage.capturingFrames { () throws(ScriptRunError) -> ScriptRun in
                    try HandWrittenScript.run(text, for: property, in: catalog.catalogue, faults: faults)
                }
        } catch { throw .input("\(path): \(error)") }
        print("Script: \(path) (\(property.control), \(counted(text.script.count, "step", "steps")))")
        print("Property: \(property.name) (\(property.invariant), \(property.control))")
        print("Faults on: " + (faults.isEmpty ? "none" : faults.map(\.rawValue).sorted().joined(separator: ", ")))
        let trace = result.trace
        if showsTrace || svg != nil {
            print("Trace:")
            for line in trace.lines { print("  " + line) }
            if let failure = trace.failure { print("Broken: \(failure)") }
            if let svg {
                do {
                    try RegressionStore.writeAtomically(Data((presentation ? trace.presentationSVG : trace.svg).utf8),
                                                        to: URL(fileURLWithPath: svg))
                    print("Picture: \(svg)")
                } catch {
                    throw .input("cannot write \(svg): \(error.localizedDescription)")
                }
            }
        }
        if let html { try writePage(result.trace, to: html) }
        print("Invariants of \(property.control):")
        for verdict in result.verdicts {
            let failure = verdict.trace.failure.map { ": " + $0.split(separator: "\n").joined(separator: " / ") } ?? ""
            print("  " + (verdict.trace.failure == nil ? "holds   " : "BROKEN  ") + verdict.property.name + failure)
        }
        print("\(result.broken.count) of \(result.verdicts.count) invariants broken.")
        return result.broken.isEmpty ? 0 : 1
    }
}
