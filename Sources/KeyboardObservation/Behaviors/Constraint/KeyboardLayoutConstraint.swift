#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A bottom constraint that follows the keyboard: set a constraint's class to
/// it in Interface Builder. (In code, hold a ``KeyboardConstraintBehavior``.)
///
/// Its constant while the keyboard is down is the one it has; while the
/// keyboard is up it moves by the overlap with the container, whichever item
/// that is (a superview or its safe area), or keeps ``minimumKeyboardSpacing``
/// above the keyboard. Between siblings it stays put, and a debug build says
/// so in the console.
///
/// ```swift
/// @IBOutlet private var composerBottom: KeyboardLayoutConstraint!   // its class set in Interface Builder
///
/// func pauseKeyboardFollowing() {
///     composerBottom.minimumKeyboardSpacing = 10        // also an inspectable in Interface Builder
///     composerBottom.keyboardBehavior?.isEnabled = false
/// }
/// ```
@MainActor
open class KeyboardLayoutConstraint: NSLayoutConstraint {
    /// The behavior underneath, made when the nib loads; `nil` when neither
    /// item encloses the other (a debug build says so).
    public private(set) var keyboardBehavior: KeyboardConstraintBehavior?

    /// The least spacing kept above the keyboard while it covers the
    /// container, settable in Interface Builder: the constant is then
    /// `max(base, overlap + minimumKeyboardSpacing)`, the base being the
    /// constant it had when attached. Negative (the
    /// default, -1) adds the whole overlap to the constant, like
    /// ``KeyboardConstraintBehavior/minimumSpacing`` set to `nil`.
    @IBInspectable public var minimumKeyboardSpacing: CGFloat = -1 {
        didSet { keyboardBehavior?.minimumSpacing = keyboardSpacing }
    }

    private var keyboardSpacing: CGFloat? { minimumKeyboardSpacing < 0 ? nil : minimumKeyboardSpacing }

    /// Attaches to ``ObserverPool/shared`` once the nib has loaded.
    open override func awakeFromNib() {
        super.awakeFromNib()
        // NB: `awakeFromNib` is an NSObject category method that every SDK
        // checked (iOS 16.4 through 26.2, Mac Catalyst) imports nonisolated,
        // so this override is nonisolated too. Nibs load on the main thread,
        // so asserting the main actor here is sound.
        MainActor.assumeIsolated {
            attachToKeyboard()
        }
    }

    /// Starts following the keyboard once both items are in the view hierarchy, replacing any earlier attachment.
    func attachToKeyboard(pool: ObserverPool = .shared, animation: KeyboardAnimation = .automatic) {
        keyboardBehavior?.detach()
        keyboardBehavior = nil
        guard let behavior = KeyboardConstraintBehavior(following: self, pool: pool, animation: animation) else {
            return
        }
        behavior.minimumSpacing = keyboardSpacing
        keyboardBehavior = behavior
    }
}
#endif
