import Foundation

/// UIKit's `UIViewController`, for its view: `view` is loaded on first access
/// (`loadView()`, then `viewDidLoad()`). **Modelled**: the view's loading only; there is
/// no presentation, containment or appearance callbacks (put the view in a window
/// yourself).
open class UIViewController {
    private var loadedView: UIView?

    /// A view controller whose view is not loaded yet.
    public init() {}

    /// There are no archives here: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, else nil (does not load it).
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view; the default makes a plain `UIView`. An override sets `view`.
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}
}
