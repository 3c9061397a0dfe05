import Harness
import Foundation
import HeadlessUIKit
import SeedControls

/// The four controls in their windows, as the properties, the tests and the renderer
/// build them: each control (or the variant a fault among `faults` chooses) placed the
/// way an app would place it, laid out, with the engine faults among `faults` switched on once it is laid out.
public enum Scenes {
    /// A window of `windowSize` with a lock control centred in it, laid out.
    public static func lock(sizes: LockControl.Sizes = LockControl.Sizes(), faults: Set<Fault> = [],
                            windowSize: CGSize = CGSize(width: 375, height: 667)) -> (UIWindow, LockControl) {
        let lock = Fault.lockControl(sizes: sizes, faults: faults)
        let window = place(lock, windowSize: windowSize)
        window.layoutIfNeeded()
        window.inject(faults)
        return (window, lock)
    }

    /// A window of `windowSize` with `lock` centred in it (not yet laid out).
    static func place(_ lock: LockControl, windowSize: CGSize) -> UIWindow {
        let window = UIWindow(size: windowSize)
        lock.accessibilityIdentifier = "lock"
        window.addSubview(lock)
        NSLayoutConstraint.activate([
            lock.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            lock.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        return window
    }

    /// A window of `size` filled by a split layout (margin `margin`) reading `store`, laid out.
    public static func split(size: CGSize = CGSize(width: 375, height: 667), margin: CGFloat = 20,
                             store: SettingsStore = SettingsStore(), faults: Set<Fault> = []) -> (UIWindow, SplitLayoutView) {
        let window = UIWindow(size: size)
        let split = Fault.splitLayout(frame: CGRect(origin: .zero, size: size), margin: margin, store: store, faults: faults)
        window.addSubview(split)
        window.layoutIfNeeded()
        window.inject(faults)
        return (window, split)
    }

    /// A window of `size` with the camera bar pinned to its bottom (leading and trailing
    /// `inset` from the sides, bottom 0, height 110), laid out.
    public static func camera(size: CGSize = CGSize(width: 375, height: 667), inset: CGFloat = 0,
                              faults: Set<Fault> = []) -> (UIWindow, CameraModeView) {
        let window = UIWindow(size: size)
        let bar = Fault.cameraModeView(faults: faults)
        bar.accessibilityIdentifier = "cameraModeView"
        bar.labelContainer?.accessibilityIdentifier = "labelContainerView"
        window.addSubview(bar)
        pinToBottom(bar, inset: inset)
        window.layoutIfNeeded()
        window.inject(faults)
        return (window, bar)
    }

    /// Pins `bar` to the bottom of its superview, as the seed's storyboard does: leading
    /// and trailing `inset` from the sides, bottom 0, height 110.
    public static func pinToBottom(_ bar: CameraModeView, inset: CGFloat) {
        guard let superview = bar.superview else { return }
        bar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
            bar.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
            bar.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 110),
        ])
    }

    /// A window of `size` holding a selector at `frame`.
    public static func selector(frame: CGRect = CGRect(x: 40, y: 100, width: 200, height: 400),
                                titles: [String] = ["Video", "Photo", "Square", "Pano"],
                                size: CGSize = CGSize(width: 375, height: 667),
                                faults: Set<Fault> = []) -> (UIWindow, SegmentSelector) {
        let window = UIWindow(size: size)
        let selector = Fault.segmentSelector(frame: frame, titles: titles, faults: faults)
        window.addSubview(selector)
        window.layoutIfNeeded()
        window.inject(faults)
        return (window, selector)
    }
}
