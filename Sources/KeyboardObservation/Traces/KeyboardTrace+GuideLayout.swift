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
    public struct GuideLayout: Hashable, Sendable {
        /// The guide's layout frame, in screen coordinates.
        public var guideFrame: CGRect {
            get { storedGuideFrame.rect }
            set { storedGuideFrame.rect = newValue }
        }
        /// The guide's owning view, in screen coordinates.
        public var viewFrame: CGRect {
            get { storedViewFrame.rect }
            set { storedViewFrame.rect = newValue }
        }
        /// The band the guide rests at when no keyboard covers the view: the
        /// view's bottom safe-area inset, or 0.
        public var restingBandHeight: CGFloat {
            get { CGFloat(storedBand.value) }
            set { storedBand.value = Double(newValue) }
        }
        /// The screen's bounds.
        public var screenBounds: CGRect {
            get { storedScreenBounds.rect }
            set { storedScreenBounds.rect = newValue }
        }

        private var storedGuideFrame: TraceRect
        private var storedViewFrame: TraceRect
        private var storedBand: TraceComponent
        private var storedScreenBounds: TraceRect

        /// A layout pass from its facts, every rect in screen coordinates.
        public init(guideFrame: CGRect, viewFrame: CGRect, restingBandHeight: CGFloat, screenBounds: CGRect) {
            storedGuideFrame = TraceRect(guideFrame)
            storedViewFrame = TraceRect(viewFrame)
            storedBand = TraceComponent(value: Double(restingBandHeight))
            storedScreenBounds = TraceRect(screenBounds)
        }

        /// The facts a live-frame session took in.
        init(_ reading: KeyboardLayoutGuideReading) {
            self.init(
                guideFrame: reading.guideFrame, viewFrame: reading.viewFrame,
                restingBandHeight: reading.restingBandHeight, screenBounds: reading.screenBounds
            )
        }

        /// The facts as a replay lays the guide out with them.
        package var reading: KeyboardLayoutGuideReading {
            KeyboardLayoutGuideReading(
                guideFrame: guideFrame, viewFrame: viewFrame, restingBandHeight: restingBandHeight,
                screenBounds: screenBounds
            )
        }
    }
}

extension KeyboardTrace.GuideLayout: Codable {
    private enum CodingKeys: String, CodingKey {
        case guideFrame, viewFrame, restingBandHeight, screenBounds
    }

    /// Decodes the four facts under their names, rects as `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storedGuideFrame = try container.decode(TraceRect.self, forKey: .guideFrame)
        storedViewFrame = try container.decode(TraceRect.self, forKey: .viewFrame)
        storedBand = try container.decode(TraceComponent.self, forKey: .restingBandHeight)
        storedScreenBounds = try container.decode(TraceRect.self, forKey: .screenBounds)
    }

    /// Encodes the four facts under their names, rects as `[x, y, width, height]`;
    /// a non-finite number as a string (`"nan"`), as a guide read `.zero` or worse may give.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(storedGuideFrame, forKey: .guideFrame)
        try container.encode(storedViewFrame, forKey: .viewFrame)
        try container.encode(storedBand, forKey: .restingBandHeight)
        try container.encode(storedScreenBounds, forKey: .screenBounds)
    }
}
