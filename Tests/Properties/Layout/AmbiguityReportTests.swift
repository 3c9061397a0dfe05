import Testing
@testable import Layout

/// `hasAmbiguousLayout` and the ambiguity report beyond one view.
@Suite struct AmbiguityReportTests {
    /// Rule: a view outside Auto Layout (never given constraints, in no engine, or taken
    /// out of its tree) has no ambiguous layout: its frame is what was set.
    @Test func aViewOutsideAutoLayoutIsNotAmbiguous() throws {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "loose")
        #expect(!loose.hasAmbiguousLayout)
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "parent")
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "child")
        parent.addSubview(child)
        #expect(!child.hasAmbiguousLayout)
        // Under-constrained inside the engine: ambiguous. Taken out of the tree, its only
        // constraints (to the parent) are deactivated: it leaves Auto Layout, and is not.
        let free = View(name: "free")
        parent.addSubview(free)
        try free.makeConstraints { make in make.left.top.equalTo(parent) }
        parent.layoutIfNeeded()
        #expect(free.hasAmbiguousLayout)
        #expect(!child.hasAmbiguousLayout)  // now in the engine, pinned by its autoresizing mask
        free.removeFromSuperview()
        #expect(free.constraints.isEmpty)
        #expect(!free.hasAmbiguousLayout)
    }

    /// A 100 x 20 view in `container` whose trailing is pulled to both container edges at
    /// `priority`: a tie, so its horizontal position is ambiguous.
    private func tiedView(_ name: String, top: Double, priority: Priority, in container: View) throws -> View {
        let view = View(name: name)
        container.addSubview(view)
        try view.makeConstraints { make in
            make.width.equalTo(100)
            make.top.equalTo(container).offset(top)
            make.height.equalTo(20)
            make.trailing.equalTo(container).priority(priority)
            make.trailing.equalTo(container.anchor(.leading)).priority(priority)
        }
        return view
    }

    /// Rule: with two views each tied at its own priority, each entry of the report lists
    /// its own tie, and only constraints that mention that view.
    @Test func twoTiedViewsEachReportTheirOwnTie() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 100), name: "container")
        let a = try tiedView("A", top: 0, priority: 750, in: container)
        let b = try tiedView("B", top: 40, priority: 500, in: container)
        container.layoutIfNeeded()
        let report = container.layoutEngine.ambiguityReport()
        #expect(report.entries.map(\.view.name) == ["A", "B"])
        for entry in report.entries {
            #expect(entry.axes == [.horizontal], "\(entry.view.name): \(entry.axes)")
            #expect(entry.ties.count == 1, "\(report)")
            #expect(entry.ties.first?.count == 2, "\(report)")
            let mentions = entry.ties.joined().allSatisfy { $0.firstItem === entry.view || $0.secondItem === entry.view }
            #expect(mentions, "\(entry.view.name)'s tie lists another view's constraints: \(report)")
        }
        #expect(report.entries.first?.ties.first?.first?.priority == 750)
        #expect(report.entries.last?.ties.first?.first?.priority == 500)
        _ = (a, b)
    }

    /// Rule: a tie between constraints of two views (docs/layout.md's "real tie": two
    /// hugging constraints at 250 sharing 135 pt however the width is split) is one group
    /// holding both views' constraints, and each view's entry shows that whole group, so
    /// the reader sees what the view's constraint ties with.
    @Test func aTieAcrossTwoViewsListsBothViewsConstraintsInEachEntry() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "container")
        let yellow = View(intrinsicSize: Size(width: 100, height: View.noIntrinsicMetric), name: "yellow")
        let blue = View(intrinsicSize: Size(width: 100, height: View.noIntrinsicMetric), name: "blue")
        container.addSubview(yellow)
        container.addSubview(blue)
        try yellow.makeConstraints { make in
            make.leading.equalTo(container).offset(16)
            make.top.equalTo(container).offset(87)
            make.height.equalTo(100)
        }
        try blue.makeConstraints { make in
            make.leading.equalTo(yellow.anchor(.trailing)).offset(8)
            make.top.height.equalTo(yellow)
            make.trailing.equalTo(container).offset(-16).priority(751)
        }
        container.layoutIfNeeded()
        #expect(yellow.frame.width + blue.frame.width == 335)
        let report = container.layoutEngine.ambiguityReport()
        #expect(report.entries.map(\.view.name) == ["yellow", "blue"], "\(report)")
        for entry in report.entries {
            #expect(entry.ties.count == 1, "\(report)")
            let tie = entry.ties.first ?? []
            #expect(tie.count == 2 && tie.allSatisfy { $0.priority == 250 }, "\(report)")
            #expect(Set(tie.compactMap { $0.firstItem?.name }) == ["yellow", "blue"], "\(report)")
        }
    }
}
