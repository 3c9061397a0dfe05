import Foundation
import Layout

extension Headless {
    /// The screen a window is shown on: its scale (the pixel grid laid-out frames land on)
    /// and its idiom (which sets the controls' tracking slop).
    public struct Screen {
        /// `UIUserInterfaceIdiom`'s two touch idioms.
        public enum Idiom: Sendable {
            /// 70 pt of slop around a tracking control.
            case phone
            /// 25 pt of slop.
            case pad
        }

        /// The window.
        public let window: UIWindow

        /// The screen of `window`.
        public init(_ window: UIWindow) { self.window = window }

        /// Pixels per point (2 by default). Setting it schedules a layout pass.
        public var scale: ScreenScale {
            get { window.node.layoutEngine.screenScale }
            nonmutating set { window.node.layoutEngine.screenScale = newValue }
        }

        /// The idiom (phone by default).
        public var idiom: Idiom {
            get { window.trackingSlop == 25 ? .pad : .phone }
            nonmutating set { window.trackingSlop = newValue == .pad ? 25 : 70 }
        }

        /// The layout engine of the window's tree (reports, diagnostics, recorded errors).
        public var layoutEngine: LayoutEngine { window.node.layoutEngine }
    }

    /// The layout engine's planted faults for a window's tree (off by default).
    public struct Faults {
        /// The window.
        public let window: UIWindow

        /// The faults of `window`.
        public init(_ window: UIWindow) { self.window = window }

        /// The switched-on engine faults.
        public var layout: Set<LayoutFault> {
            get { window.node.layoutEngine.injectedFaults }
            nonmutating set { window.node.layoutEngine.injectedFaults = newValue }
        }
    }

    /// The engine of `view`'s tree: where refused constraint operations are recorded.
    public static func layoutEngine(of view: UIView) -> LayoutEngine { view.node.layoutEngine }

    /// The layout node of `view` (for engine reports, which name nodes).
    public static func layoutNode(of view: UIView) -> View { view.node }

    /// The view whose layout node is `node` (engine reports name nodes); nil for a node
    /// that is no view's.
    public static func view(of node: View) -> UIView? { (node as? UIViewNode)?.owner }
}
