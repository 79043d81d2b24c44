import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Posting fuzzed `userInfo` dictionaries through a pool with live clients.
///
/// Replay a failure with the command it prints; `KEYBOARD_FUZZ_CASES`
/// changes how many posts run.
@MainActor
struct FuzzPoolDeliveryTests {
    /// Posts in a plain `swift test`; CI runs 100,000 (`.ci/fuzz.sh`).
    static let defaultCases = 5_000

    @Test func badPostsReachNobodyAndAreReportedWhileGoodPostsReachEveryObserver() {
        let configuration = FuzzConfiguration.current(defaultCases: Self.defaultCases)
        let invalid = LockIsolated<[InvalidPost]>([])
        let center = NotificationCenter()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, onInvalidNotification: invalid.recorder())
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let clients = [
            RecordingClient(), RecordingClient(), RecordingClient(events: [.willShow, .willHide]),
            RecordingClient(events: [.didChangeFrame]),
        ]
        for client in clients { pool.subscribe(client, to: client.observedKeyboardEvents) }

        var failures = 0
        for index in configuration.cases where failures < 20 {
            var rng = configuration.generator(forCase: index)
            let event = KeyboardEvent.allCases[Int.random(in: 0..<KeyboardEvent.allCases.count, using: &rng)]
            let sample = UserInfoSample.generate(using: &rng)
            let before = clients.map(\.received.count)
            keyboard.post(event, userInfo: sample.userInfo)
            let decoded = Result { () throws(KeyboardInfoError) in try KeyboardInfo(userInfo: sample.userInfo) }
            let reports = invalid.drain()
            let problem = deliveryProblem(decoded, event: event, clients: clients, before: before, reports: reports)
                ?? sample.problem(with: decoded)
            if let problem {
                failures += 1
                Issue.record("""
                    \(problem)
                    event: \(event), userInfo: \(sample)
                    replay: \(configuration.replayCommand(case: index, test: "FuzzPoolDeliveryTests"))
                    """)
            }
        }

        let before = clients.map(\.received.count)
        keyboard.show(height: 336)
        #expect(zip(clients, before).map { $0.received.count - $1 } == [4, 4, 1, 1])
        #expect(invalid.current.count == 0)
    }

    private func deliveryProblem(
        _ decoded: Result<KeyboardInfo, KeyboardInfoError>, event: KeyboardEvent,
        clients: [RecordingClient], before: [Int], reports: [InvalidPost]
    ) -> String? {
        switch decoded {
        case .success(let info):
            guard reports.isEmpty else { return "a good post was reported invalid: \(reports)" }
            for (client, count) in zip(clients, before) {
                let expected = client.observedKeyboardEvents.contains(event) ? count + 1 : count
                guard client.received.count == expected else {
                    return "a client observing \(client.observedKeyboardEvents) got \(client.received.count - count) deliveries"
                }
                if expected > count, let last = client.received.last, last.event != event || last.info != info {
                    return "a client got \(last), expected \(event) \(info)"
                }
            }
        case .failure(let error):
            guard clients.map(\.received.count) == before else { return "a bad post reached a client" }
            guard reports == [InvalidPost(event: event, error: error)] else {
                return "onInvalidNotification heard \(reports), expected \(event) \(error)"
            }
        }
        return nil
    }
}
