import Foundation
import Harness
import HeadlessUIKit
import SeedControls

/// The camera bar's and the selector's scenes on the kit, with their fault variants and
/// the environment steps their properties draw (the lock's is `LockProperties.scene`).
/// The generic UIControl invariants run on these with nothing else written.
enum SeedScenes {
    /// The camera bar pinned to the bottom of a 375 x 667 window, `bar inset N` from its
    /// sides (`CameraSetup`); it takes disable, enable, removal and adding back (pinned
    /// again), a layout pass and a resize of the window (its generic draws: landscape and
    /// a small phone).
    static let camera = Scene<CameraSetup, CameraModeView>(
        control: "CameraModeView", make: { _ in Fault.cameraModeView(faults: []) },
        variants: Fault.seedFaults.filter { $0.control == "CameraModeView" }.map { fault in
            FaultVariant(fault) { _ in Fault.cameraModeView(faults: [fault]) }
        },
        place: { bar, setup in
            let window = UIWindow(size: CGSize(width: 375, height: 667))
            bar.accessibilityIdentifier = "cameraModeView"
            bar.labelContainer?.accessibilityIdentifier = "labelContainerView"
            window.addSubview(bar)
            Scenes.pinToBottom(bar, inset: CGFloat(setup.inset))
            return window
        },
        environment: [
            .disable, .enable, .removeFromWindow,
            .addToWindow { stage in
                stage.window.addSubview(stage.control)
                Scenes.pinToBottom(stage.control, inset: stage.control.frame.minX)
                stage.window.layoutIfNeeded()
            },
            .layoutPass,
            .resize(.element(of: [CGSize(width: 667, height: 375), CGSize(width: 320, height: 568)])) { size, stage in
                stage.window.frame = CGRect(origin: .zero, size: size)
                stage.window.layoutIfNeeded()
            },
        ],
        // The bar's own state beyond UIKit's is its mode (and the labels' target and
        // colours, which setting the mode sets): back to Video, as built.
        reset: Scene<CameraSetup, CameraModeView>.snapshotReset { stage, _ in
            stage.control.cameraModel = .video
            return true
        },
        state: { CameraProperties.state($0.control) })

    /// The selector at (40, 100, 200, 400) in a 375 x 667 window, with the setup's
    /// number of segments (four by default).
    static let selector = Scene<SelectorSetup, SegmentSelector>(
        control: "SegmentSelector", make: { Fault.segmentSelector(frame: frame, titles: titles($0), faults: []) },
        variants: Fault.seedFaults.filter { $0.control == "SegmentSelector" }.map { fault in
            FaultVariant(fault) { Fault.segmentSelector(frame: frame, titles: titles($0), faults: [fault]) }
        },
        place: { selector, _ in
            let window = UIWindow(size: windowSize)
            window.addSubview(selector)
            return window
        },
        environment: [
            .disable, .enable, .removeFromWindow, .layoutPass,
            .addToWindow { stage in
                stage.window.addSubview(stage.control)
                stage.window.layoutIfNeeded()
            },
            .resize(.element(of: [CGSize(width: 400, height: 200), CGSize(width: 120, height: 300)])) { size, stage in
                stage.control.frame = CGRect(origin: frame.origin, size: size)
                stage.window.layoutIfNeeded()
            },
        ],
        // The selector's own state beyond UIKit's is its selection and what its fingers
        // were doing (a pan dropped by disabling, a tap's first segment): the selection
        // goes back to the first segment; with a finger still down the private state of
        // its pan or tap is unknown, so the stage is built afresh.
        reset: Scene<SelectorSetup, SegmentSelector>.snapshotReset { stage, _ in
            guard stage.window.touchesDown.isEmpty else { return false }
            stage.control.select(0, animated: false)
            return true
        },
        state: { SelectorProperties.state($0.control) })

    /// The selector's frame and window as the scene places them.
    static let frame = CGRect(x: 40, y: 100, width: 200, height: 400)
    static let windowSize = CGSize(width: 375, height: 667)
    /// The titles of a setup's segments.
    static func titles(_ setup: SelectorSetup) -> [String] {
        Array(["Video", "Photo", "Square", "Pano", "Slo-mo", "Time-lapse"].prefix(max(setup.count, 1)))
    }
}
