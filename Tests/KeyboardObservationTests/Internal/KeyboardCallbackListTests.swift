import Testing
@testable import KeyboardObservation

/// The UIKit layer's hidden views call each closure until it declines, and
/// keep one added while they call.
@MainActor
struct KeyboardCallbackListTests {
    /// What the closures were called with, as "name value".
    @MainActor
    private final class Calls {
        var log: [String] = []

        /// A closure that logs its calls under `name` and answers `wantsMore`.
        func callback(_ name: String, wantsMore: Bool = true) -> @MainActor (Int) -> Bool {
            { value in
                self.log.append("\(name) \(value)")
                return wantsMore
            }
        }
    }

    @Test func closuresThatDeclineAreDroppedAndOnesAddedDuringACallAreKept() {
        let list = KeyboardCallbackList<Int>()
        let calls = Calls()
        let once = calls.callback("once", wantsMore: false)
        list.append { value in
            // A behavior created inside another's callback adds to the same list.
            list.append(calls.callback("added"))
            return once(value)
        }
        list.append(calls.callback("always"))
        list.callAll(with: 1)
        list.callAll(with: 2)
        #expect(calls.log == ["once 1", "always 1", "always 2", "added 2"])
        #expect(!list.isEmpty)
    }

    /// A closure that lays out the view whose list is being called calls the
    /// list again, inside the first call: what the nested call drops is
    /// neither called nor removed twice by the outer one.
    @Test func aCallNestedInACallbackDropsOnlyWhatDeclined() {
        let list = KeyboardCallbackList<Int>()
        let calls = Calls()
        let nesting = calls.callback("nesting")
        list.append { value in
            let wantsMore = nesting(value)
            if value == 1 { list.callAll(with: 10) }
            return wantsMore
        }
        list.append(calls.callback("once", wantsMore: false))
        list.append(calls.callback("always"))
        list.callAll(with: 1)
        list.callAll(with: 2)
        #expect(calls.log == [
            "nesting 1", "nesting 10", "once 10", "always 10", "always 1",
            "nesting 2", "always 2",
        ])
    }

    /// A layout-guide session ends while its host lives on: cancelling its
    /// registration stops the calls and lets go of the closure, and what it
    /// holds (the pool), at once, not at the host's next layout pass.
    @Test func aCancelledClosureIsNotCalledAgainAndIsLetGoOfAtOnce() {
        final class Held {}
        let list = KeyboardCallbackList<Int>()
        let calls = Calls()
        var held: Held? = Held()
        var probes = WeakProbes()
        probes.watch(held!)
        let registration = list.append { [held] value in
            withExtendedLifetime(held) {}
            return calls.callback("cancelled")(value)
        }
        held = nil
        list.append(calls.callback("always"))
        list.callAll(with: 1)
        #expect(list.count == 2)
        registration.cancel()
        #expect(probes.aliveCount == 0, "the cancelled closure still held what it captured")
        #expect(list.count == 1)
        list.callAll(with: 2)
        registration.cancel()
        #expect(calls.log == ["cancelled 1", "always 1", "always 2"])
        #expect(!list.isEmpty)
    }

    /// A closure that cancels another's registration during a call: the
    /// other is not called in that call, nor after.
    @Test func aClosureCancelledDuringACallIsNotCalled() {
        let list = KeyboardCallbackList<Int>()
        let calls = Calls()
        var later: (any KeyboardCancellable)?
        list.append { value in
            later?.cancel()
            return calls.callback("first")(value)
        }
        later = list.append(calls.callback("later"))
        list.callAll(with: 1)
        list.callAll(with: 2)
        #expect(calls.log == ["first 1", "first 2"])
        #expect(list.count == 1)
    }
}
