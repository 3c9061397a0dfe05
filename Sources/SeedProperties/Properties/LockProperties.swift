import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// A lock case's geometry: the image sizes (the track width varies, down to tracks too
/// short for the thumb); printed as `track WxH` when not the default.
public struct LockSetup: SceneSetup {
    /// The image sizes.
    public var sizes: LockControl.Sizes
    /// A setup.
    public init(sizes: LockControl.Sizes = LockControl.Sizes()) { self.sizes = sizes }
    /// `track WxH`, for a non-default track.
    public var header: [String] { sizes == LockControl.Sizes() ? [] : ["track \(short(sizes.track.width))x\(short(sizes.track.height))"] }
    /// Reads `track WxH`.
    public init(header: [ScriptText.Header]) throws(ScriptParseError) {
        sizes = LockControl.Sizes()
        for line in header {
            sizes.track = try HandWrittenScript.value(of: line, after: "track ", form: "track WIDTHxHEIGHT", control: "LockControl") {
                HandWrittenScript.size($0)
            }
        }
    }
}

/// A lock scenario: the image sizes and the script.
public typealias LockCase = ControlCase<LockSetup>

extension ControlCase where Setup == LockSetup {
    /// A lock case.
    public init(sizes: LockControl.Sizes, script: TouchScript) { self.init(setup: LockSetup(sizes: sizes), script: script) }
    /// The image sizes.
    public var sizes: LockControl.Sizes { setup.sizes }
}

/// L1-L5 (`spec/controls.md` §3) over lock scripts, on the kit.
enum LockProperties {
    /// The lock centred in a 375 x 667 window; it takes remove, disable and enable. It is
    /// reset between cases from the snapshot of its build, except once it unlocked: the
    /// unlocked flag is the control's own (`private(set)`), so an unlocked lock is built
    /// again (a lock removed from the window is too: the snapshot refuses a changed tree).
    static let scene = Scene<LockSetup, LockControl>(
        control: "LockControl", make: { LockControl(sizes: $0.sizes) }, variants: Fault.lockVariants,
        place: { lock, _ in Scenes.place(lock, windowSize: CGSize(width: 375, height: 667)) },
        environment: [.removeFromWindow, .disable, .enable],
        reset: lockReset,
        state: { stage in
            let lock = stage.control
            return "thumb \(show(lock.thumbView.frame)) in track \(short(lock.trackView.frame.w)), tracking \(lock.isTracking)"
                + (lock.isUnlocked ? ", unlocked" : "") + (lock.superview == nil ? ", removed" : "")
        })

    /// The lock's reset: refused once the lock unlocked, else the snapshot's.
    static let lockReset = Scene<LockSetup, LockControl>.snapshotReset { stage, _ in !stage.control.isUnlocked }

    static let sizes: Gen<LockControl.Sizes> = .frequency(
        (4, .constant(LockControl.Sizes())),
        (1, Gen.int(in: 20...320, shrinkingToward: 216, boundaries: [24, 48, 72, 96]).map {
            LockControl.Sizes(track: CGSize(width: Double($0), height: 48))
        }))

    static func pieces(_ sizes: LockControl.Sizes) -> Gen<[ScriptPiece]> {
        let geometry = Positions.LockGeometry(sizes: sizes)
        let grab = Positions.lockGrab(geometry), anywhere = Positions.lock(geometry), track = Positions.lockTrack(geometry)
        let environment = Gen<Step>.element(of: [.removeFromWindow, .disable, .enable]).map { ScriptPiece.environment($0) }
        let piece = Gen<ScriptPiece>.frequency(
            (16, Gestures.drag(from: grab, along: track, ends: Gestures.mostlyUp)),
            (4, Gestures.drag(from: grab, along: anywhere)),
            (2, Gestures.tap(at: anywhere)),
            (2, Gestures.drag(from: anywhere, along: anywhere)),
            (3, Gestures.advance),
            (1, environment))
        return Gen.array(of: piece, length: 0...8)
    }

    static let generator: Gen<LockCase> = sizes.flatMap { sizes in
        pieces(sizes).map { LockCase(sizes: sizes, script: TouchScript(pieces: $0)) }
    }

    static let properties = ControlProperties(scene: scene, cases: generator, record: { value, stage in LockRecord(value, stage) },
                                              invariants: [l1, l2, l2b, l3, l4, l5])

    /// Runs `value` checking the invariant `id` (for tests of the scene's steps).
    static func run(_ value: LockCase, faults: Set<Fault>, invariant id: String, tracer: Tracer?) throws {
        try properties.run(value, faults: faults, invariants: properties.invariants.filter { $0.id == id }, tracer: tracer)
    }

    // MARK: Invariants

    static let l1 = Invariant<LockRecord>(
        "L1", "L1 thumb within insets",
        summary: "after every step the thumb stays 12 pt inside the track (or, on a short track, finite, unique, centred)",
        catches: [.lockClampLoweredTo499, .lockThumbCompressible],
        atStart: { try $0.checkInsets("at start") }, afterStep: { try $0.checkInsets($1.here) })

    static let l2 = Invariant<LockRecord>(
        "L2", "L2 event grammar",
        summary: "TouchDown is closed by exactly one TouchUp/TouchCancel; no Drag/TouchUp/TouchCancel without a TouchDown",
        catches: [.lockDuplicateTouchEvents],
        afterStep: { record, report in try UIControlInvariants.touchGrammar.afterStep(record.generic, report) })

    static let l2b = Invariant<LockRecord>(
        "L2b", "L2b tracking ends when the fingers lift",
        summary: "once no finger is down, the lock is not tracking",
        catches: [.lockCancelWithoutSuper],
        afterStep: { record, report in
            guard record.window.touchesDown.isEmpty else { return }
            try expectation(!record.lock.isTracking, "\(report.here): no finger is down but the lock is still tracking")
        })

    static let l3 = Invariant<LockRecord>(
        "L3", "L3 unlock exactly once past 75 percent",
        summary: "ValueChanged exactly once iff a tracked touch ends past 75 %; then no touches; removed after the fade",
        catches: [.lockUnlockOnlyInside],
        afterStep: { record, report in
            try expectation(record.valueChanged <= 1, "\(report.here): ValueChanged sent \(record.valueChanged) times")
            if record.wasUnlocked {
                try expectation(report.events.isEmpty, "\(report.here): the unlocked lock still sends \(report.events)")
            } else if case let .up(_, x, _, _) = report.step, report.entries.contains(where: { $0.kind == .endTracking }) {
                // Exact: frames are on the pixel grid, so the track is exactly as wide
                // as asked after any history, and so is its 75 % line.
                let inTrack = x - record.trackOrigin.x, line = 0.75 * record.trackWidth
                let past = inTrack > line
                let unlockedNow = report.events.contains { $0.contains(.valueChanged) }
                try expectation(unlockedNow == past,
                                "\(report.here): release at track x \(short(inTrack)) of \(short(record.trackWidth)) "
                                    + (past ? "is past 75 % but did not unlock" : "unlocked below 75 %"))
            }
        },
        settled: { record in
            try expectation(record.valueChanged <= 1, "ValueChanged \(record.valueChanged) times")
            if record.unlocked {
                try expectation(record.lock.superview == nil, "unlocked, but still in its superview after the fade")
            }
        })

    static let l4 = Invariant<LockRecord>(
        "L4", "L4 snap back to the leading inset",
        summary: "a release at or below 75 % leaves the thumb at the leading inset once the clock settles",
        catches: [.lockDuplicateLeadingConstraint],
        settled: { record in
            let lock = record.lock
            guard record.roomy, !record.unlocked, lock.window != nil, record.window.touchesDown.isEmpty else { return }
            try expectation(near(lock.thumbView.frame.left, LockControl.thumbInset),
                            "settled: thumb at x \(short(lock.thumbView.frame.left)), not at the leading inset 12")
        })

    static let l5 = Invariant<LockRecord>(
        "L5", "L5 rejected touch sends nothing",
        summary: "a began outside the grown track or thumb produces no event",
        catches: [.lockAcceptsAnyTouch],
        afterStep: { record, report in
            guard let finger = record.rejectedFinger else { return }
            try expectation(report.events.isEmpty,
                            "\(report.here): finger #\(finger) began outside the grown track/thumb but the lock sent \(report.events)")
        })
}
