// UIView.animate with one label misspelt (`option:` for `options:`).
// expect: incorrect argument label in call
import UIKit

@MainActor func slide(_ view: UIView, curve: Int, duration: TimeInterval) {
    let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)
    #if MISTAKE
    UIView.animate(withDuration: duration, delay: 0, option: options, animations: {
        view.layoutIfNeeded()
    }, completion: nil)
    #else
    UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
        view.layoutIfNeeded()
    }, completion: nil)
    #endif
}
