// expect: call to main actor-isolated global function 'withAnimation' in a synchronous nonisolated context
// `withAnimation` runs from the main actor; the layer calls it only there.
import KeyboardObservation
import SwiftUI

@MainActor func onMain() { withAnimation(.default) {} }

#if MISTAKE
nonisolated func offMain() { withAnimation(.default) {} }
#endif
