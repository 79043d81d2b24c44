// A UIKit keyboard userInfo key read into a nonisolated static. The iOS 16.5
// and 17.4 SDKs import the keys as members of the @MainActor UIResponder (no
// NS_SWIFT_NONISOLATED), and the stand-in mirrors that; the library uses the
// fixed strings instead.
// expect: main actor-isolated default value in a nonisolated context
import UIKit

enum Keys {
    #if MISTAKE
    static let frameEnd = UIResponder.keyboardFrameEndUserInfoKey
    #else
    static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    #endif
}

@MainActor func matchesUIKit() -> Bool {
    Keys.frameEnd == UIResponder.keyboardFrameEndUserInfoKey
}
