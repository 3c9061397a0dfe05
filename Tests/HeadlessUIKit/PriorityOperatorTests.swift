import HeadlessUIKit
import Testing

/// UIKit's `UILayoutPriority + Float` and `- Float`, from a file that imports only
/// HeadlessUIKit (as a control file does).
@Suite struct PriorityOperatorTests {
    @Test func plusAndMinusAFloatFromAHeadlessUIKitOnlyFile() {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
        let low: UILayoutPriority = .defaultLow + 0.5
        #expect(low.rawValue == 250.5)
    }
}
