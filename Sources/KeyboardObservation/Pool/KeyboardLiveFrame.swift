import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one platform-neutral entry for live keyboard frames, for which UIKit
/// posts nothing: the UIKit layer (from the keyboard layout guide) and
/// `KeyboardSimulator.drag(height:)` post them on a NotificationCenter.
///
/// A notification rather than a call to one pool: the keyboard is one for
/// every pool on a center, so a frame one behavior's view measures moves the
/// state of every pool there (and their `observe(followingLiveFrames:)`
/// subscribers), in posting order, and a test's simulator reaches the pools
/// of its center without knowing them.
package enum KeyboardLiveFrame {
    /// The notification a live frame travels in.
    package static let notificationName = Notification.Name("KeyboardObservationLiveFrameNotification")
    /// The `userInfo` key of the frame: an `NSValue` rect, in screen coordinates.
    package static let frameKey = "KeyboardObservationLiveFrame"

    /// Reports the keyboard's frame, in screen coordinates, to the pools on `center`.
    package static func report(_ frame: CGRect, on center: NotificationCenter) {
        center.post(name: notificationName, object: nil, userInfo: [frameKey: RectValue.make(frame)])
    }

    /// The frame a live-frame notification carries; `nil` unless a finite rect.
    static func frame(in notification: Notification) -> CGRect? {
        try? UserInfoReader.rect(notification.userInfo?[frameKey], key: frameKey)
    }
}
