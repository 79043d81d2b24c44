import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// Recorded on one pool, shared as JSON, replayed on a fresh one: the second
/// pool's subscribers get what the first pool's got, step kind by step kind.
@MainActor
struct KeyboardTraceRoundTripTests {
    private let recorded = TracedPool()
    private static let nanFrame = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)

    /// Records `session` on the first pool, then replays the trace, through
    /// JSON, on a fresh pool whose simulator lays its guide out only when told.
    private func recordAndReplay(
        _ session: (KeyboardSimulator) -> Void
    ) throws -> (trace: KeyboardTrace, replayed: TracedPool) {
        recorded.subscribe()
        let recorder = KeyboardTraceRecorder(pool: recorded.pool)
        session(recorded.keyboard)
        let trace = try TraceJSON.roundTrip(recorder.trace)
        #expect(trace == recorder.trace)
        let replayed = TracedPool(guide: .manual)
        replayed.subscribe()
        replayed.keyboard.replay(trace)
        return (trace, replayed)
    }

    private func kinds(_ trace: KeyboardTrace) -> [String] {
        trace.steps.map { step in
            switch step.kind {
            case .start(let state): "start \(state.placement)"
            case .post(let post): "\(post.event)"
            case .guideLayout: "guide"
            }
        }
    }

    @Test func aShowReplaysItsPostsAndTheGuidesLayout() throws {
        let (trace, replayed) = try recordAndReplay { $0.show(height: 336) }
        #expect(kinds(trace) == ["start unknown", "willChangeFrame", "willShow", "guide", "didChangeFrame", "didShow"])
        #expect(replayed.received == recorded.received)
        #expect(replayed.received.insets.content == 302)
    }

    @Test func aHideReplaysToAHiddenKeyboard() throws {
        let (_, replayed) = try recordAndReplay { keyboard in
            keyboard.show(height: 336)
            keyboard.hide()
        }
        #expect(replayed.received == recorded.received)
        #expect(replayed.received.state.placement == .hidden)
        #expect(replayed.received.insets.content == 0)
    }

    @Test func aDragReplaysFrameByFrameThroughTheGuide() throws {
        let (trace, replayed) = try recordAndReplay { keyboard in
            keyboard.show(height: 336)
            keyboard.drag(height: 250)
            keyboard.drag(height: 120)
            keyboard.hide()
        }
        #expect(kinds(trace).filter { $0 == "guide" }.count == 4)
        #expect(replayed.received == recorded.received)
        #expect(replayed.received.changes.map(\.cause).contains(.liveFrame))
    }

    @Test func badPostsReplayWithTheSameErrors() throws {
        let (trace, replayed) = try recordAndReplay { keyboard in
            keyboard.post(.willShow, userInfo: nil)
            keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: NSNumber(value: 5)])
            keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: 5])   // a Swift Int: names `Int`
            keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: Date(timeIntervalSince1970: 0)])
            keyboard.post(.willHide, userInfo: [KeyboardUserInfoKey.frameEnd: Self.nanFrame])
            let negativeDuration: [AnyHashable: Any] = [
                KeyboardUserInfoKey.frameEnd: TestScreen.docked(height: 336), KeyboardUserInfoKey.animationDuration: -1,
            ]
            keyboard.post(.willShow, userInfo: negativeDuration)
        }
        #expect(replayed.received == recorded.received)
        #expect(
            replayed.received.reports.map { $0.error.description } == [
                "missing userInfo",
                "UIKeyboardFrameEndUserInfoKey: wrong type: NSNumber",
                "UIKeyboardFrameEndUserInfoKey: wrong type: Int",
                "UIKeyboardFrameEndUserInfoKey: wrong type: Date",
                "UIKeyboardFrameEndUserInfoKey: invalid value: non-finite frame component in "
                    + "\(Self.nanFrame)",
                "UIKeyboardAnimationDurationUserInfoKey: invalid value: -1.0 is negative",
            ]
        )
        #expect(replayed.received.state.placement == .unknown, "a bad post changes nothing")
        let posts = trace.steps.compactMap { step -> KeyboardTrace.Post? in
            guard case .post(let post) = step.kind else { return nil }
            return post
        }
        #expect(posts.count == 6, "every bad post is recorded")
        let refused = KeyboardTrace.Value.other(type: "Date", description: "\(Date(timeIntervalSince1970: 0))")
        #expect(posts.dropFirst(3).first?.userInfo?[KeyboardUserInfoKey.frameEnd] == refused)
    }

    @Test func aKeyboardAlreadyUpReplaysAsALoneDidShowFirst() throws {
        recorded.subscribe()
        recorded.keyboard.show(height: 336)
        recorded.forget()
        let recorder = KeyboardTraceRecorder(pool: recorded.pool)
        recorded.keyboard.drag(height: 200)
        recorded.keyboard.hide()
        let trace = try TraceJSON.roundTrip(recorder.trace)
        guard case .start(let start) = trace.steps.first?.kind else { throw TraceTestFailure.unexpectedStep }
        #expect(start.placement == .docked)
        #expect(start.frame == TestScreen.docked(height: 336))

        let replayed = TracedPool(guide: .manual)
        replayed.subscribe()
        replayed.keyboard.replay(trace)
        var received = replayed.received
        #expect(received.events.first?.event == .didShow)
        #expect(received.changes.first?.current == start)
        received.events.removeFirst()
        received.changes.removeFirst()
        #expect(received == recorded.received)
    }

    @Test func aHiddenKeyboardAtTheStartIsNotAnUnknownOne() throws {
        recorded.keyboard.show(height: 336)
        recorded.keyboard.hide()
        let recorder = KeyboardTraceRecorder(pool: recorded.pool)
        // Without a screen a frame change never shows a hidden keyboard; it would show an unknown one.
        recorded.keyboard.post(.willChangeFrame, userInfo: keyboardInfo(end: TestScreen.docked(height: 336)).userInfo)
        let replayed = TracedPool(guide: .manual)
        replayed.keyboard.replay(try TraceJSON.roundTrip(recorder.trace))
        #expect(recorded.pool.keyboardState.placement == .hidden)
        #expect(replayed.pool.keyboardState == recorded.pool.keyboardState)
    }
}
