import Foundation
import Generators
@testable import Harness
@testable import SeedProperties
import Testing

/// `harness replay --html` and `harness report` run as a user runs them: the page is
/// written (and refused where it would overwrite the input or cannot be written), and a
/// campaign folder made by a real `harness fuzz` run becomes a summary.html whose every
/// link leads to a file that exists, each find linked to its replay page.
@Suite struct ReplayPageCommandTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every `href="…"` of `html`.
    static func links(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func replayWritesThePageAndRefusesBadOutputs() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let file = ReplayPageTests.root.appendingPathComponent(ReplayPageTests.examples[3]).path
        let page = work.appendingPathComponent("m1.html").path
        let (code, output) = try StaleReplayCommandTests.run(["replay", file, "--html", page])
        #expect(code == 1, "it still fails: \(output)")
        #expect(output.contains("Page: \(page) (3 steps drawn)"), "\(output)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(ReplayPageTests.externalReferences(in: html) == [])
        #expect(html.contains("Reproduce") && html.contains("data-broken=\"2\""))

        #expect(try StaleReplayCommandTests.run(["replay", file, "--html", file]).code == 64, "it would overwrite its input")
        #expect(try StaleReplayCommandTests.run(["replay", file, "--html", "/proc/no-such-dir/x.html"]).code == 2)
        #expect(try StaleReplayCommandTests.run(["replay", file, "--html", work.path]).code == 2, "a folder is not a page")
        #expect(try StaleReplayCommandTests.run(["replay", file, "--html"]).code == 64)
        let help = try StaleReplayCommandTests.run(["replay", "--help"])
        #expect(help.code == 0 && help.output.contains("--html PATH"))
    }

    /// Rule: `harness run SCRIPT --html` writes the named property's run as a page, marked
    /// where the script breaks it, with the command that runs the script again.
    @Test func runWritesThePageOfAHandWrittenScript() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let script = ReplayPageTests.root.appendingPathComponent("docs/examples/lock-two-defects.script").path
        let page = work.appendingPathComponent("run.html").path
        let (code, output) = try StaleReplayCommandTests.run(["run", script, "--html", page])
        #expect(code == 1, "the script breaks invariants: \(output)")
        #expect(output.contains("Page: \(page) ("), "\(output)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(ReplayPageTests.externalReferences(in: html) == [])
        #expect(html.contains("data-broken=") && html.contains("harness run "))
        #expect(try StaleReplayCommandTests.run(["run", script, "--html", script]).code == 64, "it would overwrite the script")
        #expect(try StaleReplayCommandTests.run(["run", script, "--html", "/proc/no-such-dir/x.html"]).code == 2)
    }

    /// Rule: the nightly's summary.html links every find to its replay page, and every
    /// link in it leads to a file that exists; each page is self-contained.
    @Test func theSummaryLinksEveryFindToAPageThatExists() throws {
        let campaign = try Self.folder()
        defer { try? FileManager.default.removeItem(at: campaign) }
        let found = campaign.appendingPathComponent("found")
        // A real campaign's files: harness fuzz with a planted fault, as the nightly runs it.
        let fuzz = try StaleReplayCommandTests.run(["fuzz", "--cases", "300", "--seed", "7", "--property", "L5",
                                                    "--fault", "lockAcceptsAnyTouch", "--out", found.path,
                                                    "--json", campaign.appendingPathComponent("harness-fuzz.json").path])
        #expect(fuzz.code == 1, "the planted fault is found: \(fuzz.output)")
        // And a find imported from elsewhere, in a folder of its own.
        let other = found.appendingPathComponent("M1-white-labels-aligned")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let source = ReplayPageTests.root.appendingPathComponent(ReplayPageTests.examples[3])
        try FileManager.default.copyItem(at: source, to: other.appendingPathComponent(source.lastPathComponent))
        let finds = NightlyReport.counterexamples(under: found)
        #expect(finds.count >= 2)

        let (code, output) = try StaleReplayCommandTests.run(["report", campaign.path, "--note", "status: complete"])
        #expect(code == 0, "\(output)")
        let summary = campaign.appendingPathComponent("summary.html")
        let html = try String(contentsOf: summary, encoding: .utf8)
        #expect(ReplayPageTests.externalReferences(in: html, relativeLinks: true) == [])
        #expect(html.contains("L5 rejected touch sends nothing") && html.contains("status: complete"))
        let links = Self.links(in: html)
        let pages = links.filter { $0.hasSuffix(".html") }
        #expect(Set(pages).count == finds.count, "one replay page per find: \(pages)")
        for link in links {
            #expect(FileManager.default.fileExists(atPath: campaign.appendingPathComponent(link).path), "\(link) leads nowhere")
        }
        for page in Set(pages) {
            let text = try String(contentsOf: campaign.appendingPathComponent(page), encoding: .utf8)
            #expect(ReplayPageTests.externalReferences(in: text) == [], "\(page)")
            #expect(text.contains("data-broken="), "\(page) marks its broken step")
        }
        // Every find's file is linked too, beside its page.
        for find in finds {
            let relative = String(find.standardizedFileURL.path.dropFirst(campaign.standardizedFileURL.path.count + 1))
            #expect(links.contains(relative), "\(relative) is not linked")
        }
        #expect(html.components(separatedBy: "<svg class=\"thumb\"").count - 1 == 2 * finds.count, "first and last frame per find")
    }

    /// Rule: scripts/check-html.sh checks its arguments before anything else (no browser
    /// or build needed): --help exits 0, a bad argument 64.
    @Test func theBrowserCheckScriptRefusesBadArguments() throws {
        let script = ReplayPageTests.root.appendingPathComponent("scripts/check-html.sh").path
        let help = try runProcess(URL(fileURLWithPath: "/bin/bash"), [script, "--help"])
        #expect(help.code == 0 && help.output.contains("Exit codes: 0 every check held, 1 a check"), "\(help.output)")
        for arguments in [["--bogus"], ["--out"], ["--docs-image"], ["--out", ""], ["stray"]] {
            let (code, output) = try runProcess(URL(fileURLWithPath: "/bin/bash"), [script] + arguments)
            #expect(code == 64 && output.contains("check-html.sh:"), "\(arguments): \(code) \(output)")
        }
    }

    /// Rule: a campaign with no fuzz summary and a damaged find still gets its summary,
    /// which says what is missing; the command exits 2; a folder that is not there, 2;
    /// no folder, 64.
    @Test func aDamagedCampaignIsReportedNotHidden() throws {
        let campaign = try Self.folder()
        defer { try? FileManager.default.removeItem(at: campaign) }
        let folder = campaign.appendingPathComponent("found/L1-thumb-within-insets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let (code, output) = try StaleReplayCommandTests.run(["report", campaign.path])
        #expect(code == 2, "\(output)")
        #expect(output.contains("no replay page for") && output.contains("broken.json"))
        let html = try String(contentsOf: campaign.appendingPathComponent("summary.html"), encoding: .utf8)
        #expect(html.contains("No replay page:") && html.contains("harness-fuzz.json"))
        for link in Self.links(in: html) {
            #expect(FileManager.default.fileExists(atPath: campaign.appendingPathComponent(link).path), "\(link) leads nowhere")
        }
        #expect(try StaleReplayCommandTests.run(["report", campaign.appendingPathComponent("nope").path]).code == 2)
        #expect(try StaleReplayCommandTests.run(["report"]).code == 64)
        let help = try StaleReplayCommandTests.run(["report", "--help"])
        #expect(help.code == 0 && help.output.contains("usage: harness report"))
    }
}
