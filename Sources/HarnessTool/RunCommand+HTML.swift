import Commands
import Foundation
import Harness

/// `harness run SCRIPT --html OUT.html`: the named property's run of a hand-written
/// script as a page to watch (`ReplayPage`), like `harness replay --html`.
extension RunCommand {
    /// `--html`'s path, checked before any work: it may not be the script itself, nor a
    /// folder, and its folder must take a file (exit 2 otherwise).
    static func htmlOutput(_ arguments: Arguments, script: String) throws(CLIError) -> String? {
        guard let html = arguments.value("html") else { return nil }
        if URL(fileURLWithPath: html).standardizedFileURL.path == URL(fileURLWithPath: script).standardizedFileURL.path {
            throw .usage("--html \(html) would overwrite the script itself; name another file")
        }
        try CommonOptions.ensureWritableFile(html)
        return html
    }

    /// The command that runs this script again for this property, with every fault that
    /// was on (the file's `faults:` line and `--fault`).
    var reproduceCommand: String {
        "\(catalog.reproducePrefix) run \(Reproduction.quoted(path)) --property \(Reproduction.quoted(catalog.catalogue.key(of: property.name) ?? property.invariant)) --trace"
            + faults.map(\.rawValue).sorted().map { " --fault \($0)" }.joined()
    }

    /// Writes the page of `trace` (taken with frames) to `path` and says where.
    func writePage(_ trace: ReplayTrace, to path: String) throws(CLIError) {
        let page = ReplayPage(property: property, trace: trace, token: nil, command: reproduceCommand,
                              faults: faults.map(\.rawValue), caseText: text.script.description)
        do {
            try page.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .input("cannot write \(path): \(error.localizedDescription)")
        }
        print("Page: \(path) (\(trace.frames.count) \(trace.frames.count == 1 ? "step" : "steps") drawn)")
    }
}
