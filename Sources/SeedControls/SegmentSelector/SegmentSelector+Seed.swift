#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// Seed 004's layout as written: every frame is computed once, in
/// `initWithFrame:andTitleArr:`, from the frame at that time; a later bounds change
/// leaves them stale.
open class SeedSegmentSelector: SegmentSelector {
    private var laidOutOnce = false

    open override func layoutSegments() {
        guard !laidOutOnce else { return }
        laidOutOnce = true
        super.layoutSegments()
    }
}
