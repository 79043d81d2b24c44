import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one platform-neutral entry for live keyboard frames: the keyboard's
/// frame between UIKit's notifications, while the user drags it down
/// (a scroll view with `keyboardDismissMode = .interactive`).
///
/// On iOS 15 and later the UIKit layer reads the frame from the keyboard
/// layout guide of each view a behaviour measures; `KeyboardSimulator.drag(height:)`
/// reports its frames through the same entry. A frame is posted on a
/// NotificationCenter, so it moves exactly the pools listening there, in
/// posting order, like UIKit's own posts.
package enum KeyboardLiveFrame {
    /// The notification a live frame travels in.
    package static let notificationName = Notification.Name("KeyboardObservationLiveFrameNotification")
    /// The `userInfo` key of the frame: an `NSValue` rect, in screen coordinates.
    package static let frameKey = "KeyboardObservationLiveFrame"

    /// Reports the keyboard's frame, in screen coordinates, to the pools on `center`.
    package static func report(_ frame: CGRect, on center: NotificationCenter) {
        center.post(name: notificationName, object: nil, userInfo: [frameKey: RectValue.make(frame)])
    }

    /// The frame a live-frame notification carries, read as the decoder reads
    /// a keyboard frame; `nil` when it is missing or not a finite rect.
    static func frame(in notification: Notification) -> CGRect? {
        try? UserInfoReader.rect(notification.userInfo?[frameKey], key: frameKey)
    }
}
