#if canImport(UIKit)
import UIKit

extension UIView: KeyboardPresentationSource {
    /// Whether UIKit moves the presentation holding this view for the
    /// keyboard: the raw facts of its outermost presented controller, decided
    /// by `KeyboardPresentationMove`.
    var isMovedForKeyboard: Bool {
        guard let window, let presented = owningViewController?.outermostParent,
              let presenting = presented.presentingViewController, let view = presented.view
        else { return false }
        let move = KeyboardPresentationMove(
            style: Self.presentationMoveStyle(presented.modalPresentationStyle),
            presentingIsHorizontallyRegular: presenting.traitCollection.horizontalSizeClass == .regular,
            presentedIsHorizontallyRegular: presented.traitCollection.horizontalSizeClass == .regular,
            fillsWindow: view.convert(view.bounds, to: window) == window.bounds
        )
        return move.isMovedForKeyboard
    }

    private static func presentationMoveStyle(_ style: UIModalPresentationStyle) -> KeyboardPresentationMove.Style {
        switch style {
        case .formSheet: .formSheet
        case .pageSheet: .pageSheet
        case .popover: .popover
        case .automatic: .automatic
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none: .other
        @unknown default: .other
        }
    }
}
#endif
