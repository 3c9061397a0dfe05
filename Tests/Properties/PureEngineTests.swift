import Foundation
import Testing

/// The engine is pure: no source of `Generators` imports a test framework, not even under
/// `#if canImport` (scripts/check-pure-engine.sh also checks what the binaries link).
@Suite struct PureEngineTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func generatorsSourcesImportNoTestFramework() throws {
        let sources = Self.package.appendingPathComponent("Sources/Generators")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10)
        let forbidden = try Regex(#"(?m)^\s*(@\w+\s+)*import\s+(Testing|XCTest|PropertyTesting)\b|canImport\((Testing|XCTest)\)"#)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.firstMatch(of: forbidden) == nil, "\(file.lastPathComponent) imports a test framework")
        }
    }
}
