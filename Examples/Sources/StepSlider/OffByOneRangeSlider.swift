#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The slider as first written, with its off-by-one: "the thumbs may touch" became one
/// step of slack, so the upper thumb can be dragged one step below the lower one (and
/// the range reads upside down). The planted bug of the Examples package, kept as a
/// subclass so the corrected `StepRangeSlider` stays beside it.
public final class OffByOneRangeSlider: StepRangeSlider {
    /// One step too low.
    public override var lowestUpperValue: CGFloat { lowerValue - stepValue }
}
