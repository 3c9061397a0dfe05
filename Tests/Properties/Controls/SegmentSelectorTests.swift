import TestSupport
import Foundation
import Harness
import SeedProperties
import HeadlessUIKit
import SeedControls
import Testing

/// §2.4 the masked segment selector: frame (40, 100, 200, 400), four titles, so each
/// segment is 100 tall; the highlight starts on segment 0.
@Suite struct SegmentSelectorTests {
    /// Every white label exactly over its black label, in window coordinates.
    private func aligned(_ selector: SegmentSelector) -> Bool {
        zip(selector.whiteLabels, selector.baseLabels).allSatisfy { white, black in
            white.convert(white.bounds, to: nil) == black.convert(black.bounds, to: nil)
        }
    }

    @Test func initialLayout() {
        let (_, selector) = Scenes.selector()
        #expect(selector.segmentHeight == 100)
        #expect(selector.baseLabels.map(\.frame.minY) == [0, 100, 200, 300])
        #expect(selector.midView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(selector.midView.clipsToBounds)
        #expect(selector.midView.backgroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0.8))
        #expect(aligned(selector))
    }

    /// M1-M3: a pan keeps every white label over its black label after every step, then
    /// snaps to the nearest segment with one ValueChanged.
    @Test func panKeepsLabelsAlignedAndSnaps() throws {
        let (window, selector) = Scenes.selector()
        var alignedAfterEveryStep = true
        let steps: [Headless.TouchStep] = [.began(140, 150, at: 0), .moved(140, 165, at: 0.1), .moved(140, 200, at: 0.2),
                                  .moved(140, 230, at: 0.3)]
        for step in steps {
            try window.send(step)
            alignedAfterEveryStep = alignedAfterEveryStep && aligned(selector)
        }
        #expect(alignedAfterEveryStep)
        // 80 pt of movement minus the 10 pt hysteresis.
        #expect(selector.midView.frame.minY == 70)
        try window.send(.ended(140, 230, at: 0.4))
        #expect(selector.selectedIndex == 1)
        #expect(selector.midView.frame.minY == 100)
        #expect(selector.labelView.convert(CGPoint.zero, to: selector) == .zero)
        #expect(window.events(of: selector) == [.valueChanged])
        window.settle()
        #expect(window.presentationFrame(of: selector.midView).minY == 100)
    }

    /// M2: the highlight and the inner view clamp together at the top and the bottom.
    @Test func clampsAtBothEnds() throws {
        let (window, selector) = Scenes.selector()
        try window.send([.began(140, 150, at: 0), .moved(140, 100, at: 0.1), .moved(140, 50, at: 0.2)])
        #expect(selector.midView.frame.minY == 0)
        #expect(selector.labelView.convert(CGPoint.zero, to: selector) == .zero)
        try window.send([.moved(140, 900, at: 0.3)])
        #expect(selector.midView.frame.minY == 300)
        #expect(selector.labelView.frame.minY == -300)
        try window.send(.ended(140, 900, at: 0.4))
        #expect(selector.selectedIndex == 3)
    }

    /// A tap on a segment selects it (once), and tapping it again sends nothing.
    @Test func tapSelects() throws {
        let (window, selector) = Scenes.selector()
        try window.send([.began(140, 450, at: 0), .ended(140, 455, at: 0.1)])
        #expect(selector.selectedIndex == 3)
        #expect(selector.midView.frame.minY == 300)
        window.settle()
        try window.send([.began(140, 350, at: 1), .ended(140, 350, at: 1.1)])
        #expect(window.events(of: selector).filter { $0 == .valueChanged }.count == 2)
        window.settle()
        // Segment 2 is now under the highlight: a tap there changes nothing.
        try window.send([.began(140, 350, at: 2), .ended(140, 350, at: 2.1)])
        #expect(selector.selectedIndex == 2)
        #expect(window.events(of: selector).filter { $0 == .valueChanged }.count == 2)
    }

    /// The highlight is not hit while its snap animation runs: a drag then lands on the
    /// selector itself.
    @Test func highlightIgnoresTouchesWhileSnapping() throws {
        let (window, selector) = Scenes.selector()
        try window.send([.began(140, 450, at: 0), .ended(140, 450, at: 0.1)])
        #expect(window.hitView(at: CGPoint(x: 140, y: 450)) === selector)
        try window.advance(by: 0.2)
        #expect(window.hitView(at: CGPoint(x: 140, y: 450)) === selector.midView)
    }

    /// U4's finding, fixed: disabled while a finger tracks a tap, the selector cancels it
    /// (TouchCancel) and sends nothing more for that finger, even once enabled again.
    @Test func disablingCancelsTheTap() throws {
        let (window, selector) = Scenes.selector()
        try window.send([.began(140, 450, at: 0), .moved(140, 455, at: 0.1)])
        #expect(window.events(of: selector) == [.touchDown, .touchDragInside])
        selector.isEnabled = false
        #expect(!selector.isTracking && window.events(of: selector).last == .touchCancel)
        try window.send([.moved(140, 460, at: 0.2)])
        selector.isEnabled = true
        try window.send([.moved(140, 465, at: 0.3), .ended(140, 465, at: 0.4)])
        #expect(window.events(of: selector) == [.touchDown, .touchDragInside, .touchCancel])
        #expect(selector.selectedIndex == 0)
    }

    /// Disabled mid-pan, the selector drops the pan: the highlight goes back to the
    /// selection, the pan's later moves and its end do nothing; the next pan works.
    @Test func disablingDropsThePan() throws {
        let (window, selector) = Scenes.selector()
        try window.send([.began(140, 150, at: 0), .moved(140, 230, at: 0.1)])
        #expect(selector.midView.frame.minY == 70)
        selector.isEnabled = false
        #expect(selector.midView.frame.minY == 0 && selector.labelView.frame.minY == 0)
        selector.isEnabled = true
        try window.send([.moved(140, 300, at: 0.2), .ended(140, 300, at: 0.3)])
        #expect(selector.midView.frame.minY == 0 && selector.selectedIndex == 0)
        #expect(window.events(of: selector).isEmpty)
        window.settle()
        try window.send([.began(140, 150, at: 1), .moved(140, 230, at: 1.1), .ended(140, 230, at: 1.2)])
        #expect(selector.selectedIndex == 1 && window.events(of: selector) == [.valueChanged])
    }

    /// `select(_:animated:)` from code moves the highlight and sends no ValueChanged, as
    /// UIKit's controls do not for programmatic changes; a tap still sends one.
    @Test func selectFromCodeSendsNoValueChanged() throws {
        let (window, selector) = Scenes.selector()
        selector.select(2, animated: true)
        #expect(selector.selectedIndex == 2 && selector.midView.frame.minY == 200)
        #expect(selector.labelView.convert(CGPoint.zero, to: selector) == .zero)
        selector.select(3, animated: false)
        #expect(selector.selectedIndex == 3 && selector.midView.frame.minY == 300)
        window.settle()
        #expect(window.events(of: selector).isEmpty)
        try window.send([.began(140, 150, at: 1), .ended(140, 150, at: 1.1)])
        #expect(selector.selectedIndex == 0 && window.events(of: selector) == [.touchDown, .valueChanged, .touchUpInside])
    }

    /// M4 and the seed defect: after a bounds change everything is recomputed from
    /// selectedIndex (the seed computes frames once).
    @Test(arguments: [false, true]) func boundsChange(faulted: Bool) throws {
        let (window, selector) = Scenes.selector(faults: faulted ? [.selectorNoRelayoutOnBoundsChange] : [])
        selector.select(2, animated: false)
        selector.frame = CGRect(x: 40, y: 100, width: 300, height: 200)
        try window.advance(by: 0)
        #expect((selector.midView.frame == CGRect(x: 0, y: 100, width: 300, height: 50)) == !faulted)
        #expect((selector.midView.frame.maxY <= selector.bounds.height) == !faulted)
    }

    /// Planted: the mask moved without the inner view, or the clamp on the mask only,
    /// breaks the alignment.
    @Test(arguments: [Fault.selectorMaskMovedWithoutInnerView, .selectorClampOnlyMask]) func plantedMisalignment(fault: Fault) throws {
        for faults: Set<Fault> in [[], [fault]] {
            let (window, selector) = Scenes.selector(faults: faults)
            try window.send([.began(140, 150, at: 0), .moved(140, 900, at: 0.1)])
            #expect((selector.labelView.convert(CGPoint.zero, to: selector) == .zero) == faults.isEmpty)
        }
    }

    /// Planted: without setTranslation(.zero) the total is added again on every move.
    @Test(arguments: [false, true]) func plantedTranslationNotReset(faulted: Bool) throws {
        let (window, selector) = Scenes.selector(faults: faulted ? [.selectorTranslationNotReset] : [])
        try window.send([.began(140, 150, at: 0), .moved(140, 165, at: 0.1), .moved(140, 175, at: 0.2),
                         .moved(140, 185, at: 0.3)])
        #expect((selector.midView.frame.minY == 25) == !faulted)
    }
}

/// Degenerate geometry never traps.
@Suite struct SelectorDegenerateGeometryTests {
    @Test func zeroHeightSelector() throws {
        let (window, selector) = Scenes.selector(frame: CGRect(x: 40, y: 100, width: 200, height: 0))
        try window.send([.began(140, 100, at: 0), .ended(140, 100, at: 0.1)])
        selector.frame = CGRect(x: 40, y: 100, width: 200, height: 1e300)
        try window.advance(by: 0)
        #expect(selector.selectedIndex == 0)
        let svg = SVGRenderer().render(window)
        #expect(XMLCheck.rootName(svg) == "svg")
    }
}
