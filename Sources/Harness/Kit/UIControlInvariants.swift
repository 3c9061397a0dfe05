import Foundation
import Generators
import HeadlessUIKit
import Layout

/// Invariants every UIControl must keep, checked with no configuration on any control
/// (the view under test need not be a control: the event checks then see no events).
/// Each is a named value; `all` in order. Their ids start with `U`.
public enum UIControlInvariants {
    /// Events that belong inside a tracking sequence, between TouchDown and its end.
    static let body: UIControl.Event = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchDownRepeat]
    /// The events that end a tracking sequence.
    static let ends: UIControl.Event = [.touchUpInside, .touchUpOutside, .touchCancel]

    /// U1: per tracking sequence exactly one TouchDown first, drags only while tracking,
    /// exactly one of TouchUpInside / TouchUpOutside / TouchCancel last.
    public static let touchGrammar = Invariant<UIControlRecord>(
        "U1", "U1 one TouchDown, drags while tracking, one end",
        summary: "per tracking sequence exactly one TouchDown first, drags only while tracking, exactly one TouchUpInside/TouchUpOutside/TouchCancel last",
        afterStep: { record, report in
            for entry in report.entries {
                if case .continueTracking(false) = entry.kind { record.trackingOpen = false }
                guard let sent = entry.events else { continue }
                if sent.contains(.touchDown) {
                    try expectation(!record.trackingOpen, "\(report.here): a second TouchDown before the first one ended")
                    record.trackingOpen = true
                }
                if !sent.isDisjoint(with: body) {
                    try expectation(record.trackingOpen, "\(report.here): \(sent) without a TouchDown before it")
                }
                if !sent.isDisjoint(with: ends) {
                    try expectation(record.trackingOpen, "\(report.here): \(sent) without a TouchDown before it")
                    record.trackingOpen = false
                }
            }
            if record.window.touchesDown.isEmpty {
                try expectation(!record.trackingOpen, "\(report.here): no finger is down but the TouchDown was never ended")
            }
        })

    /// U2: no control events without a touch or a programmatic change. A clock advance
    /// is neither, but it runs the completions of animations earlier steps started (the
    /// camera bar commits a swipe's mode when its slide ends), so an event on an advance
    /// needs some finger or environment step before it.
    public static let eventsNeedACause = Invariant<UIControlRecord>(
        "U2", "U2 no events without a touch or a change",
        summary: "the control sends nothing on a clock advance before any finger or environment step (nothing has caused it)",
        afterStep: { record, report in
            guard case .advance = report.step, !record.causedSoFar else { return }
            try expectation(report.events.isEmpty,
                            "\(report.here): no touch or change yet, the clock advanced and the control sent \(report.events)")
        })

    /// U3: `isTracking` is false once no finger is down.
    public static let trackingEnds = Invariant<UIControlRecord>(
        "U3", "U3 isTracking false once no finger is down",
        summary: "once no finger is down, the control is not tracking",
        afterStep: { record, report in
            guard record.window.touchesDown.isEmpty, let control = record.control else { return }
            try expectation(!control.isTracking, "\(report.here): no finger is down but the control is still tracking")
        })

    /// U4: no events while disabled, hidden or outside a window.
    public static let silentWhenBlocked = Invariant<UIControlRecord>(
        "U4", "U4 no events while disabled, hidden or outside a window",
        summary: "a step that finds the control disabled, hidden or outside a window, and leaves it so, makes it send nothing",
        afterStep: { record, report in
            guard let before = record.blockedBefore, record.blockedAfter != nil else { return }
            try expectation(report.events.isEmpty, "\(report.here): the control is \(before) but sent \(report.events)")
        })

    /// U5: no unsatisfiable or ambiguous layout after any step.
    public static let layoutDetermined = Invariant<UIControlRecord>(
        "U5", "U5 no unsatisfiable or ambiguous layout",
        summary: "after every step the engine reported no new conflict and no view of the window is ambiguous",
        atStart: { record in try checkLayout(record, "as built") },
        afterStep: { record, report in try checkLayout(record, report.here) })

    static func checkLayout(_ record: UIControlRecord, _ here: String) throws {
        let engine = Headless.Screen(record.window).layoutEngine
        try expectation(engine.conflicts.count == record.conflictsAtStart,
                        "\(here): unsatisfiable layout: " + (engine.diagnostics.last ?? ""))
        let report = engine.ambiguityReport()
        try expectation(report.isEmpty, "\(here): ambiguous layout\n\(report)")
    }

    /// U6: every frame of the window's tree is finite.
    public static let finiteFrames = Invariant<UIControlRecord>(
        "U6", "U6 finite frames",
        summary: "after every step every view of the window has a finite frame",
        atStart: { record in try checkFinite(record, "as built") },
        afterStep: { record, report in try checkFinite(record, report.here) })

    static func checkFinite(_ record: UIControlRecord, _ here: String) throws {
        for view in record.window.subtreeViews + (record.view.window == nil ? record.view.subtreeViews : []) {
            let f = view.frame
            try expectation([f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite),
                            "\(here): \(view.traceName) has the frame \(show(f))")
        }
    }

    /// U7: every animation settles: once the clock has run out, nothing is pending and no
    /// view is still animating.
    public static let animationsSettle = Invariant<UIControlRecord>(
        "U7", "U7 every animation settles",
        summary: "once the clock settles no completion is pending and no view of the window is still animating",
        settled: { record in
            try expectation(record.window.pendingCompletions == 0,
                            "settled: \(record.window.pendingCompletions) completions still pending")
            for view in record.window.subtreeViews {
                try expectation(!record.window.presentation.isAnimating(view), "settled: \(view.traceName) is still animating")
            }
        })

    /// U8: no touch is delivered to a view that is hidden, transparent or animating.
    public static let touchesReachVisibleViews = Invariant<UIControlRecord>(
        "U8", "U8 no touch to a hidden, transparent or animating view",
        summary: "a finger going down is delivered to a view that is visible, opaque enough and not animating",
        afterStep: { record, report in
            guard let (view, problem) = record.deliveredTo else { return }
            try expectation(false, "\(report.here): the touch went to \(view), which is \(problem)")
        })

    /// U9: ValueChanged never twice for one change of the control's value (one step is
    /// at most one change).
    public static let oneValueChangedPerChange = Invariant<UIControlRecord>(
        "U9", "U9 ValueChanged once per change",
        summary: "no step makes the control send ValueChanged more than once",
        afterStep: { _, report in
            let count = report.events.filter { $0.contains(.valueChanged) }.count
            try expectation(count <= 1, "\(report.here): ValueChanged sent \(count) times for one step")
        })

    /// Every generic invariant, in order.
    public static let all: [Invariant<UIControlRecord>] = [
        touchGrammar, eventsNeedACause, trackingEnds, silentWhenBlocked, layoutDetermined, finiteFrames, animationsSettle,
        touchesReachVisibleViews, oneValueChangedPerChange,
    ]

    /// The generic invariants as properties of `scene` built with `setup`, its cases
    /// drawn from the control's own geometry (`GeometryTouches`) and the scene's declared
    /// environment steps: point the harness at a control and fuzz it. Each property's
    /// name starts with the control's (`LockControl U1 …`), so several controls' generic
    /// properties can share a catalogue.
    public static func properties<Setup: SceneSetup, Control: UIView>(
        of scene: Scene<Setup, Control>, setup: Setup, cases: Gen<ControlCase<Setup>>? = nil
    ) -> ControlProperties<Setup, Control, UIControlRecord> {
        let generated = cases ?? GeometryTouches.cases(for: scene, setup: setup)
        return ControlProperties(scene: scene, cases: generated, record: { _, stage in UIControlRecord(stage: stage) },
                                 invariants: all.map { invariant in
                                     var named = invariant
                                     named.name = "\(scene.control) \(invariant.name)"
                                     return named
                                 })
    }
}
