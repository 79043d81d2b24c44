import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// A view in an iPad form sheet, which UIKit moves for the keyboard after
/// posting: measured once, where the sheet ends up, so its inset moves once.
@MainActor
struct PresentationMoveTests {
    private let fixture = PoolFixture(screen: TestScreen.pad)

    /// A scroll view in a centred form sheet that UIKit lifts when the keyboard comes up.
    @MainActor
    final class FakeSheetScrollView: KeyboardInsetTarget, KeyboardPresentationSource {
        var keyboardViewGeometry: KeyboardViewGeometry?
        var keyboardAutomaticBottomInset: CGFloat = 0
        var isMovedForKeyboard: Bool
        private(set) var writes: [KeyboardBottomInsets] = []
        var keyboardBottomInsets = KeyboardBottomInsets(content: 0, indicator: 0) {
            didSet { writes.append(keyboardBottomInsets) }
        }

        init(frame: CGRect, movedForKeyboard: Bool) {
            keyboardViewGeometry = KeyboardViewGeometry(screenBounds: TestScreen.pad, viewFrame: frame, safeAreaBottomInset: 0)
            isMovedForKeyboard = movedForKeyboard
        }

        func layoutIfNeeded() {}

        /// What UIKit does after posting: the sheet moves up to `y`.
        func move(toY y: CGFloat) { keyboardViewGeometry?.viewFrame.origin.y = y }
    }

    private let sheet = CGRect(x: 212, y: 300, width: 600, height: 800)

    /// UIKit moves the sheet right after the will-posts, before the did-posts
    /// (FinalCAD iOS-KeyboardManager issue 2): an observer after the
    /// behavior's does it here.
    private func moveAfterTheWillPosts(_ view: FakeSheetScrollView, showing y: CGFloat, hiding back: CGFloat) -> KeyboardSubscription {
        fixture.pool.observe([.willShow, .willHide]) { event, _ in view.move(toY: event == .willShow ? y : back) }
    }

    @Test func aFormSheetUIKitMovesIsInsetOnceWhereItEndsUp() async {
        let view = FakeSheetScrollView(frame: sheet, movedForKeyboard: true)
        let recorder = AnimationRecorder()
        let behavior = KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: recorder.animation)
        // UIKit lifts it: it ends at 950, above the keyboard's 966.
        let uikit = moveAfterTheWillPosts(view, showing: 150, hiding: 300)
        fixture.keyboard.show(height: 400)   // would cover the sheet's bottom 134 pt where it was
        #expect(view.writes.isEmpty, "not measured where the sheet was")
        await nextMainQueueTurn()
        #expect(view.writes.isEmpty, "where it ended, the keyboard covers nothing: nothing to write")
        fixture.keyboard.hide()
        await nextMainQueueTurn()
        #expect(view.writes.isEmpty)
        withExtendedLifetime((behavior, uikit)) {}
    }

    @Test func aTallSheetStillCoveredIsInsetOnceWithTheKeyboardsTiming() async {
        let tall = CGRect(x: 212, y: 100, width: 600, height: 1200)
        let view = FakeSheetScrollView(frame: tall, movedForKeyboard: true)
        let recorder = AnimationRecorder()
        let behavior = KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: recorder.animation)
        let uikit = moveAfterTheWillPosts(view, showing: 40, hiding: 100)   // lifted as far as it goes: ends at 1240
        fixture.keyboard.show(height: 400, duration: 0.3)
        await nextMainQueueTurn()
        #expect(view.writes == [KeyboardBottomInsets(content: 274, indicator: 274)])
        #expect(recorder.infos.map(\.animationDuration) == [0.3])
        withExtendedLifetime((behavior, uikit)) {}
    }

    @Test func aViewUIKitDoesNotMoveIsInsetInsideThePost() {
        let view = FakeSheetScrollView(frame: sheet, movedForKeyboard: false)
        let behavior = KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 400)
        #expect(view.writes == [KeyboardBottomInsets(content: 134, indicator: 134)])
        withExtendedLifetime(behavior) {}
    }
}
