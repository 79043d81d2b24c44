import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The common specific: a client told the keyboard's height and the
/// animation duration, with nothing to decode.
///
/// `willShow` calls ``keyboardWillBeShown(keyboardHeight:duration:)`` with
/// the end frame's height, `willHide` calls ``keyboardWillBeHidden(duration:)``;
/// other events are ignored. The height is the keyboard's, not the overlap:
/// where a view does not reach the screen's bottom edge (form sheets, Split
/// View, floating keyboards), or a hardware keyboard's bar is posted at the
/// whole keyboard's height, most of it below the screen, prefer an
/// adjustment behavior. Do not write
/// `receiveKeyboard(_:info:)` in an adopting type: yours would replace the
/// one that makes these calls; observe other events with
/// ``ObserverPool/observe(_:followingLiveFrames:handler:)``.
///
/// ```swift
/// func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval) {
///     scrollView.contentInset.bottom = max(0, keyboardHeight - view.safeAreaInsets.bottom)
/// }
/// ```
@MainActor
public protocol CommonKeyboardPresentable: KeyboardObservable {
    /// The keyboard is about to appear (or change size while shown): its end
    /// frame's height in points, and its animation's duration in seconds.
    func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval)

    /// The keyboard is about to disappear, over `duration` seconds.
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
