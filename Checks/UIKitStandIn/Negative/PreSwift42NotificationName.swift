// The keyboard constants are class properties of UIResponder (main-actor
// isolated in the stricter SDKs, so read here on the main actor); the global
// spelling from before Swift 4.2 is gone.
// expect: cannot find 'UIKeyboardWillShowNotification' in scope
import UIKit

@MainActor func willShowName() -> Notification.Name {
    #if MISTAKE
    UIKeyboardWillShowNotification
    #else
    UIResponder.keyboardWillShowNotification
    #endif
}
