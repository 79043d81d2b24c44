// UIKit/UIWindow.h declares the keyboard notifications and userInfo keys as
// globals; UIKit's API notes name them in Swift as class properties of
// UIResponder, e.g. (Apple's documentation):
//   nonisolated class let keyboardWillShowNotification: NSNotification.Name
// Swift source cannot spell `class let`; a `class var` with a getter is the
// same to callers (read-only, on the type, nonisolated).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UIResponder {
    // UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;
    nonisolated public class var keyboardWillShowNotification: NSNotification.Name { fatalError() }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;
    nonisolated public class var keyboardDidShowNotification: NSNotification.Name { fatalError() }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;
    nonisolated public class var keyboardWillHideNotification: NSNotification.Name { fatalError() }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;
    nonisolated public class var keyboardDidHideNotification: NSNotification.Name { fatalError() }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;
    @available(iOS 5.0, *)
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }

    // UIKIT_EXTERN NSNotificationName const UIKeyboardDidChangeFrameNotification API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;
    @available(iOS 5.0, *)
    nonisolated public class var keyboardDidChangeFrameNotification: NSNotification.Name { fatalError() }

    // UIKIT_EXTERN NSString *const UIKeyboardFrameBeginUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSValue of CGRect
    @available(iOS 3.2, *)
    nonisolated public class var keyboardFrameBeginUserInfoKey: String { fatalError() }

    // UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSValue of CGRect
    @available(iOS 3.2, *)
    nonisolated public class var keyboardFrameEndUserInfoKey: String { fatalError() }

    // UIKIT_EXTERN NSString *const UIKeyboardAnimationDurationUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSNumber of double
    @available(iOS 3.0, *)
    nonisolated public class var keyboardAnimationDurationUserInfoKey: String { fatalError() }

    // UIKIT_EXTERN NSString *const UIKeyboardAnimationCurveUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSNumber of NSUInteger (UIViewAnimationCurve)
    @available(iOS 3.0, *)
    nonisolated public class var keyboardAnimationCurveUserInfoKey: String { fatalError() }

    // UIKIT_EXTERN NSString *const UIKeyboardIsLocalUserInfoKey API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSNumber of BOOL
    @available(iOS 9.0, *)
    nonisolated public class var keyboardIsLocalUserInfoKey: String { fatalError() }
}
