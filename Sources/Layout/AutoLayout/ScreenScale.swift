/// The scale of the screen a view tree is shown on: device pixels per point, as
/// `UIScreen.scale` (1 on old devices, 2 on most iPhones and iPads, 3 on Plus/Max/Pro
/// phones). Auto Layout solves in doubles; the engine snaps each frame it writes to this
/// scale's pixel grid, as UIKit does, so frames read back exact (`== 12`, not
/// `11.999999999999972`) whatever history the solver went through.
///
/// Only valid scales can be made: `init(_:)` refuses a value that is not finite and
/// positive, so the engine never has to check.
public struct ScreenScale: Hashable, Sendable, CustomStringConvertible {
    /// Pixels per point.
    public let value: Double

    /// A scale of `value` pixels per point; throws `LayoutError.invalidScreenScale` unless
    /// `value` is finite and greater than 0. UIKit's screens are 1, 2 or 3; other positive
    /// values (a scaled Catalyst window, a zoomed display) are allowed.
    public init(_ value: Double) throws(LayoutError) {
        guard value.isFinite, value > 0 else { throw .invalidScreenScale(value) }
        self.value = value
    }

    private init(unchecked value: Double) { self.value = value }

    /// 1 pixel per point.
    public static let x1 = ScreenScale(unchecked: 1)
    /// 2 pixels per point: the default, as `UIScreen.main.scale` on a 2x device.
    public static let x2 = ScreenScale(unchecked: 2)
    /// 3 pixels per point.
    public static let x3 = ScreenScale(unchecked: 3)
    /// The scale a new layout engine uses: `x2`.
    public static let `default` = x2

    /// `value` as UIKit prints a scale (`2`, or `2.5`).
    public var description: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The pixel edge nearest to `coordinate` (in points): `round(coordinate * scale) /
    /// scale`, with a coordinate exactly between two edges going to the larger one (the
    /// same direction for negative coordinates, so snapping commutes with whole-pixel
    /// moves and a rectangle keeps its pixel width wherever it is). A coordinate within
    /// 1e-9 pixel (relative, for large values) of a half pixel counts as the half pixel:
    /// solver drift of a few ulps never decides which way a tie goes. Non-finite values
    /// are returned unchanged; -0.0 becomes 0.0.
    public func snap(_ coordinate: Double) -> Double {
        var pixels = coordinate * value
        guard pixels.isFinite else { return coordinate }
        let halves = (pixels * 2).rounded()
        if abs(pixels * 2 - halves) <= 1e-9 * max(1, abs(pixels)) { pixels = halves / 2 }
        let floor = pixels.rounded(.down)
        let snapped = pixels - floor >= 0.5 ? floor + 1 : floor
        return snapped / value + 0
    }

    /// The rectangle as UIKit writes a laid-out frame: each edge (minX, minY, maxX, maxY)
    /// snapped to the nearest pixel edge, the size the distance between the snapped
    /// edges. A rectangle already on the grid is unchanged.
    public func snap(_ rect: Rect) -> Rect {
        let minX = snap(rect.minX), minY = snap(rect.minY)
        let maxX = snap(rect.minX + rect.width), maxY = snap(rect.minY + rect.height)
        return Rect(x: minX, y: minY, width: maxX - minX + 0, height: maxY - minY + 0)
    }
}
