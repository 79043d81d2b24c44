import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``KeyboardContentInsetBehavior`` shares a scroll view's bottom
/// insets with the app, decided as a plain value: the behavior owns only the
/// amount it added, to the content inset and to the indicator inset apart.
///
/// Writing an inset means adding the keyboard's new part to what the target
/// holds less the part added before. When an inset no longer holds what the
/// behavior last wrote to it, the app has written it since (say in
/// `viewDidLayoutSubviews`, with `contentInsetAdjustmentBehavior = .never`):
/// what it holds is the app's, whole, and the keyboard's part goes on top.
/// UIKit itself never writes `contentInset` or the indicator insets (it adds
/// the safe area to `adjustedContentInset`), so a change is the app's.
struct KeyboardInsetComposition: Hashable, Sendable {
    /// One inset: the part the behavior added, and the value it wrote.
    struct Inset: Hashable, Sendable {
        private(set) var added: CGFloat = 0
        private var lastWritten: CGFloat?

        /// The keyboard's part this inset holds: what was added, unless the app wrote over it.
        func keyboardPart(in current: CGFloat) -> CGFloat { current == lastWritten ? added : 0 }

        /// What to write for the keyboard's part to be `part`, and for the rest to be `resting`.
        mutating func value(resting: CGFloat, part: CGFloat) -> CGFloat {
            added = part
            lastWritten = resting + part
            return resting + part
        }
    }

    private var content = Inset()
    private var indicator = Inset()

    /// The keyboard's part the target holds now; `nil` when the app wrote
    /// over one inset and not the other (the two then differ).
    func keyboardPart(in current: KeyboardBottomInsets) -> CGFloat? {
        let contentPart = content.keyboardPart(in: current.content)
        let indicatorPart = indicator.keyboardPart(in: current.indicator)
        return contentPart == indicatorPart ? contentPart : nil
    }

    /// The target's insets without the keyboard's part.
    func resting(in current: KeyboardBottomInsets) -> KeyboardBottomInsets {
        KeyboardBottomInsets(
            content: current.content - content.keyboardPart(in: current.content),
            indicator: current.indicator - indicator.keyboardPart(in: current.indicator)
        )
    }

    /// What to write for the keyboard's part to be `part`, from what the target holds.
    mutating func insets(withKeyboardPart part: CGFloat, from current: KeyboardBottomInsets) -> KeyboardBottomInsets {
        let resting = resting(in: current)
        return KeyboardBottomInsets(
            content: content.value(resting: resting.content, part: part),
            indicator: indicator.value(resting: resting.indicator, part: part)
        )
    }

    /// What to write for the resting insets to be `resting`, keeping the keyboard's part.
    mutating func insets(withResting resting: KeyboardBottomInsets, from current: KeyboardBottomInsets)
        -> KeyboardBottomInsets {
        let contentPart = content.keyboardPart(in: current.content)
        let indicatorPart = indicator.keyboardPart(in: current.indicator)
        return KeyboardBottomInsets(
            content: content.value(resting: resting.content, part: contentPart),
            indicator: indicator.value(resting: resting.indicator, part: indicatorPart)
        )
    }

    /// How much of the scroll view's bottom is already kept clear below its
    /// content, that the keyboard's part need not add again: the inset UIKit
    /// adds itself for the safe area (`adjustedContentInset` beyond
    /// `contentInset`), or, where it adds none (`contentInsetAdjustmentBehavior
    /// = .never`, with which apps write the safe area into `contentInset`
    /// themselves), as much of the app's own inset as the safe area is high.
    /// The rest of the app's inset (a bar that rides above the keyboard)
    /// stays below the keyboard's part.
    static func clearedBottomInset(automatic: CGFloat, resting: CGFloat, safeArea: CGFloat) -> CGFloat {
        let automatic = automatic.isFinite ? max(0, automatic) : 0
        let fromApp = min(resting.isFinite ? max(0, resting) : 0, safeArea.isFinite ? max(0, safeArea) : 0)
        return max(automatic, fromApp)
    }

    /// The keyboard's part for a content inset of `overlapInset`: none on a
    /// table view a `UITableViewController` manages, which makes room for
    /// the keyboard by itself (a second inset is reported to double it:
    /// openradar 13984333; IQKeyboardManager turns itself off there, issue 679).
    static func keyboardPart(overlapInset: CGFloat, managedByTableViewController: Bool) -> CGFloat {
        managedByTableViewController ? 0 : overlapInset
    }
}
