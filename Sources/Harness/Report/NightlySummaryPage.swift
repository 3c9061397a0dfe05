import Foundation

/// `summary.html` of a nightly campaign (`NightlyReport`): the campaign's lines, the fuzz
/// table (cases, cases per second, failures and new files per property), and a card per
/// find with its first and last frame, linked to its replay page. Self-contained like
/// the replay pages: inline SVG and CSS, no script, nothing fetched; every link is a
/// relative path inside the campaign folder.
struct NightlySummaryPage {
    let report: NightlyReport

    var html: String {
        let rows = report.rows
        let cases = rows.reduce(0) { $0 + $1.cases }
        // Per property, seconds are worker seconds; the campaign's rate is over its wall clock.
        let seconds = report.campaignSeconds ?? rows.reduce(0.0) { $0 + $1.seconds }
        let failing = rows.filter { $0.failures > 0 }.count
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>Nightly fuzz: \(HTML.escape(report.directory.lastPathComponent))</title>\n"
            + "<style>\n" + Self.css + "</style>\n</head>\n<body>\n"
        out += "<header>\n<h1>Nightly fuzz <span class=\"folder\">\(HTML.escape(report.directory.lastPathComponent))</span></h1>\n"
        if !report.notes.isEmpty {
            out += "<ul class=\"notes\">" + report.notes.map { "<li>\(HTML.escape($0))</li>" }.joined() + "</ul>\n"
        }
        if let campaign = report.campaign, !campaign.isEmpty { out += "<p class=\"campaign\">\(HTML.escape(report.tool)) fuzz: \(HTML.escape(campaign))</p>\n" }
        out += "</header>\n"
        out += "<section class=\"stats\">"
            + stat("cases", grouped(cases)) + stat("cases/s", grouped(seconds > 0 ? Int(Double(cases) / seconds) : 0))
            + stat("properties failing", "\(failing) of \(rows.count)", bad: failing > 0)
            + stat("finds", "\(report.finds.count)", bad: !report.finds.isEmpty)
            + "</section>\n"
        out += "<section class=\"card\">\n<h2>Properties</h2>\n"
        if let problem = report.tableProblem { out += "<p class=\"problem\">\(HTML.escape(problem))</p>\n" }
        if !rows.isEmpty {
            out += "<table>\n<thead><tr><th>property</th><th class=\"n\">cases</th><th class=\"n\">cases/s</th>"
                + "<th class=\"n\">failures</th><th class=\"n\">new files</th><th class=\"n\">known files</th></tr></thead>\n<tbody>\n"
            for row in rows {
                out += "<tr\(row.failures > 0 ? " class=\"failing\"" : "")><td>\(HTML.escape(row.property))</td>"
                    + "<td class=\"n\">\(grouped(row.cases))</td><td class=\"n\">\(grouped(Int(row.casesPerSecond)))</td>"
                    + "<td class=\"n\">\(row.failures)</td><td class=\"n\">\(row.newFiles.count)</td>"
                    + "<td class=\"n\">\(row.knownFiles.count)</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</section>\n"
        out += "<section>\n<h2 class=\"outside\">Finds</h2>\n"
        if report.finds.isEmpty { out += "<p class=\"none\">Nothing new was found.</p>\n" }
        out += "<div class=\"finds\">\n"
        for find in report.finds { out += card(find) }
        out += "</div>\n</section>\n"
        if let libFuzzer = report.libFuzzer {
            out += "<section class=\"card\"><details><summary>libFuzzer</summary><pre>\(HTML.escape(libFuzzer))</pre></details></section>\n"
        }
        out += "<footer>Written by <code>\(HTML.escape(report.tool)) report</code> from the campaign folder; each replay page replays its file "
            + "with the faults the file records.</footer>\n</body>\n</html>\n"
        return out
    }

    private func stat(_ label: String, _ value: String, bad: Bool = false) -> String {
        "<div class=\"stat\(bad ? " bad" : "")\"><span class=\"value\">\(HTML.escape(value))</span><span class=\"label\">\(label)</span></div>"
    }

    private func card(_ find: NightlyReport.Find) -> String {
        let file = relative(find.file)
        var out = "<article class=\"find\">\n<div class=\"find-head\"><span class=\"pill\">\(HTML.escape(find.property))</span>"
            + "<a class=\"file\" href=\"\(HTML.escape(file))\">\(HTML.escape(find.file.lastPathComponent))</a></div>\n"
        if let page = find.page {
            out += "<a class=\"frames\" href=\"\(HTML.escape(page))\" title=\"Open the replay page\">"
                + "<figure>\(find.firstFrame)<figcaption>first step</figcaption></figure>"
                + "<span class=\"arrow\" aria-hidden=\"true\">→</span>"
                + "<figure class=\"last\">\(find.lastFrame)<figcaption>last step (\(find.steps - 1))</figcaption></figure></a>\n"
            if let failure = find.failure { out += "<p class=\"failure\">\(HTML.escape(failure))</p>\n" }
            out += "<a class=\"open\" href=\"\(HTML.escape(page))\">Open the replay (\(find.steps) frames)</a>\n"
        } else {
            out += "<p class=\"problem\">No replay page: \(HTML.escape(find.problem ?? "unknown reason"))</p>\n"
        }
        out += "<code class=\"command\">\(HTML.escape(report.replayCommand(file: find.file.path)))</code>\n"
        return out + "</article>\n"
    }

    /// `url` relative to the campaign folder when it is inside it.
    private func relative(_ url: URL) -> String {
        let base = report.directory.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private func grouped(_ number: Int) -> String {
        let digits = String(number)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }

    static let css = """
    :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --paper: #ffffff; --ground: #f3f5f8; --accent: #1f6feb;
      --bad: #cf222e; --bad-soft: #ffebe9; --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
    * { box-sizing: border-box; }
    html { background: var(--ground); }
    body { margin: 0 auto; max-width: 1280px; padding: 20px 24px 32px; color: var(--ink);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    code, pre { font-family: var(--mono); font-size: 12.5px; }
    h1 { font-size: 22px; margin: 0 0 6px; }
    .folder { font-weight: 400; color: var(--muted); font-size: 16px; margin-left: 6px; }
    h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); margin: 0 0 10px; }
    h2.outside { margin-top: 22px; }
    .notes { margin: 0 0 6px; padding-left: 18px; color: var(--muted); }
    .campaign { margin: 0; color: var(--muted); }
    .stats { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; margin: 16px 0; }
    .stat { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; }
    .stat .value { display: block; font-size: 24px; font-weight: 700; font-variant-numeric: tabular-nums; }
    .stat .label { color: var(--muted); font-size: 12px; }
    .stat.bad .value { color: var(--bad); }
    .card { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 14px; margin-bottom: 12px; }
    table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
    th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #eef1f4; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; }
    .n { text-align: right; }
    tr.failing td { background: var(--bad-soft); }
    tr.failing td:first-child { box-shadow: inset 3px 0 0 var(--bad); font-weight: 600; }
    .finds { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 12px; }
    .find { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 12px; display: flex;
      flex-direction: column; gap: 8px; }
    .find-head { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .pill { padding: 1px 9px; border-radius: 999px; background: #ddf4ff; color: #0550ae; font-size: 12px; font-weight: 600; }
    .file { color: var(--muted); font-family: var(--mono); font-size: 12px; word-break: break-all; }
    .frames { display: flex; align-items: center; gap: 8px; text-decoration: none; color: inherit; }
    figure { margin: 0; flex: 1; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; background: #f6f8fa; }
    figure.last { border-color: var(--bad); }
    .thumb { display: block; width: 100%; height: 180px; }
    figcaption { font-size: 11.5px; color: var(--muted); padding: 3px 8px; border-top: 1px solid var(--line); background: #fff; }
    figure.last figcaption { color: var(--bad); }
    .arrow { color: var(--muted); font-size: 18px; }
    .failure { margin: 0; color: var(--bad); font-size: 12.5px; word-break: break-word; }
    .problem { margin: 0; color: #7d4e00; background: #fff8c5; padding: 6px 10px; border-radius: 6px; }
    .open { align-self: flex-start; background: var(--accent); color: #fff; text-decoration: none; padding: 5px 12px;
      border-radius: 6px; font-weight: 600; font-size: 13px; }
    .command { display: block; padding: 6px 8px; background: #f6f8fa; border-radius: 6px; overflow-x: auto; white-space: nowrap;
      font-size: 11.5px; }
    .none { color: var(--muted); }
    pre { background: #f6f8fa; border-radius: 6px; padding: 10px; overflow-x: auto; }
    summary { cursor: pointer; color: var(--muted); }
    footer { margin-top: 18px; color: var(--muted); font-size: 12px; }

    """
}
