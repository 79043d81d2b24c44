import Foundation

extension UIKitModel {
    /// A device the model runs as: its screen, the safe area its windows get, its width class, its keyboard.
    public struct Device: Sendable {
        /// The screen's bounds, in points.
        public var screenBounds: CGRect
        /// The safe-area insets of a full-screen window.
        public var safeAreaInsets: UIEdgeInsets
        /// Whether a full-screen window is in a regular horizontal size class.
        public var isHorizontallyRegular: Bool
        /// The software keyboard's height, predictive bar included.
        public var keyboardHeight: CGFloat

        /// An iPhone (6.1-inch, portrait).
        public static let iPhone = Device(
            screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            isHorizontallyRegular: false, keyboardHeight: 336
        )

        /// An iPad (11-inch, portrait).
        public static let iPad = Device(
            screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180),
            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            isHorizontallyRegular: true, keyboardHeight: 398
        )
    }

    /// Which keyboard layout guides follow the keyboard.
    public enum KeyboardGuides: Sendable {
        /// Every view's guide (not a window's own) follows the keyboard when
        /// it is on screen and docked, a drag included ("Follows the keyboard
        /// when onscreen and docked", "Follows dismiss gesture when it
        /// intersects": WWDC23 session 10281; WWDC21 session 10259).
        case followKeyboard
        /// No guide moves: iOS 27 betas leave the host's guide at the screen's
        /// bottom while the keyboard is visible (manaflow-ai/cmux PR 9958).
        case stuckAtRest
    }

    /// How this world behaves where sources disagree or devices differ; each
    /// switch names its source. The defaults are what the sources report.
    public struct Configuration: Sendable {
        /// The device.
        public var device = Device.iPhone
        /// Whether guides follow the keyboard.
        public var guides = KeyboardGuides.followKeyboard
        /// Whether a guide a view was first constrained to in the turn a
        /// transition begins misses that transition: attaching from
        /// `keyboardWillShow` is "too late to attach something there and rely
        /// on animated transitions" (react-native-keyboard-controller PR 1158;
        /// PR 1170 attaches "before keyboard starts its movement").
        public var guidesAttachedInATransitionsTurnMissIt = true
        /// Whether a guide made while the keyboard is up stays at rest until
        /// the next transition: the guide "only reflects keyboard transitions
        /// UIKit routed to the view's window while the view was installed"
        /// (manaflow-ai/cmux PR 9663).
        public var guidesMadeOverAnOpenKeyboardMissIt = true
        /// Whether guides follow an interactive dismissal frame by frame; off:
        /// a non-animated guide on drag dismissal (react-native-keyboard-controller
        /// issue 1631, PR 1632, iOS 26).
        public var guidesFollowDrags = true
        /// Whether the posts' frames include an input accessory view: yes
        /// before iOS 26; "iOS 26 no longer includes the input accessory view
        /// … in the reported keyboard frame" (badoo/Chatto PR 797).
        public var postsIncludeInputAccessoryView = true

        /// The defaults: an iPhone, the sources' reports.
        public init() {}
    }
}
