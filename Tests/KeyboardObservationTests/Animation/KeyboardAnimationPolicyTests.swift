import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// When a post's change animates: not for a zero-duration post, a view off
/// screen or with Reduce Motion on, unless the app says so; what a behavior
/// then does; and another app's keyboard, counted or not.
@MainActor
struct KeyboardAnimationPolicyTests {
    private let fixture = PoolFixture()

    /// A view with these facts, and an offset behavior on it that records the animations it uses.
    private func attach(
        onScreen: Bool = true, reduceMotion: Bool = false
    ) -> (view: FakeFactsView, recorder: AnimationRecorder, behavior: KeyboardOffsetBehavior) {
        let view = FakeFactsView()
        view.keyboardAnimationFacts = KeyboardAnimationFacts(
            isInWindow: onScreen, isHidden: false, prefersReducedMotion: reduceMotion
        )
        let recorder = AnimationRecorder()
        let behavior = KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: recorder.animation)
        return (view, recorder, behavior)
    }

    @Test func theStandardPolicyAnimatesOnlyATimedPostForAViewOnScreenWithoutReduceMotion() {
        let policy = KeyboardAnimationPolicy.standard
        #expect(policy.animates(keyboardInfo(duration: 0.25), onScreen: true, reduceMotion: false))
        #expect(!policy.animates(keyboardInfo(duration: 0), onScreen: true, reduceMotion: false))
        #expect(!policy.animates(keyboardInfo(duration: 0.25), onScreen: false, reduceMotion: false))
        #expect(!policy.animates(keyboardInfo(duration: 0.25), onScreen: true, reduceMotion: true))
    }

    /// A view is on screen in a window with neither it nor an ancestor hidden
    /// (a hidden SwiftUI probe would turn every SwiftUI change's animation off).
    @Test func aViewIsOnScreenInAWindowUnlessItOrAnAncestorIsHidden() {
        let shown = KeyboardAnimationFacts(isInWindow: true, isHidden: false, prefersReducedMotion: false)
        var hidden = shown
        hidden.isHidden = true
        var windowless = shown
        windowless.isInWindow = false
        #expect([shown, hidden, windowless].map(\.isOnScreen) == [true, false, false])
        #expect(KeyboardAnimationPolicy.standard.animates(keyboardInfo(duration: 0.25), for: shown))
        #expect(!KeyboardAnimationPolicy.standard.animates(keyboardInfo(duration: 0.25), for: hidden))
    }

    @Test func anAppMayAnimateOffScreenOrWithReduceMotion() {
        let policy = KeyboardAnimationPolicy(animatesOffScreen: true, animatesWithReduceMotion: true)
        #expect(policy.animates(keyboardInfo(duration: 0.25), onScreen: false, reduceMotion: true))
        #expect(!policy.animates(keyboardInfo(duration: 0), onScreen: false, reduceMotion: true), "no duration: nothing to animate")
    }

    /// Under Reduce Motion the write is not animated, but the app's animation
    /// is still called, with duration 0, so what it does beside the write (a
    /// fade, a layout) still happens.
    @Test func aBehaviorWritesAtOnceUnderReduceMotionAndAnimatesWhenAllowed() {
        let (view, recorder, behavior) = attach(reduceMotion: true)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 302)
        #expect(recorder.infos.map(\.animationDuration) == [0], "the app's animation, told to take no time")
        behavior.animationPolicy = KeyboardAnimationPolicy(animatesWithReduceMotion: true)
        fixture.keyboard.hide()
        #expect(recorder.infos.map(\.animationDuration) == [0, 0.25])
        #expect(view.keyboardObservationOffset == 0)
    }

    /// A view off screen, and a post with no duration: written at once,
    /// through the app's animation with duration 0.
    @Test(arguments: [(false, 0.25), (true, 0)] as [(onScreen: Bool, duration: TimeInterval)])
    func aBehaviorWritesAtOnceOffScreenOrForAZeroDurationPost(onScreen: Bool, duration: TimeInterval) {
        let (view, recorder, behavior) = attach(onScreen: onScreen)
        fixture.keyboard.show(height: 336, duration: duration)
        #expect(view.keyboardObservationOffset == 302)
        #expect(recorder.infos.map(\.animationDuration) == [0])
        #expect(recorder.infos.first?.endFrame == TestScreen.docked(height: 336), "the post's frames, its timing zeroed")
        withExtendedLifetime(behavior) {}
    }

    /// Another app's keyboard (iPad multitasking), docked 336 pt tall.
    private let othersKeyboard = KeyboardInfo(
        beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336), endFrame: TestScreen.docked(height: 336),
        animationDuration: 0.25, animationCurve: .keyboard, isLocal: false
    )

    @Test func anotherAppsKeyboardIsCountedUnlessTheBehaviorIgnoresIt() {
        let view = FakeFactsView()
        let behavior = KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.post(.willShow, info: othersKeyboard)
        #expect(view.keyboardObservationOffset == 302, "it covers this app's window too")
        behavior.ignoresOtherAppsKeyboards = true
        #expect(view.keyboardObservationOffset == 0)
        #expect(fixture.pool.keyboardState.isLocal == false)
        behavior.ignoresOtherAppsKeyboards = false
        #expect(view.keyboardObservationOffset == 302)
    }

    @Test func anotherAppsKeyboardABehaviorIgnoresStaysIgnoredWhileItIsDragged() {
        // A drag frame reaches the behavior through its drag writer, which
        // measures the keyboard as the behavior's follower says.
        let view = FakeFactsView()
        let behavior = KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        behavior.ignoresOtherAppsKeyboards = true
        fixture.keyboard.post(.willShow, info: othersKeyboard)
        fixture.keyboard.post(.didShow, info: othersKeyboard)
        fixture.keyboard.drag(height: 200)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 200), "the drag was followed")
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behavior) {}
    }

    /// A full-screen view whose screen presence and motion setting the test sets.
    @MainActor
    final class FakeFactsView: FakeView, KeyboardAnimationFactsSource {
        var keyboardAnimationFacts = KeyboardAnimationFacts.unreported
    }
}
