import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// The selector's independent record: the geometry the scene set (its frame, the number
/// of titles, every resize, removal, disable and enable the script asked for), where each
/// finger went down (from that geometry and the record's own highlight), the pan as
/// `PanOracle` reads the fingers, the taps, and from them the selection the user made and
/// where the highlight must be. The invariants compare the selector's visible state
/// (highlight, inner labels, `selectedIndex`, ValueChanged) with it; nothing here is read
/// from the selector.
///
/// The rules the record applies are the selector's spec (`docs/controls.md`) on UIKit's
/// delivery: a finger going down inside the highlight (not while it animates a snap) is
/// the pan's; elsewhere inside the selector it is a tap candidate (one at a time: the
/// selector takes one touch), a tap selecting the segment it went down on if it lifts on
/// the same segment inside the selector. A pan moves the highlight by each report, both
/// ends clamped; when it ends or is cancelled the nearest segment is selected. Disabling
/// drops the tap and the pan in progress and puts the highlight back on the selection;
/// removal cancels them (a pan in progress selects its nearest segment); a bounds change
/// recomputes everything from the selection, once the selector is laid out (in a window).
/// ValueChanged is expected once per change of the selection.
final class SelectorRecord: CaseRecord {
    /// Where the finger went down.
    enum Target: Equatable {
        /// Inside the highlight: the pan's.
        case highlight
        /// Elsewhere inside the selector; `delivered` unless another finger was already
        /// down there (the selector takes one touch at a time).
        case selector(delivered: Bool)
        /// Outside the selector, or it was disabled or removed: nothing sees it.
        case nothing
    }

    let stage: Stage<SegmentSelector>
    var selector: SegmentSelector { stage.control }
    /// The selector's frame as the scene placed it, its size as the script resized it.
    let origin: CGPoint
    var size: CGSize
    /// The size the selector last laid out at (it lays out again when its size differs).
    var laidOut: CGSize
    let count: Int
    let windowBounds: CGRect
    var inWindow = true
    var enabled = true
    var resized = false

    /// The selection the user made.
    var selection = 0
    /// The highlight's top (the model value), where the selector must have put it.
    var highlight = 0.0
    /// Until when the highlight animates a snap (touches then pass through it).
    var snapEnd = -Double.infinity
    var now = 0.0
    var pan = PanOracle()
    /// The pan in progress was dropped by disabling (or began while disabled).
    var panDropped = false
    var fingers: [Int: Target] = [:]
    /// The finger the selector tracks as a tap, and the segment it went down on.
    var tap: (finger: Int, segment: Int)?

    /// ValueChanged expected from the step under way.
    var changes = 0
    /// The step moved the highlight by a pan report.
    var panMoved = false
    var clampedTop = false, clampedBottom = false

    init(_ value: SelectorCase, _ stage: Stage<SegmentSelector>) {
        self.stage = stage
        origin = SeedScenes.frame.origin
        size = SeedScenes.frame.size
        laidOut = size
        count = max(value.count, 1)
        windowBounds = CGRect(origin: .zero, size: SeedScenes.windowSize)
    }

    /// The segment height: the height over the number of titles.
    var segmentHeight: Double { Double(size.height) / Double(count) }
    /// A pan in progress moves the highlight (between segments, so no snap check).
    var panning: Bool { pan.phase == .began && !panDropped }
    /// A bounds change made outside the window is not laid out yet.
    var layoutPending: Bool { size != laidOut }

    // MARK: Observing the script

    func willApply(_ step: Step, index: Int) {
        changes = 0
        panMoved = false
        switch step {
        case let .down(finger, x, y, time, _):
            now = max(now, time)
            down(finger, at: CGPoint(x: x, y: y))
        case let .move(finger, x, y, time):
            now = max(now, time)
            moved(finger, to: CGPoint(x: x, y: y))
        case let .stay(_, _, _, time):
            now = max(now, time)
        case let .up(finger, x, y, time), let .cancel(finger, x, y, time):
            now = max(now, time)
            var cancelled = false
            if case .cancel = step { cancelled = true }
            lifted(finger, at: CGPoint(x: x, y: y), cancelled: cancelled)
        case .advance(let dt):
            now += dt
        case let .resize(width, height):
            size = CGSize(width: width, height: height)
            resized = true
            layOutIfInWindow()
        case .removeFromWindow:
            removed()
        case .addToWindow:
            guard !inWindow else { return }
            inWindow = true
            layOutIfInWindow()
        case .disable:
            disabled()
        case .enable:
            enabled = true
        default:
            break
        }
    }

    func didRun(invariant id: String) {
        cover(5, clampedTop, "a pan clamped at the top")
        cover(5, clampedBottom, "a pan clamped at the bottom")
    }

    private func down(_ finger: Int, at point: CGPoint) {
        fingers[finger] = target(of: point)
        switch fingers[finger] {
        case .highlight?:
            pan.began(finger: finger, at: point)
        case .selector(delivered: true)? where tap == nil:
            tap = (finger, segment(at: local(point)))
        default:
            break
        }
    }

    /// Where hit-testing sends a finger going down at `point` (window coordinates).
    private func target(of point: CGPoint) -> Target {
        guard inWindow, enabled, Self.hits(windowBounds, point) else { return .nothing }
        let inSelector = local(point)
        guard Self.hits(CGRect(origin: .zero, size: size), inSelector) else { return .nothing }
        let inHighlight = CGPoint(x: inSelector.x, y: inSelector.y - highlight)
        if now >= snapEnd, Self.hits(CGRect(x: 0, y: 0, width: size.width, height: segmentHeight), inHighlight) {
            return .highlight
        }
        // The selector takes one touch at a time (isMultipleTouchEnabled is false).
        let busy = fingers.values.contains(.selector(delivered: true))
        return .selector(delivered: !busy)
    }

    private func moved(_ finger: Int, to point: CGPoint) {
        guard fingers[finger] == .highlight, let report = pan.moved(finger: finger, to: point) else { return }
        handle(report)
    }

    private func lifted(_ finger: Int, at point: CGPoint, cancelled: Bool) {
        let target = fingers.removeValue(forKey: finger)
        if target == .highlight, let report = pan.ended(finger: finger, cancelled: cancelled) { handle(report) }
        guard let tap, tap.finger == finger else { return }
        self.tap = nil
        let inSelector = local(point)
        if !cancelled, CGRect(origin: .zero, size: size).contains(inSelector), segment(at: inSelector) == tap.segment {
            userSelects(tap.segment)
        }
    }

    /// What the selector does with a pan report.
    private func handle(_ report: PanOracle.Report) {
        if case .moved = report, !enabled { panDropped = true }
        if panDropped {
            if report == .ended || report == .cancelled { panDropped = false }
            return
        }
        switch report {
        case .moved(let dy):
            let current = highlight, bottom = Double(size.height) - segmentHeight
            let clamped = min(max(current + dy, 0), bottom)
            highlight = current + (clamped - current)
            panMoved = true
            if dy < 0, clamped == 0 { clampedTop = true }
            if dy > 0, clamped == bottom { clampedBottom = true }
        case .ended, .cancelled:
            userSelects(index(for: (highlight / segmentHeight).rounded()))
        }
    }

    private func disabled() {
        guard enabled else { return }
        enabled = false
        tap = nil
        if pan.phase == .began, !panDropped {
            panDropped = true
            snap(to: selection)
        }
    }

    private func removed() {
        guard inWindow else { return }
        tap = nil
        for finger in fingers.keys { fingers[finger] = .nothing }
        if let report = pan.viewLeftWindow() { handle(report) }
        panDropped = false
        inWindow = false
        // The running snap is removed with the view's animations.
        snapEnd = -.infinity
    }

    private func layOutIfInWindow() {
        guard inWindow, size != laidOut else { return }
        laidOut = size
        highlight = Double(selection) * segmentHeight
    }

    /// The user chose `index`: snap there, ValueChanged when the selection changed.
    private func userSelects(_ index: Int) {
        let previous = selection
        snap(to: index)
        if selection != previous { changes += 1 }
    }

    /// The highlight moves to segment `index` (animated: a move blocks touches for 0.2 s).
    private func snap(to index: Int) {
        selection = min(max(index, 0), count - 1)
        let target = Double(selection) * segmentHeight
        if target != highlight { snapEnd = max(snapEnd, now + SegmentSelector.snapDuration) }
        highlight = target
    }

    /// Hit-testing's test: the point in the rectangle, the far edges excluded.
    private static func hits(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x >= rect.origin.x && point.x < rect.origin.x + rect.size.width
            && point.y >= rect.origin.y && point.y < rect.origin.y + rect.size.height
    }

    private func local(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }

    /// The segment under a point of the selector.
    private func segment(at point: CGPoint) -> Int { index(for: (Double(point.y) / segmentHeight).rounded(.down)) }

    /// A segment from a real number, clamped to the titles (NaN, a zero height, is 0).
    private func index(for value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(count - 1) ? count - 1 : Int(value)
    }

    // MARK: Checks

    /// M1 at `here`: every white label exactly over its black label.
    func checkAligned(_ here: @autoclosure () -> String) throws {
        let origin = selector.labelView.convert(CGPoint.zero, to: selector)
        try expectation(abs(origin.x) <= 1e-9 && abs(origin.y) <= 1e-9,
                        "\(here()): white labels off their black labels by (\(short(origin.x)), \(short(origin.y)))")
    }

    /// M2 at `here`: the highlight within [0, H - h] of the height the script set.
    func checkWithin(_ here: @autoclosure () -> String) throws {
        guard !layoutPending else { return }
        let y = selector.midView.frame.top, bottom = Double(size.height) - segmentHeight
        try expectation(y >= -1e-9 && y <= bottom + 1e-9, "\(here()): highlight at y \(short(y)) outside [0, \(short(bottom))]")
    }

    /// M3 after a step: ValueChanged once per change of the user's selection, the
    /// selection the user made, and (no pan moving it) the highlight exactly on it.
    func checkSelection(_ here: @autoclosure () -> String, events: [UIControl.Event]?) throws {
        if let events {
            var sent = 0
            for event in events where event.contains(.valueChanged) { sent += 1 }
            try expectation(sent == changes, "\(here()): ValueChanged sent \(sent) times, the selection changed \(changes) times"
                                + " (to segment \(selection))")
        }
        try expectation(selector.selectedIndex == selection,
                        "\(here()): selectedIndex is \(selector.selectedIndex), but the user selected segment \(selection)")
        guard !panning, !layoutPending else { return }
        // Exactly on the segment: its whole rectangle, the inner labels shifted to match.
        let mid = selector.midView.frame, inner = selector.labelView.frame.top
        let segment = CGRect(x: 0, y: highlight, width: Double(size.width), height: segmentHeight)
        try expectation(near(mid.left, 0) && near(mid.top, highlight) && near(mid.w, segment.w) && near(mid.h, segment.h)
                            && near(inner, -highlight),
                        "\(here()): highlight \(show(mid)) (inner labels at y \(short(inner))), segment \(selection) is \(show(segment))")
    }

    /// M3b after a step: a pan report moved the highlight as the finger moved, clamped.
    func checkFollows(_ here: @autoclosure () -> String) throws {
        guard panMoved, !layoutPending else { return }
        let y = selector.midView.frame.top
        try expectation(near(y, highlight, 1e-6), "\(here()): the pan's finger moved the highlight to \(short(highlight)) but it is at \(short(y))")
    }

    /// M4b at `here`: after a bounds change the highlight is one segment of the size set.
    func checkOneSegment(_ here: @autoclosure () -> String) throws {
        guard resized, !layoutPending else { return }
        let mid = selector.midView.frame
        try expectation(near(mid.h, segmentHeight) && near(mid.w, Double(size.width)),
                        "\(here()): highlight \(show(mid)) is not one segment (\(short(size.width)) x \(short(segmentHeight)))")
    }
}
