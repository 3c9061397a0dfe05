import Layout

/// Draws a view tree as SVG at a clock time: frames, fills, alpha, corner radii, borders,
/// shadows, labels and clipping, from model values or from what is on screen
/// (presentation values). Used to show counterexamples as pictures.
public struct SVGRenderer {
    /// Which values to draw.
    public enum Values: String, Hashable, Sendable {
        /// The model (where animations end).
        case model
        /// What the user sees at the time.
        case presentation
    }

    public var values: Values
    /// The clock time for presentation values (the window's `now` when nil).
    public var time: Double?
    /// Outline every view's frame with a thin grey line (for debugging layouts).
    public var outlinesFrames: Bool

    public init(values: Values = .presentation, time: Double? = nil, outlinesFrames: Bool = false) {
        self.values = values
        self.time = time
        self.outlinesFrames = outlinesFrames
    }

    /// The SVG document for `root` and its subtree; the canvas is `root`'s bounds.
    public func render(_ root: View) -> String {
        var context = Context(window: (root.root as? Window), renderer: self)
        let size = root.bounds.size
        var body = ""
        context.draw(root, frame: Rect(origin: .zero, size: size), into: &body, depth: 1)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(size.width))\" height=\"\(fmt(size.height))\" "
        out += "viewBox=\"0 0 \(fmt(size.width)) \(fmt(size.height))\">\n"
        if !context.defs.isEmpty {
            out += "  <defs>\n" + context.defs + "  </defs>\n"
        }
        out += body
        out += "</svg>\n"
        return out
    }

    private struct Context {
        let window: Window?
        let renderer: SVGRenderer
        var defs = ""
        var nextID = 0

        var now: Double { renderer.time ?? window?.now ?? 0 }

        func frame(of view: View) -> Rect {
            guard renderer.values == .presentation, let window else { return view.frame }
            return window.presentationFrame(of: view, at: now)
        }

        func alpha(of view: TouchView) -> Double {
            guard renderer.values == .presentation, let window else { return view.alpha }
            return window.presentationAlpha(of: view, at: now)
        }

        mutating func draw(_ view: View, frame: Rect, into out: inout String, depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            let touchView = view as? TouchView
            if touchView?.isHidden == true { return }
            let opacity = touchView.map(alpha(of:)) ?? 1
            var open = "\(pad)<g data-view=\"\(escape(view.debugName))\" transform=\"translate(\(fmt(frame.minX)) \(fmt(frame.minY)))\""
            if opacity < 1 { open += " opacity=\"\(fmt(max(opacity, 0)))\"" }
            out += open + ">\n"
            let w = frame.width, h = frame.height
            if let touchView {
                let radius = touchView.layer.cornerRadius
                let corner = radius > 0 ? " rx=\"\(fmt(radius))\"" : ""
                if touchView.layer.shadowOpacity > 0 {
                    let id = "shadow\(nextID)"
                    nextID += 1
                    defs += "    <filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(fmt(touchView.layer.shadowRadius / 2))\"/></filter>\n"
                    let offset = touchView.layer.shadowOffset
                    out += "\(pad)  <rect x=\"\(fmt(offset.width))\" y=\"\(fmt(offset.height))\" width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner) "
                        + "\(fill(touchView.layer.shadowColor)) opacity=\"\(fmt(touchView.layer.shadowOpacity))\" filter=\"url(#\(id))\"/>\n"
                }
                if let background = touchView.backgroundColor, background.alpha > 0 {
                    out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner) \(fill(background))/>\n"
                }
                if let image = touchView as? ImageView {
                    out += Self.image(image, width: w, height: h, pad: pad + "  ")
                }
                if let label = touchView as? Label {
                    out += "\(pad)  <text x=\"\(fmt(w / 2))\" y=\"\(fmt(h / 2))\" text-anchor=\"middle\" dominant-baseline=\"central\" "
                        + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(fmt(label.fontSize))\" \(fill(label.textColor))>"
                        + "\(escape(label.text))</text>\n"
                }
                if touchView.layer.borderWidth > 0 {
                    out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner) fill=\"none\" "
                        + "stroke=\"\(rgb(touchView.layer.borderColor))\" stroke-opacity=\"\(fmt(touchView.layer.borderColor.alpha))\" "
                        + "stroke-width=\"\(fmt(touchView.layer.borderWidth))\"/>\n"
                }
            }
            if renderer.outlinesFrames {
                out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\" fill=\"none\" stroke=\"#999999\" stroke-width=\"0.5\"/>\n"
            }
            var childrenOpen = ""
            var childrenClose = ""
            if touchView?.clipsToBounds == true {
                let id = "clip\(nextID)"
                nextID += 1
                let radius = touchView?.layer.cornerRadius ?? 0
                let corner = radius > 0 ? " rx=\"\(fmt(radius))\"" : ""
                defs += "    <clipPath id=\"\(id)\"><rect width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner)/></clipPath>\n"
                // The clip path is in the user space of the element that uses it: this group.
                childrenOpen = "\(pad)  <g clip-path=\"url(#\(id))\">\n"
                childrenClose = "\(pad)  </g>\n"
            }
            if !view.subviews.isEmpty {
                out += childrenOpen
                for subview in view.subviews {
                    draw(subview, frame: self.frame(of: subview), into: &out, depth: depth + (childrenOpen.isEmpty ? 1 : 2))
                }
                out += childrenClose
            }
            out += "\(pad)</g>\n"
        }

        /// The seeds' images have no assets here: a recognisable shape per image name.
        static func image(_ image: ImageView, width w: Double, height h: Double, pad: String) -> String {
            let tint = fill(image.tintColor)
            switch image.imageName {
            case "track":
                return "\(pad)<rect width=\"\(fmt(w))\" height=\"\(fmt(h))\" rx=\"\(fmt(min(w, h) / 2))\" \(tint)/>\n"
            case "thumb":
                return "\(pad)<circle cx=\"\(fmt(w / 2))\" cy=\"\(fmt(h / 2))\" r=\"\(fmt(min(w, h) / 2 - 2))\" fill=\"#ffffff\" stroke=\"#888888\" stroke-width=\"1\"/>\n"
            case "lockClosed":
                // A shackle over a body.
                let bodyY = h * 0.45
                return "\(pad)<path d=\"M \(fmt(w * 0.3)) \(fmt(bodyY)) V \(fmt(h * 0.3)) A \(fmt(w * 0.2)) \(fmt(w * 0.2)) 0 0 1 \(fmt(w * 0.7)) \(fmt(h * 0.3)) V \(fmt(bodyY))\" "
                    + "fill=\"none\" stroke=\"#ffffff\" stroke-width=\"\(fmt(w * 0.08))\"/>\n"
                    + "\(pad)<rect x=\"\(fmt(w * 0.18))\" y=\"\(fmt(bodyY))\" width=\"\(fmt(w * 0.64))\" height=\"\(fmt(h * 0.5))\" rx=\"\(fmt(w * 0.06))\" \(tint)/>\n"
            default:
                return "\(pad)<rect width=\"\(fmt(w))\" height=\"\(fmt(h))\" \(tint)/>\n"
            }
        }
    }
}

/// A number for SVG: no exponent, no trailing zeros.
func fmt(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Far beyond any screen: clamp, so the integer conversions below cannot trap.
    guard abs(value) < 1e12 else { return value < 0 ? "-1000000000000" : "1000000000000" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format3: rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

extension String {
    /// Three decimals without Foundation's `String(format:)`.
    init(format3 value: Double) {
        let negative = value < 0
        let scaled = Int((abs(value) * 1000).rounded())
        let whole = scaled / 1000, fraction = scaled % 1000
        let digits = String(fraction)
        self = (negative ? "-" : "") + "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}

func rgb(_ color: Color) -> String {
    func channel(_ v: Double) -> Int { v.isFinite ? Int((min(max(v, 0), 1) * 255).rounded()) : 0 }
    return "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))"
}

func fill(_ color: Color) -> String {
    color.alpha < 1 ? "fill=\"\(rgb(color))\" fill-opacity=\"\(fmt(max(color.alpha, 0)))\"" : "fill=\"\(rgb(color))\""
}

extension SVGRenderer {
    /// Text made safe for SVG content and attributes, for callers that add their own
    /// elements to a rendered picture.
    public static func escapeXML(_ text: String) -> String { escape(text) }
}

/// XML text and attribute escaping.
func escape(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default:
            // Control characters are not allowed in XML 1.0.
            if let scalar = character.unicodeScalars.first, scalar.value < 0x20, scalar != "\t", scalar != "\n" {
                out += " "
            } else {
                out.append(character)
            }
        }
    }
    return out
}
