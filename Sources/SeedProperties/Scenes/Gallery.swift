import Harness
import Foundation
import HeadlessUIKit
import SeedControls

/// Each control in each of its states, driven by touches and the clock the way a user
/// would, rendered as SVG: the pictures in `docs/images`, and the input of the
/// renderer's validity test.
public enum Gallery {
    /// One picture: a file-name-like name, what it shows, and the SVG.
    public struct Picture: Sendable {
        /// A file-name-like name, e.g. `lock-idle`.
        public let name: String
        /// What the picture shows.
        public let caption: String
        /// The SVG document.
        public let svg: String
    }

    /// Every control in every state. Throws only if a scripted touch or clock move is
    /// refused (a bug in this file).
    public static func pictures() throws -> [Picture] {
        var pictures: [Picture] = []
        func shot(_ name: String, _ caption: String, _ window: UIWindow, _ values: SVGRenderer.Values = .presentation) {
            window.backgroundColor = UIColor(white: 0.93, alpha: 1)
            pictures.append(Picture(name: name, caption: caption, svg: SVGRenderer(values: values).render(window)))
        }
        // LockControl: thumb at (115.5, 413.5) in the window.
        do {
            let (window, _) = Scenes.lock(windowSize: CGSize(width: 375, height: 500))
            shot("lock-idle", "LockControl at rest", window)
            let (dragWindow, dragged) = Scenes.lock(windowSize: CGSize(width: 375, height: 500))
            let thumb = dragged.thumbView
            let start = thumb.convert(CGPoint(x: thumb.bounds.midX, y: thumb.bounds.midY), to: nil)
            let (x, y) = (Double(start.x), Double(start.y))
            try dragWindow.touches.send([.began(x, y, at: 0), .moved(x + 90, y, at: 0.1)])
            shot("lock-dragging", "LockControl while the thumb is dragged 90 pt", dragWindow)
            try dragWindow.touches.send([.moved(x + 170, y, at: 0.2), .ended(x + 170, y, at: 0.3)])
            try dragWindow.clock.advance(by: 0.25)
            shot("lock-unlocking", "LockControl half-way through the unlock fade (presentation)", dragWindow)
        }
        // Split layout.
        do {
            let (window, split) = Scenes.split()
            shot("split-on", "Split layout, mode on", window)
            split.enableMode(false)
            try window.clock.advance(by: 0.5)
            shot("split-switching", "Split layout half-way through switching off (presentation)", window)
            try window.clock.advance(by: 0.5)
            shot("split-off", "Split layout, mode off", window)
        }
        // Camera mode switch.
        do {
            let (window, _) = Scenes.camera(size: CGSize(width: 375, height: 200))
            shot("camera-video", "Camera mode switch in Video", window)
            try window.touches.send([.began(250, 150, at: 0), .moved(190, 150, at: 0), .ended(190, 150, at: 0.01)])
            try window.clock.advance(by: 0.13)
            shot("camera-swiping", "Camera mode switch during the swipe animation (presentation)", window)
            window.settle()
            shot("camera-photo", "Camera mode switch in Photo", window)
        }
        // Masked segment selector.
        do {
            let (window, _) = Scenes.selector(size: CGSize(width: 280, height: 600))
            shot("selector-initial", "Masked selector on segment 0", window)
            try window.touches.send([.began(140, 150, at: 0), .moved(140, 170, at: 0.1), .moved(140, 300, at: 0.2)])
            shot("selector-panning", "Masked selector while the highlight is panned between segments", window)
            try window.touches.send(.ended(140, 300, at: 0.3))
            window.settle()
            shot("selector-snapped", "Masked selector snapped to segment 2", window)
        }
        return pictures
    }
}
