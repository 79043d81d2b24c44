import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// The pool's lazy state as a plain value: posts no client observes stay
/// undecoded until the state is read, and only what still matters is decoded.
struct PendingKeyboardStateTests {
    private let shown = sampleInfo(height: 336)
    private let offScreen = KeyboardInfo(
        beginFrame: .zero, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
        animationDuration: 0.25, animationCurve: .keyboard, isLocal: true
    )

    private func post(_ event: KeyboardEvent, _ info: KeyboardInfo) -> UndecodedPost {
        UndecodedPost(event: event, userInfo: info.userInfo)
    }

    private func bad(_ event: KeyboardEvent) -> UndecodedPost {
        UndecodedPost(event: event, userInfo: [KeyboardUserInfoKey.frameEnd: "not a rect"])
    }

    @Test func keptPostsAreDecodedOnlyWhenTheStateIsRead() {
        var pending = PendingKeyboardState()
        let kept = pending.keep(post(.willChangeFrame, shown))
        #expect(kept.decodes == 0)
        let (state, resolution) = pending.current()
        #expect(resolution.decodes == 1)
        #expect(state.isShown)
        #expect(state.frame == shown.endFrame)
        #expect(pending.current().1.decodes == 0)   // nothing left to decode
    }

    @Test func theNewestShowOrHideSettlesEverythingOlder() {
        var pending = PendingKeyboardState()
        for info in [shown, offScreen, shown] {
            _ = pending.keep(post(.willChangeFrame, info))
        }
        _ = pending.keep(post(.willHide, offScreen))
        _ = pending.keep(post(.willChangeFrame, shown))
        let (state, resolution) = pending.current()
        #expect(resolution.decodes == 2)   // the last frame change, then the hide; the rest unread
        #expect(!state.isShown)
        #expect(state.frame == shown.endFrame)
    }

    @Test func aBadPostIsReportedAndChangesNothing() {
        var pending = PendingKeyboardState()
        _ = pending.apply(.willShow, info: shown)
        _ = pending.keep(bad(.willHide))
        let (state, resolution) = pending.current()
        #expect(state.isShown)
        #expect(resolution.rejected.map(\.event) == [.willHide])
        #expect(resolution.rejected.first?.error.key == KeyboardUserInfoKey.frameEnd)
    }

    @Test func aBadShowDoesNotSettleWhatCameBeforeIt() {
        var pending = PendingKeyboardState()
        _ = pending.keep(post(.willShow, shown))
        _ = pending.keep(bad(.willHide))
        let (state, resolution) = pending.current()
        #expect(resolution.decodes == 2)
        #expect(state.isShown)
        #expect(state.frame == shown.endFrame)
    }

    @Test func aDecodedShowDropsTheUndecodedPostsBeforeIt() {
        var pending = PendingKeyboardState()
        _ = pending.keep(bad(.willChangeFrame))
        let resolution = pending.apply(.willShow, info: shown)
        #expect(resolution.decodes == 0)
        #expect(pending.undecoded.isEmpty)
        #expect(pending.current().0.isShown)
    }

    @Test func aDecodedFrameChangeResolvesTheShowOrHideBeforeIt() {
        var pending = PendingKeyboardState()
        _ = pending.apply(.willShow, info: shown)
        _ = pending.keep(post(.willHide, offScreen))
        let resolution = pending.apply(.willChangeFrame, info: shown)
        #expect(resolution.decodes == 1)
        #expect(!pending.current().0.isShown)   // a frame change after a hide does not show it again
    }

    @Test func undecodedPostsAreBounded() {
        var pending = PendingKeyboardState()
        var decodes = 0
        for _ in 0..<(PendingKeyboardState.undecodedLimit * 10) {
            decodes += pending.keep(post(.willChangeFrame, shown)).decodes
        }
        #expect(pending.undecoded.count <= PendingKeyboardState.undecodedLimit)
        #expect(decodes > 0)
    }

    @Test func didEventsAreNeitherKeptNorApplied() {
        var pending = PendingKeyboardState()
        _ = pending.apply(.didShow, info: shown)
        #expect(pending.current().0 == .hidden)
    }
}
