/// When a behavior asks for live keyboard frames, decided as a plain value.
///
/// UIKit posts nothing while the finger drags the keyboard down
/// (`keyboardDismissMode = .interactive`); only the keyboard layout guide
/// moves with it. Tracking the guide costs a layout pass per frame, so a
/// behavior asks for it only once the keyboard is up and a scroll view on
/// screen dismisses interactively: checked once per show, again after a
/// hide, and again when tracking could not start (the view had no window).
/// Once the behavior stops, the tracking it asked for ends: a closure from
/// an earlier ``generation`` declines further frames, so pausing and resuming
/// over an open keyboard never leaves two closures in the window's tracker.
struct KeyboardLiveFrameFollowing: Hashable, Sendable {
    private var isTracking = false
    private var checkedThisShow = false
    /// Counts the stops: the tracking closures of the current generation still want frames.
    private(set) var generation = 0

    /// The behavior stopped: tracking ends, and the next show is checked afresh.
    mutating func stop() {
        isTracking = false
        checkedThisShow = false
        generation += 1
    }

    /// Whether to start tracking now; `dismissesInteractively` is read only when it matters.
    mutating func shouldStartTracking(keyboardShown: Bool, dismissesInteractively: () -> Bool) -> Bool {
        guard !isTracking else { return false }
        guard keyboardShown else {
            checkedThisShow = false
            return false
        }
        guard !checkedThisShow else { return false }
        checkedThisShow = true
        return dismissesInteractively()
    }

    /// Records whether tracking started; when it did not, the next measure asks again.
    mutating func didAskToTrack(started: Bool) {
        isTracking = started
        if !started { checkedThisShow = false }
    }
}
