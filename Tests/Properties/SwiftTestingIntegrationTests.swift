import Generators
import PropertyTesting
import Synchronization
import Testing

/// A failing check records an issue at the caller's location, in sync and async tests.
@Suite struct SwiftTestingIntegrationTests {
    func configuration() -> CheckConfiguration {
        var configuration = CheckConfiguration.cases(100)
        configuration.regressions = nil
        return configuration
    }

    @Test func aFailingCheckRecordsAnIssueWithTheReport() {
        let line = #line + 2
        withKnownIssue {
            check("records an issue", Gen.int(in: 0...1000), configuration: configuration()) { x in
                try expectation(x < 500)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Counterexample:\n  500") && text.contains("Replay token: pbt2.")
                && text.contains(#"--filter 'aFailingCheckRecordsAnIssueWithTheReport\(\)'"#)
                && issue.sourceLocation?.line == line
        }
    }

    @Test func asyncPropertiesWorkUnderStrictConcurrency() async {
        actor Ledger {
            var total = 0
            func add(_ value: Int) -> Int { total += value; return total }
        }
        let ledger = Ledger()
        let passing = await check("async passing", Gen.int(in: 0...10), configuration: configuration()) { x in
            let total = await ledger.add(x)
            try expectation(total >= x)
        }
        #expect(passing.passed)
        await withKnownIssue {
            await check("async failing", Gen.int(in: 0...1000), configuration: configuration()) { x in
                await Task.yield()
                try expectation(x < 500)
            }
        }
    }

    @Test func aFailingStateMachineRecordsOneIssueAtTheCaller() {
        let line = #line + 3
        let count = Mutex(0)
        withKnownIssue {
            checkStateMachine("leaky queue records", QueueModel(capacity: 3), configuration: configuration())
        } matching: { issue in
            count.withLock { $0 += 1 }
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("1. push(0)") && text.contains("Replay token: pbt2.") && issue.sourceLocation?.line == line
        }
        #expect(count.withLock { $0 } == 1)
    }

    @Test func aPassingCheckIsSilent() {
        let result = check("silent", Gen.bool, configuration: configuration()) { _ in }
        #expect(result.passed)
    }
}
