import Foundation
import KeyboardObservation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How the lab writes the keyboard's values: short lines for the panel and the readouts.
enum LabFormat {
    /// A frame as `x,y w×h` in points, or `none`.
    static func rect(_ rect: CGRect?) -> String {
        guard let rect else { return "none" }
        return "\(points(rect.minX)),\(points(rect.minY)) \(points(rect.width))×\(points(rect.height))"
    }

    /// A length in points, with one decimal only when it has one (3x screens' thirds).
    static func points(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1_000_000 else { return "\(value)" }
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10)
        return tenths == CGFloat(whole) * 10 ? "\(whole)" : "\(Double(tenths) / 10)"
    }

    /// `yes`, `no`, or `?` when UIKit did not say.
    static func flag(_ value: Bool?) -> String {
        guard let value else { return "?" }
        return value ? "yes" : "no"
    }

    /// The pool's state, one fact a line.
    static func lines(for state: KeyboardState) -> [String] {
        [
            "placement \(state.placement)",
            "frame     \(rect(state.frame))",
            "isLocal   \(flag(state.isLocal))",
            "hardware  \(flag(state.isHardwareKeyboardAttached))",
        ]
    }

    /// What made a change: a post, a frame of a drag, a layout guide, or a hardware keyboard.
    static func cause(_ cause: KeyboardChange.Cause) -> String {
        switch cause {
        case .post(let event): "post \(event)"
        case .liveFrame: "live frame"
        case .layoutGuide: "layout guide"
        case .hardwareKeyboard: "hardware keyboard"
        }
    }

    /// A change, as `KeyboardModel.lastChange` or `observeChanges` hands it over.
    static func lines(for change: KeyboardChange?) -> [String] {
        guard let change else { return ["no change yet"] }
        let timing = change.info.map { "\($0.animationDuration) s, curve \($0.animationCurve.rawValue)" } ?? "none"
        return [
            "cause  \(cause(change.cause))",
            "from   \(change.previous.placement) \(rect(change.previous.frame))",
            "to     \(change.current.placement) \(rect(change.current.frame))",
            "timing \(timing)",
        ]
    }

    /// One post as the pool delivered it: the event, its end frame and timing.
    static func line(for event: KeyboardEvent, info: KeyboardInfo) -> String {
        "\(event) \(rect(info.endFrame)) \(info.animationDuration)s c\(info.animationCurve.rawValue)"
    }

    /// What the keyboard covers of a view.
    static func line(for overlap: KeyboardOverlap) -> String {
        "covered \(points(overlap.coveredHeight)), inset \(points(overlap.contentInset))"
    }
}
