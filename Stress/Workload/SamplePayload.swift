import Foundation
import KeyboardObservation

/// The keyboard payload every section posts: what UIKit posts for a 336 pt
/// keyboard sliding in, as the pool's own encoder spells it.
enum SamplePayload {
    static let info = KeyboardInfo(
        beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
        endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
        animationDuration: 0.25,
        animationCurve: .keyboard,
        isLocal: true
    )

    @MainActor static let userInfo: [AnyHashable: Any] = info.userInfo
}
