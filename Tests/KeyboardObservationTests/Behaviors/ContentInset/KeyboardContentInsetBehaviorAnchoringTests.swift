import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// `KeyboardContentInsetBehavior.Anchoring` on a transcript: the content
/// offset moves in the same write as the inset, posts inside the keyboard's
/// animation, drag frames at once. The transcript is 2,000 pt of messages in
/// the phone's 844 pt view; at rest its end is at offset 1190 (2000 + 34 - 844).
@MainActor
struct KeyboardContentInsetBehaviorAnchoringTests {
    private let fixture = PoolFixture()

    private func anchor(
        _ transcript: FakeTranscript, _ anchoring: KeyboardContentInsetBehavior.Anchoring
    ) -> KeyboardContentInsetBehavior {
        KeyboardContentInsetBehavior(
            target: transcript, anchoring: anchoring, pool: fixture.pool, animation: transcript.animation.strategy
        )
    }

    @Test func aReaderAtTheEndStaysThereAsTheKeyboardShowsAndHides() {
        let transcript = FakeTranscript.upright(offsetY: 1190)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        #expect(transcript.keyboardBottomInsets.content == 302)
        #expect(transcript.keyboardContentOffsetY == 1492)
        fixture.keyboard.show(height: 380)   // the predictive bar appears
        #expect(transcript.keyboardContentOffsetY == 1536)
        fixture.keyboard.hide()
        #expect(transcript.keyboardContentOffsetY == 1190)
        withExtendedLifetime(behavior) {}
    }

    @Test func theOffsetMovesInsideTheKeyboardsAnimationWithTheInset() {
        let transcript = FakeTranscript.upright(offsetY: 1190)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        #expect(transcript.writes == [.insets(inAnimation: true), .offset(inAnimation: true)])
        withExtendedLifetime(behavior) {}
    }

    @Test func dragFramesMoveTheOffsetAtOnceWithTheInset() {
        let transcript = FakeTranscript.upright(offsetY: 1190)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        transcript.clearWrites()
        fixture.keyboard.drag(height: 200)   // a finger on another view drags the keyboard
        #expect(transcript.keyboardContentOffsetY == 1356)   // 1190 + 166
        #expect(transcript.writes == [.insets(inAnimation: false), .offset(inAnimation: false)])
        withExtendedLifetime(behavior) {}
    }

    @Test func whileTheFingerScrollsTheTranscriptOnlyTheInsetFollows() {
        let transcript = FakeTranscript.upright(offsetY: 1190)
        let behavior = anchor(transcript, .always)
        fixture.keyboard.show(height: 336)
        transcript.isDraggedByUser = true   // the finger dragging the keyboard scrolls the content itself
        fixture.keyboard.drag(height: 200)
        #expect(transcript.keyboardBottomInsets.content == 166)
        #expect(transcript.keyboardContentOffsetY == 1492)
        transcript.isDraggedByUser = false
        fixture.keyboard.hide()   // the finger lifts; past the end counts as at the end
        #expect(transcript.keyboardContentOffsetY == 1190)
        withExtendedLifetime(behavior) {}
    }

    @Test func anInvertedTranscriptGetsTheRoomInItsTopInsetsAndKeepsItsNewestMessageAboveTheBar() {
        let transcript = FakeTranscript.inverted(offsetY: -44)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)   // covers 302 pt of a transcript that ends at the safe area
        #expect(transcript.keyboardTopInsets == KeyboardBottomInsets(content: 346, indicator: 346))
        #expect(transcript.keyboardBottomInsets == KeyboardBottomInsets(content: 91, indicator: 91))
        #expect(transcript.keyboardContentOffsetY == -346)
        #expect(behavior.restingInsets == KeyboardBottomInsets(content: 44, indicator: 44))
        fixture.keyboard.hide()
        #expect(transcript.keyboardTopInsets == KeyboardBottomInsets(content: 44, indicator: 44))
        #expect(transcript.keyboardContentOffsetY == -44)
    }

    /// Rocket.Chat flips its list when a room's first message arrives, the
    /// keyboard up: the keyboard's room moves from the old visual bottom to
    /// the new one, at the next measure (an event, a drag frame or
    /// `remeasure()`), and the old edge keeps only the app's insets.
    @Test func aTranscriptFlippedWhileTheKeyboardIsUpMovesTheKeyboardsRoomToItsNewEdge() {
        let transcript = FakeTranscript.inverted(offsetY: -44)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        #expect(transcript.keyboardTopInsets.content == 346)
        transcript.isDrawnUpsideDown = false   // upright now
        behavior.remeasure()
        #expect(transcript.keyboardTopInsets == KeyboardBottomInsets(content: 44, indicator: 44), "the app's bar only")
        #expect(transcript.keyboardBottomInsets == KeyboardBottomInsets(content: 393, indicator: 393), "its 91 and the room")
        transcript.isDrawnUpsideDown = true   // and back, found by the next drag frame
        fixture.keyboard.drag(height: 200)
        #expect(transcript.keyboardTopInsets.content == 210)
        #expect(transcript.keyboardBottomInsets.content == 91)
        fixture.keyboard.hide()
        #expect(transcript.keyboardTopInsets.content == 44)
        #expect(transcript.keyboardBottomInsets.content == 91)
        withExtendedLifetime(behavior) {}
    }

    /// Resting insets read or set right after a flip: reading moves nothing;
    /// setting them keeps the keyboard's room, now at the new edge.
    @Test func restingInsetsReadOrSetRightAfterAFlipKeepTheKeyboardsRoom() {
        let transcript = FakeTranscript.inverted(offsetY: -44)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        transcript.isDrawnUpsideDown = false   // upright now
        #expect(behavior.restingInsets == KeyboardBottomInsets(content: 91, indicator: 91), "the new edge's, the app's")
        #expect(transcript.keyboardTopInsets.content == 346, "read: nothing moved")
        behavior.restingInsets = KeyboardBottomInsets(content: 50, indicator: 50)
        #expect(transcript.keyboardBottomInsets == KeyboardBottomInsets(content: 352, indicator: 352), "50 and the room")
        #expect(transcript.keyboardTopInsets == KeyboardBottomInsets(content: 44, indicator: 44))
        withExtendedLifetime(behavior) {}
    }

    @Test func aReaderScrolledBackIsLeftOrCarriedAsTheModeSays() {
        let left = FakeTranscript.upright(offsetY: 600)
        let carried = FakeTranscript.upright(offsetY: 600)
        let behaviors = [anchor(left, .whenScrolledToBottom), anchor(carried, .always)]
        fixture.keyboard.show(height: 336)
        #expect(left.keyboardContentOffsetY == 600)
        #expect(carried.keyboardContentOffsetY == 902)
        fixture.keyboard.hide()
        #expect(left.keyboardContentOffsetY == 600)
        #expect(carried.keyboardContentOffsetY == 600)
        withExtendedLifetime(behaviors) {}
    }

    @Test func withoutAnchoringOnlyTheInsetChanges() {
        let transcript = FakeTranscript.upright(offsetY: 1190)
        let behavior = KeyboardContentInsetBehavior(target: transcript, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        #expect(transcript.keyboardBottomInsets.content == 302)
        #expect(transcript.keyboardContentOffsetY == 1190)
        behavior.anchoring = .always   // from the next change on
        fixture.keyboard.hide()
        #expect(transcript.keyboardContentOffsetY == 888)   // its bottom line kept: 1190 - 302
    }

    @Test func aGrowingComposerKeepsAReaderAtTheEnd() {
        let transcript = FakeTranscript.inverted(offsetY: -44)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        behavior.restingInsets = KeyboardBottomInsets(content: 80, indicator: 80)   // a second line of text
        #expect(transcript.keyboardContentOffsetY == -80)
    }

    @Test func restingInsetsSetInEveryLayoutPassWriteOnlyWhenTheyChange() {
        let transcript = FakeTranscript.inverted(offsetY: -44)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        transcript.clearWrites()
        behavior.restingInsets = KeyboardBottomInsets(content: 44, indicator: 44)   // viewDidLayoutSubviews, again
        #expect(transcript.writes.isEmpty)
    }

    @Test func disablingPutsTheInsetBackAndKeepsTheReaderAtTheEnd() {
        let transcript = FakeTranscript.upright(offsetY: 1190)
        let behavior = anchor(transcript, .whenScrolledToBottom)
        fixture.keyboard.show(height: 336)
        behavior.isEnabled = false
        #expect(transcript.keyboardBottomInsets.content == 0)
        #expect(transcript.keyboardContentOffsetY == 1190)
    }

    @Test func aTargetThatIsNotAScrollViewGetsTheInsetOnly() {
        let target = FakeScrollView()
        let behavior = KeyboardContentInsetBehavior(
            target: target, anchoring: .always, pool: fixture.pool, animation: .immediate
        )
        fixture.keyboard.show(height: 336)
        #expect(target.keyboardBottomInsets.content == 302)
        #expect(target.keyboardContentOffsetY == 0)
        withExtendedLifetime(behavior) {}
    }
}
