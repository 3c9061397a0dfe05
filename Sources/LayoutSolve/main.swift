// layout-solve: reads a constraint system (JSON, see `SystemFile`) and prints the solved
// frames, conflicts, refused edits, ambiguity and ties decided by error weights as JSON
// (or as text with --text).
//
//   layout-solve system.json        layout-solve --text - < system.json
//
// Exit status: 0 solved, 64 usage error, 65 unreadable or invalid system.
import Foundation
import Layout

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let text = arguments.contains("--text")
arguments.removeAll { $0 == "--text" }
guard arguments.count == 1 else { fail("usage: layout-solve [--text] FILE.json|-", 64) }

let data: Data
if arguments[0] == "-" {
    data = FileHandle.standardInput.readDataToEndOfFile()
} else {
    guard let contents = FileManager.default.contents(atPath: arguments[0]) else {
        fail("layout-solve: cannot read \(arguments[0])", 65)
    }
    data = contents
}

let system: SystemFile
do {
    system = try JSONDecoder().decode(SystemFile.self, from: data)
} catch {
    fail("layout-solve: not a constraint system: \(SystemFile.decodingMessage(error))", 65)
}

let solved: SolvedSystem
do {
    solved = try system.solve()
} catch {
    fail("layout-solve: \(error)", 65)
}

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
        fail("layout-solve: \(error)", 65)
    }
}
