// swift-tools-version: 6.2
// A user's package: a control of its own (a stepped range slider with a planted
// off-by-one), its scene and property on the harness kit, its own `example-harness`
// with every tool, its libFuzzer entry, and its tests. docs/custom-control.md walks
// through it.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever that folder is called in
// a checkout, so the products below name it the same way.
let harness = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Examples",
    products: [
        .executable(name: "example-harness", targets: ["ExampleHarness"]),
        .executable(name: "example-fuzzer", targets: ["ExampleFuzzer"]),
    ],
    dependencies: [.package(path: "..")],
    targets: [
        // The control, as a UIKit developer writes it (UIKit on iOS, HeadlessUIKit here).
        .target(name: "StepSlider", dependencies: [.product(name: "HeadlessUIKit", package: harness)]),
        // Its scene, its cases and its property R1, on the kit.
        .target(name: "StepSliderProperties", dependencies: [
            "StepSlider", .product(name: "Harness", package: harness), .product(name: "HeadlessUIKit", package: harness),
            .product(name: "Generators", package: harness),
        ]),
        // `example-harness`: fuzz, replay, shrink, list, faults, ... for R1.
        .executableTarget(name: "ExampleHarness", dependencies: [
            "StepSliderProperties", .product(name: "HarnessTool", package: harness),
        ]),
        // The libFuzzer entry for R1 (one file).
        .executableTarget(name: "ExampleFuzzer", dependencies: [
            "StepSliderProperties", .product(name: "HarnessTool", package: harness),
        ]),
        .testTarget(name: "StepSliderTests", dependencies: [
            "StepSlider", "StepSliderProperties", .product(name: "Harness", package: harness),
            .product(name: "HeadlessUIKit", package: harness), .product(name: "Generators", package: harness),
            .product(name: "HarnessTool", package: harness),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
