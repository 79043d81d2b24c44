import Foundation
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// A view whose keyboard layout guide a pool follows, laid out by the test:
/// each ``layOut(keyboardTop:)`` is one layout pass of the guide's tracker,
/// during which ``isLayingOut`` is true.
@MainActor
final class FakeGuideHost: KeyboardGuideHost {
    private let tracking = KeyboardCallbackList<KeyboardLayoutGuideReading>()
    /// Whether a layout pass is running now.
    private(set) var isLayingOut = false
    var viewFrame = TestScreen.phone
    var restingBandHeight: CGFloat = 34
    var screen = TestScreen.phone

    /// How many times the pool asked for ``currentKeyboardGuideReading`` (in the glue, a reading of the view tree).
    private(set) var currentReadingsAsked = 0

    /// Nothing: the fake's host never moves between its layout passes.
    var currentKeyboardGuideReading: KeyboardLayoutGuideReading? {
        currentReadingsAsked += 1
        return nil
    }

    func trackKeyboardGuide(
        _ onReading: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool
    ) -> (any KeyboardCancellable)? {
        trackersAdded += 1
        return tracking.append(onReading)
    }

    /// How many closures were ever handed over to track the guide.
    private(set) var trackersAdded = 0

    /// How many closures track the guide: those that did not return `false` and were not cancelled.
    var trackerCount: Int { tracking.count }

    /// One layout pass with the guide UIKit lays out for a docked keyboard
    /// whose top is at `keyboardTop` (`nil`: off screen, the guide at rest);
    /// returns whether any closure still tracks.
    @discardableResult
    func layOut(keyboardTop: CGFloat?) -> Bool {
        layOut(.keyboard(top: keyboardTop, view: viewFrame, restingBandHeight: restingBandHeight, screen: screen))
    }

    /// One layout pass with exactly these facts; returns whether any closure still tracks.
    @discardableResult
    func layOut(_ reading: KeyboardLayoutGuideReading) -> Bool {
        isLayingOut = true
        defer { isLayingOut = false }
        tracking.callAll(with: reading)
        return !tracking.isEmpty
    }
}

extension KeyboardLayoutGuideReading {
    /// The guide UIKit lays out in a view for a docked keyboard whose top is at
    /// `top` (`nil`: off screen, the guide at rest over the `restingBandHeight`
    /// band); by default a full-screen phone root view over the home indicator.
    static func keyboard(
        top: CGFloat?, view viewFrame: CGRect = TestScreen.phone, restingBandHeight: CGFloat = 34,
        screen: CGRect = TestScreen.phone
    ) -> KeyboardLayoutGuideReading {
        let restingTop = viewFrame.maxY - restingBandHeight
        let guideTop = min(max(top ?? restingTop, viewFrame.minY), restingTop)
        let height = viewFrame.maxY - guideTop
        return KeyboardLayoutGuideReading(
            guideFrame: CGRect(x: viewFrame.minX, y: guideTop, width: viewFrame.width, height: height),
            viewFrame: viewFrame, restingBandHeight: restingBandHeight, screenBounds: screen
        )
    }
}

/// A scroll view in a window whose host is a ``FakeGuideHost`` (`nil`: no window yet).
@MainActor
final class FakeHostedScrollView: KeyboardInsetTarget, KeyboardGuideHostCandidate {
    var keyboardViewGeometry: KeyboardViewGeometry? = TestScreen.fullScreenPhoneView
    var keyboardBottomInsets = KeyboardBottomInsets(content: 0, indicator: 0)
    var keyboardAutomaticBottomInset: CGFloat = 34
    var host: FakeGuideHost?

    init(host: FakeGuideHost?) { self.host = host }

    var keyboardGuideHost: (any KeyboardGuideHost)? { host }
    var isInWindow: Bool { host != nil }
    func layoutIfNeeded() {}
}

/// A container whose layout passes are recorded, and whether one began
/// inside its host's layout pass (re-entering it).
@MainActor
final class FakeHostedContainer: KeyboardMeasurable, KeyboardGuideHostCandidate {
    var keyboardViewGeometry: KeyboardViewGeometry? = TestScreen.fullScreenPhoneView
    let host: FakeGuideHost
    private(set) var layoutCount = 0
    private(set) var layoutsInsideHostsLayoutPass = 0

    init(host: FakeGuideHost) { self.host = host }

    var keyboardGuideHost: (any KeyboardGuideHost)? { host }
    var isInWindow: Bool { true }

    func layoutIfNeeded() {
        layoutCount += 1
        if host.isLayingOut { layoutsInsideHostsLayoutPass += 1 }
    }
}
