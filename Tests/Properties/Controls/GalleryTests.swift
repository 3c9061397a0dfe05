import TestSupport
import Harness
import SeedProperties
import HeadlessUIKit
import Testing

/// The gallery (`Harness.Gallery`): every control in every state renders as well-formed
/// XML with an `svg` root, drawn from views.
@Suite struct GalleryTests {
    @Test func everyPictureIsValidXML() throws {
        let pictures = try Gallery.pictures()
        #expect(pictures.count == 12)
        for picture in pictures {
            #expect(XMLCheck.rootName(picture.svg) == "svg", "\(picture.name)")
            #expect(picture.svg.contains("data-view"), "\(picture.name)")
        }
    }
}
