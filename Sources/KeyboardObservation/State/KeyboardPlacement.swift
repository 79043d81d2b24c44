import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardState {
    /// Where the keyboard is, decided from its frame and, when the post
    /// carried one, its screen (``KeyboardScreen``).
    ///
    /// Only ``docked`` and ``hardwareKeyboardBar`` keyboards cover views;
    /// ``undocked`` ones are up but cover nothing.
    public enum Placement: Hashable, Sendable, Codable {
        /// No post has told the pool yet: it was created with the keyboard
        /// possibly up, and UIKit posts nothing until the keyboard moves.
        /// Behaviors treat it as a keyboard that covers nothing.
        case unknown
        /// Off screen.
        case hidden
        /// Along the screen's bottom edge: the software keyboard.
        case docked
        /// Along the screen's bottom edge with at most 100 pt on the screen
        /// (its whole height when the post names no screen): the shortcut bar
        /// left on screen while a hardware keyboard is used. It covers what it overlaps.
        case hardwareKeyboardBar
        /// Up, but not along the screen's bottom edge: an iPad's floating,
        /// undocked or split keyboard, or a zero-size frame.
        case undocked

        /// Whether a keyboard is up (docked, a shortcut bar, or undocked).
        public var isShown: Bool {
            switch self {
            case .docked, .hardwareKeyboardBar, .undocked: true
            case .unknown, .hidden: false
            }
        }
    }

    /// The tallest docked frame counted as a hardware keyboard's shortcut
    /// bar, in points: the bar is 44 to 70 pt, the shortest software keyboard
    /// (a phone in landscape, no predictive row) about 160 pt.
    static let hardwareKeyboardBarHeightLimit: CGFloat = 100

    /// How far from an edge a frame may be and still count as on it (3x screens' fractional points).
    static let edgeTolerance: CGFloat = 1

    /// The placement of a keyboard that is up at `frame`, on `screen` when known.
    ///
    /// A zero-size or non-finite frame is undocked. With the screen's bounds,
    /// a frame that does not reach the screen's bottom edge is undocked;
    /// without them (before iOS 16.1) every other frame counts as reaching it.
    /// A hardware keyboard's bar is told by its height on the screen: UIKit
    /// may post it at the whole keyboard's height, most of it below the
    /// screen (313 pt, 55 on screen: Stack Overflow 32319697,
    /// ionic-plugin-keyboard PR 273), and a shown frame wholly below the
    /// screen, none of it on screen, counts as a bar too. Without the
    /// screen (a post before iOS 16.1) only the frame's whole height tells.
    package static func placement(ofShownFrame frame: CGRect, on screen: CGRect?) -> Placement {
        guard frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return .undocked }
        if let screen, frame.maxY < screen.maxY - edgeTolerance { return .undocked }
        let heightOnScreen = screen.map { min(frame.maxY, $0.maxY) - max(frame.minY, $0.minY) } ?? frame.height
        return heightOnScreen <= hardwareKeyboardBarHeightLimit ? .hardwareKeyboardBar : .docked
    }

    /// Whether a frame a post moves the keyboard to lies wholly below the
    /// screen: the keyboard slid out. With the post's screen, its top is at or
    /// below the screen's bottom edge; without one, from the frames: the end
    /// frame starts where the begin frame ended, or lower (UIKit's hide slides
    /// the keyboard down by its own height).
    package static func isBelowScreen(end: CGRect, begin: CGRect, screen: CGRect?) -> Bool {
        guard end.isFiniteRect, end.height > 0 else { return false }
        if let screen { return end.minY >= screen.maxY - edgeTolerance }
        return begin.isFiniteRect && begin.height > 0 && end.minY >= begin.maxY - edgeTolerance
    }

    /// Whether a frame a post moves the keyboard to lies on `screen`: it
    /// shares more than an edge with it.
    static func isOnScreen(_ frame: CGRect, screen: CGRect) -> Bool {
        guard frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return false }
        let shared = frame.intersection(screen)
        return !shared.isNull && shared.width > 0 && shared.height > 0
    }
}

extension CGRect {
    /// Whether every component is finite.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
