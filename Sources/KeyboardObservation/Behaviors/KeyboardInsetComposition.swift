import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``KeyboardContentInsetBehavior`` shares a scroll view's bottom
/// insets with the app, decided as a plain value: the behavior owns only the
/// amount it added.
///
/// Writing an inset means adding the keyboard's new part to what the target
/// holds less the part added before. When the target no longer holds what
/// the behavior last wrote, the app has written the insets since (say in
/// `viewDidLayoutSubviews`, with `contentInsetAdjustmentBehavior = .never`):
/// what it holds is the app's, whole, and the keyboard's part goes on top of it.
struct KeyboardInsetComposition: Hashable, Sendable {
    /// The keyboard's part the behavior added last.
    private(set) var added: CGFloat = 0
    /// What the behavior last wrote to the target; `nil` before the first write.
    private var lastWritten: KeyboardBottomInsets?

    /// The keyboard's part the target holds now: what was added, unless the app wrote over it.
    func keyboardPart(in current: KeyboardBottomInsets) -> CGFloat {
        current == lastWritten ? added : 0
    }

    /// The target's insets without the keyboard's part.
    func resting(in current: KeyboardBottomInsets) -> KeyboardBottomInsets {
        current.adding(-keyboardPart(in: current))
    }

    /// What to write for the keyboard's part to be `part`, from what the target holds.
    mutating func insets(withKeyboardPart part: CGFloat, from current: KeyboardBottomInsets) -> KeyboardBottomInsets {
        record(resting(in: current).adding(part), part: part)
    }

    /// What to write for the resting insets to be `resting`, keeping the keyboard's part.
    mutating func insets(withResting resting: KeyboardBottomInsets, from current: KeyboardBottomInsets)
        -> KeyboardBottomInsets {
        let part = keyboardPart(in: current)
        return record(resting.adding(part), part: part)
    }

    private mutating func record(_ insets: KeyboardBottomInsets, part: CGFloat) -> KeyboardBottomInsets {
        added = part
        lastWritten = insets
        return insets
    }

    /// The keyboard's part for a content inset of `overlapInset`: none on a
    /// table view a `UITableViewController` manages, which makes room for
    /// the keyboard by itself (a second inset is reported to double it:
    /// openradar 13984333; IQKeyboardManager turns itself off there, issue 679).
    static func keyboardPart(overlapInset: CGFloat, managedByTableViewController: Bool) -> CGFloat {
        managedByTableViewController ? 0 : overlapInset
    }
}
