// swift-tools-version: 6.2
// The seed-corpus encoder (scripts/seed-corpus.sh): a package of its own, beside the
// main one, so that the main package keeps exactly the products it has; it reads the
// main package's properties through its Harness library.
import PackageDescription

let package = Package(
    name: "SeedCorpus",
    dependencies: [.package(name: "TouchProperties", path: "../..")],
    targets: [
        .executableTarget(name: "SeedCorpus", dependencies: [
            .product(name: "Generators", package: "TouchProperties"),
            .product(name: "Harness", package: "TouchProperties"),
            .product(name: "SeedProperties", package: "TouchProperties"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
