import Foundation
import KeyboardObservation

/// Section: main-thread ns per event, and main-queue hops per element,
/// for the three ways a client gets events: a protocol client, `observe`,
/// and an `events()` sequence consumed by a main-actor task; and the floor
/// of any asynchronous delivery: a bare `AsyncStream` that a protocol client
/// on its own pool yields to, consumed the same way. One event at a time
/// (willShow, willHide, …), each posted on the main thread as UIKit does,
/// the next only once the last has arrived.
@MainActor
enum EventPaths {
    /// The paths; their raw values start their JSON keys (`observe_ns_per_event`; `events()` has `ns_per_event`).
    enum Path: String, ComparedWay {
        case protocolClient = "protocol_client"
        case observe
        case events = ""
        case bareStream = "floor"

        var label: String {
            switch self {
            case .protocolClient: "protocol client"
            case .observe: "observe { }"
            case .events: "events() + main-actor task"
            case .bareStream: "floor: bare AsyncStream fed by a protocol client"
            }
        }
    }

    /// One process's figures.
    struct Result: Codable {
        var nanoseconds: PerWay<Path, Double>
        var hops: PerWay<Path, Double>
        /// `events()` ÷ protocol client and ÷ the bare stream, each taken within the process.
        var ratios: PathRatios
        var deliveredExactly: Bool
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let ring = UIKitPayload.ring()
        let ways = Path.allCases.map { PathRun(path: $0, ring: ring) }
        for way in ways { way.deliver(16) }
        let nanoseconds = PerWay<Path, Double>(Measure.medianNanosecondsPerUnit(sizes.paths, ways.map { $0.deliver }) {
            steps.stepEnded()
        })
        let hops = PerWay<Path, Double>(ways.map { way in way.hopsPerElement(sizes.paths.units) })
        return Result(
            nanoseconds: nanoseconds, hops: hops,
            ratios: PathRatios(
                eventsOverProtocol: nanoseconds[.events] / nanoseconds[.protocolClient],
                eventsOverFloor: nanoseconds[.events] / nanoseconds[.bareStream]
            ),
            deliveredExactly: ways.allSatisfy(\.deliveredExactly)
        )
    }
}

/// How `events()` compares, each ratio taken within one process.
struct PathRatios: Codable {
    var eventsOverProtocol: Double
    var eventsOverFloor: Double
}
