import Foundation
import HeadlessUIKit
import SeedControls
import Testing
@testable import Harness
@testable import SeedProperties

/// The environment steps `disable` and `enable` of a touch script are really applied
/// to the control by each script runner that generates them (camera bar, lock,
/// selector): after `disable` the control is disabled and a gesture on it causes no
/// event and no recogniser state at all (a disabled control is not hit); after
/// `enable` the same gesture does.
@Suite struct EnvironmentStepTests {
    /// A one-finger drag from `start` by (dx, dy), starting at `time`.
    static func drag(from point: CGPoint, dx: Double, dy: Double, at time: Double) -> [Step] {
        let start = (x: Double(point.x), y: Double(point.y))
        return [.down(finger: 0, x: start.x, y: start.y, time: time, taps: 1),
         .move(finger: 0, x: start.x + dx / 2, y: start.y + dy / 2, time: time + 0.05),
         .move(finger: 0, x: start.x + dx, y: start.y + dy, time: time + 0.1),
         .up(finger: 0, x: start.x + dx, y: start.y + dy, time: time + 0.15),
         .advance(1)]
    }

    /// What a run left: the trace lines and the control it drove.
    struct Outcome<C> {
        var lines: [String]
        var control: C?
        /// Whether any step after the first caused an event or a recogniser state.
        var anythingHappened: Bool { lines.contains { $0.hasPrefix("   events:") } }
    }

    static func control<C>(_ type: C.Type, in tracer: Tracer) -> C? {
        tracer.keep?.subtreeViews.lazy.compactMap { $0 as? C }.first
    }

    // MARK: Camera bar

    static func camera(_ steps: [Step]) throws -> Outcome<CameraModeView> {
        let tracer = Tracer()
        try CameraProperties.run(CameraCase(inset: 0, script: TouchScript(steps)), faults: [], invariant: "C1", tracer: tracer)
        return Outcome(lines: tracer.lines, control: control(CameraModeView.self, in: tracer))
    }

    static var barCentre: CGPoint {
        let (_, bar) = Scenes.camera(inset: 0)
        return CGPoint(x: bar.frame.midX, y: bar.frame.midY)
    }

    /// Rule: `disable` disables the camera bar: a left swipe on it then causes nothing
    /// and the mode stays video; after `enable` the same swipe selects photo.
    @Test func cameraScriptsApplyDisableAndEnable() throws {
        let swipe = Self.drag(from: Self.barCentre, dx: -120, dy: 0, at: 0)
        let disabled = try Self.camera([.disable] + swipe)
        #expect(disabled.control?.isEnabled == false)
        #expect(!disabled.anythingHappened, "\(disabled.lines)")
        #expect(disabled.control?.cameraModel == .video)
        let enabled = try Self.camera([.disable, .enable] + swipe)
        #expect(enabled.control?.isEnabled == true)
        #expect(enabled.anythingHappened, "\(enabled.lines)")
        #expect(enabled.control?.cameraModel == .photo)
    }

    // MARK: Lock

    static func lock(_ steps: [Step]) throws -> Outcome<LockControl> {
        let tracer = Tracer()
        try LockProperties.run(LockCase(sizes: LockControl.Sizes(), script: TouchScript(steps)), faults: [], invariant: "L2", tracer: tracer)
        return Outcome(lines: tracer.lines, control: control(LockControl.self, in: tracer))
    }

    /// Rule: `disable` disables the lock: a drag of its thumb then causes no event;
    /// after `enable` the same drag tracks (TouchDown and drags).
    @Test func lockScriptsApplyDisableAndEnable() throws {
        let (window, fresh) = Scenes.lock()
        let thumb = fresh.thumbView
        let drag = withExtendedLifetime(window) {
            Self.drag(from: thumb.convert(CGPoint(x: thumb.bounds.midX, y: thumb.bounds.midY), to: nil), dx: 60, dy: 0, at: 0)
        }
        let disabled = try Self.lock([.disable] + drag)
        #expect(disabled.control?.isEnabled == false)
        #expect(!disabled.anythingHappened, "\(disabled.lines)")
        let enabled = try Self.lock([.disable, .enable] + drag)
        #expect(enabled.control?.isEnabled == true)
        #expect(enabled.lines.contains { $0.contains("TouchDown") }, "\(enabled.lines)")
    }

    // MARK: Selector

    static func selector(_ steps: [Step]) throws -> Outcome<SegmentSelector> {
        let tracer = Tracer()
        try SelectorProperties.run(SelectorCase(count: 4, script: TouchScript(steps)), faults: [], invariant: "M3", tracer: tracer)
        return Outcome(lines: tracer.lines, control: control(SegmentSelector.self, in: tracer))
    }

    /// Rule: `disable` disables the selector: a pan of its highlight then causes nothing
    /// and the selection stays 0; after `enable` the same pan moves the selection on.
    @Test func selectorScriptsApplyDisableAndEnable() throws {
        let (window, fresh) = Scenes.selector(frame: SelectorProperties.frame)
        let highlight = withExtendedLifetime(window) {
            fresh.midView.convert(CGPoint(x: fresh.midView.frame.width / 2, y: fresh.midView.frame.height / 2), to: window)
        }
        let pan = Self.drag(from: highlight, dx: 0, dy: Double(fresh.segmentHeight) * 1.5, at: 0)
        let disabled = try Self.selector([.disable] + pan)
        #expect(disabled.control?.isEnabled == false)
        #expect(!disabled.anythingHappened, "\(disabled.lines)")
        #expect(disabled.control?.selectedIndex == 0)
        let enabled = try Self.selector([.disable, .enable] + pan)
        #expect(enabled.control?.isEnabled == true)
        #expect(enabled.anythingHappened, "\(enabled.lines)")
        #expect(enabled.control?.selectedIndex != 0)
    }
}
