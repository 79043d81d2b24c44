// expect: main actor-isolated default value in a nonisolated context
// A view that makes a main-actor model in a stored property's initial value
// needs `@MainActor` itself: with the iOS 17 SDK only `body` is isolated
// (the real iOS 17.5 SDK rejected our DocC recipe for this).
import KeyboardObservation
import KeyboardObservationSwiftUI
import SwiftUI

@available(iOS 17.0, *)
#if !MISTAKE
@MainActor
#endif
struct NewMessageButton: View {
    @State private var keyboard = KeyboardModel()
    var body: some View { Text("New message") }
}
