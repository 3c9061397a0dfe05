import Generators
import HeadlessUIKit

/// A point in window coordinates, as generators draw it.
public struct ScriptPoint: Hashable, Sendable {
    /// Window x.
    public var x: Double
    /// Window y.
    public var y: Double
    /// A point.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// Threshold-biased coordinates: every edge a control's code compares against is named,
/// so generation hits it and its neighbours often (the engine's `boundaries:`), while
/// the range reaches far outside the window.
public enum Positions {
    /// A coordinate in `range`, shrinking toward `simplest`, biased to `thresholds`.
    public static func coordinate(_ range: ClosedRange<Double>, simplest: Double, thresholds: [Double]) -> Gen<Double> {
        .double(in: range, shrinkingToward: min(max(simplest, range.lowerBound), range.upperBound),
                boundaries: thresholds.filter { range.contains($0) })
    }

    /// A point from two coordinate generators.
    public static func point(_ x: Gen<Double>, _ y: Gen<Double>) -> Gen<ScriptPoint> {
        zip(x, y).map { ScriptPoint($0, $1) }
    }
}
