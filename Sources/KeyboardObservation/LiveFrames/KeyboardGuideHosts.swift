import Foundation

/// The hosts a notification center's pools can follow without a view of
/// their own (`KeyboardModel`, `observe(followingLiveFrames:)`): the views
/// being edited, and in tests the simulated screen of a `KeyboardSimulator`
/// on that center. One per center, made when a pool there first wants live frames.
///
/// UIKit posts `UITextField.textDidBeginEditingNotification` and
/// `UITextView.textDidBeginEditingNotification` with the input as the
/// object whenever an input begins editing: the window that input is in is
/// the one the keyboard serves (a custom input view posts neither, and is
/// found through a behavior's view instead).
@MainActor
package final class KeyboardGuideHosts {
    private static var registries: [ObjectIdentifier: KeyboardGuideHosts] = [:]

    /// The registry of `center`, made on first use.
    package static func on(_ center: NotificationCenter) -> KeyboardGuideHosts {
        let id = ObjectIdentifier(center)
        if let registry = registries[id], registry.center === center { return registry }
        registries = registries.filter { $0.value.center != nil }
        let registry = KeyboardGuideHosts(center: center)
        registries[id] = registry
        return registry
    }

    private weak var center: NotificationCenter?
    private var known: [WeakGuideHostCandidate] = []
    /// The input that last began editing, and whether there was one.
    private weak var editingInput: (any KeyboardGuideHostCandidate)?
    private var hasEditingInput = false
    private var pools: [WeakPoolStorage] = []
    private var editingObservers: [any NSObjectProtocol] = []

    private init(center: NotificationCenter) {
        self.center = center
        editingObservers = [
            UIKitTextEditingNotifications.textFieldDidBeginEditing,
            UIKitTextEditingNotifications.textViewDidBeginEditing,
        ].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                // NB: UIKit posts these on the main thread; an input is used only there.
                guard MainQueue.isCurrent, let input = notification.object as? any KeyboardGuideHostCandidate else {
                    return
                }
                MainActor.assumeIsolated { self?.beganEditing(input) }
            }
        }
        // NB: a keyboard that hid with its posts took its input's editing
        // with it: the next keyboard may serve an input that posts no
        // begin-editing (a custom `UIKeyInput`), of which a stale input tells nothing.
        editingObservers.append(
            center.addObserver(forName: KeyboardEvent.didHide.notificationName, object: nil, queue: nil) {
                [weak self] _ in
                MainQueue.run { [weak self] in self?.keyboardHid() }
            }
        )
    }

    /// The keyboard hid with its posts: no input is being edited.
    private func keyboardHid() {
        editingInput = nil
        hasEditingInput = false
    }

    /// An input began editing: the one the keyboard now serves, and a host candidate.
    private func beganEditing(_ input: any KeyboardGuideHostCandidate) {
        editingInput = input
        hasEditingInput = true
        add(input)
    }

    /// Whether the input that last began editing has left its window, or is
    /// gone: a keyboard that leaves without its hide posts leaves with it
    /// (wikipedia-ios PR 6186). `false` when no input has begun editing
    /// since the keyboard last hid with its posts.
    var editingInputLeftItsWindow: Bool {
        hasEditingInput && editingInput?.isInWindow != true
    }

    /// Calls `body` with each candidate still alive.
    func forEachCandidate(_ body: (any KeyboardGuideHostCandidate) -> Void) {
        for weak in known {
            if let candidate = weak.candidate { body(candidate) }
        }
    }

    /// A pool that wants live frames: told of each candidate added from now on.
    func join(_ storage: PoolStorage) {
        pools.removeAll { $0.storage == nil }
        guard !pools.contains(where: { $0.storage === storage }) else { return }
        pools.append(WeakPoolStorage(storage: storage))
    }

    /// Adds `candidate` (held weakly) and lets every pool that wants live frames look for its host.
    package func add(_ candidate: any KeyboardGuideHostCandidate) {
        known.removeAll { $0.candidate == nil }
        guard !known.contains(where: { $0.candidate === candidate }) else { return }
        known.append(WeakGuideHostCandidate(candidate))
        for pool in pools {
            guard let storage = pool.storage else { continue }
            storage.liveFrames.attachHosts(for: storage)
        }
    }
}

/// A pool's storage held weakly.
struct WeakPoolStorage {
    weak var storage: PoolStorage?
}
