import Dispatch
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// The module's one lock: a value reached only inside `withLock`.
struct LockIsolatedTests {
    @Test func withLockReadsAndWritesTheState() {
        let box = LockIsolated([1, 2])
        let count = box.withLock { state -> Int in
            state.append(3)
            return state.count
        }
        #expect(count == 3)
        #expect(box.withLock { $0 } == [1, 2, 3])
    }

    @Test func copiesShareOneBox() {
        let box = LockIsolated(0)
        let copy = box
        copy.withLock { $0 = 42 }
        #expect(box.withLock { $0 } == 42)
    }

    @Test func theStateIsReleasedWithTheLastCopy() {
        weak var probe: DeinitProbe?
        do {
            let value = DeinitProbe()
            probe = value
            let box = LockIsolated<DeinitProbe?>(value)
            #expect(box.withLock { $0 } === probe)
        }
        #expect(probe == nil)
    }

    @Test func concurrentUpdatesAreNeverLost() {
        let box = LockIsolated(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { box.withLock { $0 += 1 } }
        }
        #expect(box.withLock { $0 } == 8_000)
    }
}
