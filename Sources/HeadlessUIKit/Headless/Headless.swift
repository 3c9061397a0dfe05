/// The test hooks of the headless runtime, kept out of UIKit's names so that a control
/// file sees only UIKit: the virtual clock (`Clock`), touch input (`TouchDriver`,
/// `TouchStep`, `Finger`), the runtime log (`EventLog`), presentation values at any time
/// (`Presentation`), what views drew (`fills(of:)`), the screen's scale and idiom (`Screen`), gesture thresholds
/// (`Tuning`), image assets (`ImageAssets`) and the layout engine's planted faults
/// (`Faults`).
public enum Headless {}
