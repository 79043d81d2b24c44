#if canImport(UIKit)
import UIKit

extension UIView: KeyboardPresentationSource {
    /// Whether UIKit moves the presentation holding this view for the
    /// keyboard: the raw facts of its outermost presented controller, decided
    /// by `KeyboardPresentationMove`.
    var isMovedForKeyboard: Bool {
        guard let window, let presented = owningViewController?.outermostParent,
              presented.presentingViewController != nil, let view = presented.view
        else { return false }
        let style = presented.modalPresentationStyle
        let move = KeyboardPresentationMove(
            style: style == .formSheet ? .formSheet : style == .pageSheet ? .pageSheet : .other,
            isHorizontallyRegular: presented.traitCollection.horizontalSizeClass == .regular,
            fillsWindow: view.convert(view.bounds, to: window) == window.bounds
        )
        return move.isMovedForKeyboard
    }
}
#endif
