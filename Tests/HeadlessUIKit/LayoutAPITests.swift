import HeadlessUIKit
import Layout
import SnapKit
import Testing

/// The UIKit-named layout API: anchors, `NSLayoutConstraint`, `UILayoutPriority` and the
/// SnapKit builder, against frames worked out by hand from what was asked.
@Suite struct LayoutAPITests {
    private func scene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(container)
        return (window, container)
    }

    @Test func anchorsMakeInactiveConstraintsThatActivateTogether() {
        let (window, container) = scene()
        let child = UIView()
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12)
        #expect(!leading.isActive)
        NSLayoutConstraint.activate([
            leading,
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 20, width: 40, height: 20))
        leading.constant = 30
        window.layoutIfNeeded()
        #expect(child.frame.origin.x == 30)
    }

    /// spec/controls.md §2.2 (priority rule): a change between required and optional on an
    /// installed constraint is refused with UIKit's message, recorded, state unchanged.
    @Test func requiredToOptionalOnAnInstalledConstraintIsRefusedAndRecorded() {
        let (window, container) = scene()
        let child = UIView()
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        let optional = child.widthAnchor.constraint(equalToConstant: 80)
        optional.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([width, optional, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leftAnchor.constraint(equalTo: container.leftAnchor),
                                     child.topAnchor.constraint(equalTo: container.topAnchor)])
        window.layoutIfNeeded()
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        let engine = Headless.layoutEngine(of: child)
        #expect(Headless.view(of: Headless.layoutNode(of: child)) === child)
        #expect(engine.recordedErrors == [.mutatingRequiredPriority(passed: Priority(750), existing: Priority(1000))])
        #expect(width.lastError?.description.hasPrefix(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.") == true)
        window.layoutIfNeeded()
        #expect(child.frame.size.width == 40)
        // Between optional values it is allowed.
        optional.priority = .defaultLow + 1
        #expect(optional.priority == UILayoutPriority(251))
        #expect(engine.recordedErrors.count == 1)
        // Before installation, required <-> optional is allowed.
        let loose = child.widthAnchor.constraint(equalToConstant: 5)
        loose.priority = .fittingSizeLevel
        #expect(loose.priority == .fittingSizeLevel)
        #expect(engine.recordedErrors.count == 1)
    }

    @Test func snapKitBuilderMakesUpdatesAndRemakes() {
        let (window, container) = scene()
        let child = UIView()
        container.addSubview(child)
        var widthConstraint: SnapKit.Constraint?
        child.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(12)
            make.top.equalTo(10)
            widthConstraint = make.width.equalTo(40).priority(.high).constraint
            make.height.equalTo(container.snp.height).multipliedBy(0.25)
        }
        window.layoutIfNeeded()
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
        #expect(child.frame == CGRect(x: 12, y: 10, width: 40, height: 50))
        child.snp.updateConstraints { make in make.leading.equalToSuperview().offset(30) }
        window.layoutIfNeeded()
        #expect(child.frame.origin.x == 30)
        widthConstraint?.update(offset: 60)
        window.layoutIfNeeded()
        #expect(child.frame.size.width == 60)
        // Update with no match: refused and recorded, nothing else changes.
        child.snp.updateConstraints { make in make.trailing.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(Headless.layoutEngine(of: child).recordedErrors.count == 1)
        #expect(child.frame == CGRect(x: 30, y: 10, width: 60, height: 50))
        child.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        }
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 6, y: 5, width: 300 - 14, height: 200 - 12))
        let sibling = UIView()
        container.addSubview(sibling)
        sibling.snp.makeConstraints { make in
            make.leading.equalTo(child.snp.trailing).offset(2)
            make.top.bottom.equalToSuperview()
            make.width.lessThanOrEqualTo(100)
            make.width.greaterThanOrEqualTo(100).priority(.low)
        }
        window.layoutIfNeeded()
        #expect(sibling.frame == CGRect(x: 294, y: 0, width: 100, height: 200))
    }
}
