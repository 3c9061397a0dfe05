import Generators
import PropertyTesting
import Synchronization
import Testing

/// Swift Testing's `#expect` inside a property counts as the property's failure: the
/// shrinker sees it like a thrown `expectation`, and the test gets one issue, the final
/// report, not one for every candidate the shrinker tries.
@Suite struct ExpectInsidePropertyTests {
    func configuration() -> CheckConfiguration {
        var configuration = CheckConfiguration.cases(200)
        configuration.regressions = nil
        return configuration
    }

    @Test func expectInsideAPropertyIsShrunkAndReportedOnce() {
        let issues = Mutex<[String]>([])
        let line = #line + 2
        withKnownIssue {
            let result = check("expect inside", Gen.int(in: 0...1000), configuration: configuration()) { x in
                #expect(x < 500)
            }
            #expect(result.counterexample?.value == 500)
            // The shrinker tried candidates (each one's issue captured, none recorded).
            #expect((result.counterexample?.shrink.evaluations ?? 0) > 1)
            #expect(result.counterexample?.failure.contains("Expectation failed: (x → 500) < 500") == true)
        } matching: { issue in
            issues.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return issue.sourceLocation?.line == line
        }
        let recorded = issues.withLock { $0 }
        #expect(recorded.count == 1)
        let report = recorded.first ?? ""
        #expect(report.contains("Counterexample:\n  500"))
        // The case's failure is the expectation's own text.
        #expect(report.contains("Expectation failed: (x → 500) < 500"), "\(report)")
    }

    @Test func requireInsideAPropertyIsShrunkAndReportedOnce() {
        let count = Mutex(0)
        withKnownIssue {
            let result = check("require inside", Gen.int(in: 0...1000), configuration: configuration()) { x in
                try #require(x < 500)
            }
            #expect(result.counterexample?.value == 500)
        } matching: { _ in
            count.withLock { $0 += 1 }
            return true
        }
        #expect(count.withLock { $0 } == 1)
    }

    @Test func expectInsideAnAsyncPropertyIsShrunkAndReportedOnce() async {
        let count = Mutex(0)
        await withKnownIssue {
            let result = await check("async expect inside", Gen.int(in: 0...1000), configuration: configuration()) { x in
                await Task.yield()
                #expect(x < 500)
            }
            #expect(result.counterexample?.value == 500)
        } matching: { _ in
            count.withLock { $0 += 1 }
            return true
        }
        #expect(count.withLock { $0 } == 1)
    }

    @Test func aWarningInsideAPropertyIsNotAFailure() {
        var configuration = configuration()
        configuration.cases = 1
        let result = check("warning inside", Gen.int(in: 0...10), configuration: configuration) { _ in
            Issue.record("only a warning", severity: .warning)
        }
        #expect(result.passed)
    }

    @Test func aPassingPropertyWithExpectRecordsNothing() {
        let result = check("expect passes", Gen.int(in: 0...1000), configuration: configuration()) { x in
            #expect(x <= 1000)
        }
        #expect(result.passed)
    }
}
