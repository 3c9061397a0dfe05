import Harness
import HeadlessUIKit

/// The harness's own reading of the finger steps sent to one view carrying a left and a
/// right swipe recognizer (the camera bar): which swipe UIKit's rules recognise, and
/// when. It sees only the script and the geometry the harness set up, never the
/// runtime's recognizers, so a bar whose recognizers never fire, or that ignores them,
/// cannot agree with it by accident.
///
/// The rules (UIKit's `UISwipeGestureRecognizer`, as `docs/controls.md` states them):
/// one touch; recognised during a move once the movement along the direction reaches
/// 50 pt within 0.5 s of the down, with the perpendicular drift at most 200 pt and no
/// movement against the direction (from the start, or between two reports); failed
/// otherwise, when a second finger joins, or when the finger lifts or is cancelled first.
/// A recogniser that has recognised or failed sits out until all its fingers are up. Two
/// recognisers on one view do not recognise together. When the view leaves its window,
/// its recognisers drop out of the gestures in progress.
struct SwipeOracle {
    /// Movement along the direction that recognises.
    static let minimumPrimaryMovement = 50.0
    /// Time from the down within which the movement must happen.
    static let maximumDuration = 0.5
    /// Perpendicular drift beyond which the swipe fails.
    static let maximumSecondaryMovement = 200.0

    private enum Phase { case possible, failed, recognized }

    private struct Recognizer {
        let direction: Double     // +1 right, -1 left
        var phase: Phase = .possible
        var fingers: [Int] = []   // the touches it follows; the first is the swipe's
        var start = CGPoint.zero
        var startTime = 0.0
    }

    private var recognizers = [Recognizer(direction: -1), Recognizer(direction: 1)]
    private var lastLocation: [Int: CGPoint] = [:]

    /// A finger went down at `point` at `time`; `hitsView`: whether hit-testing gives it
    /// to the view (in its window, enabled, point inside).
    mutating func began(finger: Int, at point: CGPoint, time: Double, hitsView: Bool) {
        lastLocation[finger] = point
        guard hitsView else { return }
        for index in recognizers.indices where recognizers[index].phase == .possible {
            recognizers[index].fingers.append(finger)
            if recognizers[index].fingers.count > 1 {
                recognizers[index].phase = .failed
            } else {
                recognizers[index].start = point
                recognizers[index].startTime = time
            }
        }
    }

    /// A finger moved; returns the direction recognised by this move (-1 left, +1 right).
    mutating func moved(finger: Int, to point: CGPoint, time: Double) -> Double? {
        let previous = lastLocation[finger] ?? point
        lastLocation[finger] = point
        var recognised: Double?
        for index in recognizers.indices {
            var recognizer = recognizers[index]
            guard recognizer.phase == .possible, recognizer.fingers.first == finger else { continue }
            let primary = (point.x - recognizer.start.x) * recognizer.direction
            let secondary = abs(point.y - recognizer.start.y)
            let stepPrimary = (point.x - previous.x) * recognizer.direction
            if time - recognizer.startTime > Self.maximumDuration || primary < 0
                || secondary > Self.maximumSecondaryMovement || stepPrimary < 0 {
                recognizer.phase = .failed
            } else if primary >= Self.minimumPrimaryMovement {
                recognizer.phase = .recognized
                recognised = recognizer.direction
            }
            recognizers[index] = recognizer
        }
        if recognised != nil {
            // No simultaneous recognition: the others still possible fail.
            for index in recognizers.indices where recognizers[index].phase == .possible { recognizers[index].phase = .failed }
        }
        return recognised
    }

    /// A stationary report: the finger's location is noted (it is the next move's
    /// "previous"), the recognisers see nothing.
    mutating func stayed(finger: Int, at point: CGPoint) {
        lastLocation[finger] = point
    }

    /// A finger lifted or was cancelled.
    mutating func ended(finger: Int) {
        lastLocation[finger] = nil
        for index in recognizers.indices where recognizers[index].fingers.contains(finger) {
            if recognizers[index].phase == .possible { recognizers[index].phase = .failed }
            recognizers[index].fingers.removeAll { $0 == finger }
            if recognizers[index].fingers.isEmpty { recognizers[index].phase = .possible }
        }
    }

    /// The view left its window: its recognisers forget the fingers they followed and
    /// are ready for a new gesture once the view is back.
    mutating func viewLeftWindow() {
        for index in recognizers.indices {
            recognizers[index].fingers = []
            recognizers[index].phase = .possible
        }
    }
}
