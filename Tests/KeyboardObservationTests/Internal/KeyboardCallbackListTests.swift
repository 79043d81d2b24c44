import Testing
@testable import KeyboardObservation

/// The UIKit layer's hidden views call each closure until it declines, and
/// keep one added while they call.
@MainActor
struct KeyboardCallbackListTests {
    @Test func closuresThatDeclineAreDroppedAndOnesAddedDuringACallAreKept() {
        let list = KeyboardCallbackList<Int>()
        var calls: [String] = []
        list.append { value in
            calls.append("once \(value)")
            // A behavior created inside another's callback adds to the same list.
            list.append { value in
                calls.append("added \(value)")
                return true
            }
            return false
        }
        list.append { value in
            calls.append("always \(value)")
            return true
        }
        list.callAll(with: 1)
        list.callAll(with: 2)
        #expect(calls == ["once 1", "always 1", "always 2", "added 2"])
        #expect(!list.isEmpty)
    }
}
