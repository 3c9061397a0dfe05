import Foundation

/// Core Graphics' `CGContext`, for what a view's `draw(_:)` uses: a fill colour and
/// filled ellipses. The context records what is filled (there are no pixels); the
/// renderer draws it and `Headless.fills(of:)` reads it.
public final class CGContext {
    /// One filled shape, in the coordinates of the bounds it was drawn in.
    struct Fill: Hashable {
        enum Shape: Hashable { case ellipse }
        var shape: Shape
        var rect: CGRect
        var color: CGColor
    }

    /// What one `draw(_:)` drew, and the size of the bounds it drew in.
    struct Content {
        var size: CGSize
        var fills: [Fill]
    }

    private var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private(set) var fills: [Fill] = []

    init() {}

    /// Sets the colour of the fills that follow (opaque black by default).
    public func setFillColor(_ color: CGColor) { fillColor = color }

    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) { fills.append(Fill(shape: .ellipse, rect: rect, color: fillColor)) }
}

/// UIKit's `UIGraphicsGetCurrentContext()`: the context of the `draw(_:)` running now,
/// nil outside one.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    let state = RunLoopState.current
    guard let last = state.drawingContexts.indices.last else { return nil }
    if let context = state.drawingContexts[last] { return context }
    let context = CGContext()
    state.drawingContexts[last] = context
    return context
}
