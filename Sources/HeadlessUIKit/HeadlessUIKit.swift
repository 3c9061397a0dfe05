// HeadlessUIKit: UIKit's vocabulary, headless, on a virtual clock.
//
// A control file imports this module where it would import UIKit:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import HeadlessUIKit
//     #endif
//
// and, for SnapKit's builder, `import SnapKit` (this package's `SnapKit` module on Linux,
// the real one on iOS).
//
// Cheat-sheet (UIKit names; what differs from UIKit is in docs/uikit-compatibility.md)
//
//   Views      UIView(frame:), required init?(coder:) (returns nil), frame/bounds/center,
//              alpha, isHidden, clipsToBounds, backgroundColor, layer, tag, tintColor,
//              accessibilityIdentifier (the name in logs), subviews/superview/window,
//              addSubview, removeFromSuperview, willMove/didMove hooks,
//              layoutSubviews/setNeedsLayout/layoutIfNeeded, hitTest(_:with:),
//              point(inside:with:), convert(_:to:/from:), touchesBegan/Moved/Ended/
//              Cancelled(_: Set<UITouch>, with: UIEvent?), isUserInteractionEnabled,
//              isMultipleTouchEnabled, gestureRecognizers, add/removeGestureRecognizer.
//              UILabel (text, textColor, font, textAlignment), UIImageView(image:),
//              UIImage(named:) (assets from Headless.ImageAssets),
//              UIGraphicsImageRenderer(size:).image { _ in }, UIFont, UIColor, UIScreen.
//   Layout     translatesAutoresizingMaskIntoConstraints, intrinsicContentSize (override
//              + invalidateIntrinsicContentSize()), set/contentHuggingPriority(for:),
//              set/contentCompressionResistancePriority(for:), hasAmbiguousLayout,
//              leading/trailing/left/right/top/bottom/centerX/centerY/width/heightAnchor,
//              anchor.constraint(equalTo:constant:), greaterThanOrEqualTo:,
//              lessThanOrEqualTo:, dimension.constraint(equalToConstant:),
//              constraint(equalTo:multiplier:constant:), NSLayoutConstraint.activate/
//              deactivate, isActive, constant, priority (settable; a required<->optional
//              change on an installed constraint is refused and recorded, state unchanged:
//              `constraint.lastError`, `Headless.layoutEngine(of: view).recordedErrors`),
//              UILayoutPriority (.required, .defaultHigh, .defaultLow, .fittingSizeLevel,
//              init(_:), init(rawValue:), + and - with Float).
//   Animation  UIView.animate(withDuration:delay:options:animations:completion:) and the
//              shorter forms; options .allowUserInteraction and the four curves;
//              layer.presentation() for what is on screen.
//   Controls   UIControl: isEnabled/isSelected/isHighlighted/isTracking/isTouchInside,
//              state, begin/continue/endTracking(_:with:), cancelTracking(with:) (call
//              super), sendActions(for:), UIControl.Event, addAction(UIAction, for:),
//              removeAction, and target-action with method references instead of
//              selectors: addTarget(self, action: MyControl.changed, for: .valueChanged)
//              where `changed` is `func changed()`, `func changed(_ sender: MyControl)` or
//              `func changed(_ sender: MyControl, _ event: UIEvent?)`; removeTarget(_:for:).
//   Touches    UITouch (location(in:), previousLocation(in:), phase, tapCount, timestamp,
//              view, window), UIEvent (allTouches, touches(for:), timestamp).
//   Gestures   UIGestureRecognizer(target: self, action: MyView.handle) with
//              `func handle(_ r: UIPanGestureRecognizer)` or `func handle()`; state, view,
//              isEnabled, cancelsTouchesInView, delaysTouchesEnded, location(in:), name;
//              UIPanGestureRecognizer (translation/setTranslation/velocity(in:)),
//              UISwipeGestureRecognizer (direction, numberOfTouchesRequired),
//              UITapGestureRecognizer (single taps).
//   Layers     CALayer (cornerRadius, borderWidth/Color, masksToBounds, shadow*, opacity,
//              frame, position, addSublayer, presentation(), removeAllAnimations()),
//              CATextLayer (string, fontSize, foregroundColor, alignmentMode), CGColor.
//   Geometry   Foundation's CGRect/CGPoint/CGSize/CGFloat (re-exported).
//
// Test hooks live in `Headless` (never in a control file):
//
//   let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
//   let touches = Headless.TouchDriver(window)
//   try touches.send([.began(10, 10, at: 0), .moved(80, 10, at: 0.1), .ended(80, 10, at: 0.2)])
//   try touches.finger(1).down(at: CGPoint(x: 5, y: 5))
//   let clock = Headless.Clock(window); try clock.advance(by: 0.25); clock.settle()
//   Headless.EventLog(window).events(of: control)   // [UIControl.Event]
//   Headless.Presentation(window).frame(of: view, at: 0.1)
//   Headless.Screen(window).scale / .idiom (.pad: 25 pt slop) / .layoutEngine
//   Headless.Faults(window).layout = [.priorityEditIgnored]
//   Headless.Tuning.setThresholds(_:of: swipe), setHysteresis(_:of: pan)
//   Headless.ImageAssets.register("thumb", size: CGSize(width: 48, height: 48))
//   SVGRenderer(values: .presentation).render(window)
//   Errors: Headless.TouchError (refused steps), Headless.ClockError (bad advance).

@_exported import Foundation
import Layout

/// UIKit's `NSLayoutConstraint` (defined with the layout engine).
public typealias NSLayoutConstraint = Layout.NSLayoutConstraint
/// UIKit's `UILayoutPriority`.
public typealias UILayoutPriority = Layout.UILayoutPriority
/// UIKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor = Layout.NSLayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = Layout.NSLayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = Layout.NSLayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = Layout.NSLayoutDimension
