import Foundation

/// One recorded keyboard session; `steps` in the order the pool received them.
///
/// A trace is what a pool received, raw: first the keyboard as it was when
/// recording began, then every keyboard notification as it arrived (a bad
/// one too) and every layout pass of a keyboard layout guide the pool
/// followed, each with its time. A ``KeyboardTraceRecorder`` takes one on a
/// device; `KeyboardSimulator.replay(_:)` (in `KeyboardObservationTesting`)
/// posts it again in a test, where the pool makes the same decisions.
///
/// It is a value, and `Codable`: share it as JSON.
///
/// ```swift
/// let json = try JSONEncoder().encode(recorder.trace)
/// let trace = try JSONDecoder().decode(KeyboardTrace.self, from: json)
/// ```
///
/// The JSON is `{"version": 1, "note": "…", "steps": […]}` (`note` may be
/// left out). A trace of an older version than ``formatVersion`` decodes:
/// each later version may only add fields that can be left out, read with
/// the default its version states. A newer version, or one below 1, fails
/// to decode with `DecodingError.dataCorrupted`, naming both versions.
public struct KeyboardTrace: Codable, Hashable, Sendable {
    /// The steps, in the order the pool received them.
    public var steps: [KeyboardTrace.Step]

    /// Free text about the session: the device, the system, what the user did.
    /// Recorded traces have none; add one before sharing.
    public var note: String?

    /// The JSON format this package writes, and the newest it reads.
    public static let formatVersion = 1

    /// A trace of these steps.
    ///
    /// - Parameters:
    ///   - steps: The steps, first the keyboard when recording began.
    ///   - note: Free text about the session.
    public init(steps: [KeyboardTrace.Step], note: String? = nil) {
        self.steps = steps
        self.note = note
    }

    private enum CodingKeys: String, CodingKey {
        case version, note, steps
    }

    /// Decodes a trace of any version from 1 to ``formatVersion``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.formatVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "This is a version \(version) keyboard trace; this KeyboardObservation reads "
                    + "versions 1 to \(Self.formatVersion)"
                    + (version > Self.formatVersion ? ": update the package to read it." : ".")
            )
        }
        steps = try container.decode([KeyboardTrace.Step].self, forKey: .steps)
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }

    /// Encodes `{"version": formatVersion, "note": …, "steps": […]}`, leaving out a `nil` note.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encode(steps, forKey: .steps)
    }
}
