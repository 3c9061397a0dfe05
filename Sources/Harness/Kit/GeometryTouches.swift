import Foundation
import Generators
import HeadlessUIKit

/// Touch generators sized from a control's own geometry: coordinates range over the
/// control's frame grown by a margin, biased to every edge of the control and of its
/// subviews (in window coordinates); strokes are biased to the thresholds of the
/// recognisers attached to it (a swipe's minimum movement, a pan's hysteresis); the
/// scene's declared environment steps are drawn too. Nothing is configured per control.
public enum GeometryTouches {
    /// What the generators are sized from, measured on the stage as built.
    public struct Geometry: Sendable {
        /// The control's frame in window coordinates.
        public var frame: CGRect
        /// Every edge of the control and its subviews along x and y (window coordinates).
        public var xs: [Double]
        /// See `xs`.
        public var ys: [Double]
        /// The recognisers' distance thresholds (swipe minimum movement, pan hysteresis).
        public var strokes: [Double]
    }

    /// Measures `control` in `window`.
    public static func geometry(of control: UIView, in window: UIWindow) -> Geometry {
        var xs: [Double] = [], ys: [Double] = [], strokes: [Double] = []
        for view in control.subtreeViews {
            let origin = view.convert(CGPoint.zero, to: nil)
            xs += [Double(origin.x), Double(origin.x + view.bounds.width)]
            ys += [Double(origin.y), Double(origin.y + view.bounds.height)]
            for recognizer in view.gestureRecognizers ?? [] {
                if let swipe = recognizer as? UISwipeGestureRecognizer {
                    strokes.append(Headless.Tuning.thresholds(of: swipe).minimumPrimaryMovement)
                } else if let pan = recognizer as? UIPanGestureRecognizer {
                    strokes.append(Headless.Tuning.hysteresis(of: pan))
                }
            }
        }
        let origin = control.convert(CGPoint.zero, to: nil)
        return Geometry(frame: CGRect(origin: origin, size: control.bounds.size), xs: xs, ys: ys, strokes: strokes)
    }

    /// A point over the control grown by `margin` on every side, biased to its edges.
    public static func point(_ geometry: Geometry, margin: Double = 30) -> Gen<ScriptPoint> {
        let f = geometry.frame
        let x = Positions.coordinate(Double(f.minX) - margin...Double(f.maxX) + margin, simplest: Double(f.midX), thresholds: geometry.xs)
        let y = Positions.coordinate(Double(f.minY) - margin...Double(f.maxY) + margin, simplest: Double(f.midY), thresholds: geometry.ys)
        return Positions.point(x, y)
    }

    /// Gesture pieces for `geometry`: taps, drags, strokes at the recognisers'
    /// thresholds (and at the control's width and height), clock advances, and the
    /// environment steps `environment` draws.
    public static func pieces(_ geometry: Geometry, environment: [Gen<Step>]) -> Gen<[ScriptPiece]> {
        let anywhere = point(geometry)
        let size = Double(max(geometry.frame.width, geometry.frame.height))
        let thresholds = geometry.strokes + [Double(geometry.frame.width), Double(geometry.frame.height)]
        var choices: [(Int, Gen<ScriptPiece>)] = [
            (6, Gestures.drag(from: anywhere, along: anywhere)),
            (3, Gestures.tap(at: anywhere)),
            (3, Gestures.stroke(from: anywhere, dx: Gestures.distance(upTo: size, thresholds: thresholds),
                                dy: Gestures.distance(upTo: size, thresholds: thresholds))),
            (2, Gestures.advance),
        ]
        if !environment.isEmpty { choices.append((2, Gen.oneOf(environment).map { ScriptPiece.environment($0) })) }
        return Gen.array(of: Gen.frequency(choices), length: 0...8)
    }

    /// Cases of `scene` with `setup`, sized from the control as the scene builds it.
    public static func cases<Setup: SceneSetup, Control: UIView>(for scene: Scene<Setup, Control>, setup: Setup) -> Gen<ControlCase<Setup>> {
        let stage = scene.build(setup)
        let geometry = geometry(of: stage.control, in: stage.window)
        return pieces(geometry, environment: scene.environment.map(\.draw)).map { ControlCase(setup: setup, script: TouchScript(pieces: $0)) }
    }
}
