import HeadlessUIKit
import Testing

/// The standard pieces a seed uses: `UISwitch` (a tap flips it and sends ValueChanged;
/// code sends nothing) and `UIViewController` (its view loads on first access).
@Suite struct StandardControlTests {
    @Test func aTapFlipsTheSwitchAndCodeSendsNothing() {
        let window = makeWindow(200, 100)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(toggle)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        send(window, [.began(20, 20, at: 0), .ended(20, 20, at: 0.1)])
        #expect(toggle.isOn)
        #expect(sent(toggle, in: window) == [.touchDown, .valueChanged, .touchUpInside])
        toggle.setOn(false, animated: true)
        toggle.isOn = true
        #expect(sent(toggle, in: window).filter { $0 == .valueChanged }.count == 1)
        // A release outside the slop does not flip it.
        send(window, [.began(20, 20, at: 1), .ended(190, 95, at: 1.1)])
        #expect(toggle.isOn)
    }

    @Test func theViewLoadsOnFirstAccess() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
                view.backgroundColor = .white
            }
        }
        let controller = Screen()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.loads == 1)
        #expect(view?.backgroundColor == .white)
    }
}
