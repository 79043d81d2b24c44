import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The screen a keyboard is on, as a value: since iOS 16.1 the `object` of
/// UIKit's keyboard notifications is the `UIScreen` the keyboard is on
/// (Apple's `keyboardWillShowNotification` documentation).
///
/// Keyboard frames are in this screen's coordinate space. The pool uses it
/// to tell a keyboard that slid below the screen from one that is up, and a
/// view on another screen (an external display) from one the keyboard covers.
///
/// ```swift
/// let bounds = pool.keyboardState.screen?.bounds   // (0, 0, 390, 844) on an iPhone 15
/// ```
///
/// ```swift
/// let screen: KeyboardScreen? = pool.keyboardState.screen   // nil before iOS 16.1
/// ```
public struct KeyboardScreen: Hashable, Sendable, Codable {
    /// The screen's bounds, in its own coordinate space (the one keyboard frames are in).
    public var bounds: CGRect {
        get { storedBounds.rect }
        set { storedBounds.rect = newValue }
    }

    /// Tells screens apart within one run of the app: on UIKit, the
    /// `UIScreen` object's identity. Two values with the same identifier are the same screen.
    public var identifier: Int

    private var storedBounds: HashableRect

    /// A screen value from its bounds and identifier: the UIKit layer's and the simulator's.
    package init(bounds: CGRect, identifier: Int) {
        storedBounds = HashableRect(rect: bounds)
        self.identifier = identifier
    }

    // JSON `{"bounds": [x, y, width, height], "identifier": n}`: the synthesized
    // Codable, the stored rect under its public name.
    private enum CodingKeys: String, CodingKey {
        case storedBounds = "bounds"
        case identifier
    }
}
