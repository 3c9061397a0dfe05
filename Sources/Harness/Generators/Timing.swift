import Generators

/// Delays between steps, biased to the controls' animation durations.
public enum Timing {
    /// The animation durations of the four controls: the lock's 0.1 s follow, 0.2 s
    /// snap back and 0.5 s fade, the camera's 0.28 s slide, the selector's 0.2 s snap,
    /// the split layout's 1.0 s switch. The swipe's 0.5 s window is among them.
    public static let durations: [Double] = [0.1, 0.2, 0.28, 0.5, 1.0]

    /// A delay in 0...1.2 s: 0 most simply, each duration and its neighbours (just
    /// shorter, equal, just longer) far more often than uniform, anything in between too.
    public static let delay: Gen<Double> = .frequency(
        (3, .double(in: 0...1.2, boundaries: durations)),
        (1, .element(of: [0] + durations)))

    /// A short delay (0...0.6 s), for moves inside a swipe or a pan.
    public static let short: Gen<Double> = .double(in: 0...0.6, boundaries: [0.1, 0.2, 0.28, 0.5])

    /// The delay between the moves of a swipe: short enough that most swipes finish
    /// inside the recogniser's 0.5 s, some not.
    public static let swipeMove: Gen<Double> = .frequency((3, .constant(0)), (2, .element(of: [0.02, 0.05, 0.1, 0.15, 0.2, 0.3])))

    /// A clock advance: mostly around the durations, sometimes long enough to settle.
    public static let advance: Gen<Double> = .frequency(
        (3, .double(in: 0...1.2, boundaries: durations)),
        (1, .element(of: [2.0, 0.0])))
}
