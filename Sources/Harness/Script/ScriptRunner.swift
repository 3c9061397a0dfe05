import Foundation
import Generators
import HeadlessUIKit
import Layout

/// Applies a script's finger steps to a window. The runtime refuses malformed input
/// with a `Headless.TouchError`; a generated script is well-formed by construction, but a
/// shrink candidate can still break it, so a refusal makes the case invalid (`assume`)
/// rather than a failure of the control.
public enum ScriptRunner {
    /// Sends a finger step or a clock advance. Environment steps belong to a scene
    /// (`Scene.apply`): one reaching here is refused with `StepRefusal`, never skipped.
    public static func send(_ step: Step, to window: UIWindow) throws {
        let touch: Headless.TouchStep
        switch step {
        case let .down(f, x, y, t, taps):
            touch = Headless.TouchStep(touch: f, phase: .began, location: CGPoint(x: x, y: y), timestamp: t, tapCount: taps)
        case let .move(f, x, y, t): touch = .moved(x, y, at: t, touch: f)
        case let .stay(f, x, y, t): touch = .stationary(x, y, at: t, touch: f)
        case let .up(f, x, y, t): touch = .ended(x, y, at: t, touch: f)
        case let .cancel(f, x, y, t): touch = .cancelled(x, y, at: t, touch: f)
        case .advance(let dt):
            do { try window.clock.advance(by: dt) } catch { try assume(false) }
            return
        default:
            throw StepRefusal(step: step, control: "runtime", takes: [])
        }
        do { try window.touches.send(touch) } catch { try assume(false) }
    }
}

extension Step {
    /// The finger and its position, for finger steps.
    public var fingerPosition: (Int, CGPoint)? {
        switch self {
        case let .down(f, x, y, _, _), let .move(f, x, y, _), let .stay(f, x, y, _), let .up(f, x, y, _), let .cancel(f, x, y, _):
            (f, CGPoint(x: x, y: y))
        default: nil
        }
    }

    /// Whether the step puts a finger down (starting a new path).
    public var startsFinger: Bool { if case .down = self { true } else { false } }
}

/// A frame, short, from its raw origin and size (a negative width prints as negative).
public func show(_ r: CGRect) -> String {
    "(\(short(r.origin.x)), \(short(r.origin.y)), \(short(r.size.width)), \(short(r.size.height)))"
}

/// Approximate equality for geometry computed two ways.
public func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance * max(1, abs(a), abs(b)) }

extension CGRect {
    // The raw edges, as the layout engine wrote them: CoreGraphics' `minX`/`maxX`
    // standardise a negative size, which would hide a negative width the invariants
    // must see.
    /// `origin.x`.
    public var left: Double { Double(origin.x) }
    /// `origin.x + size.width`.
    public var right: Double { Double(origin.x + size.width) }
    /// `origin.y`.
    public var top: Double { Double(origin.y) }
    /// `origin.y + size.height`.
    public var bottom: Double { Double(origin.y + size.height) }
    /// `size.width`, signed.
    public var w: Double { Double(size.width) }
    /// `size.height`, signed.
    public var h: Double { Double(size.height) }
}

/// The runtime's test hooks for a window, by the names the harness uses.
extension UIWindow {
    /// The virtual clock.
    public var clock: Headless.Clock { Headless.Clock(self) }
    /// Touch input.
    public var touches: Headless.TouchDriver { Headless.TouchDriver(self) }
    /// The runtime log.
    public var eventLog: Headless.EventLog { Headless.EventLog(self) }
    /// What is on screen.
    public var presentation: Headless.Presentation { Headless.Presentation(self) }
    /// The layout engine of the window's tree.
    public var layoutEngine: LayoutEngine { Headless.Screen(self).layoutEngine }
    /// The fingers down now.
    public var touchesDown: [Int] { touches.touchesDown }
    /// Completions still waiting for the clock.
    public var pendingCompletions: Int { clock.pendingCompletions }
    /// The clock's time.
    public var now: Double { clock.now }
    /// Runs the clock to the last pending completion.
    public func settle() { clock.settle() }

    /// Switches the layout-engine faults among `faults` on in this window's engine (the
    /// controls' own faults choose the control's variant instead).
    public func inject(_ faults: Set<Fault>) {
        let engineFaults = Set(faults.compactMap(\.layoutFault))
        if !engineFaults.isEmpty { Headless.Faults(self).layout = engineFaults }
    }

    /// A window of `size` at the origin, named "window" in logs and pictures.
    public convenience init(size: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: size))
        accessibilityIdentifier = "window"
    }
}

extension UIView {
    /// The view's origin in window coordinates.
    public var originInWindow: CGPoint { convert(CGPoint.zero, to: nil) }
    /// The name in logs and pictures: the accessibility identifier, else the type.
    var traceName: String { accessibilityIdentifier ?? "\(type(of: self))" }
    /// The view and its descendants, parents before children.
    var subtreeViews: [UIView] {
        var result: [UIView] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }
    /// The root of the view's tree.
    var root: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }
}
