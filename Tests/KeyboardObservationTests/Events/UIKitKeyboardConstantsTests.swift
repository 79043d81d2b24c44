#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Testing
import UIKit
import KeyboardObservation
import KeyboardObservationTesting

/// The library's fixed strings are UIKit's: compared with UIKit's constants
/// on the main actor, where every SDK lets them be read.
@MainActor
struct UIKitKeyboardConstantsTests {
    @Test func notificationNamesAreUIKits() {
        #expect(KeyboardEvent.willShow.notificationName == UIResponder.keyboardWillShowNotification)
        #expect(KeyboardEvent.didShow.notificationName == UIResponder.keyboardDidShowNotification)
        #expect(KeyboardEvent.willHide.notificationName == UIResponder.keyboardWillHideNotification)
        #expect(KeyboardEvent.didHide.notificationName == UIResponder.keyboardDidHideNotification)
        #expect(KeyboardEvent.willChangeFrame.notificationName == UIResponder.keyboardWillChangeFrameNotification)
        #expect(KeyboardEvent.didChangeFrame.notificationName == UIResponder.keyboardDidChangeFrameNotification)
    }

    @Test func userInfoKeysAreUIKits() {
        #expect(KeyboardUserInfoKey.frameBegin == UIResponder.keyboardFrameBeginUserInfoKey)
        #expect(KeyboardUserInfoKey.frameEnd == UIResponder.keyboardFrameEndUserInfoKey)
        #expect(KeyboardUserInfoKey.animationDuration == UIResponder.keyboardAnimationDurationUserInfoKey)
        #expect(KeyboardUserInfoKey.animationCurve == UIResponder.keyboardAnimationCurveUserInfoKey)
        #expect(KeyboardUserInfoKey.isLocal == UIResponder.keyboardIsLocalUserInfoKey)
    }
}
#endif
