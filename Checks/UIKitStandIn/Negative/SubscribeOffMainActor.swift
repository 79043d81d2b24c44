// The library's promise that subscribing off the main actor does not compile:
// `ObserverPool.subscribe(_:to:)` and `subscribeOnKeyboardNotifications(in:)`
// are `@MainActor`, so a client cannot join a pool from a background context.
// expect: call to main actor-isolated instance method 'subscribe(_:to:)' in a synchronous nonisolated context
import Foundation
import KeyboardObservation

@MainActor
final class Screen: KeyboardObservable {
    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {}
}

@MainActor
func subscribeOnMain(_ screen: Screen, pool: ObserverPool) {
    pool.subscribe(screen)
    screen.subscribeOnKeyboardNotifications(in: pool)
}

#if MISTAKE
func subscribeAnywhere(_ screen: Screen, pool: ObserverPool) {
    pool.subscribe(screen)
}
#endif
