#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A client's own view of a keyboard event, built from the decoded payload;
/// throwing from `init` skips that client for that event only.
///
/// ```swift
/// struct KeyboardTiming: KeyboardPayload {
///     let endFrame: CGRect, duration: TimeInterval
///     init(_ info: KeyboardInfo) throws {
///         endFrame = info.endFrame
///         duration = info.animationDuration
///     }
/// }
/// ```
public protocol KeyboardPayload: Sendable {
    /// Builds the payload from `info`, or throws to skip this delivery.
    init(_ info: KeyboardInfo) throws
}

/// Custom specifics: a client that names its own payload type.
///
/// `willShow` and `willHide` build a ``Payload`` and call the matching
/// method; a payload whose initializer throws skips this client for that
/// event. Do not write `receiveKeyboard(_:info:)` in an adopting type: yours
/// would replace the one that makes these calls.
///
/// ```swift
/// func keyboardWillBeShown(_ timing: KeyboardTiming) {
///     let overlap = KeyboardOverlap(keyboardFrame: timing.endFrame, in: view.keyboardViewGeometry)
///     UIView.animate(withDuration: timing.duration) { self.additionalSafeAreaInsets.bottom = overlap.contentInset }
/// }
/// ```
@MainActor
public protocol KeyboardPresentable: KeyboardObservable {
    /// The client's own payload type.
    associatedtype Payload: KeyboardPayload

    /// The keyboard is about to appear; `payload` is built from its ``KeyboardInfo``.
    func keyboardWillBeShown(_ payload: Payload)

    /// The keyboard is about to disappear; `payload` is built from its ``KeyboardInfo``.
    func keyboardWillBeHidden(_ payload: Payload)
}

extension KeyboardPresentable {
    /// Builds the payload and calls the matching method; other events are ignored.
    public func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        switch event {
        case .willShow:
            guard let payload = try? Payload(info) else { return }
            keyboardWillBeShown(payload)
        case .willHide:
            guard let payload = try? Payload(info) else { return }
            keyboardWillBeHidden(payload)
        case .didShow, .didHide, .willChangeFrame, .didChangeFrame:
            break
        }
    }
}
