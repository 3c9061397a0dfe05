import HarnessTool
import StepSliderProperties

// Every tool of the harness (fuzz, replay, shrink, run, list, faults, ...) for this
// package's own properties.
HarnessCLI.main(catalog: ToolCatalog(tool: "example-harness", summary: "Fuzz the stepped range slider of the Examples package.",
                                     catalogue: StepSliderProperties.catalogue))
