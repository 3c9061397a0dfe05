import Foundation

// The display half of a run-loop turn: after the layout pass, each view that needs
// display and has a size is drawn (`draw(_:)`) into a recording context, once.

extension UIWindow {
    /// Queues `view` for the next display of this window (once).
    func queueDisplay(of view: UIView) {
        guard !displayQueue.contains(where: { $0 === view }) else { return }
        displayQueue.append(view)
    }

    /// Draws the queued views still in this window. A view with an empty or negative size
    /// is not drawn (UIKit gives it no backing store) and waits for a size; a view that
    /// left the window leaves the queue and is drawn when it is next added to one.
    func displayQueued() {
        let queue = displayQueue
        displayQueue = []
        let state = RunLoopState.current
        for view in queue where view.needsDisplay && view.window === self {
            let size = view.bounds.size
            guard size.width > 0, size.height > 0 else {
                displayQueue.append(view)
                continue
            }
            view.needsDisplay = false
            state.drawingContexts.append(nil)
            view.draw(view.bounds)
            let fills = state.drawingContexts.removeLast()?.fills ?? []
            view.drawnContent = fills.isEmpty ? nil : CGContext.Content(size: size, fills: fills)
        }
    }
}

extension UIView {
    /// What `draw(_:)` drew, as it shows in bounds of `size`: stretched from the size it
    /// was drawn in (the default content mode, scale to fill).
    func drawnFills(in size: CGSize) -> [CGContext.Fill] {
        guard let content = drawnContent else { return [] }
        let sx = content.size.width == 0 ? 1 : size.width / content.size.width
        let sy = content.size.height == 0 ? 1 : size.height / content.size.height
        return content.fills.map { fill in
            var scaled = fill
            scaled.rect = CGRect(x: fill.rect.origin.x * sx, y: fill.rect.origin.y * sy,
                                 width: fill.rect.size.width * sx, height: fill.rect.size.height * sy)
            return scaled
        }
    }
}
