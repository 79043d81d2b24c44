import Foundation
import KeyboardObservation

/// The timed frames of one way's drag, made before timing from a layout
/// pass of the guide for each of ``DragFrame/heights`` and handed out in
/// turn, so that every frame moves the keyboard: the layout pass itself, or
/// the part of it a way is handed (the bare follower's guide frame).
struct DragFrames<Frame> {
    private let frames: [Frame]
    private var index = 0

    /// The frames made by `part` of each layout pass.
    init(_ part: (KeyboardLayoutGuideReading) -> Frame) {
        frames = DragFrame.heights.map { part(FakeScreen.guideReading(height: $0)) }
    }

    /// The next frame.
    mutating func next() -> Frame {
        let frame = frames[index]
        index = index + 1 == frames.count ? 0 : index + 1
        return frame
    }
}

extension DragFrames where Frame == KeyboardLayoutGuideReading {
    /// The layout passes themselves.
    init() { self.init { $0 } }
}
