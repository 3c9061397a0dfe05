import Foundation
import Generators
import HeadlessUIKit

/// One kind of environment step a scene understands, by the word its printed form
/// starts with (`resize`, `remove from window`): how it changes the stage, and how to
/// draw one for the generic generators.
public struct EnvironmentStep<Control: UIView>: Sendable {
    /// The printed kind (`Step.environmentKind`).
    public let kind: String
    /// Changes the stage as the step says.
    public let apply: @Sendable (Step, Stage<Control>) throws -> Void
    /// Draws steps of this kind (for generators sized from the scene, and the generic
    /// invariants' fuzzing).
    public let draw: Gen<Step>

    /// A declared environment step.
    public init(_ kind: String, draw: Gen<Step>, apply: @escaping @Sendable (Step, Stage<Control>) throws -> Void) {
        self.kind = kind
        self.draw = draw
        self.apply = apply
    }

    /// `disable`: `isEnabled = false` (on a control; other views ignore it by declaring
    /// their own).
    public static var disable: Self {
        Self("disable", draw: .constant(.disable)) { _, stage in (stage.control as? UIControl)?.isEnabled = false }
    }

    /// `enable`: `isEnabled = true`.
    public static var enable: Self {
        Self("enable", draw: .constant(.enable)) { _, stage in (stage.control as? UIControl)?.isEnabled = true }
    }

    /// `remove from window`.
    public static var removeFromWindow: Self {
        Self("remove from window", draw: .constant(.removeFromWindow)) { _, stage in stage.control.removeFromSuperview() }
    }

    /// `add back to window`, placed by `place` (no-op while it is in the window).
    public static func addToWindow(_ place: @escaping @Sendable (Stage<Control>) -> Void) -> Self {
        Self("add back to window", draw: .constant(.addToWindow)) { _, stage in
            guard stage.control.superview == nil else { return }
            place(stage)
        }
    }

    /// `layout pass`: `setNeedsLayout` then `layoutIfNeeded` on the window.
    public static var layoutPass: Self {
        Self("layout pass", draw: .constant(.layoutPass)) { _, stage in
            stage.control.setNeedsLayout()
            stage.window.layoutIfNeeded()
        }
    }

    /// `resize WxH` drawn by `sizes`, applied by `apply`.
    public static func resize(_ sizes: Gen<CGSize>, _ apply: @escaping @Sendable (CGSize, Stage<Control>) -> Void) -> Self {
        Self("resize", draw: sizes.map { .resize(width: Double($0.width), height: Double($0.height)) }) { step, stage in
            if case let .resize(width, height) = step { apply(CGSize(width: width, height: height), stage) }
        }
    }
}

extension Step {
    /// The word (or words) an environment step's printed form starts with, as scenes
    /// declare them: `resize`, `remove from window`, `add back to window`, `disable`,
    /// `enable`, `mode`, `relaunch from store`, `layout pass`, `priority`, `constant`;
    /// nil for finger steps and clock advances, which every scene takes.
    public var environmentKind: String? {
        switch self {
        case .down, .move, .stay, .up, .cancel, .advance: nil
        case .resize: "resize"
        case .removeFromWindow: "remove from window"
        case .addToWindow: "add back to window"
        case .disable: "disable"
        case .enable: "enable"
        case .setMode: "mode"
        case .relaunch: "relaunch from store"
        case .layoutPass: "layout pass"
        case .setPriority: "priority"
        case .setConstant: "constant"
        }
    }
}
