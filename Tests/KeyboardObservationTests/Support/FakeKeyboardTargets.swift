import Foundation
import KeyboardObservation

/// Screens and frames the geometry and behavior tests share.
enum TestScreen {
    /// The simulator's default portrait phone.
    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The same phone turned to landscape.
    static let phoneLandscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    /// A 12.9-inch iPad in portrait.
    static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

    /// A full-screen view on the phone with the home indicator's safe area.
    static let fullScreenPhoneView = KeyboardViewGeometry(
        screenBounds: phone, viewFrame: phone, safeAreaBottomInset: 34
    )

    /// A keyboard of `height` docked at the bottom of `screen`.
    static func docked(height: CGFloat, on screen: CGRect = phone) -> CGRect {
        CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }
}

/// A payload ending at `end`, with UIKit's usual timing.
func keyboardInfo(end: CGRect, duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard) -> KeyboardInfo {
    KeyboardInfo(beginFrame: end, endFrame: end, animationDuration: duration, animationCurve: curve, isLocal: true)
}

/// A scroll view: bottom insets, adjusted insets as UIKit computes them
/// (automatic part + content inset), an optional active input.
@MainActor
final class FakeScrollView: KeyboardInsetTarget, KeyboardRevealTarget {
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
}

/// A layout constant.
@MainActor
final class FakeConstraint: KeyboardConstantTarget {
    var keyboardConstant: CGFloat

    init(constant: CGFloat) {
        keyboardConstant = constant
    }
}

/// A view whose measured frame moves with its offset, as a transformed
/// UIView's converted frame does.
@MainActor
final class FakeView: KeyboardOffsetTarget {
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
