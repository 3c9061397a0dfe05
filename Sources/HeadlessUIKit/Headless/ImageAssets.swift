import Foundation

extension Headless {
    /// The app's image assets (the asset catalogue of a real app): name and size, what
    /// `UIImage(named:)` finds. Process-wide, as an asset catalogue is; tests that need
    /// sizes of their own should make images with `UIGraphicsImageRenderer(size:)`.
    public enum ImageAssets {
        private final class Storage: @unchecked Sendable {
            // safe: every access holds `lock`.
            let lock = NSLock()
            var sizes: [String: CGSize] = [:]
        }
        private static let storage = Storage()

        /// Registers (or replaces) the asset `name` with `size`.
        public static func register(_ name: String, size: CGSize) {
            storage.lock.lock()
            defer { storage.lock.unlock() }
            storage.sizes[name] = size
        }

        /// The size of asset `name`, nil when there is none.
        public static func size(of name: String) -> CGSize? {
            storage.lock.lock()
            defer { storage.lock.unlock() }
            return storage.sizes[name]
        }

        /// An image of `size` carrying `name` for the renderer, without registering it.
        public static func image(named name: String, size: CGSize) -> UIImage {
            UIImage(size: size, name: name)
        }
    }
}
