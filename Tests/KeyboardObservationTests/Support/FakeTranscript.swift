import Foundation
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// A chat transcript's scroll view as a `UIScrollView` reports it: content
/// offset, content height, the insets the app wrote and those it adds on its
/// own, whether it is flipped upside down and whether a finger drags it. It
/// records whether each write came inside an animation.
@MainActor
final class FakeTranscript: KeyboardAnchoringTarget {
    var keyboardViewGeometry: KeyboardViewGeometry?
    var keyboardBottomInsets: KeyboardBottomInsets {
        didSet { writes.append(.insets(inAnimation: animation.isOpen)) }
    }
    var keyboardTopInsets: KeyboardBottomInsets {
        didSet { writes.append(.insets(inAnimation: animation.isOpen)) }
    }
    var keyboardContentOffsetY: CGFloat {
        didSet { writes.append(.offset(inAnimation: animation.isOpen)) }
    }
    var keyboardAutomaticBottomInset: CGFloat
    var keyboardAutomaticTopInset: CGFloat
    var contentHeight: CGFloat
    var isDrawnUpsideDown: Bool
    var isDraggedByUser = false
    /// Every inset and offset write, in order.
    private(set) var writes: [Write] = []
    /// The animation a behavior on this transcript is given, which it records writes inside of.
    let animation = AnimationScope()

    /// One write, and whether it came inside an animation.
    enum Write: Equatable {
        case insets(inAnimation: Bool)
        case offset(inAnimation: Bool)
    }

    /// An upright transcript: full screen on the phone, a 91 pt bar above,
    /// the safe area below added by the scroll view itself.
    static func upright(contentHeight: CGFloat = 2000, offsetY: CGFloat = 0) -> FakeTranscript {
        FakeTranscript(
            geometry: TestScreen.fullScreenPhoneView, contentHeight: contentHeight, offsetY: offsetY,
            top: KeyboardBottomInsets(content: 0, indicator: 0), automaticTop: 91, automaticBottom: 34,
            isInverted: false
        )
    }

    /// An inverted transcript as Delta Chat writes one (`.never`, flipped):
    /// it ends at the safe area, a 44 pt input bar over its visual bottom
    /// (its top inset), the 91 pt bar at its visual top (its bottom inset).
    static func inverted(contentHeight: CGFloat = 2000, offsetY: CGFloat = -44) -> FakeTranscript {
        let aboveSafeArea = TestScreen.phoneView(CGRect(x: 0, y: 0, width: 390, height: 810))
        let transcript = FakeTranscript(
            geometry: aboveSafeArea, contentHeight: contentHeight, offsetY: offsetY,
            top: KeyboardBottomInsets(content: 44, indicator: 44), automaticTop: 0, automaticBottom: 0,
            isInverted: true
        )
        transcript.keyboardBottomInsets = KeyboardBottomInsets(content: 91, indicator: 91)
        transcript.writes = []
        return transcript
    }

    private init(
        geometry: KeyboardViewGeometry, contentHeight: CGFloat, offsetY: CGFloat, top: KeyboardBottomInsets,
        automaticTop: CGFloat, automaticBottom: CGFloat, isInverted: Bool
    ) {
        keyboardViewGeometry = geometry
        self.contentHeight = contentHeight
        keyboardContentOffsetY = offsetY
        keyboardTopInsets = top
        keyboardBottomInsets = KeyboardBottomInsets(content: 0, indicator: 0)
        keyboardAutomaticTopInset = automaticTop
        keyboardAutomaticBottomInset = automaticBottom
        isDrawnUpsideDown = isInverted
    }

    var keyboardScrollMetrics: ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: keyboardContentOffsetY, viewportHeight: keyboardViewGeometry?.viewFrame.height ?? 0,
            contentHeight: contentHeight, topInset: keyboardAutomaticTopInset + keyboardTopInsets.content,
            bottomInset: keyboardAutomaticBottomInset + keyboardBottomInsets.content
        )
    }

    /// The end: the largest offset upright, the smallest inverted.
    var endOffsetY: CGFloat {
        let limits = keyboardScrollMetrics.offsetLimits(keyboardCoveredHeight: 0)
        return isDrawnUpsideDown ? limits.lowerBound : limits.upperBound
    }

    /// Forgets the writes so far.
    func clearWrites() { writes = [] }

    func layoutIfNeeded() {}
}

/// An animation that runs its changes at once and knows while it runs them.
@MainActor
final class AnimationScope {
    private(set) var isOpen = false

    /// The strategy to hand a behavior.
    var strategy: KeyboardAnimation {
        KeyboardAnimation { [self] _, changes in
            isOpen = true
            changes()
            isOpen = false
        }
    }
}
