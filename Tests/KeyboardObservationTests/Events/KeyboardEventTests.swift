import Foundation
import Testing
import KeyboardObservation

struct KeyboardEventTests {
    @Test func eachEventCarriesUIKitsNotificationName() {
        let names = KeyboardEvent.allCases.map(\.notificationName.rawValue)
        #expect(names == [
            "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
            "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
        ])
    }

    @Test(arguments: KeyboardEvent.allCases)
    func nameConvertsBackToTheSameEvent(_ event: KeyboardEvent) {
        #expect(KeyboardEvent(notificationName: event.notificationName) == event)
    }

    @Test func otherNamesAreNotKeyboardEvents() {
        #expect(KeyboardEvent(notificationName: Notification.Name("UIKeyboardWillShow")) == nil)
        #expect(KeyboardEvent(notificationName: Notification.Name("")) == nil)
    }
}

struct KeyboardAnimationCurveTests {
    @Test func namedCurvesHaveUIKitsRawValues() {
        #expect(KeyboardAnimationCurve.easeInOut.rawValue == 0)
        #expect(KeyboardAnimationCurve.easeIn.rawValue == 1)
        #expect(KeyboardAnimationCurve.easeOut.rawValue == 2)
        #expect(KeyboardAnimationCurve.linear.rawValue == 3)
        #expect(KeyboardAnimationCurve.keyboard.rawValue == 7)
    }

    @Test(arguments: [-1, 4, 7, 42, Int.max, Int.min])
    func anyRawCurveSurvivesAPost(_ raw: Int) throws {
        // Through UIKit's dictionary and the decoder, as a client receives it:
        // nothing clamps or maps an unknown curve.
        let curve = KeyboardAnimationCurve(rawValue: raw)
        let info = KeyboardInfo(
            beginFrame: .zero, endFrame: .zero, animationDuration: 0.25, animationCurve: curve, isLocal: nil
        )
        #expect(try KeyboardInfo(userInfo: info.userInfo).animationCurve.rawValue == raw)
    }
}
