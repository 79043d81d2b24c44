import Foundation
import KeyboardObservation
import KeyboardObservationTestSupport

extension PoolFixture {
    /// A content-inset behavior on `target` that follows this fixture's pool and writes at once.
    @MainActor
    func insetBehavior(on target: any KeyboardInsetTarget) -> KeyboardContentInsetBehavior {
        KeyboardContentInsetBehavior(target: target, pool: pool, animation: .immediate)
    }
}
