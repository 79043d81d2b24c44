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

extension EnvironmentValues {
    /// When the keyboard modifiers below animate a change caused by a keyboard
    /// post: ``KeyboardAnimationPolicy/standard`` unless a view sets another
    /// with `keyboardAnimationPolicy(_:)`.
    public var keyboardAnimationPolicy: KeyboardAnimationPolicy {
        get { self[KeyboardAnimationPolicyKey.self] }
        set { self[KeyboardAnimationPolicyKey.self] = newValue }
    }
}

private struct KeyboardAnimationPolicyKey: EnvironmentKey {
    static let defaultValue = KeyboardAnimationPolicy.standard
}

@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
extension View {
    /// Sets when `keyboardPadding()`, `onKeyboardOverlapChange` and
    /// `measuresKeyboardOverlap()` inside this view animate with the keyboard.
    ///
    /// ```swift
    /// ChatScreen()
    ///     .keyboardAnimationPolicy(KeyboardAnimationPolicy(animatesWithReduceMotion: true))
    /// ```
    ///
    /// - Parameter policy: The policy; ``KeyboardAnimationPolicy/standard`` by default.
    /// - Returns: A view whose keyboard modifiers follow `policy`.
    public func keyboardAnimationPolicy(_ policy: KeyboardAnimationPolicy) -> some View {
        environment(\.keyboardAnimationPolicy, policy)
    }
}
#endif
