import Layout

// UIKit's overlay offers `priority + 1` and `priority - 1`. They are declared here, not
// beside `UILayoutPriority` in Layout: operators declared in Layout are not found through
// HeadlessUIKit's type alias from a file that imports HeadlessUIKit alone (as a control
// file does), and declaring them in both modules would make `+` ambiguous for a file
// importing both.
extension UILayoutPriority {
    /// `priority + 1`, as UIKit's overlay offers.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// `priority - 1`, as UIKit's overlay offers.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
