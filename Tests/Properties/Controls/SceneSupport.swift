import Foundation
import HeadlessUIKit
import Layout

/// The runtime's test hooks for a window, by short names, for the control scenario tests.
extension UIWindow {
    /// Sends touch steps (throws the runtime's refusal).
    func send(_ steps: [Headless.TouchStep]) throws { try Headless.TouchDriver(self).send(steps) }
    /// Sends one touch step.
    func send(_ step: Headless.TouchStep) throws { try Headless.TouchDriver(self).send(step) }
    /// Moves the virtual clock.
    func advance(by amount: Double) throws { try Headless.Clock(self).advance(by: amount) }
    /// Runs the clock to the last pending completion.
    func settle() { Headless.Clock(self).settle() }
    /// The events `control` sent, in order.
    func events(of control: UIControl) -> [UIControl.Event] { Headless.EventLog(self).events(of: control) }
    /// The log entries of `control`, as kinds.
    func kinds(of control: UIControl) -> [Headless.LogEntry.Kind] { Headless.EventLog(self).entries(of: control).map(\.kind) }
    /// The frame on screen now.
    func presentationFrame(of view: UIView) -> CGRect { Headless.Presentation(self).frame(of: view) }
    /// The view a touch at `point` would go to.
    func hitView(at point: CGPoint) -> UIView? { Headless.TouchDriver(self).hitView(at: point) }
    /// The layout engine of the window's tree.
    var engine: LayoutEngine { Headless.Screen(self).layoutEngine }
}
