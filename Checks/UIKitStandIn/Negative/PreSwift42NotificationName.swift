// The keyboard constants are nonisolated class properties of UIResponder,
// readable from any context; the global spelling from before Swift 4.2 is gone.
// expect: cannot find 'UIKeyboardWillShowNotification' in scope
import UIKit

nonisolated func willShowName() -> Notification.Name {
    #if MISTAKE
    UIKeyboardWillShowNotification
    #else
    UIResponder.keyboardWillShowNotification
    #endif
}
