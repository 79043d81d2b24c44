import Foundation
import KeyboardObservation

/// The storm's in-run peer for throughput: the same threads post the same
/// notifications into a NotificationCenter with one block observer per
/// client per event, each decoding with the `as? NSNumber` spelling and
/// counting on the posting thread, as apps without a pool do.
enum StormPeer {
    /// The peer's throughput, and whether it delivered everything.
    struct Result: Codable {
        var eventsPerSecond: Double
        /// Whether every observer saw every post.
        var deliveredExactly: Bool
    }

    static func run(threads: Int, postsPerThread: Int, clients: Int) -> Result {
        let center = NotificationCenter()
        let counters = (0..<clients).map { _ in StormSignal() }
        var tokens: [any NSObjectProtocol] = []
        for counter in counters {
            for event in StormPost.events {
                tokens.append(center.addObserver(forName: event.notificationName, object: nil, queue: nil) { notification in
                    guard let fields = HandwrittenDecode.fields(notification.userInfo, .uncheckedNSNumber) else { return }
                    blackHole(fields.endFrame)
                    counter.add(1)
                })
            }
        }
        let posters = DispatchGroup()
        let start = Measure.now()
        for thread in 0..<threads {
            posters.enter()
            Thread {
                for sequence in 0..<postsPerThread {
                    center.post(name: StormPost.event(sequence).notificationName, object: nil,
                                userInfo: StormPost.userInfo(thread: thread, sequence: sequence))
                }
                posters.leave()
            }.start()
        }
        posters.wait()
        let elapsed = Double(Measure.now() - start) / 1e9
        for token in tokens { center.removeObserver(token) }
        return Result(
            eventsPerSecond: Double(threads * postsPerThread) / elapsed,
            deliveredExactly: counters.allSatisfy { $0.count == threads * postsPerThread }
        )
    }
}
