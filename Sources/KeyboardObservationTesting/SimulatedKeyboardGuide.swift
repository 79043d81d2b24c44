import Foundation
import KeyboardObservation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The keyboard layout guide of a `KeyboardSimulator`'s screen: a
/// full-screen view whose guide a pool that wants live frames follows, as it
/// follows a root view's guide on a device. It lays out as UIKit lays a guide
/// out: once in each show or hide animation, between the will- and
/// did-posts, and on each frame of a drag, handing every tracking closure the
/// raw facts a tracker view would read.
@MainActor
package final class SimulatedKeyboardGuide: KeyboardGuideHost, KeyboardGuideHostCandidate {
    /// When the guide lays out.
    package enum Mode: Sendable {
        /// On each show, hide and drag, like a guide UIKit moves.
        case followsKeyboard
        /// Only when a test lays it out (scenarios of guides that misbehave).
        case manual
        /// No guide at all (iOS 13 and 14): nothing follows a drag.
        case none
    }

    private let center: NotificationCenter
    private let screen: CGRect
    private let mode: Mode
    private let trackers = KeyboardCallbackList<KeyboardLayoutGuideReading>()
    private var isRegistered = false

    nonisolated init(center: NotificationCenter, screen: CGRect, mode: Mode) {
        self.center = center
        self.screen = screen
        self.mode = mode
    }

    package var keyboardGuideHost: (any KeyboardGuideHost)? { mode == .none ? nil : self }

    /// The simulated screen is always there.
    package var isInWindow: Bool { true }

    package func trackKeyboardGuide(
        _ onReading: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool
    ) -> (any KeyboardCancellable)? {
        let isFirst = trackers.isEmpty
        let registration = trackers.append(onReading)
        // A tracker view pinned to a guide is laid out at the end of the turn
        // it was added in, reading the guide as it is: at rest, until the
        // keyboard moves (docs/UIKitModel.md).
        if isFirst, mode == .followsKeyboard {
            MainQueue.nextTurn { [weak self] in
                guard let self else { return }
                layOut(currentKeyboardGuideReading ?? reading(keyboardTop: nil))
            }
        }
        return registration
    }

    /// How many closures track the guide (a pool's session each).
    package var trackerCount: Int { trackers.count }

    /// The last reading laid out: the simulated screen never moves.
    package private(set) var currentKeyboardGuideReading: KeyboardLayoutGuideReading?

    /// Makes the guide known to the pools on the center, once: the simulator
    /// does when it is made, as a root view is in its window before any keyboard.
    func register() {
        guard !isRegistered, mode != .none else { return }
        isRegistered = true
        KeyboardGuideHosts.on(center).add(self)
    }

    /// What UIKit does to the guide as a post moves the keyboard to `keyboardTop` (`nil`: off screen).
    func keyboardMoved(top keyboardTop: CGFloat?) {
        guard mode == .followsKeyboard else { return }
        layOut(reading(keyboardTop: keyboardTop))
    }

    /// A frame of a drag: the guide's top at `keyboardTop`; nothing without a guide.
    func layOut(keyboardTop: CGFloat) {
        guard mode != .none else { return }
        layOut(reading(keyboardTop: keyboardTop))
    }

    /// One layout pass with the raw facts `reading`.
    package func layOut(_ reading: KeyboardLayoutGuideReading) {
        currentKeyboardGuideReading = reading
        trackers.callAll(with: reading)
    }

    /// The guide over the full-screen view, with no resting band: the
    /// keyboard's part of the screen, or a zero-height band at the bottom.
    private func reading(keyboardTop: CGFloat?) -> KeyboardLayoutGuideReading {
        let top = min(keyboardTop ?? screen.maxY, screen.maxY)
        return KeyboardLayoutGuideReading(
            guideFrame: CGRect(x: screen.minX, y: top, width: screen.width, height: screen.maxY - top),
            viewFrame: screen, restingBandHeight: 0, screenBounds: screen
        )
    }
}
