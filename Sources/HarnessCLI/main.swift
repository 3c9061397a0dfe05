import Harness
import HarnessTool
import SeedProperties

// The `harness` command: every tool of `HarnessTool` for the seed controls' catalogue,
// their hand-written scripts and their gallery. A package of its own does the same with
// its catalogue (see docs/custom-control.md).
HarnessCLI.main(catalog: ToolCatalog(
    tool: "harness", summary: "Property-based testing and fuzzing of the seed controls and their layouts.",
    reproducePrefix: Reproduction.prefix, catalogue: Catalog.seed,
    gallery: { try Gallery.pictures().map { (name: $0.name, caption: $0.caption, svg: $0.svg) } }))
