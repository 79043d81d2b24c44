import Foundation
import KeyboardObservation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The simulated keyboard's current frame, shared by copies of a simulator.
final class SimulatedKeyboardState: @unchecked Sendable {
    // NB: @unchecked Sendable. `frame` is read and written only inside
    // `swapFrame(_:)`, with `lock` held.
    private let lock = NSLock()
    private var frame: CGRect?

    /// Stores `newFrame` (nil: hidden) and returns the previous frame.
    func swapFrame(_ newFrame: CGRect?) -> CGRect? {
        lock.lock()
        defer { lock.unlock() }
        let previous = frame
        frame = newFrame
        return previous
    }
}
