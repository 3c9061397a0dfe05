import HarnessTool

// The `harness` command: every tool of `HarnessTool` for the seed controls' catalogue.
// A package of its own does the same with its catalogue (see docs/custom-control.md).
HarnessCLI.main(catalog: .seed)
