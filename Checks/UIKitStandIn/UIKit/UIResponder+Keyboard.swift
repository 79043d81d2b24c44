// UIKit/UIWindow.h declares the keyboard notifications and userInfo keys as
// globals; UIKit's API notes name them in Swift as class properties of
// UIResponder.
//
// SDKs disagree on their isolation, so this mirrors the stricter one. In the
// iOS 16.5 and 17.4 SDK headers the userInfo keys carry no
// NS_SWIFT_NONISOLATED (quoted above each declaration below), so Swift
// imports them as members of the NS_SWIFT_UI_ACTOR class UIResponder:
// main-actor isolated, e.g.
//   @MainActor class var keyboardFrameEndUserInfoKey: String { get }
// and a nonisolated `static let k = UIResponder.keyboardFrameEndUserInfoKey`
// is "main actor-isolated default value in a nonisolated context". Later SDKs
// add NS_SWIFT_NONISOLATED (Apple's documentation:
//   nonisolated class let keyboardFrameEndUserInfoKey: String).
// The notification names are declared the same way here: the package must
// not depend on either annotation, so the stand-in takes the stricter for
// all eleven. Code that reads them nonisolated compiles with one SDK and not
// the other; this stand-in rejects it. Swift source cannot spell `class let`; a
// `class var` with a getter is the same to callers (read-only, on the type),
// and, declared in an extension of the @MainActor class, main-actor isolated.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UIResponder {
    // UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification API_UNAVAILABLE(tvos, watchos);
    public class var keyboardWillShowNotification: NSNotification.Name { .init("UIKeyboardWillShowNotification") }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification API_UNAVAILABLE(tvos, watchos);
    public class var keyboardDidShowNotification: NSNotification.Name { .init("UIKeyboardDidShowNotification") }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification API_UNAVAILABLE(tvos, watchos);
    public class var keyboardWillHideNotification: NSNotification.Name { .init("UIKeyboardWillHideNotification") }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification API_UNAVAILABLE(tvos, watchos);
    public class var keyboardDidHideNotification: NSNotification.Name { .init("UIKeyboardDidHideNotification") }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos);
    @available(iOS 5.0, *)
    public class var keyboardWillChangeFrameNotification: NSNotification.Name { .init("UIKeyboardWillChangeFrameNotification") }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardDidChangeFrameNotification API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos);
    @available(iOS 5.0, *)
    public class var keyboardDidChangeFrameNotification: NSNotification.Name { .init("UIKeyboardDidChangeFrameNotification") }

    // UIKIT_EXTERN NSString *const UIKeyboardFrameBeginUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos, watchos); // NSValue of CGRect
    @available(iOS 3.2, *)
    public class var keyboardFrameBeginUserInfoKey: String { "UIKeyboardFrameBeginUserInfoKey" }

    // UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos, watchos); // NSValue of CGRect
    @available(iOS 3.2, *)
    public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }

    // UIKIT_EXTERN NSString *const UIKeyboardAnimationDurationUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos, watchos); // NSNumber of double
    @available(iOS 3.0, *)
    public class var keyboardAnimationDurationUserInfoKey: String { "UIKeyboardAnimationDurationUserInfoKey" }

    // UIKIT_EXTERN NSString *const UIKeyboardAnimationCurveUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos, watchos); // NSNumber of NSUInteger (UIViewAnimationCurve)
    @available(iOS 3.0, *)
    public class var keyboardAnimationCurveUserInfoKey: String { "UIKeyboardAnimationCurveUserInfoKey" }

    // UIKIT_EXTERN NSString *const UIKeyboardIsLocalUserInfoKey API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(tvos, watchos); // NSNumber of BOOL
    @available(iOS 9.0, *)
    public class var keyboardIsLocalUserInfoKey: String { "UIKeyboardIsLocalUserInfoKey" }
}
