import Foundation
import Layout

// Conversions between Foundation's geometry (the UIKit-facing API) and the layout
// engine's (`Rect`, `Point`, `Size`), field by field: a negative size stays negative,
// so `frame.size.width` reads what the engine wrote.

extension CGRect {
    init(_ rect: Rect) {
        self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGRect {
    /// The rectangle from its raw origin and size, without CoreGraphics' standardisation
    /// (a negative width keeps `minX` at the origin), as the engine's `Rect` reads.
    var rawMinX: CGFloat { origin.x }
    var rawMinY: CGFloat { origin.y }

    /// Point containment on the raw fields: min edges inclusive, max edges exclusive.
    func rawContains(_ point: CGPoint) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
    }
}
