import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a pool knows about the keyboard now: whether UIKit last showed or
/// hid it, and where its last reported frame is.
///
/// Read it from ``ObserverPool/keyboardState`` when a screen appears while a
/// keyboard may already be up, and lay out at once:
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     let state = ObserverPool.shared.keyboardState
///     composerBottom.constant = state.bottomOverlap(on: view.window?.screen.bounds ?? .zero)
/// }
/// ```
///
/// **What counts as visible.** A keyboard is visible on a screen when UIKit
/// last *showed* it (`willShow`/`didShow` came after any `willHide`/`didHide`)
/// and its frame reaches the screen's bottom edge and overlaps the screen.
/// So:
/// - a docked keyboard, or a hardware keyboard's shortcut bar, is visible;
/// - an iPad floating keyboard is not: its frame does not touch the bottom
///   edge (or is zero-sized) and it covers no content there;
/// - after `willHide` or `didHide` the keyboard is hidden, whatever frame
///   came with it (UIKit sends `willHide` on undocking while a keyboard is
///   still on screen, and has been seen to send a 44 pt frame on hide).
///
/// Frames are in screen coordinates, as UIKit reports them; pass the screen's
/// bounds (`UIScreen.bounds`), not a view's.
public struct KeyboardState: Hashable, Sendable {
    /// The state before any keyboard event: hidden, no frame.
    public static let hidden = KeyboardState()

    /// Whether the last show or hide event was a show (`willShow`, `didShow`).
    ///
    /// Frame changes leave it alone. `true` does not mean the keyboard covers
    /// anything: see ``isVisible(on:)``.
    public var isShown: Bool

    /// The last event applied, or `nil` before the first.
    public var lastEvent: KeyboardEvent?

    /// The payload of the last event applied, or `nil` before the first.
    public var info: KeyboardInfo?

    /// Creates a state from its parts; ``hidden`` by default.
    ///
    /// - Parameters:
    ///   - isShown: Whether the last show or hide event was a show.
    ///   - lastEvent: The last event applied.
    ///   - info: That event's payload.
    public init(isShown: Bool = false, lastEvent: KeyboardEvent? = nil, info: KeyboardInfo? = nil) {
        self.isShown = isShown
        self.lastEvent = lastEvent
        self.info = info
    }

    /// The keyboard's last reported end frame, in screen coordinates; `nil` before any event.
    public var frame: CGRect? {
        info?.endFrame
    }

    /// Updates the state with one posted event, as the pool does before its fan-out.
    ///
    /// - Parameters:
    ///   - event: The event posted.
    ///   - info: Its payload.
    public mutating func apply(_ event: KeyboardEvent, info: KeyboardInfo) {
        switch event {
        case .willShow, .didShow: isShown = true
        case .willHide, .didHide: isShown = false
        case .willChangeFrame, .didChangeFrame: break
        }
        lastEvent = event
        self.info = info
    }

    /// How many points of `screen`, up from its bottom edge, the keyboard covers.
    ///
    /// Zero when the keyboard is hidden, floating (its frame does not reach
    /// the bottom edge, within ``KeyboardOverlap/dockingTolerance``),
    /// zero-sized or off screen: the same rule the adjustment behaviours use,
    /// applied to the whole screen.
    ///
    /// - Parameter screen: The screen's bounds, in screen coordinates.
    /// - Returns: The height of the keyboard's overlap with `screen`.
    public func bottomOverlap(on screen: CGRect) -> CGFloat {
        KeyboardOverlap(
            keyboardFrame: isShown ? frame : nil, screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0
        ).coveredHeight
    }

    /// Whether the keyboard covers the bottom of `screen`; see “What counts as visible”.
    ///
    /// - Parameter screen: The screen's bounds, in screen coordinates.
    public func isVisible(on screen: CGRect) -> Bool {
        bottomOverlap(on: screen) > 0
    }
}
