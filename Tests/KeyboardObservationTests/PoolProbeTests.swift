import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

/// The counters the Stress harness reads through the package-level probe.
@MainActor
struct PoolProbeTests {
    @Test func countsOneDecodePerPostHoweverManyClients() {
        let center = NotificationCenter()
        let probe = PoolProbe()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, probe: probe)
        let clients = (0..<10).map { _ in RecordingClient() }
        for client in clients { pool.subscribe(client) }
        KeyboardSimulator(notificationCenter: center).show(height: 300)
        #expect(probe.decodes == 4)
        #expect(clients.allSatisfy { $0.events.count == 4 })
    }

    @Test func countsObserversFromSubscribeToUnsubscribeSweepAndClose() {
        let probe = PoolProbe()
        var pool: ObserverPool? = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil, probe: probe)
        let kept = RecordingClient(), left = RecordingClient()
        pool?.subscribe(kept)
        pool?.subscribe(kept)
        pool?.subscribe(left)
        do {
            let doomed = RecordingClient()
            pool?.subscribe(doomed)
        }
        #expect(probe.liveObservers == 3)
        pool?.unsubscribe(left)
        #expect(probe.liveObservers == 2)
        pool?.sweep()
        #expect(probe.liveObservers == 1)
        pool = nil
        #expect(probe.liveObservers == 0)
    }

    @Test func countsDecodesFromManyThreadsExactly() {
        let center = NotificationCenter()
        let probe = PoolProbe()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, probe: probe)
        let info = sampleInfo()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 {
                center.post(name: KeyboardEvent.didShow.notificationName, object: nil, userInfo: info.userInfo)
            }
        }
        #expect(probe.decodes == 400)
        withExtendedLifetime(pool) {}
    }
}
