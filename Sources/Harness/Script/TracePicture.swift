import Foundation
import HeadlessUIKit

/// The picture of a replay's last step, made to be read correctly: the window drawn from
/// model values (what the invariants check) or presentation values (what was on screen),
/// the control outlined (so a resize or a move shows), each finger's path with its down
/// marked and numbered by step (four taps in one place read "1, 3, 5, 7"), and the broken
/// invariant as a caption below. The canvas grows to hold every touch and the caption.
struct TracePicture {
    let window: UIWindow
    let control: UIView?
    let paths: [Tracer.Path]
    let failure: String?
    let values: SVGRenderer.Values

    /// Caption text: 11 pt sans-serif, about 6.2 pt a character.
    static let fontSize = 11.0
    static let characterWidth = 6.2
    static let lineHeight = 14.0

    var svg: String {
        let size = window.bounds.size
        let points = paths.flatMap(\.points)
        // The drawing area: the window, grown to every view that lies outside it (a broken
        // layout often does) and to every touch (rings of 7 pt, labels to the right).
        let frames = window.subtreeViews.dropFirst().map { $0.convert($0.bounds, to: window) }
            .filter { [$0.minX, $0.minY, $0.maxX, $0.maxY].allSatisfy { $0.isFinite && abs($0) < 10_000 } }
        let minX = min(0, (points.map(\.x).min() ?? 0) - 10, frames.map(\.minX).min() ?? 0)
        let minY = min(0, (points.map(\.y).min() ?? 0) - 22, frames.map(\.minY).min() ?? 0)
        let maxX = max(size.width, (points.map(\.x).max() ?? 0) + 60, frames.map(\.maxX).max() ?? 0)
        let maxY = max(size.height, (points.map(\.y).max() ?? 0) + 10, frames.map(\.maxY).max() ?? 0)
        let width = maxX - minX
        let captionLines = caption(width: width)
        let captionTop = maxY + 6
        let height = captionTop + Double(captionLines.count) * Self.lineHeight + 8 - minY

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(short(width))\" height=\"\(short(height))\" "
            + "viewBox=\"\(short(minX)) \(short(minY)) \(short(width)) \(short(height))\">\n"
        out += "  <rect x=\"\(short(minX))\" y=\"\(short(minY))\" width=\"\(short(width))\" height=\"\(short(height))\" fill=\"#ffffff\"/>\n"
        out += Self.inner(of: SVGRenderer(values: values, time: window.now).render(window))
        // The window's edge, then the control's frame (model values: where it is).
        out += "  <rect id=\"window-outline\" x=\"0\" y=\"0\" width=\"\(short(size.width))\" height=\"\(short(size.height))\" "
            + "fill=\"none\" stroke=\"#888888\" stroke-width=\"1\"/>\n"
        if let control, control.root === window {
            let frame = control.convert(control.bounds, to: window)
            out += "  <rect id=\"control-outline\" x=\"\(short(frame.minX))\" y=\"\(short(frame.minY))\" "
                + "width=\"\(short(frame.width))\" height=\"\(short(frame.height))\" fill=\"none\" stroke=\"#1f6feb\" "
                + "stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>\n"
        }
        out += touchPaths()
        out += "  <g id=\"caption\" font-family=\"sans-serif\" font-size=\"\(short(Self.fontSize))\">\n"
        for (index, line) in captionLines.enumerated() {
            let y = captionTop + Double(index + 1) * Self.lineHeight - 3
            let colour = line.isFailure ? "#d00000" : "#555555"
            let id = index == captionLines.firstIndex(where: \.isFailure) ? " id=\"broken-invariant\"" : ""
            out += "    <text\(id) x=\"\(short(minX + 6))\" y=\"\(short(y))\" fill=\"\(colour)\">"
                + SVGRenderer.escapeXML(line.text) + "</text>\n"
        }
        out += "  </g>\n</svg>\n"
        return out
    }

    /// What the picture shows, then the broken invariant, wrapped to the canvas.
    private func caption(width: Double) -> [(text: String, isFailure: Bool)] {
        let what = (values == .model ? "model values" : "presentation values") + " at t = \(clock(window.now))"
            + (control.map { $0.root === window ? "" : "; \($0.traceName) is not in the window" } ?? "")
        let columns = max(30, Int((width - 12) / Self.characterWidth))
        var lines: [(String, Bool)] = [(what, false)]
        for paragraph in (failure ?? "").split(separator: "\n") {
            lines += Self.wrap(String(paragraph), columns: columns).map { ($0, true) }
        }
        if failure == nil { lines.append(("every invariant held", false)) }
        return lines
    }

    /// `text` in lines of at most `columns` characters, broken at spaces where possible.
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            while word.count > columns {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(columns)))
                word = word.dropFirst(columns)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Each path as a line with a dot per step and a ring where it went down, labelled
    /// with the step numbers of every down at that place.
    private func touchPaths() -> String {
        var out = "  <g id=\"touch-path\" fill=\"none\" stroke=\"#ff6a00\" stroke-width=\"2\">\n"
        var downs: [(point: CGPoint, steps: [Int])] = []
        for path in paths {
            let coordinates = path.points.map { "\(short($0.x)),\(short($0.y))" }.joined(separator: " ")
            out += "    <polyline points=\"\(coordinates)\"/>\n"
            for point in path.points { out += "    <circle cx=\"\(short(point.x))\" cy=\"\(short(point.y))\" r=\"2.5\" fill=\"#ff6a00\"/>\n" }
            guard let first = path.points.first else { continue }
            if let index = downs.firstIndex(where: { abs($0.point.x - first.x) < 1 && abs($0.point.y - first.y) < 1 }) {
                downs[index].steps.append(path.step)
            } else {
                downs.append((first, [path.step]))
            }
        }
        for down in downs {
            out += "    <circle cx=\"\(short(down.point.x))\" cy=\"\(short(down.point.y))\" r=\"7\"/>\n"
            out += "    <text x=\"\(short(down.point.x + 9))\" y=\"\(short(down.point.y - 9))\" stroke=\"none\" fill=\"#b34700\" "
                + "font-family=\"sans-serif\" font-size=\"10\">" + down.steps.map(String.init).joined(separator: ", ") + "</text>\n"
        }
        return out + "  </g>\n"
    }

    /// The content of an SVG document: what lies between its `<svg …>` tag and `</svg>`.
    static func inner(of document: String) -> String {
        guard let open = document.range(of: "<svg"), let tagEnd = document[open.upperBound...].range(of: ">\n"),
              let close = document.range(of: "</svg>", options: .backwards) else { return "" }
        return String(document[tagEnd.upperBound..<close.lowerBound])
    }
}
