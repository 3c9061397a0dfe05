import Harness
import Foundation
import HeadlessUIKit
import SeedControls

// The planted segment-selector faults: subclasses overriding what a UIKit developer could
// override (the seed's own defect is `SeedSegmentSelector`).

/// Planted `selectorMaskMovedWithoutInnerView`: the pan moves the highlight but not the
/// inner white-label view.
final class MaskWithoutInnerViewSelector: SegmentSelector {
    override func moveHighlight(by delta: CGFloat) {
        let current = midView.frame.minY
        midView.frame.origin.y = min(max(current + delta, 0), bounds.height - segmentHeight)
    }
}

/// Planted `selectorTranslationNotReset`: the translation is not reset after each move,
/// so the total is added again and again.
final class TranslationNotResetSelector: SegmentSelector {
    override func pan(_ sender: UIPanGestureRecognizer) {
        switch sender.state {
        case .began, .changed: moveHighlight(by: sender.translation(in: self).y)
        default: super.pan(sender)
        }
    }
}

/// Planted `selectorClampOnlyMask`: the clamp is applied to the highlight only; the inner
/// view moves by the unclamped amount.
final class ClampOnlyMaskSelector: SegmentSelector {
    override func moveHighlight(by delta: CGFloat) {
        let current = midView.frame.minY
        midView.frame.origin.y = min(max(current + delta, 0), bounds.height - segmentHeight)
        labelView.frame.origin.y -= delta
    }
}

/// Planted `selectorNoClamp`: the pan moves the highlight (and the inner view with it)
/// without clamping it to the first and last segments.
final class NoClampSelector: SegmentSelector {
    override func moveHighlight(by delta: CGFloat) {
        midView.frame.origin.y += delta
        labelView.frame.origin.y -= delta
    }
}

/// Planted `selectorValueChangedOnEverySnap`: every snap the user makes sends
/// ValueChanged, changed or not.
final class ValueChangedOnEverySnapSelector: SegmentSelector {
    override func userDidSelect(_ index: Int) {
        select(index, animated: true)
        sendActions(for: .valueChanged)
    }
}

/// Planted `selectorHighlightWidthFixed`: after a bounds change the highlight keeps the
/// width it was built with.
final class HighlightWidthFixedSelector: SegmentSelector {
    private let builtWidth: CGFloat

    override init(frame: CGRect, titles: [String]) {
        builtWidth = frame.width
        super.init(frame: frame, titles: titles)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSegments() {
        super.layoutSegments()
        midView.frame.size.width = builtWidth
    }
}

/// Planted `selectorSnapTruncates`: a released pan snaps to the segment the highlight's
/// top is in (the index truncated), not to the nearest; the selection, the highlight and
/// ValueChanged agree with each other, so only a record of what the finger did sees it.
final class SnapTruncatesSelector: SegmentSelector {
    override func pan(_ sender: UIPanGestureRecognizer) {
        guard sender.state == .ended || sender.state == .cancelled, isEnabled else { return super.pan(sender) }
        let top = midView.frame.minY / segmentHeight
        userDidSelect(top.isFinite && top > 0 ? min(Int(top), titles.count - 1) : 0)
    }
}

extension Fault {
    /// Planted: a released pan snaps to the segment the highlight's top is in, not to
    /// the nearest (self-consistent: selectedIndex, highlight and ValueChanged agree).
    public static let selectorSnapTruncates = Fault("selectorSnapTruncates", control: "SegmentSelector", stepLimit: 3,
                                  summary: "Planted: a released pan snaps to the segment the highlight's top is in, not to the nearest (selectedIndex, highlight and ValueChanged agree with each other).")

    /// The selector for the selector fault among `faults` (the corrected one if none).
    static func segmentSelector(frame: CGRect, titles: [String], faults: Set<Fault>) -> SegmentSelector {
        switch variant(of: "SegmentSelector", in: faults) {
        case .selectorNoRelayoutOnBoundsChange: SeedSegmentSelector(frame: frame, titles: titles)
        case .selectorMaskMovedWithoutInnerView: MaskWithoutInnerViewSelector(frame: frame, titles: titles)
        case .selectorTranslationNotReset: TranslationNotResetSelector(frame: frame, titles: titles)
        case .selectorClampOnlyMask: ClampOnlyMaskSelector(frame: frame, titles: titles)
        case .selectorNoClamp: NoClampSelector(frame: frame, titles: titles)
        case .selectorValueChangedOnEverySnap: ValueChangedOnEverySnapSelector(frame: frame, titles: titles)
        case .selectorHighlightWidthFixed: HighlightWidthFixedSelector(frame: frame, titles: titles)
        case .selectorSnapTruncates: SnapTruncatesSelector(frame: frame, titles: titles)
        default: SegmentSelector(frame: frame, titles: titles)
        }
    }
}
