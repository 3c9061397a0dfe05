import Commands
import Harness
import Foundation

/// `harness render DIRECTORY`: writes an SVG of each control in each state (the
/// pictures of docs/controls.md) into DIRECTORY.
struct RenderCommand {
    static func command(_ catalog: ToolCatalog) -> Command {
        Command(
        "render", arguments: "DIRECTORY", summary: "draw every control in every state as SVG (the gallery of docs/controls.md)",
        details: ["DIRECTORY is made when missing; each picture's path and caption is printed."],
        exitCodes: [(0, "every picture written"), (2, "a picture could not be drawn or written")],
        run: { arguments throws(CLIError) in try RenderCommand(arguments, catalog: catalog).run() })
    }

    /// The catalogue whose properties and faults this command uses.
    let catalog: ToolCatalog
    let directory: String

    /// The command bound to `arguments`, for `catalog`'s properties.
    init(_ arguments: Arguments, catalog: ToolCatalog) throws(CLIError) {
        self.catalog = catalog
        guard arguments.positional.count == 1, let directory = arguments.positional.first else {
            throw .usage("render takes one output folder")
        }
        self.directory = directory
    }

    func run() throws(CLIError) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for picture in try (catalog.gallery?() ?? []) {
                let path = (directory as NSString).appendingPathComponent(picture.name + ".svg")
                try Data(picture.svg.utf8).write(to: URL(fileURLWithPath: path))
                print("\(path): \(picture.caption)")
            }
        } catch {
            throw .input("cannot render into \(directory): \(error)")
        }
        return 0
    }
}
