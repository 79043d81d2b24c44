import Foundation
import KeyboardObservation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The simulated keyboard's current frame (`nil`: hidden), shared by copies of a simulator.
typealias SimulatedKeyboardState = LockIsolated<CGRect?>

extension LockIsolated where State == CGRect? {
    /// Stores `newFrame` (nil: hidden) and returns the previous frame.
    func swapFrame(_ newFrame: CGRect?) -> CGRect? {
        withLock { frame in
            defer { frame = newFrame }
            return frame
        }
    }
}
