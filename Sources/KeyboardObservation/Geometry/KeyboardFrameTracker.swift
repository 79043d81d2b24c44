import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Follows keyboard events and keeps the frame a view should stay clear of.
///
/// The frame alone cannot say whether a keyboard is going or staying; the
/// events can:
/// - `willShow` takes the end frame, every time (a repeated `willShow` with
///   the same frame gives the same answer);
/// - `willHide` drops it, whatever the end frame says (iOS 26 has reported a
///   44 pt frame on hide; undocking an iPad keyboard posts `willHide` with the
///   keyboard still on screen);
/// - `willChangeFrame` updates the frame while the keyboard is shown (rotation,
///   a taller predictive bar) or before anything is known, and is ignored
///   after a `willHide` until the next `willShow`;
/// - the did-events change nothing.
///
/// ```swift
/// var tracker = KeyboardFrameTracker()
/// tracker.update(.willShow, info: info)
/// let overlap = tracker.overlap(in: geometry)    // recomputed from the current frame
/// ```
public struct KeyboardFrameTracker: Equatable, Sendable {
    /// The events that move the tracker; the others are ignored.
    public static let events: Set<KeyboardEvent> = [.willShow, .willHide, .willChangeFrame]

    /// The keyboard's end frame in screen coordinates; `nil` when hidden or unknown.
    public private(set) var frame: CGRect?
    private var isHidden = false

    /// A tracker that has seen no event.
    public init() {}

    /// Applies one event.
    ///
    /// - Parameters:
    ///   - event: The event delivered.
    ///   - info: Its payload.
    /// - Returns: `true` when the event was taken into account (the caller
    ///   should re-measure), `false` when it was ignored.
    @discardableResult
    public mutating func update(_ event: KeyboardEvent, info: KeyboardInfo) -> Bool {
        switch event {
        case .willShow:
            isHidden = false
            frame = info.endFrame
        case .willHide:
            isHidden = true
            frame = nil
        case .willChangeFrame:
            guard !isHidden else { return false }
            frame = info.endFrame
        case .didShow, .didHide, .didChangeFrame:
            return false
        }
        return true
    }

    /// The keyboard's overlap with a view, from the current frame.
    ///
    /// - Parameter view: Where the view sits now; `nil` (not on screen) covers nothing.
    /// - Returns: ``KeyboardOverlap/none`` while the keyboard is hidden.
    public func overlap(in view: KeyboardViewGeometry?) -> KeyboardOverlap {
        KeyboardOverlap(keyboardFrame: frame, in: view)
    }
}
