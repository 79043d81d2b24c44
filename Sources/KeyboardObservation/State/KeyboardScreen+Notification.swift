#if canImport(UIKit) && !os(visionOS)
import UIKit
#endif

extension KeyboardScreen {
    /// The screen a keyboard notification names in its `object`: a `UIScreen`
    /// since iOS 16.1 (read on the main thread, where UIKit posts), a
    /// `KeyboardScreen` from `KeyboardSimulator`; `nil` for anything else.
    static func posted(by object: Any?) -> KeyboardScreen? {
        if let screen = object as? KeyboardScreen { return screen }
        #if canImport(UIKit) && !os(visionOS)
        guard let screen = object as? UIScreen, MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { screen.keyboardScreen }
        #else
        return nil
        #endif
    }
}

#if canImport(UIKit) && !os(visionOS)
extension UIScreen {
    /// This screen as a value: its bounds, and its identity as the identifier.
    var keyboardScreen: KeyboardScreen {
        KeyboardScreen(bounds: bounds, identifier: ObjectIdentifier(self).hashValue)
    }
}
#endif
