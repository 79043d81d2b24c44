import KeyboardObservation
import SwiftUI

/// KeyboardLab: the package's screens on a device, the pool's state over
/// each of them, and a recorder for keyboard traces.
@main
struct KeyboardLabApp: App {
    init() {
        // The README's advice (docs/Pool.md, "A pool created late"): the
        // shared pool exists before any keyboard rises, so the first screen
        // starts from the keyboard as it is.
        _ = ObserverPool.shared
    }

    var body: some Scene {
        WindowGroup {
            LabRoot()
                .ignoresSafeArea()
        }
    }
}
