import Foundation
import KeyboardObservation

/// The client or screen of every way the sections compare: the same small
/// amount of work per event, whether the event arrives through the pool, a
/// hand-written NotificationCenter observer, or a floor's loop.
@MainActor
final class ProfileClient: KeyboardObservable {
    private(set) var received = 0
    private(set) var checksum: Double = 0

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        consume(endFrame: info.endFrame, duration: info.animationDuration, curve: info.animationCurve.rawValue)
    }

    /// What a screen would do with the payload, reduced to a sum.
    @inline(__always)
    func consume(endFrame: CGRect, duration: TimeInterval, curve: Int) {
        received &+= 1
        checksum += endFrame.height + duration + Double(curve)
    }
}
