import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The typed payload of a keyboard notification, decoded once per post for
/// every client. Frames are in **screen** coordinates, as UIKit reports them.
///
/// ```swift
/// let info = try KeyboardInfo(notification: notification)
/// let height = info.endFrame.height   // 336
/// let curve = info.animationCurve     // .keyboard (7)
/// ```
///
/// ```swift
/// // A payload of your own, say in a test:
/// let info = KeyboardInfo(beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
///                         endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
///                         animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)
/// let startY = info.beginFrame.minY   // 844: it slides up from below the screen
/// ```
public struct KeyboardInfo: Hashable, Sendable {
    /// Where the keyboard starts, in screen coordinates.
    public var beginFrame: CGRect {
        get { begin.rect }
        set { begin.rect = newValue }
    }
    /// Where the keyboard ends up, in screen coordinates.
    public var endFrame: CGRect {
        get { end.rect }
        set { end.rect = newValue }
    }
    /// The length of the keyboard's animation, in seconds.
    public var animationDuration: TimeInterval
    /// The curve of the keyboard's animation; often UIKit's private `7`.
    public var animationCurve: KeyboardAnimationCurve
    /// Whether the keyboard belongs to this app (`nil` when UIKit did not say).
    public var isLocal: Bool?
    private var begin: HashableRect
    private var end: HashableRect

    /// Creates a payload from its parts; frames in screen coordinates.
    public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: KeyboardAnimationCurve, isLocal: Bool?
    ) {
        begin = HashableRect(rect: beginFrame)
        end = HashableRect(rect: endFrame)
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
    }

    /// Decodes a keyboard notification's `userInfo` as ``init(userInfo:)`` does (its name is not checked).
    public init(notification: Notification) throws(KeyboardInfoError) {
        try self.init(userInfo: notification.userInfo)
    }
}
