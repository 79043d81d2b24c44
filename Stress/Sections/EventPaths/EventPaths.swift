import Foundation
import KeyboardObservation

/// Section 7: main-thread ns per event, and main-queue hops per element,
/// for the three ways a client gets events: a protocol client, `observe`,
/// and an `events()` sequence consumed by a main-actor task; and the floor
/// of any asynchronous delivery: a bare `AsyncStream` that a protocol client
/// on its own pool yields to, consumed the same way. One event at a time
/// (willShow, willHide, …), each posted on the main thread as UIKit does,
/// the next only once the last has arrived.
@MainActor
enum EventPaths {
    struct Result: Codable {
        var protocolNanoseconds: Double
        var observeNanoseconds: Double
        var eventsNanoseconds: Double
        /// The bare stream: what any asynchronous delivery pays.
        var floorNanoseconds: Double
        var protocolHops: Double
        var observeHops: Double
        var eventsHops: Double
        /// `events()` ÷ protocol client (stored: the median ratio over processes).
        var eventsOverProtocol: Double
        /// `events()` ÷ the bare stream (stored likewise).
        var eventsOverFloor: Double
        var deliveredExactly: Bool
    }

    static func run(_ sizes: StressSizes) -> Result {
        let ring = UIKitPayload.ring()
        let count = sizes.pathEvents
        let ways = [Path.protocolClient, .observe, .events, .bareStream].map { PathRun(path: $0, ring: ring) }
        for way in ways { way.deliver(16) }
        let nanoseconds = Measure.medianNanosecondsPerUnit(repetitions: sizes.pathRepetitions, ways.map { way in
            Measure.Way(units: count, run: way.deliver)
        })
        let hops = ways.map { way in way.hopsPerElement(count) }
        return Result(
            protocolNanoseconds: nanoseconds[0], observeNanoseconds: nanoseconds[1], eventsNanoseconds: nanoseconds[2],
            floorNanoseconds: nanoseconds[3],
            protocolHops: hops[0], observeHops: hops[1], eventsHops: hops[2],
            eventsOverProtocol: nanoseconds[2] / nanoseconds[0],
            eventsOverFloor: nanoseconds[2] / nanoseconds[3],
            deliveredExactly: ways.allSatisfy(\.deliveredExactly)
        )
    }

    enum Path { case protocolClient, observe, events, bareStream }
}
