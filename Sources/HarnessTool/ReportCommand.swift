import Commands
import Foundation
import Harness

/// `harness report DIR`: a nightly campaign's folder as `DIR/summary.html`, with a replay
/// page per find in `DIR/pages/`. Exit 0 written, 2 when the folder cannot be read or a
/// page or the summary cannot be written (what was written stays), 64 a usage error.
/// SIGINT and SIGTERM stop it between pages: the page in hand is finished (no partial
/// file is left) and the summary is still written, naming the finds left without a page.
struct ReportCommand {
    static let options: [Option] = [
        .value("note", "TEXT", "a line about the campaign for the top of the page (budget, status)", repeatable: true),
    ]

    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "report", arguments: "DIR", summary: "a nightly folder as DIR/summary.html, with a replay page per find in DIR/pages/",
        details: ["DIR is what scripts/nightly-fuzz.sh writes: harness-fuzz.json (fuzz --json) and finds under found/; each find",
                  "is replayed with this tool's catalogue, and its command pasteable with this tool.",
                  "SIGINT or SIGTERM stops it between pages; the summary is still written."],
        options: options,
        exitCodes: [(0, "the summary and every find's page written"),
                    (2, "the folder cannot be read, or a page or the summary could not be written (the summary says which)")],
        run: { arguments throws(CLIError) in try ReportCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties the finds are replayed with.
    let catalog: ToolCatalog
    let directory: URL
    let notes: [String]

    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let folder = arguments.positional.first else {
            throw .usage("report takes one campaign folder (what scripts/nightly-fuzz.sh writes)")
        }
        directory = URL(fileURLWithPath: folder)
        notes = arguments.all("note")
    }

    func run() -> Int32 {
        signal(SIGINT) { _ in stopRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in stopRequested.store(true, ordering: .relaxed) }
        let report: NightlyReport
        do {
            report = try NightlyReport(directory: directory, catalogue: catalog.catalogue, tool: catalog.tool,
                                       reproducePrefix: catalog.reproducePrefix, notes: notes) { stopRequested.load(ordering: .relaxed) }
        } catch {
            note("harness: cannot report on \(directory.path): \(error)")
            return 2
        }
        var status: Int32 = 0
        for find in report.finds {
            if let page = find.page {
                print("Page: \(directory.appendingPathComponent(page).path)")
            } else {
                note("harness: no replay page for \(find.file.path): \(find.problem ?? "unknown reason")")
                status = 2
            }
        }
        do {
            print("Summary: \(try report.write().path)")
        } catch {
            note("harness: cannot write the summary into \(directory.path): \(error.localizedDescription)")
            return 2
        }
        return status
    }
}
