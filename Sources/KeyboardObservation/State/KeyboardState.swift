import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the keyboard is doing now: up or down, and where its frame is.
///
/// The one model of the keyboard in this package: a pool keeps one
/// (``ObserverPool/keyboardState``) and every adjustment behaviour measures
/// from it, so a screen created while the keyboard is up starts from it.
///
/// How events move it, each case decided here once:
/// - `willShow` shows the keyboard at its end frame (repeats give the same state);
/// - `willHide` hides it, whatever frame it carries;
/// - `willChangeFrame` moves a shown keyboard's frame; after a hide it does
///   not show it again; before any show or hide it counts as shown (the
///   pool started listening with a keyboard up);
/// - the did-events change nothing (each repeats its will-event);
/// - a live frame (an interactive dismissal) moves a shown keyboard's frame,
///   and is ignored while it is hidden.
///
/// What it covers is ``overlap(in:)``: a floating or zero-sized keyboard covers nothing.
public struct KeyboardState: Hashable, Sendable {
    static let hidden = KeyboardState()

    /// Whether the keyboard is up; a floating keyboard is up but covers nothing.
    public private(set) var isShown = false

    /// The keyboard's last frame, in screen coordinates; `nil` before any.
    public var frame: CGRect? { storedFrame?.rect }
    private var storedFrame: HashableRect?

    /// The last event that moved the state, or `nil` before the first.
    private(set) var lastEvent: KeyboardEvent?

    /// The payload of `lastEvent`, whose timing animates the behaviours.
    private(set) var info: KeyboardInfo?

    private var knowsShownOrHidden = false

    /// Applies one event.
    mutating func apply(_ event: KeyboardEvent, info: KeyboardInfo) {
        switch event {
        case .willShow:
            isShown = true
            knowsShownOrHidden = true
        case .willHide:
            isShown = false
            knowsShownOrHidden = true
        case .willChangeFrame:
            if !knowsShownOrHidden { isShown = true }
        case .didShow, .didHide, .didChangeFrame:
            return
        }
        storedFrame = HashableRect(rect: info.endFrame)
        lastEvent = event
        self.info = info
    }

    /// Applies one live frame; returns whether the state changed.
    @discardableResult mutating func applyLiveFrame(_ liveFrame: CGRect) -> Bool {
        guard isShown, frame != liveFrame else { return false }
        storedFrame = HashableRect(rect: liveFrame)
        return true
    }

    /// How much of a view the keyboard covers now: nothing while it is down,
    /// or for a view that is on no screen (`nil`).
    ///
    /// ```swift
    /// scrollView.contentInset.bottom = pool.keyboardState.overlap(in: view.keyboardViewGeometry).contentInset
    /// ```
    public func overlap(in view: KeyboardViewGeometry?) -> KeyboardOverlap {
        KeyboardOverlap(keyboardFrame: isShown ? frame : nil, in: view)
    }

    /// How many points of `screen` (its bounds, in screen coordinates), up
    /// from its bottom edge, the keyboard covers: zero while it is down,
    /// floating, zero-sized or off screen.
    public func bottomOverlap(on screen: CGRect) -> CGFloat {
        overlap(in: KeyboardViewGeometry(screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0))
            .coveredHeight
    }
}

extension KeyboardEvent {
    /// The events ``KeyboardState`` follows: the did-events repeat them.
    static let movingKeyboardState: Set<KeyboardEvent> = [.willShow, .willHide, .willChangeFrame]

    /// Whether ``KeyboardState`` follows this event.
    var movesKeyboardState: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }
}
