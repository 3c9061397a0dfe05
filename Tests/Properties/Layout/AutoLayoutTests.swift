import Generators
import PropertyTesting
import Testing
@testable import Layout

@Suite("Auto Layout model")
struct AutoLayoutTests {
    @Test func splitLayoutModes() throws {
        let split = try SplitLayoutFixture()
        #expect(split.yellow.frame == Rect(x: 16, y: 87, width: 167.5, height: 564))
        #expect(split.blue.frame == Rect(x: 191.5, y: 87, width: 167.5, height: 564))
        try split.setMode(on: false)
        #expect(split.yellow.frame == Rect(x: 16, y: 87, width: 343, height: 564))
        #expect(split.blue.frame.minX >= 375)
        try split.setMode(on: true)
        #expect(split.blue.frame == Rect(x: 191.5, y: 87, width: 167.5, height: 564))
        #expect(!split.yellow.hasAmbiguousLayout && !split.blue.hasAmbiguousLayout)
        #expect(split.container.layoutEngine.conflicts.isEmpty)
    }

    @Test func requiredToOptionalMutationIsRefused() throws {
        let split = try SplitLayoutFixture()
        let before = [split.yellow.frame, split.blue.frame]
        let spacing = try #require(split.spacing)
        #expect(throws: LayoutError.mutatingRequiredPriority(passed: 750, existing: 1000)) {
            try spacing.setPriority(750)
        }
        let trailing = try #require(split.blueTrailing)
        do {
            try trailing.setPriority(.required)
            Issue.record("expected a refusal")
        } catch {
            #expect("\(error)" == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
                + "is not supported.  You passed priority 1000 and the existing priority was 751.")
        }
        #expect(trailing.priority == 751)
        #expect(spacing.priority == .required)
        split.container.layoutIfNeeded()
        #expect([split.yellow.frame, split.blue.frame] == before)
        #expect(throws: LayoutError.invalidPriority(0)) { try trailing.setPriority(0) }
        #expect(throws: LayoutError.invalidPriority(1001)) { try trailing.setPriority(1001) }
        // Not installed: any valid change is allowed.
        let loose = try Constraint(item: split.blue, attribute: .width, relatedBy: .equal, constant: 10)
        try loose.setPriority(250)
        #expect(loose.priority == 250)
    }

    @Test func tieAt750IsAmbiguous() throws {
        // Two views' worth of the research's swap: A.trailing pulled to two places at one priority.
        let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 100), name: "container")
        let a = View(name: "A")
        container.addSubview(a)
        try a.makeConstraints { make in
            make.width.equalTo(100)
            make.top.equalTo(container)
            make.height.equalTo(20)
            make.trailing.equalTo(container).priority(750)
            make.trailing.equalTo(container.anchor(.leading)).priority(750)
        }
        container.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        #expect(container.layoutEngine.ambiguityReport().entries.map(\.view.name) == ["A"])
        let report = container.layoutEngine.ambiguityReport()
        #expect(report.entries.first?.ties.first?.count == 2)
        // Break the tie: 751 wins.
        try a.constraints.last?.setPriority(751)
        container.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(a.frame.minX == -100)
    }

    @Test func unsatisfiableRequiredConstraintsAreBrokenAndReported() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        try box.makeConstraints { make in
            make.left.top.equalTo(root)
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        let conflicting = try box.makeConstraints { make in make.width.equalTo(root).offset(-20) }
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        #expect(engine.conflicts.count == 1)
        let conflict = try #require(engine.conflicts.first)
        #expect(conflict.broken === conflicting[0])
        #expect(conflict.constraints.map(\.description) == [
            "<AutoresizingMaskConstraint root.width == 200   (active)>",
            "<Constraint box.width == 100   (active)>",
            "<Constraint box.width == root.width - 20   (active)>",
        ])
        #expect(conflict.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(conflict.message.contains("Will attempt to recover by breaking constraint \n<Constraint box.width == root.width - 20   (active)>"))
        // The rest is laid out; the broken constraint is the only one violated.
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(conflicting[0].isBroken)
        // Remove the other side of the conflict: the broken constraint is restored.
        let fixedWidth = try #require(box.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil })
        fixedWidth.isActive = false
        root.layoutIfNeeded()
        #expect(!conflicting[0].isBroken)
        #expect(box.frame.width == 180)
    }

    @Test func constantChangeThatConflictsBreaksInsteadOfCrashing() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let v = View(name: "v")
        root.addSubview(v)
        var width: Constraint?
        try v.makeConstraints { make in
            make.edges.equalTo(root)
            width = make.width.lessThanOrEqualTo(150).constraint
        }
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        width?.constant = 50
        root.layoutIfNeeded()
        #expect(root.layoutEngine.conflicts.count == 1)
        #expect(width?.isBroken == true)
        #expect(v.frame.width == 100)
        width?.constant = 120
        #expect(width?.isBroken == false)
    }

    @Test func sliderThumbThroughTheBuilder() throws {
        // Seed 000's thumb: left >= 12 @high, right <= -12 @high, leading == track @medium.
        let control = View(frame: Rect(x: 0, y: 0, width: 256, height: 256), name: "control")
        let track = View(intrinsicSize: Size(width: 200, height: 48), name: "track")
        let thumb = View(intrinsicSize: Size(width: 30, height: 30), name: "thumb")
        control.addSubview(track)
        track.addSubview(thumb)
        track.setContentHuggingPriority(.required, for: .horizontal)
        track.setContentHuggingPriority(.required, for: .vertical)
        try track.makeConstraints { make in make.center.equalTo(control).centerOffset(Point(x: 0, y: 80)) }
        var leading: Constraint?
        try thumb.makeConstraints { make in
            make.centerY.equalTo(track.anchor(.centerY))
            make.left.greaterThanOrEqualTo(12).priority(.high)
            make.right.lessThanOrEqualTo(-12).priority(.high)
            leading = make.leading.equalTo(track).priority(.medium).constraint
        }
        var seen: [Double] = []
        for x in [-50.0, 100, 400] {
            leading?.constant = x
            control.layoutIfNeeded()
            seen.append(thumb.frame.minX)
        }
        #expect(seen == [12, 100, 158])
        #expect(track.frame == Rect(x: 28, y: 184, width: 200, height: 48))
        #expect(thumb.frame.midY == 24)
        #expect(!thumb.hasAmbiguousLayout)
        // updateConstraints updates the constant in place, no duplicate.
        let count = control.layoutEngine.installedConstraintCount
        let updated = try thumb.updateConstraints { make in make.leading.equalTo(track).offset(50).priority(.medium) }
        #expect(updated.first === leading)
        #expect(control.layoutEngine.installedConstraintCount == count)
        control.layoutIfNeeded()
        #expect(thumb.frame.minX == 50)
        // remakeConstraints replaces everything the builder made.
        try thumb.remakeConstraints { make in
            make.centerY.equalTo(track)
            make.left.equalTo(track)
        }
        #expect(leading?.isActive == false)
        control.layoutIfNeeded()
        #expect(thumb.frame.minX == 0)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
        root.layoutDirection = .rightToLeft
        let v = View(name: "v")
        root.addSubview(v)
        try v.makeConstraints { make in
            make.leading.equalTo(root).offset(10)
            make.width.equalTo(50)
            make.top.bottom.equalTo(root)
        }
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 240, y: 0, width: 50, height: 100))
        let w = View(name: "w")
        root.addSubview(w)
        try w.makeConstraints { make in
            make.trailing.equalTo(v.anchor(.leading)).offset(-5)  // 5 pt before v, in reading order
            make.width.equalTo(20)
            make.top.bottom.equalTo(root)
        }
        root.layoutIfNeeded()
        #expect(w.frame.minX == 295)
    }

    @Test func intrinsicSizeHuggingAndCompression() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
        let label = View(intrinsicSize: Size(width: 80, height: 20), name: "label")
        root.addSubview(label)
        try label.makeConstraints { make in make.left.top.equalTo(root) }
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 80, height: 20))
        // A 500 pull beats hugging (250) but not compression resistance (750).
        try label.makeConstraints { make in make.width.equalTo(200).priority(500) }
        root.layoutIfNeeded()
        #expect(label.frame.width == 200)
        try label.makeConstraints { make in make.width.lessThanOrEqualTo(40).priority(500) }
        root.layoutIfNeeded()
        #expect(label.frame.width == 80)
        label.setContentCompressionResistancePriority(250, for: .horizontal)
        label.setContentHuggingPriority(240, for: .horizontal)
        root.layoutIfNeeded()
        // The two 500 constraints now tie (any width in 40...200 costs 160 at 500);
        // the lower levels decide: compression (250) wants >= 80, hugging (240) <= 80.
        #expect(label.frame.width == 80)
        #expect(!label.hasAmbiguousLayout)
        label.setContentCompressionResistancePriority(1, for: .horizontal)
        label.setContentHuggingPriority(1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 80)
        #expect(label.hasAmbiguousLayout == false)  // the two at 1 tie only at 80
        label.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 20)
        root.layoutIfNeeded()
        #expect(label.frame.width >= 40 && label.frame.width <= 200)
        #expect(label.hasAmbiguousLayout)
        label.intrinsicContentSize = Size(width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(label.frame.height == 10)
    }

    @Test func autoresizingMaskPinsFrames() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
        let pinned = View(frame: Rect(x: 10, y: 20, width: 30, height: 40), name: "pinned")
        root.addSubview(pinned)
        let follower = View(name: "follower")
        root.addSubview(follower)
        try follower.makeConstraints { make in
            make.top.equalTo(pinned.anchor(.bottom)).offset(5)
            make.left.width.height.equalTo(pinned)
        }
        root.layoutIfNeeded()
        #expect(follower.frame == Rect(x: 10, y: 65, width: 30, height: 40))
        pinned.frame = Rect(x: 50, y: 0, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(follower.frame == Rect(x: 50, y: 15, width: 10, height: 10))
        #expect(pinned.frame == Rect(x: 50, y: 0, width: 10, height: 10))
        // Forgetting to turn the mask off is the classic conflict.
        let stubborn = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "stubborn")
        root.addSubview(stubborn)
        try Constraint(item: stubborn, attribute: .width, relatedBy: .equal, constant: 99).activate()
        #expect(root.layoutEngine.conflicts.last?.message.contains("translatesAutoresizingMaskIntoConstraints") == true)
    }

    @Test func removingAViewDeactivatesItsOutsideConstraints() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
        let parent = View(name: "parent")
        let child = View(name: "child")
        root.addSubview(parent)
        parent.addSubview(child)
        let outside = try parent.makeConstraints { make in make.edges.equalTo(root).inset(10) }
        let inside = try child.makeConstraints { make in
            make.edges.equalTo(parent).inset(5)
        }
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 5, y: 5, width: 270, height: 270))
        parent.removeFromSuperview()
        #expect(outside.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        root.addSubview(parent)
        try Constraint.activate(outside)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 5, y: 5, width: 270, height: 270))
        let stranger = View(name: "stranger")
        let c = try Constraint(item: stranger, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left)
        #expect(throws: LayoutError.noCommonAncestor(first: "stranger", second: "root")) { try c.activate() }
        #expect(throws: LayoutError.self) {
            try Constraint(item: stranger, attribute: .left, relatedBy: .equal, toItem: root, attribute: .width)
        }
    }
}

@Suite("Auto Layout model, properties")
struct AutoLayoutProperties {
    @Test func splitLayoutIsHistoryIndependent() throws {
        let onFrames = try SplitLayoutFixture()
        let offFrames = try SplitLayoutFixture()
        try offFrames.setMode(on: false)
        check("split layout is history independent", Gen.bool.array(length: 1...12), configuration: .cases(40)) { modes in
            let split = try SplitLayoutFixture()
            for on in modes { try split.setMode(on: on) }
            let reference = modes.last! ? onFrames : offFrames  // safe: length >= 1
            try expectEqual(split.yellow.frame, reference.yellow.frame, "yellow")
            try expectEqual(split.blue.frame, reference.blue.frame, "blue")
            try expectation(split.container.layoutEngine.conflicts.isEmpty, "a conflict")
        }
    }

    @Test func priorityChangesMatchAFreshLayout() throws {
        let choices: [Priority] = [1, 249, 250, 251, 500, 749, 750, 751, 999]
        let changes = zip(Gen.element(of: choices), Gen.element(of: choices)).array(length: 1...8)
        check("priority changes match a fresh layout", changes, configuration: .cases(40)) { changes in
            let split = try SplitLayoutFixture()
            for (blue, yellow) in changes {
                try split.blueTrailing?.setPriority(blue)
                try split.yellowTrailing?.setPriority(yellow)
            }
            split.container.layoutIfNeeded()
            let (blue, yellow) = changes.last!  // safe: length >= 1
            let fresh = try SplitLayoutFixture(blueTrailingPriority: blue, yellowTrailingPriority: yellow)
            try expectEqual(split.yellow.hasAmbiguousLayout, fresh.yellow.hasAmbiguousLayout, "ambiguity")
            if !fresh.yellow.hasAmbiguousLayout && !fresh.blue.hasAmbiguousLayout {
                try expectEqual(split.yellow.frame, fresh.yellow.frame, "yellow")
                try expectEqual(split.blue.frame, fresh.blue.frame, "blue")
            }
        }
    }
}

@Suite("Views: layout pass hooks and geometry")
struct ViewHookTests {
    @Test func layoutSubviewsHandlerRunsAfterFramesAndRepeatsOnChange() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let bar = View(name: "bar")
        root.addSubview(bar)
        var offset: Constraint?
        try bar.makeConstraints { make in
            make.top.bottom.equalTo(root)
            make.width.equalTo(50)
            offset = make.centerX.equalTo(root).constraint
        }
        var seen: [Double] = []
        bar.layoutSubviewsHandler = { view in
            seen.append(view.frame.minX)
            // Like seed 003's layoutSubviews: recentre with an offset on every pass.
            if offset?.constant != 30 { offset?.constant = 30 }
        }
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(seen == [75, 105])
        #expect(!root.needsLayout)
        root.layoutIfNeeded()
        #expect(seen.count == 2)
        #expect(bar.convert(Rect(x: 1, y: 2, width: 3, height: 4), to: root) == Rect(x: 106, y: 2, width: 3, height: 4))
        #expect(root.convert(Point(x: 106, y: 2), to: bar) == Point(x: 1, y: 2))
        #expect(bar.convert(Point(x: 106, y: 2), from: nil) == Point(x: 1, y: 2))
    }
}
