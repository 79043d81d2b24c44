import Foundation
import KeyboardObservation

/// Traces as JSON and back, the way a user shares one.
enum TraceJSON {
    static func encode(_ trace: KeyboardTrace) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(trace)
    }

    static func decode(_ data: Data) throws -> KeyboardTrace {
        try JSONDecoder().decode(KeyboardTrace.self, from: data)
    }

    static func decode(_ text: String) throws -> KeyboardTrace {
        try decode(Data(text.utf8))
    }

    /// `trace` through JSON and back.
    static func roundTrip(_ trace: KeyboardTrace) throws -> KeyboardTrace {
        try decode(encode(trace))
    }
}

/// A trace that does not hold what a test built it to hold.
enum TraceTestFailure: Error {
    case unexpectedStep
}
