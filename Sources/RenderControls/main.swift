// render-controls DIRECTORY: writes an SVG of each control in each state (the pictures of
// docs/controls.md) into DIRECTORY.
import Harness
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first, arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: render-controls DIRECTORY\n".utf8))
    exit(64)
}
do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for picture in try Gallery.pictures() {
        let path = (directory as NSString).appendingPathComponent(picture.name + ".svg")
        try Data(picture.svg.utf8).write(to: URL(fileURLWithPath: path))
        print("\(path): \(picture.caption)")
    }
} catch {
    FileHandle.standardError.write(Data("render-controls: \(error)\n".utf8))
    exit(1)
}
