#if canImport(SwiftUI)
import KeyboardObservation
import SwiftUI

extension EnvironmentValues {
    /// What the keyboard covers of the nearest enclosing view measured with
    /// `measuresKeyboardOverlap(pool:)` or `keyboardPadding(pool:)`; nothing
    /// outside one.
    ///
    /// ```swift
    /// @Environment(\.keyboardOverlap) private var keyboardOverlap
    /// ```
    public var keyboardOverlap: KeyboardOverlap {
        get { self[KeyboardOverlapKey.self] }
        set { self[KeyboardOverlapKey.self] = newValue }
    }
}

private struct KeyboardOverlapKey: EnvironmentKey {
    static let defaultValue = KeyboardOverlap(coveredHeight: 0, contentInset: 0)
}
#endif
