import Testing
@testable import Layout

/// `setNeedsLayout` and `layoutIfNeeded` on a tree under Auto Layout.
@Suite struct LayoutPassFlagTests {
    /// Rule: after a layout pass nothing is pending; `setNeedsLayout` (on any view of the
    /// tree) marks it, and the next `layoutIfNeeded` runs a pass (the views'
    /// `layoutSubviews` run again) and clears the mark.
    @Test func setNeedsLayoutMarksTheTreeForAPass() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let child = View(name: "child")
        root.addSubview(child)
        try child.makeConstraints { make in
            make.edges.equalTo(root)
        }
        var passes = 0
        child.layoutSubviewsHandler = { _ in passes += 1 }
        root.layoutIfNeeded()
        #expect(passes == 1)
        #expect(!root.needsLayout && !child.needsLayout)
        root.layoutIfNeeded()
        #expect(passes == 1)  // nothing pending: no pass
        child.setNeedsLayout()
        #expect(root.needsLayout && child.needsLayout)
        root.layoutIfNeeded()
        #expect(passes == 2)
        #expect(!root.needsLayout)
        #expect(child.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    }
}
