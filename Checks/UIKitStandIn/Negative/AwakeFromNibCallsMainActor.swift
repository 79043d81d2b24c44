// An awakeFromNib override calling a main-actor method directly. The iOS 16.5
// and 17.4 SDKs import awakeFromNib nonisolated (an NSObject category method)
// and the override inherits that, even in a @MainActor class; the stand-in
// mirrors it. Asserting the main actor is right under either annotation.
// expect: call to main actor-isolated instance method 'attach()' in a synchronous nonisolated context
import UIKit

final class AttachingView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        #if MISTAKE
        attach()
        #else
        MainActor.assumeIsolated {
            attach()
        }
        #endif
    }

    func attach() {}
}
