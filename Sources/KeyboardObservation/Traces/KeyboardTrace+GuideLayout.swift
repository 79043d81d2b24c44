import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardTrace {
    /// One layout pass of a keyboard layout guide the pool followed, as the
    /// raw facts the UIKit layer read: the guide's frame, its owning view's
    /// frame and resting band, and the screen, all in screen coordinates.
    ///
    /// A trace keeps the facts, not what the pool made of them, so a replay
    /// runs the same check of the guide against the posts.
    ///
    /// ```json
    /// {"guideFrame": [0, 644, 390, 200], "viewFrame": [0, 0, 390, 844],
    ///  "restingBandHeight": 34, "screenBounds": [0, 0, 390, 844]}
    /// ```
    package struct GuideLayout: Hashable, Sendable {
        /// The facts, as the pool's live-frame sessions take them in.
        package var reading: KeyboardLayoutGuideReading

        /// The guide's layout frame, in screen coordinates.
        package var guideFrame: CGRect { reading.guideFrame }
        /// The guide's owning view, in screen coordinates.
        package var viewFrame: CGRect { reading.viewFrame }
        /// The band the guide rests at when no keyboard covers the view: the
        /// view's bottom safe-area inset, or 0.
        package var restingBandHeight: CGFloat { reading.restingBandHeight }
        /// The screen's bounds.
        package var screenBounds: CGRect { reading.screenBounds }

        /// A layout pass from its facts, every rect in screen coordinates.
        package init(guideFrame: CGRect, viewFrame: CGRect, restingBandHeight: CGFloat, screenBounds: CGRect) {
            reading = KeyboardLayoutGuideReading(
                guideFrame: guideFrame, viewFrame: viewFrame, restingBandHeight: restingBandHeight,
                screenBounds: screenBounds
            )
        }

        /// The facts a live-frame session took in.
        init(_ reading: KeyboardLayoutGuideReading) {
            self.reading = reading
        }
    }
}

extension KeyboardTrace.GuideLayout: Codable {
    /// Decodes the four facts under their names, rects as `[x, y, width, height]`.
    package init(from decoder: any Decoder) throws {
        reading = try KeyboardLayoutGuideReading(from: decoder)
    }

    /// Encodes the four facts under their names, rects as `[x, y, width, height]`
    /// (a non-finite component as a string, `"nan"`).
    package func encode(to encoder: any Encoder) throws {
        try reading.encode(to: encoder)
    }
}
