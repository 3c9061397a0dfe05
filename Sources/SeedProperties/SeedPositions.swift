import Foundation
import Generators
import Harness
import HeadlessUIKit
import SeedControls

/// Where the seed controls' parts are, for their generators.
extension Positions {
    // MARK: LockControl

    /// Where the lock's parts are in a 375 x 667 window (the control is centred), computed
    /// from the spec's geometry so that generators need no scene.
    public struct LockGeometry: Hashable, Sendable {
        /// The image sizes.
        public var sizes: LockControl.Sizes
        /// The window size.
        public var window = CGSize(width: 375, height: 667)
        /// A geometry for `sizes`.
        public init(sizes: LockControl.Sizes) { self.sizes = sizes }
        /// The control's frame in the window.
        public var control: CGRect { CGRect(x: window.width / 2 - 128, y: window.height / 2 - 128, width: 256, height: 256) }
        /// The track's frame in the window.
        public var track: CGRect {
            CGRect(x: window.width / 2 - sizes.track.width / 2, y: window.height / 2 + 80 - sizes.track.height / 2,
                 width: sizes.track.width, height: sizes.track.height)
        }
        /// The thumb's resting centre in the window (where a finger grabs it).
        public var thumbCentre: ScriptPoint {
            ScriptPoint(track.minX + LockControl.thumbInset + sizes.thumb.width / 2, track.midY)
        }
        /// The x thresholds: grown rectangles (20 pt), insets (12 pt), the 75 % line, the
        /// 70 pt slop around the control, the window's edges.
        public var xThresholds: [Double] {
            let t = track, inset = LockControl.thumbInset, m = LockControl.touchMargin
            return [t.minX - m, t.minX, t.minX + inset, t.minX + inset + sizes.thumb.width,
                    t.minX + inset + sizes.thumb.width + m, t.minX + 0.75 * t.width, t.maxX - inset, t.maxX, t.maxX + m,
                    control.minX - 70, control.minX, control.maxX, control.maxX + 70, 0, window.width]
        }
        /// The y thresholds: grown track and thumb, the slop, the window's edges.
        public var yThresholds: [Double] {
            let t = track, m = LockControl.touchMargin
            return [t.minY - m, t.minY, t.midY, t.maxY, t.maxY + m, t.midY - sizes.thumb.height / 2 - m,
                    t.midY + sizes.thumb.height / 2 + m, control.minY - 70, control.maxY, control.maxY + 70, 0, window.height]
        }
    }

    /// Anywhere (far outside too), biased to the lock's thresholds, shrinking to the thumb.
    public static func lock(_ geometry: LockGeometry) -> Gen<ScriptPoint> {
        let centre = geometry.thumbCentre
        return point(coordinate(-200...575, simplest: centre.x, thresholds: geometry.xThresholds),
                     coordinate(-200...867, simplest: centre.y, thresholds: geometry.yThresholds))
    }

    /// Along the track (and a little beyond every edge, and the slop), biased to its
    /// thresholds: where drags go.
    public static func lockTrack(_ geometry: LockGeometry) -> Gen<ScriptPoint> {
        let t = geometry.track, c = geometry.thumbCentre
        // Wider beyond the trailing end, where releases unlock.
        return point(coordinate(t.minX - 60...t.maxX + 200, simplest: c.x, thresholds: geometry.xThresholds),
                     coordinate(t.midY - 120...t.midY + 120, simplest: c.y, thresholds: geometry.yThresholds))
    }

    /// Near the thumb's resting place (inside its grown rectangle, and its edges), where
    /// drags start.
    public static func lockGrab(_ geometry: LockGeometry) -> Gen<ScriptPoint> {
        let c = geometry.thumbCentre, half = geometry.sizes.thumb.width / 2 + LockControl.touchMargin
        let halfY = geometry.sizes.thumb.height / 2 + LockControl.touchMargin
        return point(coordinate(c.x - half - 2...c.x + half + 2, simplest: c.x, thresholds: [c.x - half, c.x + half]),
                     coordinate(c.y - halfY - 2...c.y + halfY + 2, simplest: c.y, thresholds: [c.y - halfY, c.y + halfY]))
    }

    // MARK: Camera mode switch

    /// Points on and around a bar `inset` from the sides of a `window`-sized window,
    /// biased to the bar's edges, the 12 pt and 20 pt insets, the container edges.
    public static func camera(inset: Double, window: CGSize = CGSize(width: 375, height: 667)) -> Gen<ScriptPoint> {
        let barTop = window.height - 110
        return point(coordinate(-100...window.width + 100, simplest: window.width / 2,
                                thresholds: [0, 12, 20, inset, window.width / 2, window.width - inset, window.width - 20, window.width]),
                     coordinate(barTop - 100...window.height + 50, simplest: barTop + 55,
                                thresholds: [barTop, barTop + 8, barTop + 28, window.height]))
    }

    /// Points on a bar (where swipes start), biased to its edges.
    public static func cameraBar(inset: Double, window: CGSize = CGSize(width: 375, height: 667)) -> Gen<ScriptPoint> {
        let barTop = window.height - 110
        return point(coordinate(inset...window.width - inset, simplest: window.width / 2, thresholds: [window.width / 2]),
                     coordinate(barTop...window.height - 1, simplest: barTop + 55, thresholds: [barTop + 8, barTop + 28]))
    }

    // MARK: Segment selector

    /// Points on and around a selector at `frame` with `count` segments, biased to the
    /// segment boundaries and the selector's edges.
    public static func selector(frame: CGRect, count: Int) -> Gen<ScriptPoint> {
        let h = frame.height / Double(max(count, 1))
        let ys = (0...max(count, 1)).map { frame.minY + Double($0) * h } + [frame.minY + h / 2]
        return point(coordinate(frame.minX - 60...frame.maxX + 60, simplest: frame.midX,
                                thresholds: [frame.minX, frame.midX, frame.maxX]),
                     coordinate(frame.minY - 100...frame.maxY + 100, simplest: frame.minY + h / 2, thresholds: ys))
    }
}
