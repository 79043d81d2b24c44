import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Focus changes with the keyboard up post no keyboard notification (since
/// iOS 11): the reveal behavior follows UIKit's text-editing notifications,
/// and reveals a text view by its caret as the text grows.
@MainActor
struct FocusRevealTests {
    private let fixture = PoolFixture()
    private let topField = CGRect(x: 16, y: 100, width: 358, height: 44)
    private let lowField = CGRect(x: 16, y: 700, width: 358, height: 44)

    private func reveal(_ scrollView: FakeScrollView) -> KeyboardRevealBehavior {
        KeyboardRevealBehavior(target: scrollView, margin: 8, pool: fixture.pool, animation: .immediate)
    }

    @Test func aFocusChangeWithTheKeyboardUpRevealsTheNewFieldByItself() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = topField
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        scrollView.keyboardActiveInputFrame = lowField   // the user taps the lower field
        fixture.keyboard.beginEditing()
        #expect(scrollView.keyboardContentOffsetY == 244)   // 744 + 8 - (844 - 336)
        withExtendedLifetime(behavior) {}
    }

    @Test func beginEditingBeforeTheKeyboardIsUpWaitsForTheShow() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = reveal(scrollView)
        fixture.keyboard.beginEditing()
        #expect(scrollView.keyboardContentOffsetY == 0)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 244)
        withExtendedLifetime(behavior) {}
    }

    @Test func aFieldOutsideTheScrollViewIsNotRevealed() {
        let scrollView = FakeScrollView()
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardActiveInputFrame = nil   // the first responder is elsewhere
        fixture.keyboard.beginEditing()
        #expect(scrollView.keyboardContentOffsetY == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func aTallTextViewIsRevealedByItsCaretNotWhole() {
        let scrollView = FakeScrollView()
        let textView = CGRect(x: 16, y: 200, width: 358, height: 900)
        scrollView.keyboardActiveInputFrame = textView
        scrollView.keyboardActiveCaretFrame = CGRect(x: 20, y: 600, width: 2, height: 20)
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.beginEditing(textView: true)
        #expect(scrollView.keyboardContentOffsetY == 120)   // caret bottom 620 + 8 - 508
        withExtendedLifetime(behavior) {}
    }

    @Test func aGrowingTextViewKeepsItsCaretAboveTheKeyboard() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 200, width: 358, height: 900)
        scrollView.keyboardActiveCaretFrame = CGRect(x: 20, y: 300, width: 2, height: 20)
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        for line in 1...20 {
            scrollView.keyboardActiveCaretFrame = CGRect(x: 20, y: 300 + CGFloat(line) * 20, width: 2, height: 20)
            fixture.keyboard.changeText()
            let caretBottomOnScreen = 320 + CGFloat(line) * 20 - scrollView.keyboardContentOffsetY
            #expect(caretBottomOnScreen <= 844 - 336 - 8)
        }
        #expect(scrollView.keyboardContentOffsetY == 220)   // last caret bottom 720 + 8 - 508
        withExtendedLifetime(behavior) {}
    }

    @Test func aTextFieldIsStillRevealedWhole() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 244)   // the field's bottom, not a caret's
        withExtendedLifetime(behavior) {}
    }

    @Test func aDetachedRevealNoLongerFollowsFocus() {
        let scrollView = FakeScrollView()
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        behavior.detach()
        scrollView.keyboardActiveInputFrame = lowField
        fixture.keyboard.beginEditing()
        #expect(scrollView.keyboardContentOffsetY == 0)
    }

    @Test func editingOnAnotherCenterIsNotHeard() {
        let scrollView = FakeScrollView()
        let behavior = reveal(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardActiveInputFrame = lowField
        KeyboardSimulator(notificationCenter: NotificationCenter()).beginEditing()
        #expect(scrollView.keyboardContentOffsetY == 0)
        withExtendedLifetime(behavior) {}
    }
}
