import Commands
import Foundation
import Layout

/// `harness solve FILE.json|-`: reads a constraint system (JSON, see `SystemFile`) and
/// prints the solved frames, conflicts, refused edits, ambiguity and ties decided by
/// error weights, as JSON or (with `--text`) as text.
struct SolveCommand {
    static let options: [Option] = [
        .flag("text", "print the frames and reports as text instead of JSON"),
    ]

    static let command = Command(
        "solve", arguments: "FILE.json|-", summary: "solve a JSON constraint system and print its frames and reports",
        details: ["'-' reads the system from standard input. The format is documented in docs/layout.md."],
        options: options,
        exitCodes: [(0, "solved"), (2, "the file cannot be read, is not a constraint system, or cannot be solved")],
        run: { arguments throws(CLIError) in try SolveCommand(arguments).run() })

    let system: SystemFile
    let text: Bool

    init(_ arguments: Arguments) throws(CLIError) {
        guard arguments.positional.count == 1, let input = arguments.positional.first else {
            throw .usage("solve takes one constraint system file (or - for standard input)")
        }
        let data: Data
        if input == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: input) else { throw .input("cannot read \(input)") }
            data = contents
        }
        do {
            system = try JSONDecoder().decode(SystemFile.self, from: data)
        } catch {
            throw .input("\(input) is not a constraint system: \(SystemFile.decodingMessage(error))")
        }
        text = arguments.has("text")
    }

    func run() throws(CLIError) -> Int32 {
        let solved: SolvedSystem
        do { solved = try system.solve() } catch { throw .input("\(error)") }
        if text {
            for frame in solved.frames {
                let numbers = frame.frame.map { String($0) }.joined(separator: ", ")
                print("\(frame.name): (\(numbers))\(frame.ambiguous ? "  AMBIGUOUS" : "")")
            }
            for conflict in solved.conflicts { print("\n" + conflict) }
            for refusal in solved.refusedEdits { print("\nrefused: " + refusal) }
            for report in solved.ambiguity { print("\n" + report) }
            for tie in solved.ties { print("\n" + tie.report) }
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            do {
                print(String(decoding: try encoder.encode(solved), as: UTF8.self))
            } catch {
                throw .input("cannot encode the solution: \(error)")
            }
        }
        return 0
    }
}
