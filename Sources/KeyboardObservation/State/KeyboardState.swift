import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the keyboard is doing now: up or down, and where its frame is.
///
/// The one model of the keyboard in this package: a pool keeps one
/// (``ObserverPool/keyboardState``) and every adjustment behavior measures
/// from it, so a screen created while the keyboard is up starts from it.
/// Two states are equal when the keyboard is up or down alike, at the same
/// frame: a repeated post or a did-event that echoes its will-event gives
/// an equal state.
///
/// How UIKit's posts move it (each rule is decided once, in the pool):
/// - `willShow` shows the keyboard at its end frame (repeats give the same state);
/// - `willHide` hides it, whatever frame it carries (iOS 26 has posted 44 pt);
/// - `willChangeFrame` moves a shown keyboard's frame; while it is hidden,
///   nothing changes; before any show or hide it counts as shown (the pool
///   started listening with a keyboard up);
/// - a did-event that echoes a will-event the pool received changes nothing,
///   even when other posts came between the two; a did-event whose
///   will-event never arrived moves the state as that will-event would;
/// - a live frame (an interactive dismissal) moves a shown keyboard's frame.
///
/// What it covers is ``overlap(in:)``: a floating or zero-sized keyboard covers nothing.
///
/// ```swift
/// let covered = ObserverPool.shared.keyboardState.overlap(in: view.keyboardViewGeometry).coveredHeight
/// ```
public struct KeyboardState: Hashable, Sendable {
    /// Whether the keyboard is up; a floating keyboard is up but covers nothing.
    public private(set) var isShown: Bool

    /// The frame of the last post that moved the state, in screen coordinates; `nil` before any.
    public var frame: CGRect? { storedFrame?.rect }
    private var storedFrame: HashableRect?

    /// A keyboard that is down and has never been seen.
    static let hidden = KeyboardState(isShown: false, frame: nil)

    init(isShown: Bool, frame: CGRect?) {
        self.isShown = isShown
        storedFrame = frame.map(HashableRect.init(rect:))
    }

    /// How much of a view the keyboard covers now: nothing while it is down,
    /// or for a view that is on no screen (`nil`).
    ///
    /// ```swift
    /// scrollView.contentInset.bottom = pool.keyboardState.overlap(in: view.keyboardViewGeometry).contentInset
    /// ```
    ///
    /// - Parameter view: Where the view sits, in screen coordinates; `nil` when it is in no window.
    /// - Returns: The covered height and the content inset that clears the keyboard.
    public func overlap(in view: KeyboardViewGeometry?) -> KeyboardOverlap {
        KeyboardOverlap(keyboardFrame: isShown ? frame : nil, in: view)
    }

    /// How many points of `screen`, up from its bottom edge, the keyboard
    /// covers: zero while it is down, floating, zero-sized or off screen.
    ///
    /// - Parameter screen: The screen's bounds, in screen coordinates.
    /// - Returns: The covered height in points.
    public func bottomOverlap(on screen: CGRect) -> CGFloat {
        overlap(in: KeyboardViewGeometry(screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0))
            .coveredHeight
    }
}
