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
//   Views      UIView(frame:), required init?(coder:) (decodes nothing), frame/bounds/center,
//              alpha, isHidden, clipsToBounds, backgroundColor, layer, tag, tintColor,
//              accessibilityIdentifier (the name in logs), subviews/superview/window,
//              addSubview, removeFromSuperview, willMove/didMove hooks,
//              layoutSubviews/setNeedsLayout/layoutIfNeeded, hitTest(_:with:),
//              point(inside:with:), convert(_:to:/from:), touchesBegan/Moved/Ended/
//              Cancelled(_: Set<UITouch>, with: UIEvent?), isUserInteractionEnabled,
//              isMultipleTouchEnabled, gestureRecognizers, add/removeGestureRecognizer,
//              draw(_:)/setNeedsDisplay() with UIGraphicsGetCurrentContext() (CGContext:
//              setFillColor, fillEllipse(in:); read back with Headless.fills(of:)).
//              UILabel (text, textColor, font, textAlignment), UIImageView(image:),
//              UIImage(named:) (assets from Headless.ImageAssets),
//              UIGraphicsImageRenderer(size:).image { _ in }, UIFont, UIColor, UIScreen,
//              UIViewController (view, loadView, viewDidLoad), UIEdgeInsets.
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
//   Controls   UISwitch (isOn, setOn(_:animated:): a tap flips it).
//              UIControl: isEnabled/isSelected/isHighlighted/isTracking/isTouchInside,
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
// SnapKit (module `SnapKit`): view.snp.makeConstraints { make in
//     make.leading.equalToSuperview().offset(12); make.width.equalTo(40).priority(.high)
//     make.top.equalTo(other.snp.bottom).offset(8); make.edges.equalToSuperview().inset(10) },
//   updateConstraints (same items/attributes/relation/multiplier/priority: constant in
//   place), remakeConstraints, removeConstraints, `.constraint` -> Constraint with
//   update(offset:), update(priority:), activate(), deactivate(), layoutConstraints;
//   ConstraintPriority .required/.high/.medium/.low. Misuse is recorded, never trapped.
//
// Things a port from the old `Controls` runtime trips on:
//   TouchView/Control/Window -> UIView/UIControl/UIWindow; Rect/Point/Size -> CGRect/...;
//   touchBegan(_ touch:) -> touchesBegan(_ touches: Set<UITouch>, with:);
//   window.animate(duration:) -> UIView.animate(withDuration:...);
//   control.addAction(for:) { control, events in } -> addAction(UIAction { action in }, for:)
//     (action.sender is the control) or addTarget(self, action: Type.method, for:);
//   recognizer.addTarget { } -> UIPanGestureRecognizer(target: self, action: Type.handlePan);
//   SwipeDirection -> UISwipeGestureRecognizer.Direction (an option set);
//   Label(text:) -> UILabel + .text; ImageView(imageName:size:) -> UIImageView(image:)
//     with UIImage(named:) (Headless.ImageAssets.register) or Headless.ImageAssets.image(named:size:);
//   Color -> UIColor; layer.borderColor/shadowColor are CGColor (UIColor.x.cgColor);
//   name: -> accessibilityIdentifier (the name in logs and layout reports);
//   control.trackingSlop -> Headless.Screen(window).idiom = .pad;
//   control.log -> Headless.EventLog(window).entries(of: control) (logged only in a window);
//   window.presentationFrame(of:) -> view.layer.presentation()?.frame or
//     Headless.Presentation(window).frame(of:at:);
//   TouchError.invalidClockAdvance -> Headless.ClockError.invalidAdvance;
//   try view.makeConstraints { } -> view.snp.makeConstraints { } (no throw; errors in
//     Headless.layoutEngine(of: view).recordedErrors);
//   constraint.setPriority(p) (throws) -> nsConstraint.priority = p (refusal recorded);
//   swipe.minimumPrimaryMovement = x -> Headless.Tuning.setThresholds(_:of:).
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
//   Headless.layoutEngine(of: view).recordedErrors; Headless.layoutNode(of: view);
//   Headless.view(of: node)   // engine reports name layout nodes
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
