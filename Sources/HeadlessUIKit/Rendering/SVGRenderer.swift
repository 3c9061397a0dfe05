import Foundation

/// Draws a view tree as SVG at a clock time: frames, fills, alpha, corner radii, borders,
/// shadows, labels, text layers, images and clipping, from model values or from what is
/// on screen (presentation values). Used to show counterexamples as pictures.
public struct SVGRenderer {
    /// Which values to draw.
    public enum Values: String, Hashable, Sendable {
        /// The model (where animations end).
        case model
        /// What the user sees at the time.
        case presentation
    }

    /// Which values to draw.
    public var values: Values
    /// The clock time for presentation values (the window's `now` when nil).
    public var time: Double?
    /// Outline every view's frame with a thin grey line (for debugging layouts).
    public var outlinesFrames: Bool

    /// A renderer of `values` at `time`.
    public init(values: Values = .presentation, time: Double? = nil, outlinesFrames: Bool = false) {
        self.values = values
        self.time = time
        self.outlinesFrames = outlinesFrames
    }

    /// The SVG document for `root` and its subtree; the canvas is `root`'s bounds.
    public func render(_ root: UIView) -> String {
        var top = root
        while let parent = top.superview { top = parent }
        var context = Context(window: top as? UIWindow, renderer: self)
        let size = root.bounds.size
        var body = ""
        context.draw(root, frame: CGRect(origin: .zero, size: size), into: &body, depth: 1)
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

    /// Text made safe for SVG content and attributes, for callers that add their own
    /// elements to a rendered picture.
    public static func escapeXML(_ text: String) -> String { escape(text) }

    private struct Context {
        let window: UIWindow?
        let renderer: SVGRenderer
        var defs = ""
        var nextID = 0

        var now: Double { renderer.time ?? window?.now ?? 0 }

        func frame(of view: UIView) -> CGRect {
            guard renderer.values == .presentation, let window else { return view.frame }
            return window.animator.presentationFrame(of: view, at: now)
        }

        func alpha(of view: UIView) -> Double {
            guard renderer.values == .presentation, let window else { return Double(view.alpha) }
            return window.animator.presentationAlpha(of: view, at: now)
        }

        func background(of view: UIView) -> UIColor? {
            guard renderer.values == .presentation, let window else { return view.backgroundColor }
            return window.animator.presentationColor(of: view, at: now)
        }

        mutating func draw(_ view: UIView, frame: CGRect, into out: inout String, depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            if view.isHidden { return }
            let opacity = alpha(of: view)
            var open = "\(pad)<g data-view=\"\(escape(view.debugName))\" transform=\"translate(\(fmt(frame.origin.x)) \(fmt(frame.origin.y)))\""
            if opacity < 1 { open += " opacity=\"\(fmt(max(opacity, 0)))\"" }
            out += open + ">\n"
            let w = Double(frame.size.width), h = Double(frame.size.height)
            let layer = view.layer
            let radius = Double(layer.cornerRadius)
            let corner = radius > 0 ? " rx=\"\(fmt(radius))\"" : ""
            if layer.shadowOpacity > 0, let shadow = layer.shadowColor {
                let id = "shadow\(nextID)"
                nextID += 1
                defs += "    <filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(fmt(Double(layer.shadowRadius) / 2))\"/></filter>\n"
                let offset = layer.shadowOffset
                out += "\(pad)  <rect x=\"\(fmt(offset.width))\" y=\"\(fmt(offset.height))\" width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner) "
                    + "\(fill(shadow.uiColor)) opacity=\"\(fmt(Double(layer.shadowOpacity)))\" filter=\"url(#\(id))\"/>\n"
            }
            if let background = background(of: view), background.alphaComponent > 0 {
                out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner) \(fill(background))/>\n"
            }
            for drawn in view.drawnFills(in: frame.size) {
                let rect = drawn.rect
                switch drawn.shape {
                case .ellipse:
                    out += "\(pad)  <ellipse cx=\"\(fmt(rect.midX))\" cy=\"\(fmt(rect.midY))\" rx=\"\(fmt(rect.width / 2))\" "
                        + "ry=\"\(fmt(rect.height / 2))\" \(fill(drawn.color.uiColor))/>\n"
                }
            }
            if let imageView = view as? UIImageView, let image = imageView.image {
                let tint = imageView.hasOwnTintColor ? imageView.tintColor ?? .white : .white
                out += Self.image(image.accessibilityIdentifier ?? "", tint: tint, width: w, height: h, pad: pad + "  ")
            }
            if let label = view as? UILabel, let text = label.text {
                out += Self.text(text, color: label.textColor ?? .black, size: Double(label.font?.pointSize ?? 17),
                                 alignment: label.textAlignment, width: w, height: h, pad: pad + "  ")
            }
            for sublayer in layer.sublayers ?? [] {
                out += Self.sublayer(sublayer, pad: pad + "  ")
            }
            if layer.borderWidth > 0, let border = layer.borderColor {
                out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\"\(corner) fill=\"none\" "
                    + "stroke=\"\(rgb(border.uiColor))\" stroke-opacity=\"\(fmt(Double(border.alpha)))\" "
                    + "stroke-width=\"\(fmt(Double(layer.borderWidth)))\"/>\n"
            }
            if renderer.outlinesFrames {
                out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\" fill=\"none\" stroke=\"#999999\" stroke-width=\"0.5\"/>\n"
            }
            var childrenOpen = ""
            var childrenClose = ""
            if view.clipsToBounds {
                let id = "clip\(nextID)"
                nextID += 1
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

        static func text(_ text: String, color: UIColor, size: Double, alignment: NSTextAlignment, width w: Double,
                         height h: Double, pad: String) -> String {
            let (x, anchor): (Double, String)
            switch alignment {
            case .center: (x, anchor) = (w / 2, "middle")
            case .right: (x, anchor) = (w, "end")
            case .left, .natural, .justified: (x, anchor) = (0, "start")
            }
            return "\(pad)<text x=\"\(fmt(x))\" y=\"\(fmt(h / 2))\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(fmt(size))\" \(fill(color))>"
                + "\(escape(text))</text>\n"
        }

        /// A standalone layer (a text layer) at its own frame.
        static func sublayer(_ layer: CALayer, pad: String) -> String {
            guard !layer.isHidden else { return "" }
            let frame = layer.frame
            var out = "\(pad)<g transform=\"translate(\(fmt(frame.origin.x)) \(fmt(frame.origin.y)))\""
            if layer.opacity < 1 { out += " opacity=\"\(fmt(Double(max(layer.opacity, 0))))\"" }
            out += ">\n"
            let w = Double(frame.size.width), h = Double(frame.size.height)
            if let background = layer.backgroundColor, background.alpha > 0 {
                out += "\(pad)  <rect width=\"\(fmt(w))\" height=\"\(fmt(h))\" \(fill(background.uiColor))/>\n"
            }
            if let text = layer as? CATextLayer, let string = text.string as? String {
                let alignment: NSTextAlignment = switch text.alignmentMode {
                case .center: .center
                case .right: .right
                default: .left
                }
                out += Self.text(string, color: text.foregroundColor?.uiColor ?? .white, size: Double(text.fontSize),
                                 alignment: alignment, width: w, height: h, pad: pad + "  ")
            }
            for sublayer in layer.sublayers ?? [] { out += Self.sublayer(sublayer, pad: pad + "  ") }
            return out + "\(pad)</g>\n"
        }

        /// The images have no pixels here: a recognisable shape per asset name.
        static func image(_ name: String, tint color: UIColor, width w: Double, height h: Double, pad: String) -> String {
            let tint = fill(color)
            switch name {
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

extension CGColor {
    var uiColor: UIColor { UIColor(cgColor: self) }
}

/// A number for SVG: no exponent, no trailing zeros.
func fmt(_ value: CGFloat) -> String { fmt(Double(value)) }

/// A number for SVG: no exponent, no trailing zeros.
func fmt(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Far beyond any screen: clamp, so the integer conversions below cannot trap.
    guard abs(value) < 1e12 else { return value < 0 ? "-1000000000000" : "1000000000000" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    let negative = rounded < 0
    let scaled = Int((abs(rounded) * 1000).rounded())
    let whole = scaled / 1000, fraction = scaled % 1000
    let digits = String(fraction)
    var text = (negative ? "-" : "") + "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

func rgb(_ color: UIColor) -> String {
    func channel(_ v: Double) -> Int { v.isFinite ? Int((min(max(v, 0), 1) * 255).rounded()) : 0 }
    return "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))"
}

func fill(_ color: UIColor) -> String {
    color.alphaComponent < 1
        ? "fill=\"\(rgb(color))\" fill-opacity=\"\(fmt(max(color.alphaComponent, 0)))\"" : "fill=\"\(rgb(color))\""
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
