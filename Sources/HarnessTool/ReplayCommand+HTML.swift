import Commands
import Foundation
import Harness

/// `harness replay … --html OUT.html`: the replay as a page to watch (`ReplayPage`).
extension ReplayCommand {
    /// `--html`'s path, checked before any work: it may not be the input itself, nor a
    /// folder, and its folder must take a file (exit 2 otherwise).
    static func htmlOutput(_ arguments: Arguments, input: String) throws(CLIError) -> String? {
        guard let html = arguments.value("html") else { return nil }
        if FileManager.default.fileExists(atPath: input),
           URL(fileURLWithPath: html).standardizedFileURL.path == URL(fileURLWithPath: input).standardizedFileURL.path {
            throw .usage("--html \(html) would overwrite the counterexample itself; name another file")
        }
        try CommonOptions.ensureWritableFile(html)
        return html
    }

    /// The command that reproduces exactly this replay, faults included, when pasted.
    func reproduceCommand(token: String?) -> String {
        let command = catalog.reproducing(file.map { Reproduction.replay(file: $0) + (recordedFaults ? "" : " --without-recorded-faults") }
            ?? Reproduction.replay(token: token ?? "", property: property.name, faults: faults.map(\.rawValue)))
        let extra = file == nil ? [] : faults.map(\.rawValue).filter { !(foundWith ?? []).contains($0) || !recordedFaults }
        return command + extra.sorted().map { " --fault \($0)" }.joined()
    }

    /// Writes the page of `trace` (taken with frames) to `path` and says where.
    func writePage(_ trace: ReplayTrace, token: String?, value: String?, to path: String) {
        let page = ReplayPage(property: property, trace: trace, token: token, command: reproduceCommand(token: token),
                              faults: faults.map(\.rawValue), caseText: value)
        do {
            try page.write(to: URL(fileURLWithPath: path))
            print("Page: \(path) (\(trace.frames.count) \(trace.frames.count == 1 ? "step" : "steps") drawn)")
        } catch {
            note("harness: cannot write \(path): \(error.localizedDescription)")
        }
    }
}
