import Controls
import Layout
import Testing

/// The SVG renderer: every control in every state is well-formed XML with an `svg` root,
/// and the drawing follows model or presentation values as asked.
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

    /// Labels are escaped; clipping, fills and alpha are drawn.
    @Test func drawsWhatTheViewsSay() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let box = TouchView(frame: Rect(x: 10, y: 20, width: 30, height: 40), name: "box")
        box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        box.clipsToBounds = true
        box.layer.cornerRadius = 4
        box.alpha = 0.25
        box.addSubview(Label(text: "a<b & \"c\"", frame: Rect(x: 0, y: 0, width: 30, height: 20)))
        window.addSubview(box)
        let svg = SVGRenderer(values: .model).render(window)
        #expect(XMLCheck.rootName(svg) == "svg")
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
        #expect(svg.contains("translate(10 20)"))
        #expect(svg.contains("opacity=\"0.25\""))
        #expect(svg.contains("fill=\"rgb(255,0,0)\" fill-opacity=\"0.5\""))
        #expect(svg.contains("clip-path=\"url(#clip0)\""))
        #expect(svg.contains("rx=\"4\""))
    }

    /// Model vs presentation: during an animation they differ.
    @Test func modelAndPresentation() {
        let window = Window(size: Size(width: 100, height: 100))
        let box = TouchView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "box")
        window.addSubview(box)
        window.animate(duration: 1, animations: { box.frame = Rect(x: 80, y: 0, width: 10, height: 10) })
        #expect(SVGRenderer(values: .model).render(window).contains("translate(80 0)"))
        #expect(SVGRenderer(values: .presentation).render(window).contains("translate(0 0)"))
        #expect(SVGRenderer(values: .presentation, time: 0.5).render(window).contains("translate(40 0)"))
    }
}
