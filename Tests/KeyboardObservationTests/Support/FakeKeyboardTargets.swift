import Foundation
@testable import KeyboardObservation
import KeyboardObservationTestSupport



/// A scroll view: bottom insets, adjusted insets as UIKit computes them
/// (automatic part + content inset), an optional active input.
@MainActor
final class FakeScrollView: KeyboardInsetTarget, KeyboardRevealTarget, KeyboardGeometryChangeSource {
    var keyboardViewGeometry: KeyboardViewGeometry?
    var keyboardBottomInsets: KeyboardBottomInsets
    var keyboardAutomaticBottomInset: CGFloat
    var keyboardActiveInputFrame: CGRect?
    var keyboardActiveCaretFrame: CGRect?
    var keyboardContentOffsetY: CGFloat = 0
    var contentHeight: CGFloat = 2000
    var topInset: CGFloat = 0
    private(set) var layoutCount = 0

    init(
        geometry: KeyboardViewGeometry? = TestScreen.fullScreenPhoneView,
        insets: KeyboardBottomInsets = KeyboardBottomInsets(content: 0, indicator: 0),
        automaticBottomInset: CGFloat = 34
    ) {
        keyboardViewGeometry = geometry
        keyboardBottomInsets = insets
        keyboardAutomaticBottomInset = automaticBottomInset
    }

    var keyboardScrollMetrics: ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: keyboardContentOffsetY,
            viewportHeight: keyboardViewGeometry?.viewFrame.height ?? 0,
            contentHeight: contentHeight,
            topInset: topInset,
            bottomInset: keyboardAutomaticBottomInset + keyboardBottomInsets.content
        )
    }

    func layoutIfNeeded() {
        layoutCount += 1
    }

    private let geometryObservers = KeyboardCallbackList<KeyboardGeometryChange>()

    func observeKeyboardGeometryChanges(_ onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool) {
        geometryObservers.append(onChange)
    }

    /// Reports `change` as the UIKit layer's observer view would; nothing changes here.
    func report(_ change: KeyboardGeometryChange) {
        geometryObservers.callAll(with: change)
    }
}

/// A layout constant; `onWrite`, when set, runs after each write (an app's
/// code beside a behavior's write).
@MainActor
final class FakeConstraint: KeyboardConstantTarget {
    var keyboardConstant: CGFloat {
        didSet { onWrite?() }
    }
    var onWrite: (@MainActor () -> Void)?

    init(constant: CGFloat) {
        keyboardConstant = constant
    }
}

/// A view whose measured frame moves with its offset, as a transformed
/// UIView's converted frame does.
@MainActor
class FakeView: KeyboardOffsetTarget {
    var restingGeometry: KeyboardViewGeometry?
    var keyboardObservationOffset: CGFloat = 0
    private(set) var layoutCount = 0

    init(geometry: KeyboardViewGeometry? = TestScreen.fullScreenPhoneView) {
        restingGeometry = geometry
    }

    var keyboardViewGeometry: KeyboardViewGeometry? {
        guard var geometry = restingGeometry else { return nil }
        geometry.viewFrame.origin.y -= keyboardObservationOffset
        return geometry
    }

    func layoutIfNeeded() {
        layoutCount += 1
    }
}

/// Records each animated adjustment and applies it at once.
@MainActor
final class AnimationRecorder {
    private(set) var infos: [KeyboardInfo] = []

    var animation: KeyboardAnimation {
        KeyboardAnimation { [self] info, changes in
            infos.append(info)
            changes()
        }
    }
}
