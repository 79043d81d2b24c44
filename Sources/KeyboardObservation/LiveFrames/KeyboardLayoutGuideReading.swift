import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a keyboard layout guide says on one layout pass, decided here from
/// the raw facts the UIKit layer reads: the guide's frame, its owning view's
/// frame and resting band, and the screen, all in screen coordinates.
///
/// A `UIKeyboardLayoutGuide` is not the keyboard. Its frame is the part of
/// its owning view the keyboard covers: it ends at the view's bottom, not
/// the screen's, and while the keyboard is off screen, undocked or below the
/// view it rests there as a band as high as the view's bottom safe-area
/// inset (Apple's sample "Adjusting your layout with keyboard layout guide";
/// useyourloaf.com, "Keyboard Layout Guide"; with `usesBottomSafeArea` off,
/// iOS 17+, the band has no height). So the guide tells where the keyboard's
/// top edge is only while that edge lies inside the view, above the resting
/// band; then a docked keyboard spans the screen's width from that edge to
/// the screen's bottom.
///
/// Only ``keyboardFrame``, in screen coordinates, ever enters a pool's
/// state, never the view-clipped guide.
package struct KeyboardLayoutGuideReading: Hashable, Sendable, Codable {
    // NB: Equatable, not Hashable: a CGRect payload is Hashable only from the iOS 18 SDK.
    /// What one reading says.
    enum Meaning: Equatable, Sendable {
        /// A docked keyboard whose top edge lies inside the view, above the band: its frame.
        case keyboard(CGRect)
        /// The guide rests at the view's bottom: no keyboard over the view above the band.
        case atRest
        /// No usable geometry: a non-finite frame, a zero-size guide (one
        /// reported to read `.zero` before it is laid out), or a view or
        /// screen without height. A resting guide of no height is not: with
        /// `usesBottomSafeArea` off its band has none.
        case degenerate
        /// Nothing about the keyboard's top: a guide that does not end at the
        /// view's bottom (undocked, followed with `followsUndockedKeyboard`),
        /// or a keyboard covering the whole view.
        case silent

        /// Whether it is a docked keyboard's frame.
        var isKeyboard: Bool {
            guard case .keyboard = self else { return false }
            return true
        }
    }

    /// The guide's layout frame, converted into screen coordinates.
    package var guideFrame: CGRect { storedGuideFrame.rect }
    /// The guide's owning view, in screen coordinates.
    package var viewFrame: CGRect { storedViewFrame.rect }
    /// The resting band's height: the owning view's bottom safe-area inset,
    /// or 0 when the guide does not use the bottom safe area.
    package var restingBandHeight: CGFloat
    /// The screen's bounds.
    package var screenBounds: CGRect { storedScreenBounds.rect }

    private var storedGuideFrame: HashableRect
    private var storedViewFrame: HashableRect
    private var storedScreenBounds: HashableRect

    /// A reading from its raw facts, every rect in screen coordinates.
    package init(guideFrame: CGRect, viewFrame: CGRect, restingBandHeight: CGFloat, screenBounds: CGRect) {
        storedGuideFrame = HashableRect(rect: guideFrame)
        storedViewFrame = HashableRect(rect: viewFrame)
        self.restingBandHeight = restingBandHeight
        storedScreenBounds = HashableRect(rect: screenBounds)
    }

    // JSON: the synthesized Codable, each stored rect under its name, as `[x, y, width, height]`.
    private enum CodingKeys: String, CodingKey {
        case storedGuideFrame = "guideFrame"
        case storedViewFrame = "viewFrame"
        case restingBandHeight
        case storedScreenBounds = "screenBounds"
    }

    /// How far from an edge a guide may be and still count as on it (fractional 3x layouts).
    static let tolerance: CGFloat = 1

    /// What this reading says.
    var meaning: Meaning {
        let tolerance = Self.tolerance
        guard guideFrame.isFiniteRect, viewFrame.isFiniteRect, screenBounds.isFiniteRect,
              viewFrame.height > 0, screenBounds.height > 0, guideFrame.width > 0 || guideFrame.height > 0
        else { return .degenerate }
        guard abs(guideFrame.maxY - viewFrame.maxY) <= tolerance else { return .silent }
        if guideFrame.minY >= viewFrame.maxY - band - tolerance { return .atRest }
        guard guideFrame.minY > viewFrame.minY + tolerance, guideFrame.minY < screenBounds.maxY else { return .silent }
        return .keyboard(dockedKeyboard(top: guideFrame.minY))
    }

    /// The keyboard's frame in screen coordinates when the guide tells its
    /// top edge; `nil` when it says nothing of it.
    package var keyboardFrame: CGRect? {
        guard case .keyboard(let frame) = meaning else { return nil }
        return frame
    }

    /// A docked keyboard whose top edge is at the resting band's top: the
    /// highest a keyboard under a guide at rest can be, and all such a guide
    /// tells of a keyboard a finger dragged into the band (its top in the
    /// band, or below the view).
    var keyboardAtBandTop: CGRect { dockedKeyboard(top: viewFrame.maxY - band) }

    /// What a guide on this reading's view should say of `state`: the
    /// keyboard's top when a docked keyboard covers the view above its band,
    /// at rest otherwise, nothing when it covers the whole view. The
    /// two-source check compares it with what the guide said.
    func expectedMeaning(of state: KeyboardState) -> Meaning {
        guard state.placement == .docked || state.placement == .hardwareKeyboardBar, let frame = state.frame else {
            return .atRest
        }
        let view = KeyboardViewGeometry(screenBounds: screenBounds, viewFrame: viewFrame, safeAreaBottomInset: band)
        guard KeyboardOverlap(keyboardFrame: frame, in: view).contentInset > Self.tolerance else { return .atRest }
        guard frame.minY > viewFrame.minY + Self.tolerance else { return .silent }
        return .keyboard(dockedKeyboard(top: frame.minY))
    }

    /// The band's height, never negative or non-finite.
    private var band: CGFloat { restingBandHeight.isFinite ? max(0, restingBandHeight) : 0 }

    /// A docked keyboard whose top edge is at `top`: the screen's width, down to its bottom.
    private func dockedKeyboard(top: CGFloat) -> CGRect {
        CGRect(x: screenBounds.minX, y: top, width: screenBounds.width, height: screenBounds.maxY - top)
    }
}
