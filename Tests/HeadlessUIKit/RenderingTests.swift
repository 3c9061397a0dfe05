import TestSupport
import HeadlessUIKit
import Testing

/// The SVG renderer: well-formed XML with an `svg` root, drawing model or presentation
/// values as asked (spec/controls.md §1 "Views": the layer-style properties are drawn;
/// "Animation": presentation values are queryable).
@Suite struct RenderingTests {
    /// The validity check has teeth: a broken document is rejected.
    @Test func brokenXMLIsRejected() {
        #expect(XMLCheck.rootName("<svg><g></svg>") == nil)
        #expect(XMLCheck.rootName("<svg><text>a < b</text></svg>") == nil)
        #expect(XMLCheck.rootName("<svg><g a=\"1\" a=\"2\"/></svg>") == nil)
        #expect(XMLCheck.rootName("<svg>&nbsp;</svg>") == nil)
        #expect(XMLCheck.rootName("<svg/><svg/>") == nil)
        #expect(XMLCheck.rootName("<?xml version=\"1.0\"?>\n<svg><g x='1'>a &amp; b</g><!-- c --></svg>\n") == "svg")
    }

    /// Labels are escaped; clipping, fills, borders, shadows and alpha are drawn.
    /// Pins R-V4.
    @Test func drawsWhatTheViewsSay() {
        let window = makeWindow(100, 100)
        let box = makeView(CGRect(x: 10, y: 20, width: 30, height: 40), "box")
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        box.clipsToBounds = true
        box.layer.cornerRadius = 4
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.blue.cgColor
        box.layer.shadowOpacity = 1
        box.alpha = 0.25
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        label.text = "a<b & \"c\""
        label.textAlignment = .center
        box.addSubview(label)
        window.addSubview(box)
        let svg = SVGRenderer(values: .model).render(window)
        #expect(XMLCheck.rootName(svg) == "svg")
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
        #expect(svg.contains("text-anchor=\"middle\""))
        #expect(svg.contains("translate(10 20)"))
        #expect(svg.contains("opacity=\"0.25\""))
        #expect(svg.contains("fill=\"rgb(255,0,0)\" fill-opacity=\"0.5\""))
        #expect(svg.contains("clip-path=\"url(#clip1)\""))
        #expect(svg.contains("stroke=\"rgb(0,0,255)\""))
        #expect(svg.contains("feGaussianBlur"))
        #expect(svg.contains("rx=\"4\""))
    }

    /// Text layers and images are drawn: a CATextLayer's string at its frame, an image
    /// view's asset as a shape.
    @Test func drawsTextLayersAndImages() {
        let window = makeWindow(200, 100)
        let container = makeView(CGRect(x: 0, y: 0, width: 120, height: 20), "labels")
        let text = CATextLayer()
        text.string = "Photo"
        text.fontSize = 17
        text.alignmentMode = .center
        text.foregroundColor = UIColor(red: 1, green: 0.734, blue: 0.006, alpha: 1).cgColor
        text.frame = CGRect(x: 60, y: 0, width: 60, height: 20)
        container.layer.addSublayer(text)
        window.addSubview(container)
        let thumb = UIImageView(image: Headless.ImageAssets.image(named: "thumb", size: CGSize(width: 48, height: 48)))
        #expect(thumb.intrinsicContentSize == CGSize(width: 48, height: 48))
        thumb.frame.origin = CGPoint(x: 100, y: 40)
        window.addSubview(thumb)
        let svg = SVGRenderer(values: .model).render(window)
        #expect(XMLCheck.rootName(svg) == "svg")
        #expect(svg.contains("translate(60 0)"))
        #expect(svg.contains(">Photo</text>"))
        #expect(svg.contains("fill=\"rgb(255,187,2)\""))
        #expect(svg.contains("<circle cx=\"24\" cy=\"24\" r=\"22\""))
    }

    /// Model vs presentation: during an animation they differ.
    /// Pins R-A5.
    @Test func modelAndPresentation() {
        let window = makeWindow(100, 100)
        let box = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "box")
        window.addSubview(box)
        UIView.animate(withDuration: 1, animations: { box.frame = CGRect(x: 80, y: 0, width: 10, height: 10) })
        #expect(SVGRenderer(values: .model).render(window).contains("translate(80 0)"))
        #expect(SVGRenderer(values: .presentation).render(window).contains("translate(0 0)"))
        #expect(SVGRenderer(values: .presentation, time: 0.5).render(window).contains("translate(40 0)"))
    }
}
