import Foundation

/// NotificationCenter registrations for UIKit's text-editing notifications,
/// removed when this is released.
///
/// A ``KeyboardRevealBehaviour`` owns one, on its pool's notification
/// center: with the keyboard already up, moving focus to another field posts
/// no keyboard notification (since iOS 11), only `textDidBeginEditing`; and a
/// text view growing as the user types posts `textDidChange`.
final class TextEditingObservation {
    private let center: NotificationCenter
    private let tokens: [any NSObjectProtocol]

    /// Calls `onBeginEditing` when a text field or text view begins editing,
    /// and `onTextViewChange` when a text view's text changes, on the main actor.
    init(
        center: NotificationCenter,
        onBeginEditing: @escaping @MainActor @Sendable () -> Void,
        onTextViewChange: @escaping @MainActor @Sendable () -> Void
    ) {
        self.center = center
        let names = UIKitTextEditingNotifications.self
        tokens = [
            (names.textFieldDidBeginEditing, onBeginEditing),
            (names.textViewDidBeginEditing, onBeginEditing),
            (names.textViewDidChange, onTextViewChange),
        ].map { name, action in
            center.addObserver(forName: name, object: nil, queue: nil) { _ in MainQueue.run(action) }
        }
    }

    deinit {
        for token in tokens {
            center.removeObserver(token)
        }
    }
}
