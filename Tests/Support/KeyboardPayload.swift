import Foundation
import KeyboardObservation

/// The tests' one payload factory: a keyboard ending at `end` (by default
/// 336 points docked on ``TestScreen/phone``), starting at `begin` (by default
/// where it ends), with UIKit's usual timing unless told otherwise.
package func keyboardInfo(
    end: CGRect = TestScreen.docked(height: 336), begin: CGRect? = nil,
    duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard
) -> KeyboardInfo {
    KeyboardInfo(
        beginFrame: begin ?? end, endFrame: end, animationDuration: duration, animationCurve: curve, isLocal: true
    )
}
