import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the keyboard is doing now: up or down, and where its frame is.
///
/// The one model of the keyboard in this package. A pool keeps one
/// (``ObserverPool/keyboardState``), and every adjustment behaviour measures
/// from that same value, so a screen created while the keyboard is already
/// up starts from it at once instead of waiting for the next event:
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     let state = ObserverPool.shared.keyboardState
///     composerBottom.constant = state.overlap(in: view.keyboardViewGeometry).contentInset
/// }
/// ```
///
/// **How events move it.** Each case is decided here, once:
/// - `willShow` shows the keyboard at its end frame, every time (a repeated
///   `willShow` gives the same state).
/// - `willHide` hides it, whatever frame it carries (iOS 26 has reported a
///   44 pt end frame on hide; undocking an iPad keyboard posts `willHide`
///   while a keyboard is still on screen).
/// - `willChangeFrame` moves the frame of a shown keyboard (rotation, a
///   taller predictive bar). After a hide it records the frame but does not
///   show the keyboard again: only `willShow` does. Before any show or hide
///   has been seen, it counts as shown: the pool started listening while a
///   keyboard was already up, and the frame decides what it covers (an
///   off-screen frame covers nothing).
/// - The did-events change nothing: UIKit posts each one after its
///   will-event with the same frames, so they carry no news. A lone
///   `didShow` leaves a hidden keyboard hidden.
/// - A live frame (an interactive dismissal, followed on iOS 15 and later)
///   moves the frame of a shown keyboard and is ignored while it is hidden,
///   so a drag reported after a hide never brings the keyboard back.
///
/// **What it covers** is ``overlap(in:)``: a keyboard that is up covers the
/// part of a view under its frame, if the frame reaches the screen's bottom
/// edge (``KeyboardOverlap``); a floating or zero-sized keyboard covers nothing.
public struct KeyboardState: Hashable, Sendable {
    /// The state before any keyboard event: hidden, no frame.
    static let hidden = KeyboardState()

    /// Whether the keyboard is up: the last `willShow`/`willHide` was a
    /// `willShow` (or, before either, a frame change was seen).
    ///
    /// `true` does not mean the keyboard covers anything: a floating
    /// keyboard is up but covers nothing. See ``overlap(in:)``.
    public private(set) var isShown = false

    /// The keyboard's frame in screen coordinates: the last end frame or
    /// live frame applied; `nil` before any.
    public var frame: CGRect? { storedFrame?.rect }
    private var storedFrame: HashableRect?

    /// The last event that moved the state, or `nil` before the first.
    private(set) var lastEvent: KeyboardEvent?

    /// The payload of `lastEvent`: its timing animates the behaviours.
    private(set) var info: KeyboardInfo?

    /// Whether a `willShow` or `willHide` has been seen.
    private var knowsShownOrHidden = false

    /// Applies one delivered event; the pool's only writer.
    ///
    /// - Returns: Whether the state changed.
    @discardableResult
    mutating func apply(_ event: KeyboardEvent, info: KeyboardInfo) -> Bool {
        let before = self
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
            return false
        }
        storedFrame = HashableRect(rect: info.endFrame)
        lastEvent = event
        self.info = info
        return self != before
    }

    /// Applies one live frame: the keyboard's frame between events, while
    /// the user drags it (iOS 15 and later).
    ///
    /// - Returns: Whether the state changed (never while the keyboard is hidden).
    @discardableResult
    mutating func applyLiveFrame(_ liveFrame: CGRect) -> Bool {
        guard isShown, frame != liveFrame else { return false }
        storedFrame = HashableRect(rect: liveFrame)
        return true
    }

    /// How much of a view the keyboard covers now.
    ///
    /// ```swift
    /// let overlap = pool.keyboardState.overlap(in: view.keyboardViewGeometry)
    /// scrollView.contentInset.bottom = overlap.contentInset
    /// ```
    ///
    /// - Parameter view: Where the view sits, in screen coordinates; `nil`
    ///   (not on screen) is not covered.
    /// - Returns: ``KeyboardOverlap/none`` while the keyboard is down.
    public func overlap(in view: KeyboardViewGeometry?) -> KeyboardOverlap {
        KeyboardOverlap(keyboardFrame: isShown ? frame : nil, in: view)
    }

    /// How many points of `screen`, up from its bottom edge, the keyboard covers.
    ///
    /// - Parameter screen: The screen's bounds, in screen coordinates
    ///   (`UIScreen.bounds`, not a view's).
    /// - Returns: Zero while the keyboard is down, floating, zero-sized or off screen.
    public func bottomOverlap(on screen: CGRect) -> CGFloat {
        overlap(in: KeyboardViewGeometry(screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0))
            .coveredHeight
    }
}

extension KeyboardEvent {
    /// The events ``KeyboardState`` follows: the will-events. The did-events
    /// repeat them, so the pool and the behaviours need only these.
    static let movingKeyboardState: Set<KeyboardEvent> = [.willShow, .willHide, .willChangeFrame]

    /// Whether ``KeyboardState`` follows this event.
    var movesKeyboardState: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }
}
