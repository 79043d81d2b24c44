import Foundation
import KeyboardObservation

extension KeyboardSimulator {
    /// Posts and reports every step of `trace` in order, so a pool on this
    /// simulator's center receives what the recorded pool received.
    ///
    /// ```swift
    /// let trace = try JSONDecoder().decode(KeyboardTrace.self, from: json)
    /// let behavior = KeyboardContentInsetBehavior(target: scrollView, pool: pool, animation: .immediate)
    /// keyboard.replay(trace)
    /// #expect(scrollView.keyboardBottomInsets.content == 302)
    /// ```
    ///
    /// - The keyboard when recording began: a keyboard that was up is
    ///   posted as a lone `didShow` at its frame, screen and `isLocal`, one
    ///   that was hidden as a lone `didHide` (a pool that has heard nothing
    ///   takes a lone did-event as news, and a hidden keyboard is not an
    ///   unknown one to the pool); an unknown keyboard posts nothing. Replay
    ///   on a pool that has received nothing yet.
    /// - Each post with its recorded `userInfo` (rects in `NSValue`s, numbers
    ///   in `NSNumber`s, a value JSON could not hold as a stand-in the
    ///   decoder refuses with the same error) and its screen as the object.
    /// - Each layout-guide reading laid out on this simulator's screen guide,
    ///   through the entry ``drag(height:)`` uses; the guide does not lay
    ///   itself out on a replayed post. Readings reach a pool only while
    ///   something on it follows live frames, as in the recording, and the
    ///   guide's check starts afresh at the replay's first step.
    ///
    /// Steps are posted one after the other without waiting for their
    /// times. From the main queue everything is delivered before this
    /// returns; from another thread, through the main queue in order.
    ///
    /// - Parameter trace: The trace to replay, say decoded from a JSON file a bug report attached.
    public func replay(_ trace: KeyboardTrace) {
        for step in trace.steps {
            switch step.kind {
            case .start(let state):
                replayStart(state)
            case .post(let post):
                replayPost(post.event, userInfo: post.postedUserInfo, screen: post.screen)
            case .guideLayout(let layout):
                layOutGuide(layout.reading)
            }
        }
    }

    /// The keyboard when recording began, as one lone did-event.
    private func replayStart(_ state: KeyboardState) {
        guard let frame = state.frame else { return }
        let info = KeyboardInfo(
            beginFrame: frame, endFrame: frame, animationDuration: 0, animationCurve: .keyboard, isLocal: state.isLocal
        )
        switch state.placement {
        case .docked, .hardwareKeyboardBar, .undocked:
            replayPost(.didShow, userInfo: info.userInfo, screen: state.screen)
        case .hidden:
            replayPost(.didHide, userInfo: info.userInfo, screen: state.screen)
        case .unknown:
            break
        }
    }

    /// Posts one event with exactly this userInfo and screen.
    private func replayPost(_ event: KeyboardEvent, userInfo: [AnyHashable: Any]?, screen: KeyboardScreen?) {
        notificationCenter.post(name: event.notificationName, object: screen, userInfo: userInfo)
    }
}
