/// Inline SVG for replay frames, shared by the replay page and the nightly summary's
/// thumbnails: one canvas for every frame of a replay (so the picture does not jump
/// between steps), the fingers' paths drawn over the window, and element ids made unique
/// per frame (many drawings share one HTML document, and `url(#id)` must find its own).
enum FrameDrawing {
    /// The finger colour (the same orange as the still pictures).
    static let finger = "#f06400"

    /// The box every frame fits in: their drawings and every finger position, with room
    /// for the rings and the step labels beside them, and a margin.
    static func canvas(_ frames: [ReplayFrame]) -> ReplayFrame.Box {
        guard var box = frames.first?.bounds else { return ReplayFrame.Box(minX: 0, minY: 0, maxX: 100, maxY: 100) }
        for frame in frames {
            box = box.union(frame.bounds)
            for point in frame.paths.flatMap(\.points) {
                box = box.union(ReplayFrame.Box(minX: point.x - 16, minY: point.y - 24, maxX: point.x + 56, maxY: point.y + 16))
            }
        }
        return ReplayFrame.Box(minX: box.minX - 8, minY: box.minY - 8, maxX: box.maxX + 8, maxY: box.maxY + 8)
    }

    /// The part of the canvas a thumbnail shows: the control's frames and every finger
    /// position (with room for the rings and labels), or the whole canvas when the control
    /// was never in the window.
    static func focus(_ frames: [ReplayFrame]) -> ReplayFrame.Box {
        let controls = frames.compactMap(\.controlFrame)
        guard var focus = controls.first else { return canvas(frames) }
        for frame in controls { focus = focus.union(frame) }
        for point in frames.flatMap({ $0.paths.flatMap(\.points) }) {
            focus = focus.union(ReplayFrame.Box(minX: point.x - 16, minY: point.y - 24, maxX: point.x + 56, maxY: point.y + 16))
        }
        return ReplayFrame.Box(minX: focus.minX - 12, minY: focus.minY - 12, maxX: focus.maxX + 12, maxY: focus.maxY + 12)
    }

    /// `viewBox="…"` for `box`.
    static func viewBox(_ box: ReplayFrame.Box) -> String {
        "viewBox=\"\(short(box.minX)) \(short(box.minY)) \(short(box.width)) \(short(box.height))\""
    }

    /// `fragment` with every `id="X"` and `url(#X)` renamed to `prefix-X`.
    static func prefixed(_ fragment: String, _ prefix: String) -> String {
        fragment.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)-")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)-")
    }

    /// The canvas background: light dots, seen outside the window (each frame's drawing
    /// starts with the window's white rectangle), where only a broken layout draws.
    static func background(_ box: ReplayFrame.Box, pattern: String) -> String {
        "<defs><pattern id=\"\(pattern)\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\">"
            + "<circle cx=\"2\" cy=\"2\" r=\"1\" fill=\"#d0d7de\"/></pattern></defs>\n"
            + "<rect x=\"\(short(box.minX))\" y=\"\(short(box.minY))\" width=\"\(short(box.width))\" "
            + "height=\"\(short(box.height))\" fill=\"#f6f8fa\"/>\n"
            + "<rect x=\"\(short(box.minX))\" y=\"\(short(box.minY))\" width=\"\(short(box.width))\" "
            + "height=\"\(short(box.height))\" fill=\"url(#\(pattern))\"/>\n"
    }

    /// Every finger's path so far: a line with a dot per step, a ring where it went down
    /// labelled with the step numbers of every down at that place, the finger of this
    /// step as a fingertip, and the fingers still down as lighter fingertips.
    static func fingers(_ frame: ReplayFrame) -> String {
        var out = "<g class=\"fingers\" fill=\"none\" stroke=\"\(finger)\" stroke-width=\"2\">\n"
        var downs: [(point: ReplayFrame.Point2, steps: [Int])] = []
        for path in frame.paths {
            let opacity = path.ended ? " stroke-opacity=\"0.45\"" : ""
            if path.points.count > 1 {
                let coordinates = path.points.map { "\(short($0.x)),\(short($0.y))" }.joined(separator: " ")
                out += "<polyline points=\"\(coordinates)\"\(opacity)/>\n"
            }
            for point in path.points {
                out += "<circle cx=\"\(short(point.x))\" cy=\"\(short(point.y))\" r=\"2.5\" fill=\"\(finger)\" stroke=\"none\""
                    + (path.ended ? " fill-opacity=\"0.45\"" : "") + "/>\n"
            }
            guard let first = path.points.first else { continue }
            if let index = downs.firstIndex(where: { abs($0.point.x - first.x) < 1 && abs($0.point.y - first.y) < 1 }) {
                downs[index].steps.append(path.step)
            } else {
                downs.append((first, [path.step]))
            }
            if !path.ended, let last = path.points.last, frame.touch.map({ $0.finger != path.finger }) ?? true {
                out += "<circle cx=\"\(short(last.x))\" cy=\"\(short(last.y))\" r=\"10\" fill=\"\(finger)\" fill-opacity=\"0.12\" "
                    + "stroke-opacity=\"0.5\"/>\n"
            }
        }
        for down in downs {
            out += "<circle cx=\"\(short(down.point.x))\" cy=\"\(short(down.point.y))\" r=\"7\"/>\n"
            out += "<text x=\"\(short(down.point.x + 10))\" y=\"\(short(down.point.y - 10))\" stroke=\"#ffffff\" stroke-width=\"3\" "
                + "paint-order=\"stroke\" fill=\"#a04000\" font-size=\"11\" font-weight=\"600\">"
                + down.steps.map(String.init).joined(separator: ", ") + "</text>\n"
        }
        if let touch = frame.touch {
            let x = short(touch.at.x), y = short(touch.at.y)
            let lifted = touch.phase == .up || touch.phase == .cancel
            out += "<circle class=\"fingertip\" cx=\"\(x)\" cy=\"\(y)\" r=\"13\" fill=\"\(finger)\" fill-opacity=\"\(lifted ? "0.08" : "0.28")\" "
                + "stroke-width=\"2.5\"" + (lifted ? " stroke-dasharray=\"4 3\"" : "") + "/>\n"
            out += "<text x=\"\(short(touch.at.x + 16))\" y=\"\(short(touch.at.y + 16))\" stroke=\"#ffffff\" stroke-width=\"3\" "
                + "paint-order=\"stroke\" fill=\"#a04000\" font-size=\"11\">\(touch.phase.rawValue) #\(touch.finger)</text>\n"
        }
        return out + "</g>\n"
    }

    /// One frame as a standalone inline `<svg>` (a thumbnail): the model drawing and the
    /// fingers on `canvas`, ids prefixed with `prefix`.
    static func standalone(_ frame: ReplayFrame, canvas: ReplayFrame.Box, prefix: String, label: String) -> String {
        "<svg class=\"thumb\" \(viewBox(canvas)) preserveAspectRatio=\"xMidYMid meet\" role=\"img\" aria-label=\"\(HTML.escape(label))\" "
            + "font-family=\"system-ui, sans-serif\">\n"
            + background(canvas, pattern: "\(prefix)-dots")
            + prefixed(frame.model, prefix) + fingers(frame) + "</svg>"
    }
}

/// Text for HTML documents.
enum HTML {
    /// `text` with the five characters that matter in HTML text and attributes escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
