import Foundation
import Generators
import HeadlessUIKit
import SeedControls

/// A lock scenario: the image sizes and the script.
public struct LockCase: Hashable, Sendable, CustomStringConvertible {
    /// The image sizes (the track width varies, down to tracks too short for the thumb).
    public var sizes: LockControl.Sizes
    /// The steps.
    public var script: TouchScript

    /// The script as numbered steps, after a header line for non-default geometry.
    public var description: String {
        let header = sizes == LockControl.Sizes() ? "" : "track \(short(sizes.track.width))x\(short(sizes.track.height))\n"
        return header + numbered(script)
    }
}

/// L1-L5 (`spec/controls.md` §3) over lock scripts.
enum LockProperties {
    enum Invariant: CaseIterable {
        case l1, l2, l2b, l3, l4, l5

        var id: String {
            switch self {
            case .l1: "L1"
            case .l2: "L2"
            case .l2b: "L2b"
            case .l3: "L3"
            case .l4: "L4"
            case .l5: "L5"
            }
        }
        var name: String {
            switch self {
            case .l1: "L1 thumb within insets"
            case .l2: "L2 event grammar"
            case .l2b: "L2b tracking ends when the fingers lift"
            case .l3: "L3 unlock exactly once past 75 percent"
            case .l4: "L4 snap back to the leading inset"
            case .l5: "L5 rejected touch sends nothing"
            }
        }
        var summary: String {
            switch self {
            case .l1: "after every step the thumb stays 12 pt inside the track (or, on a short track, finite, unique, centred)"
            case .l2: "TouchDown is closed by exactly one TouchUp/TouchCancel; no Drag/TouchUp/TouchCancel without a TouchDown"
            case .l2b: "once no finger is down, the lock is not tracking"
            case .l3: "ValueChanged exactly once iff a tracked touch ends past 75 %; then no touches; removed after the fade"
            case .l4: "a release at or below 75 % leaves the thumb at the leading inset once the clock settles"
            case .l5: "a began outside the grown track or thumb produces no event"
            }
        }
        var catches: [Fault] {
            switch self {
            case .l1: [.lockClampLoweredTo499, .lockThumbCompressible]
            case .l2: [.lockDuplicateTouchEvents]
            case .l2b: [.lockCancelWithoutSuper]
            case .l3: [.lockUnlockOnlyInside]
            case .l4: [.lockDuplicateLeadingConstraint]
            case .l5: [.lockAcceptsAnyTouch]
            }
        }
    }

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

    static func property(_ invariant: Invariant, faults: Set<Fault>) -> HarnessProperty {
        let generator = Self.generator
        let property = Property(invariant.name, summary: invariant.summary, generator, describe: { $0.description }) { value in
            try run(value, faults: faults, invariant: invariant, tracer: nil)
        }
        var harness = HarnessProperty(property, invariant: invariant.id, control: "LockControl", catches: invariant.catches) { choices in
            guard let value = generator.replay(choices) else { return nil }
            return replayTrace { tracer in try run(value, faults: faults, invariant: invariant, tracer: tracer) }
        }
        harness.stepCount = { generator.replay($0)?.script.count }
        return harness
    }

    // MARK: Running

    static func state(_ lock: LockControl) -> String {
        "thumb \(show(lock.thumbView.frame)) in track \(short(lock.trackView.frame.w)), tracking \(lock.isTracking)"
            + (lock.isUnlocked ? ", unlocked" : "") + (lock.superview == nil ? ", removed" : "")
    }

    static func run(_ value: LockCase, faults: Set<Fault>, invariant: Invariant, tracer: Tracer?) throws {
        let (window, lock) = Scenes.lock(sizes: value.sizes, faults: faults)
        tracer?.attach(window, control: lock)
        let sizes = value.sizes
        let roomy = sizes.track.width >= sizes.thumb.width + 2 * LockControl.thumbInset
        let trackWidth = sizes.track.width
        var mark = window.eventLog.entries(of: lock).count
        var open = false                  // L2: a TouchDown without its end
        var valueChanged = 0
        var unlocked = false              // L3: the harness's record: a ValueChanged was seen
        var rejected: Set<Int> = []       // L5: fingers whose began the lock must ignore
        var clampedLeading = false, clampedTrailing = false, releasedPast = false, sawRejected = false

        func checkL1(_ here: String) throws {
            guard lock.window != nil else { return }
            let thumb = lock.thumbView.frame
            if roomy {
                try expectation(thumb.left >= LockControl.thumbInset - 1e-9 && thumb.right <= trackWidth - LockControl.thumbInset + 1e-9,
                                "\(here): thumb \(show(thumb)) leaves the 12 pt insets of a \(short(trackWidth)) pt track")
            } else {
                try expectation([thumb.left, thumb.top, thumb.w, thumb.h].allSatisfy(\.isFinite),
                                "\(here): short track, thumb frame not finite \(show(thumb))")
                try expectation(near(thumb.top + thumb.h / 2, lock.trackView.frame.h / 2, 1e-9),
                                "\(here): short track, thumb not vertically centred \(show(thumb))")
                try expectation(!lock.thumbView.hasAmbiguousLayout,
                                "\(here): short track, thumb layout ambiguous \(show(thumb))\n\(window.layoutEngine.ambiguityReport())")
            }
        }
        if invariant == .l1 { try checkL1("at start") }

        for (index, step) in value.script.steps.enumerated() {
            let wasUnlocked = unlocked
            let inWindow = lock.window != nil
            let controlOrigin = lock.originInWindow, trackOrigin = lock.trackView.originInWindow
            if case let .down(finger, x, y, _, _) = step, inWindow {
                let inControl = CGPoint(x: x - controlOrigin.x, y: y - controlOrigin.y)
                let inTrack = CGPoint(x: x - trackOrigin.x, y: y - trackOrigin.y)
                let margin = LockControl.touchMargin
                let accepted = lock.trackView.frame.insetBy(dx: -margin, dy: -margin).contains(inControl)
                    && lock.thumbView.frame.insetBy(dx: -margin, dy: -margin).contains(inTrack)
                if !accepted && window.touches.hitView(at: CGPoint(x: x, y: y)) === lock {
                    rejected.insert(finger)
                    sawRejected = true
                }
            }
            switch step {
            case .removeFromWindow: lock.removeFromSuperview()
            case .disable: lock.isEnabled = false
            case .enable: lock.isEnabled = true
            default: try ScriptRunner.send(step, to: window)
            }
            let log = window.eventLog.entries(of: lock)
            let entries = Array(log[min(mark, log.count)...])
            mark = log.count
            tracer?.record(index, step, state: state(lock))
            let events = entries.compactMap(\.events)
            valueChanged += events.filter { $0.contains(.valueChanged) }.count
            if lock.isTracking, step.isTouch {
                let constant = Double(lock.thumbLeading.constant)
                if constant < LockControl.thumbInset { clampedLeading = true }
                if constant > trackWidth - LockControl.thumbInset - sizes.thumb.width { clampedTrailing = true }
            }

            switch invariant {
            case .l1:
                try checkL1("step \(index + 1)")
            case .l2:
                for entry in entries {
                    if case .continueTracking(false) = entry.kind { open = false }
                    guard let sent = entry.events else { continue }
                    if sent.contains(.touchDown) {
                        try expectation(!open, "step \(index + 1): a second TouchDown before the first one ended")
                        open = true
                    }
                    let body: UIControl.Event = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchDownRepeat]
                    if !sent.isDisjoint(with: body) {
                        try expectation(open, "step \(index + 1): \(sent) without a TouchDown before it")
                    }
                    let ends: UIControl.Event = [.touchUpInside, .touchUpOutside, .touchCancel]
                    if !sent.isDisjoint(with: ends) {
                        try expectation(open, "step \(index + 1): \(sent) without a TouchDown before it")
                        open = false
                    }
                }
                if window.touchesDown.isEmpty {
                    try expectation(!open, "step \(index + 1): no finger is down but the TouchDown was never ended")
                }
            case .l2b:
                if window.touchesDown.isEmpty {
                    try expectation(!lock.isTracking, "step \(index + 1): no finger is down but the lock is still tracking")
                }
            case .l3:
                try expectation(valueChanged <= 1, "step \(index + 1): ValueChanged sent \(valueChanged) times")
                if wasUnlocked {
                    try expectation(events.isEmpty, "step \(index + 1): the unlocked lock still sends \(events)")
                } else if case let .up(_, x, _, _) = step, entries.contains(where: { $0.kind == .endTracking }) {
                    // Exact: frames are on the pixel grid, so the track is exactly as wide
                    // as asked after any history, and so is its 75 % line.
                    let inTrack = x - trackOrigin.x, line = 0.75 * trackWidth
                    let past = inTrack > line
                    let unlockedNow = events.contains { $0.contains(.valueChanged) }
                    try expectation(unlockedNow == past,
                                    "step \(index + 1): release at track x \(short(x - trackOrigin.x)) of \(short(trackWidth)) "
                                        + (past ? "is past 75 % but did not unlock" : "unlocked below 75 %"))
                }
            case .l4:
                break
            case .l5:
                if let finger = step.finger, rejected.contains(finger) {
                    try expectation(events.isEmpty, "step \(index + 1): finger #\(finger) began outside the grown track/thumb but the lock sent \(events)")
                }
            }
            if valueChanged > 0 { unlocked = true }
            if unlocked && !wasUnlocked { releasedPast = true }
            if let finger = step.finger, case .up = step { rejected.remove(finger) }
            if let finger = step.finger, case .cancel = step { rejected.remove(finger) }
        }

        cover(10, releasedPast, "a release past the unlock line")
        cover(5, clampedLeading, "clamped at the leading inset")
        cover(5, clampedTrailing, "clamped at the trailing inset")
        if invariant == .l5 { cover(5, sawRejected, "a rejected began") }

        window.settle()
        tracer?.record(value.script.count, .advance(0), state: "settled at \(clock(window.now)): " + state(lock))
        switch invariant {
        case .l3:
            try expectation(valueChanged <= 1, "ValueChanged \(valueChanged) times")
            if unlocked {
                try expectation(lock.superview == nil, "unlocked, but still in its superview after the fade")
            }
        case .l4:
            if roomy, !unlocked, lock.window != nil, window.touchesDown.isEmpty {
                try expectation(near(lock.thumbView.frame.left, LockControl.thumbInset),
                                "settled: thumb at x \(short(lock.thumbView.frame.left)), not at the leading inset 12")
            }
        default:
            break
        }
    }
}
