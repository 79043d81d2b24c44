import Foundation

/// The keyboard layout guides one pool follows while any of its
/// subscriptions wants live frames: a session per host, each with its own
/// two-source check, handing frames to the pool by a direct call.
///
/// When hosts are found (docs/PlatformSupport.md, "When a guide is followed"):
/// - as early as possible, because a guide a view is first pinned to in the
///   turn a transition begins misses that transition (react-native-keyboard-controller
///   PR 1158: "too late to attach something there"; PR 1170 attaches "before
///   keyboard starts its movement", PR 1193 from `didMoveToWindow`): when a
///   follower subscribes, on the turn after its view joins a window, when an
///   input begins editing (`KeyboardGuideHosts`), and again at each will-event;
/// - a transition that begins in the turn a session started is not judged;
/// - a host found wrong is not followed again until the keyboard hides: at
///   that rest point its session is dropped and a new one starts, so the
///   next show follows it afresh (react-native-keyboard-controller PR 1598
///   resets its guide state at `keyboardDidHide` for a guide that went stale
///   on one screen). A debug build reports each host's first fault only.
@MainActor
final class PoolLiveFrames {
    private var candidates: [WeakGuideHostCandidate] = []
    private var sessions: [ObjectIdentifier: KeyboardGuideSession] = [:]
    private var reportedHosts: Set<ObjectIdentifier> = []

    nonisolated init() {}

    /// A subscription that wants live frames joined `storage`: follow the
    /// guide of `candidate`'s host, and those the center knows.
    func follow(for storage: PoolStorage, adding candidate: (any KeyboardGuideHostCandidate)?) {
        if let candidate, !candidates.contains(where: { $0.candidate === candidate }) {
            candidates.append(WeakGuideHostCandidate(candidate))
        }
        KeyboardGuideHosts.on(storage.notificationCenter).join(storage)
        attachHosts(for: storage)
    }

    /// Starts a session for each host found that has none, or whose tracking ended.
    func attachHosts(for storage: PoolStorage, knownToWantLiveFrames: Bool = false) {
        guard knownToWantLiveFrames || storage.wantsLiveFrames else { return }
        if candidates.contains(where: { $0.candidate == nil }) { candidates.removeAll { $0.candidate == nil } }
        if sessions.values.contains(where: { $0.host == nil }) { keepSessions(where: { $0.host != nil }) }
        for candidate in candidates { attachHost(of: candidate.candidate, for: storage) }
        KeyboardGuideHosts.on(storage.notificationCenter).forEachCandidate { attachHost(of: $0, for: storage) }
    }

    /// Starts a session for `candidate`'s host, unless one is tracking it or found it wrong.
    private func attachHost(of candidate: (any KeyboardGuideHostCandidate)?, for storage: PoolStorage) {
        guard let host = candidate?.keyboardGuideHost else { return }
        let id = ObjectIdentifier(host)
        if let session = sessions[id], session.isTracking || !session.check.isFollowed { return }
        let session = KeyboardGuideSession(host: host, owner: self, hosts: .on(storage.notificationCenter))
        sessions[id] = session
        session.start(for: storage)
    }

    /// A will-event reached `storage`, which wants live frames: each
    /// session's transition begins (new hosts are looked for first).
    func transitionBegan(for storage: PoolStorage) {
        attachHosts(for: storage, knownToWantLiveFrames: true)
        for session in sessions.values { session.willEvent(for: storage) }
    }

    /// A did-event reached `storage` and made `state`: a rest point each
    /// session judges. Once the keyboard is hidden, hosts found wrong get new sessions.
    func restPointReached(_ state: KeyboardState, for storage: PoolStorage) {
        for session in sessions.values { session.didEvent(state, for: storage) }
        guard state.placement == .hidden, sessions.values.contains(where: { !$0.check.isFollowed }) else { return }
        keepSessions(where: { $0.check.isFollowed })
        attachHosts(for: storage, knownToWantLiveFrames: true)
    }

    /// The pool closed: every session ends, and lets go of it.
    func close() {
        keepSessions(where: { _ in false })
    }

    /// Keeps the sessions `isKept` says, and ends the others.
    private func keepSessions(where isKept: (KeyboardGuideSession) -> Bool) {
        let current = sessions
        sessions = current.filter { isKept($0.value) }
        for session in current.values where !isKept(session) { session.end() }
    }

    /// A session found its host's guide wrong: a debug build says so, once per host.
    fileprivate func guideFailed(_ fault: KeyboardGuideCheck.Fault, host: ObjectIdentifier) {
        guard reportedHosts.insert(host).inserted else { return }
        KeyboardDiagnostics.report(.layoutGuideNotFollowed(fault))
    }
}

/// One host's guide as one pool follows it: the host, weakly, and the check.
@MainActor
final class KeyboardGuideSession {
    private(set) weak var host: (any KeyboardGuideHost)?
    private weak var owner: PoolLiveFrames?
    /// The pool's center's candidates: where the input being edited is known.
    private let hosts: KeyboardGuideHosts
    private let hostID: ObjectIdentifier
    private(set) var check = KeyboardGuideCheck()
    /// Whether the host still calls this session's tracking closure.
    private(set) var isTracking = false
    /// Whether the turn the session started in is still running.
    private var isInStartingTurn = false
    /// The host's registration of the tracking closure, while it tracks.
    // NB: strong, not weak: a weakly referenced registration would make the
    // host's list retain it on each layout pass at the runtime's slow cost.
    // It holds the closure, which holds this session: `end()` breaks that.
    private var tracking: (any KeyboardCancellable)?

    init(host: any KeyboardGuideHost, owner: PoolLiveFrames, hosts: KeyboardGuideHosts) {
        self.host = host
        self.owner = owner
        self.hosts = hosts
        hostID = ObjectIdentifier(host)
    }

    /// Asks the host for each layout pass of its guide, for as long as
    /// `storage` is open, wants live frames and the guide is followed, and
    /// the session is not ended.
    func start(for storage: PoolStorage) {
        isTracking = true
        isInStartingTurn = true
        // NB: the tracking closure holds the session and the pool strongly,
        // so a frame loads no weak reference and retains nothing the pool
        // refers to weakly (either costs a frame more than the pool's lock).
        // The pool holds the session (PoolLiveFrames), and the host the
        // closure: `end()` cancels the registration, which lets go of the
        // closure at once, when tracking ends, when the pool drops the
        // session (a host gone included), or when the pool closes
        // (ObserverPool's deinit), so a released pool is freed then, whatever
        // its guide's host does.
        MainQueue.nextTurn { [self] in isInStartingTurn = false }
        tracking = host?.trackKeyboardGuide { [self, storage] reading in
            // Nothing wants live frames any more, or the pool closed: tracking ends.
            guard let verdict = storage.receiveGuideReading(reading, checkedBy: self) else {
                end()
                return false
            }
            handle(verdict, for: storage)
            // NB: asked here, outside the pool's lock, and only of a guide at
            // rest that could tell a hide, never on a drag's frames above the
            // band: it reads the input's window.
            if check.asksWhetherEditingInputLeft, hosts.editingInputLeftItsWindow { storage.deliverUnannouncedHide() }
            // A check that found the guide wrong ends the tracking.
            guard check.isFollowed else {
                end()
                return false
            }
            return true
        }
        // NB: the pool may close while the host adds the closure (a view it
        // adds joins a window, and app code runs): `end()` then came before
        // there was a registration to cancel.
        if !isTracking { end() }
    }

    /// Ends tracking: the host lets go of the tracking closure, and of the pool with it.
    func end() {
        isTracking = false
        tracking?.cancel()
        tracking = nil
    }

    /// The check reads one layout pass of the guide against the pool's
    /// `state`: called inside the pool's lock (`PoolStorage.receiveGuideReading`).
    func read(_ reading: KeyboardLayoutGuideReading, state: KeyboardState) -> KeyboardGuideCheck.Verdict {
        updateCheck { $0.read(reading, state: state) }
    }

    /// A will-event began a transition.
    func willEvent(for storage: PoolStorage) {
        let isJudged = !isInStartingTurn
        handle(updateCheck { $0.willEvent(isJudged: isJudged) }, for: storage)
    }

    /// A did-event ended one: a rest point, judged against the posts' `state`
    /// where the host is now.
    func didEvent(_ state: KeyboardState, for storage: PoolStorage) {
        let reading = check.judgesAtNextDidEvent ? host?.currentKeyboardGuideReading : nil
        let verdict = updateCheck { check in
            if let reading { check.hostIsNow(reading) }
            return check.didEvent(state)
        }
        handle(verdict, for: storage)
    }

    /// Runs `change` on the check, a copy of it stored back after.
    // NB: `check` is never accessed across a call (a mutating method of the
    // check spans calls into Foundation's geometry, which the optimizer
    // cannot see into), so each access to it, a drag frame's too, is checked
    // for exclusivity when compiled rather than by the runtime.
    private func updateCheck<Result>(_ change: (inout KeyboardGuideCheck) -> Result) -> Result {
        var check = check
        defer { self.check = check }
        return change(&check)
    }

    /// Carries out what the check decided.
    private func handle(_ verdict: KeyboardGuideCheck.Verdict, for storage: PoolStorage) {
        switch verdict {
        case .none, .follow:
            break   // a followed frame is applied as the pool reads it (PoolStorage.receiveGuideReading)
        case .correct(let frame):
            storage.deliverGuideFrame(frame)
        case .stop(let fault):
            owner?.guideFailed(fault, host: hostID)
        }
    }
}

/// A candidate held weakly.
struct WeakGuideHostCandidate {
    weak var candidate: (any KeyboardGuideHostCandidate)?

    init(_ candidate: any KeyboardGuideHostCandidate) { self.candidate = candidate }
}
