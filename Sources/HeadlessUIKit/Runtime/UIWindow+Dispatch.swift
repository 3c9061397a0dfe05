import Foundation
import Layout

// The run loop of a window: the clock, touch validation and delivery, gesture
// resolution, and what happens to views leaving the window.

extension UIWindow {
    // MARK: Clock

    func advance(by amount: Double) throws(Headless.ClockError) {
        guard amount.isFinite, amount >= 0 else { throw .invalidAdvance(amount: amount) }
        let registry = RunLoopState.current
        registry.dispatch(self) {
            advanceClock(to: now + amount)
            layoutIfNeeded()
        }
    }

    func settle() {
        let registry = RunLoopState.current
        registry.dispatch(self) {
            var rounds = 0
            while let due = animator.nextDue, rounds < 10_000 {
                rounds += 1
                advanceClock(to: max(due, now))
            }
            layoutIfNeeded()
        }
    }

    func advanceClock(to time: Double) {
        while let group = animator.popDue(upTo: time) {
            now = max(now, group.due)
            animator.retire(upTo: now)
            group.completion?(group.finished)
            layoutIfNeeded()
        }
        now = max(now, time)
        animator.retire(upTo: now)
    }

    // MARK: Touch input

    func send(_ step: Headless.TouchStep) throws(Headless.TouchError) {
        let index = stepCount
        stepCount += 1
        try validate(step, index: index)
        try RunLoopState.current.dispatch(self) { () throws(Headless.TouchError) in
            advanceClock(to: step.timestamp)
            layoutIfNeeded()
            currentStep = index
            defer { currentStep = nil }
            switch step.phase {
            case .began: began(step)
            case .moved, .stationary: moved(step)
            case .ended, .cancelled: ended(step)
            }
            layoutIfNeeded()
        }
    }

    private func validate(_ step: Headless.TouchStep, index: Int) throws(Headless.TouchError) {
        guard step.location.x.isFinite, step.location.y.isFinite else {
            throw .nonFiniteLocation(step: index, touch: step.touch)
        }
        guard step.timestamp.isFinite else { throw .nonFiniteTimestamp(step: index, touch: step.touch) }
        guard step.timestamp >= now else {
            throw .timestampWentBackwards(step: index, touch: step.touch, timestamp: step.timestamp, clock: now)
        }
        switch step.phase {
        case .began:
            guard active[step.touch] == nil else { throw .touchAlreadyDown(step: index, touch: step.touch) }
            guard step.tapCount >= 1 else {
                throw .invalidTapCount(step: index, touch: step.touch, tapCount: step.tapCount)
            }
        case .moved, .stationary, .ended, .cancelled:
            guard active[step.touch] != nil else {
                if lifted.contains(step.touch) {
                    throw .touchAlreadyEnded(step: index, touch: step.touch, phase: step.phase)
                }
                throw .touchNotDown(step: index, touch: step.touch, phase: step.phase)
            }
        }
    }

    private func makeEvent(_ time: Double) -> UIEvent {
        UIEvent(timestamp: time, touches: active.keys.sorted().compactMap { active[$0]?.touch })
    }

    private func began(_ step: Headless.TouchStep) {
        lifted.remove(step.touch)
        let touch = UITouch(identifier: step.touch, phase: .began, location: step.location, timestamp: step.timestamp,
                            tapCount: step.tapCount, window: self)
        let hit = hitView(at: step.location, event: nil)
        touch.view = hit
        // Recognizers of the hit view and its ancestors, nearest first.
        var recognizers: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let view = current {
            recognizers += view.recognizers.filter { $0.isEnabled && $0.state == .possible }
            current = view.superview
        }
        touch.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        // isMultipleTouchEnabled off: the view gets only its first touch.
        let busy = hit.map { view in
            !view.isMultipleTouchEnabled && active.values.contains { $0.view === view && $0.deliversToView }
        } ?? true
        let record = ActiveTouch(touch: touch, recognizers: recognizers, deliversToView: !busy, view: hit)
        active[step.touch] = record
        let event = makeEvent(step.timestamp)
        for recognizer in recognizers {
            recognizer.touches.append(touch)
            recognizer.touchesBegan([touch], with: event)
        }
        resolveRecognizers(record, event: event)
        if record.deliversToView { hit?.touchesBegan([touch], with: event) }
    }

    private func moved(_ step: Headless.TouchStep) {
        guard let record = active[step.touch] else { return }  // validated
        let touch = record.touch
        touch.advance(to: step.location, phase: step.phase, timestamp: step.timestamp)
        // Stationary touches are not delivered as moves.
        guard step.phase == .moved else { return }
        let event = makeEvent(step.timestamp)
        for recognizer in record.recognizers where recognizer.isActive { recognizer.touchesMoved([touch], with: event) }
        resolveRecognizers(record, event: event)
        if record.deliversToView { record.view?.touchesMoved([touch], with: event) }
    }

    private func ended(_ step: Headless.TouchStep) {
        guard let record = active[step.touch] else { return }  // validated
        let touch = record.touch
        touch.advance(to: step.location, phase: step.phase, timestamp: step.timestamp)
        let cancelled = step.phase == .cancelled
        let event = makeEvent(step.timestamp)
        // delaysTouchesEnded: the view's end waits for undecided recognizers that delay it.
        let delayed = record.recognizers.contains { $0.delaysTouchesEnded && $0.state == .possible }
        if !delayed, record.deliversToView {
            record.deliversToView = false
            deliverEnd(record, cancelled: cancelled, event: event)
        }
        for recognizer in record.recognizers where recognizer.isActive {
            if cancelled {
                recognizer.touchesCancelled([touch], with: event)
            } else {
                recognizer.touchesEnded([touch], with: event)
            }
        }
        resolveRecognizers(record, event: event)
        if record.deliversToView {
            record.deliversToView = false
            deliverEnd(record, cancelled: cancelled, event: event)
        }
        active[step.touch] = nil
        lifted.insert(step.touch)
        // Recognizers with no finger left are ready for the next gesture.
        for recognizer in record.recognizers {
            recognizer.touches.removeAll { $0 === touch }
            if recognizer.touches.isEmpty {
                if recognizer.state == .possible { recognizer.state = .failed }
                recognizer.resetForNextGesture()
            }
        }
    }

    private func deliverEnd(_ record: ActiveTouch, cancelled: Bool, event: UIEvent) {
        if cancelled {
            record.view?.touchesCancelled([record.touch], with: event)
        } else {
            record.view?.touchesEnded([record.touch], with: event)
        }
    }

    /// After recognizers saw a touch: one that began or recognized makes the others still
    /// possible fail (no simultaneous recognition) and, with `cancelsTouchesInView`,
    /// cancels the touch in the view.
    private func resolveRecognizers(_ record: ActiveTouch, event: UIEvent) {
        let winners = record.recognizers.filter { $0.state == .began || $0.state == .changed || $0.state == .ended }
        guard !winners.isEmpty else { return }
        for recognizer in record.recognizers where recognizer.state == .possible && !winners.contains(where: { $0 === recognizer }) {
            recognizer.state = .failed
        }
        if record.deliversToView, winners.contains(where: { $0.cancelsTouchesInView }) {
            record.deliversToView = false
            record.view?.touchesCancelled([record.touch], with: event)
        }
    }

    // MARK: Leaving the window

    /// Called by `UIView.removeFromSuperview` before the views leave the tree: a control
    /// tracking a touch gets `cancelTracking(with: nil)` (TouchCancel, synchronously);
    /// the views get no more of their touches; the recognizers attached to the leaving
    /// views drop out of the gestures in progress (one that began is cancelled, one still
    /// possible fails) and are ready for a new gesture once back; and the views' running
    /// animations are removed, their completions running with false at the next tick.
    func viewsWillLeave(_ views: [UIView]) {
        let leaving = Set(views.map(ObjectIdentifier.init))
        for view in views {
            if let control = view as? UIControl, control.isTracking, control.trackingTouch != nil {
                control.cancelTrackingAndLog(with: nil)
            }
        }
        for record in active.values {
            if record.deliversToView, let view = record.view, leaving.contains(ObjectIdentifier(view)) {
                record.deliversToView = false
            }
            var staying: [UIGestureRecognizer] = []
            for recognizer in record.recognizers {
                let gone = recognizer.view.map { leaving.contains(ObjectIdentifier($0)) } ?? true
                guard gone else {
                    staying.append(recognizer)
                    continue
                }
                recognizer.touches.removeAll { $0 === record.touch }
                if recognizer.state == .began || recognizer.state == .changed {
                    recognizer.state = .cancelled
                } else if recognizer.state == .possible {
                    recognizer.state = .failed
                }
                if recognizer.touches.isEmpty { recognizer.resetForNextGesture() }
            }
            record.recognizers = staying
        }
        animator.removeAnimations(of: leaving, at: now)
    }
}
