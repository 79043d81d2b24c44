/// How one behavior follows its pool, apart from what it measures and
/// writes: the subscription, pausing and resuming, the view's geometry
/// reports, and when a change is applied. The view's capabilities are read
/// once, when the follower is made.
///
/// It hands its behavior the keyboard and the timing to write with:
/// - a change made by a post, through the behavior's `KeyboardAnimation`
///   with the post's timing (inside UIKit's post, so it moves with the
///   keyboard; duration 0 when the animation policy applies it at once), or
///   on the next main-queue turn for a view in a presentation UIKit moves for
///   the keyboard;
/// - at a rest point (the did-event that ends a transition) that changed
///   nothing, the same, measured again: a view that moved while the keyboard
///   did (a popover UIKit shrank, a sheet of the app's that moved on the
///   posts, a window the system lifted) is written only when it differs;
/// - a frame of an interactive dismissal or a layout guide's correction,
///   at once, without laying out (it comes from inside a layout pass);
/// - on enabling, on ``remeasure()`` and on the next main-queue turn after
///   the view changes as its behavior asks (`KeyboardAdjustment.remeasuredAfter`), at once.
@MainActor
final class KeyboardFollower {
    /// How a write is made.
    enum Timing {
        /// At once, and nothing laid out: the next layout pass picks it up.
        case atOnce
        /// A post's write: through the behavior's animation with this
        /// payload (duration 0 when the policy applies it at once), laying out there.
        case post(KeyboardInfo)
    }

    /// Writes what `state` asks for with `timing`; returns `false` once the target is gone.
    typealias Apply = @MainActor (_ state: KeyboardState, _ timing: Timing) -> Bool

    private weak var pool: ObserverPool?
    private let followsLiveFrames: Bool
    /// Whether its pool calls it after the subscriptions that are not (``KeyboardAdjustment/measuresOthersWrites``).
    private let measuresOthersWrites: Bool
    private weak var guideHost: (any KeyboardGuideHostCandidate)?
    private weak var presentation: (any KeyboardPresentationSource)?
    private weak var animationFacts: (any KeyboardAnimationFactsSource)?
    private let apply: Apply
    /// Makes the writer a drag lane calls for this follower's behavior,
    /// measuring as this follower says (``KeyboardAdjustment/dragWrite(measuredBy:)``).
    private let makeDragWrite: @MainActor (KeyboardFollower) -> KeyboardDragWrite?
    /// When a post's change animates; set through the behavior.
    var animationPolicy = KeyboardAnimationPolicy.standard
    /// Whether another app's keyboard (iPad multitasking) counts as hidden; set through the behavior.
    var ignoresOtherAppsKeyboards = false
    private var subscription: KeyboardSubscription?
    /// What the pool hands changes to for this follower: it keeps the state last handed over.
    private var changes: KeyboardChangeFollower?
    /// The payload of the last post.
    private(set) var lastPostInfo: KeyboardInfo?
    private var remeasuring: KeyboardRemeasureSchedule
    private var isDetached = false

    init(
        pool: ObserverPool, view: any KeyboardMeasurable, followsLiveFrames: Bool, measuresOthersWrites: Bool = false,
        remeasuredAfter: Set<KeyboardGeometryChange>,
        dragWrite: @escaping @MainActor (KeyboardFollower) -> KeyboardDragWrite?, apply: @escaping Apply
    ) {
        self.pool = pool
        self.followsLiveFrames = followsLiveFrames
        self.measuresOthersWrites = measuresOthersWrites
        remeasuring = KeyboardRemeasureSchedule(remeasuringAfter: remeasuredAfter)
        self.apply = apply
        makeDragWrite = dragWrite
        guideHost = view as? any KeyboardGuideHostCandidate
        presentation = view as? any KeyboardPresentationSource
        animationFacts = view as? any KeyboardAnimationFactsSource
        (view as? any KeyboardGeometryChangeSource)?.observeKeyboardGeometryChanges { [weak self] change in
            guard let self, !isDetached else { return false }
            viewGeometryChanged(change)
            return true
        }
    }

    /// The keyboard last handed over (the pool's when subscribing, then each change's).
    private var state: KeyboardState { changes?.state ?? .unknown }

    /// Subscribes and applies the keyboard as it is now, at once.
    func start() {
        guard let pool, subscription == nil, !isDetached else { return }
        let (subscription, changes) = pool.followChanges(
            followingLiveFrames: followsLiveFrames, guideHost: guideHost,
            onRestPoint: { [weak self] info in self?.restPointReached(info) },
            dragWrite: { [weak self] in self?.dragWrite() },
            calledAfterOthers: measuresOthersWrites,
            onChange: { [weak self] change in self?.receive(change) }
        )
        self.subscription = subscription
        self.changes = changes
        remeasure()
    }

    /// Cancels the subscription; nothing is written any more.
    func stop() {
        subscription?.cancel()
        subscription = nil
    }

    /// Stops for good: the view's geometry reports end too.
    func detach() {
        stop()
        isDetached = true
    }

    /// Applies the keyboard as it is now, at once.
    func remeasure() { write(.atOnce) }

    /// Applies the keyboard as it is now with the last post's timing: for a
    /// change no post announces (focus moving to another field).
    func applyAnimated() { write(postTiming(lastPostInfo)) }

    /// A post's timing under the animation policy: its own, or duration 0.
    private func postTiming(_ info: KeyboardInfo?) -> Timing {
        guard var info else { return .atOnce }
        if !animationPolicy.animates(info, for: animationFacts?.keyboardAnimationFacts ?? .unreported) {
            info.animationDuration = 0
        }
        return .post(info)
    }

    /// A rest point that changed nothing: measure again, written only if it differs.
    private func restPointReached(_ info: KeyboardInfo?) {
        write(postTiming(info))
    }

    private func receive(_ change: KeyboardChange) {
        switch change.cause {
        case .post:
            lastPostInfo = change.info
            let timing = postTiming(change.info)
            if presentation?.isMovedForKeyboard == true {
                // NB: UIKit moves such a presentation after posting, so the
                // view is measured where it ends up, once, on the next turn.
                MainQueue.nextTurn { [weak self] in self?.write(timing) }
            } else {
                write(timing)
            }
        case .liveFrame, .layoutGuide, .hardwareKeyboard:
            write(.atOnce)
        }
    }

    /// The writer its pool's drag lane calls for this follower: its
    /// behavior's, measuring the keyboard as this follower says
    /// (``measured(_:)``); `nil` while it is not following or a target is gone.
    private func dragWrite() -> KeyboardDragWrite? {
        guard subscription != nil else { return nil }
        return makeDragWrite(self)
    }

    private func viewGeometryChanged(_ change: KeyboardGeometryChange) {
        guard subscription != nil else { return }
        if change == .joinedWindow, followsLiveFrames {
            // NB: the view's keyboard layout guide host is found now, before
            // the keyboard moves: a guide first pinned in the turn of a
            // keyboard post misses that transition (PoolLiveFrames).
            MainQueue.nextTurn { [weak self] in
                guard let storage = self?.pool?.storage else { return }
                storage.liveFrames.attachHosts(for: storage)
            }
        }
        guard remeasuring.shouldSchedule(after: change) else { return }
        MainQueue.nextTurn { [weak self] in
            guard let self, remeasuring.takePending() else { return }
            remeasure()
        }
    }

    private func write(_ timing: Timing) {
        guard subscription != nil else { return }
        if !apply(measured(state), timing) { stop() }
    }

    /// `state` as this behavior measures it: another app's keyboard counts
    /// as hidden when the behavior ignores other apps' keyboards.
    func measured(_ state: KeyboardState) -> KeyboardState {
        guard ignoresOtherAppsKeyboards, state.isLocal == false, state.isShown else { return state }
        return KeyboardState(placement: .hidden, frame: state.frame, screen: state.screen, isLocal: false)
    }
}
