import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The common specific: a client told the keyboard's height and the animation
/// duration, with nothing to decode.
///
/// `willShow` calls ``keyboardWillBeShown(keyboardHeight:duration:)`` with the
/// end frame's height; `willHide` calls ``keyboardWillBeHidden(duration:)``.
/// Other events are ignored. A client that wants fewer deliveries declares its own
/// ``KeyboardObservable/observedKeyboardEvents``.
///
/// ```swift
/// final class LoginViewController: UIViewController, CommonKeyboardPresentable {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         subscribeOnKeyboardNotifications()
///     }
///     func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval) {
///         // Full screen, no tab bar: the keyboard's height is the overlap.
///         scrollView.contentInset.bottom = max(0, keyboardHeight - view.safeAreaInsets.bottom)
///     }
///     func keyboardWillBeHidden(duration: TimeInterval) {
///         scrollView.contentInset.bottom = 0
///     }
/// }
/// ```
///
/// The height is the end frame's height, as the keyboard reports it. Where the
/// view does not reach the screen's bottom edge (form sheets, Split View,
/// floating keyboards), prefer an adjustment behaviour, which measures the
/// real overlap.
@MainActor
public protocol CommonKeyboardPresentable: KeyboardObservable {
    /// The keyboard is about to appear (or change size while shown).
    ///
    /// - Parameters:
    ///   - keyboardHeight: The height of the keyboard's end frame, in points.
    ///   - duration: The keyboard's animation duration, in seconds.
    func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval)

    /// The keyboard is about to disappear.
    ///
    /// - Parameter duration: The keyboard's animation duration, in seconds.
    func keyboardWillBeHidden(duration: TimeInterval)
}

extension CommonKeyboardPresentable {
    /// Turns each event into the matching call above; other events are ignored.
    public func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        switch event {
        case .willShow:
            keyboardWillBeShown(keyboardHeight: info.endFrame.height, duration: info.animationDuration)
        case .willHide:
            keyboardWillBeHidden(duration: info.animationDuration)
        case .didShow, .didHide, .willChangeFrame, .didChangeFrame:
            break
        }
    }
}
