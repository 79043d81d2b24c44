import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the keyboard is doing now: where it is, its frame, its screen, and
/// whether it is this app's.
///
/// The one model of the keyboard in this package: a pool keeps one
/// (``ObserverPool/keyboardState``) and every adjustment behavior measures
/// from it, so a screen created while the keyboard is up starts from it.
/// Two states are equal when every property is: a repeated post, or a
/// did-event that echoes its will-event, gives an equal state.
///
/// How UIKit's posts move it (each rule is decided once, in the pool):
/// - `willShow` shows the keyboard at its end frame; `willHide` hides it,
///   whatever frame it carries;
/// - `willChangeFrame` hides the keyboard when its end frame lies wholly
///   below the screen, and otherwise moves it there: so the first post of a
///   show already reads the keyboard it announces, and the first post of a
///   hide reads it gone. Below the screen is told with the post's screen
///   (iOS 16.1+), or else from the frames; without a screen a frame change
///   never shows a hidden keyboard (the `willShow` that follows does);
/// - a did-event that echoes a will-event the pool received changes nothing,
///   even when other posts came between the two; a did-event whose
///   will-event never arrived moves the state as that will-event would;
/// - a frame of an interactive dismissal, read from a keyboard layout guide,
///   moves a shown keyboard's frame.
///
/// A pool created after the keyboard came up has heard nothing: its
/// placement is ``Placement-swift.enum/unknown`` (not hidden) until a post
/// arrives or a keyboard layout guide shows the keyboard.
///
/// ```swift
/// let covered = ObserverPool.shared.keyboardState.overlap(in: view.keyboardViewGeometry).coveredHeight
/// ```
///
/// ```swift
/// let state: KeyboardState = pool.keyboardState
/// switch state.placement {
/// case .docked, .hardwareKeyboardBar: print("covers the bottom of the screen")
/// case .undocked: print("floating or split: covers nothing")
/// case .hidden: print("down")
/// case .unknown: print("the pool has heard nothing yet")
/// }
/// let placement: KeyboardState.Placement = state.placement
/// print(placement.isShown, state.isLocal ?? true, state.isHardwareKeyboardAttached ?? false)
/// ```
public struct KeyboardState: Hashable, Sendable {
    /// Where the keyboard is: unknown, hidden, docked, a hardware keyboard's bar, or undocked.
    public internal(set) var placement: Placement

    /// The frame of the last post or live frame that moved the state, in
    /// screen coordinates; `nil` before any.
    public var frame: CGRect? { storedFrame?.rect }
    private var storedFrame: HashableRect?

    /// The screen the keyboard is on, from the last post that carried one
    /// (iOS 16.1+); `nil` when no post said.
    public internal(set) var screen: KeyboardScreen?

    /// Whether the keyboard belongs to this app, from the last post
    /// (`UIKeyboardIsLocalUserInfoKey`); `false` for another app's keyboard
    /// in iPad multitasking, `nil` when UIKit did not say.
    public internal(set) var isLocal: Bool?

    /// Whether a hardware keyboard is attached (GameController's `GCKeyboard`,
    /// iOS 14+): `nil` until the pool knows. A pool on the default center
    /// reads it when created and follows GameController's connect and
    /// disconnect notifications. With one attached, UIKit shows only the
    /// shortcut bar (``Placement-swift.enum/hardwareKeyboardBar``) or nothing.
    ///
    /// On the iOS Simulator the Mac's keyboard counts as attached (GameController
    /// reports it) unless I/O ▸ Keyboard ▸ Connect Hardware Keyboard is off:
    /// turn it off to see the software keyboard and to test this as `false`.
    public internal(set) var isHardwareKeyboardAttached: Bool?

    /// Whether the keyboard is up; a floating keyboard is up but covers nothing.
    public var isShown: Bool { placement.isShown }

    /// A keyboard the pool has heard nothing of.
    package static let unknown = KeyboardState(placement: .unknown, frame: nil)

    init(placement: Placement, frame: CGRect?, screen: KeyboardScreen? = nil, isLocal: Bool? = nil) {
        self.placement = placement
        storedFrame = frame.map(HashableRect.init(rect:))
        self.screen = screen
        self.isLocal = isLocal
    }

    /// A keyboard that is up at `frame`, placed by its frame and screen.
    static func shown(at frame: CGRect, screen: KeyboardScreen?, isLocal: Bool?) -> KeyboardState {
        KeyboardState(
            placement: placement(ofShownFrame: frame, on: screen?.bounds), frame: frame, screen: screen,
            isLocal: isLocal
        )
    }

    /// How much of a view the keyboard covers now: nothing while it is down,
    /// unknown or undocked, for a view that is on no screen (`nil`), or for a
    /// view on another screen than the keyboard's.
    ///
    /// ```swift
    /// scrollView.contentInset.bottom = pool.keyboardState.overlap(in: view.keyboardViewGeometry).contentInset
    /// ```
    ///
    /// - Parameter view: Where the view sits, in screen coordinates; `nil` when it is in no window.
    /// - Returns: The covered height and the content inset that clears the keyboard.
    public func overlap(in view: KeyboardViewGeometry?) -> KeyboardOverlap {
        guard isShown, let view, isOnSameScreen(as: view) else { return .none }
        return KeyboardOverlap(keyboardFrame: frame, in: view)
    }

    /// The keyboard's frame in a view's own coordinates, its origin at the
    /// view's top-left corner: what a base view controller hands its
    /// subclasses instead of converting `UIKeyboardFrameEndUserInfoKey`
    /// itself. `nil` while the keyboard is down or unknown, for a view on no
    /// screen (`nil`), or on another screen than the keyboard's. A floating
    /// keyboard's frame is given as it is (``overlap(in:)`` counts it as
    /// covering nothing).
    ///
    /// ```swift
    /// subscription = pool.observeChanges(followingLiveFrames: true) { [weak self] change in
    ///     guard let self else { return }
    ///     let keyboard = change.current.frame(in: view.keyboardViewGeometry)   // in self.view's coordinates
    ///     keyboardFrameDidChange(from: change.previous.frame(in: view.keyboardViewGeometry), to: keyboard)
    /// }
    /// ```
    ///
    /// - Parameter view: Where the view sits, in screen coordinates; `nil` when it is in no window.
    /// - Returns: The keyboard's frame relative to the view's top-left corner, not clipped to the view.
    public func frame(in view: KeyboardViewGeometry?) -> CGRect? {
        guard isShown, let frame, let view, isOnSameScreen(as: view) else { return nil }
        return frame.offsetBy(dx: -view.viewFrame.minX, dy: -view.viewFrame.minY)
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

    /// Whether `view` is on the keyboard's screen; `true` when either side does not say.
    private func isOnSameScreen(as view: KeyboardViewGeometry) -> Bool {
        guard let keyboardScreen = screen?.identifier, let viewScreen = view.screenIdentifier else { return true }
        return keyboardScreen == viewScreen
    }
}
