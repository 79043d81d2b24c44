/// Whether UIKit moves a view's presentation for the keyboard after posting
/// its notifications, decided from the raw facts the UIKit layer gathers.
///
/// On an iPad, a form or page sheet shown centred (a regular-width
/// environment, not filling its window) is lifted by UIKit to keep it above
/// the keyboard, and a popover is resized or moved so that it does not
/// collide with it (Apple's `UIPopoverController` reference: the content size
/// is a preference UIKit may change for the keyboard). Apple documents no
/// rule for the sheets; developers report that
/// `keyboardWillShow` is posted before the sheet moves (FinalCAD
/// iOS-KeyboardManager issue 2, 2015; IQKeyboardManager PR 234;
/// freshOS/KeyboardLayoutGuide PR 43, 2022, which measures such a sheet from
/// `keyboardDidChangeFrame` instead). A view measured inside the post is
/// measured where the sheet was, and again where it went: the inset would
/// animate up and back. So a view in such a sheet is measured on the next
/// main-queue turn, once the sheet has moved (docs/PlatformSupport.md).
struct KeyboardPresentationMove: Hashable, Sendable {
    /// How the controller holding the view is presented.
    enum Style: Hashable, Sendable {
        /// Not presented, or presented some other way.
        case other
        /// `UIModalPresentationStyle.formSheet`.
        case formSheet
        /// `UIModalPresentationStyle.pageSheet`.
        case pageSheet
        /// `UIModalPresentationStyle.automatic`, the default: "for most view
        /// controllers, UIKit maps this style to the
        /// `UIModalPresentationStyle.pageSheet` style" (Apple's
        /// `UIModalPresentationStyle.automatic`, iOS 13), and a presented
        /// controller keeps reporting `.automatic`.
        case automatic
        /// `UIModalPresentationStyle.popover`.
        case popover
    }

    /// The presentation's style.
    var style: Style
    /// Whether the presenting controller has a regular horizontal size class
    /// (an iPad, not in a narrow Split View).
    var presentingIsHorizontallyRegular: Bool
    /// Whether the presented controller has a regular horizontal size class.
    var presentedIsHorizontallyRegular: Bool
    /// Whether the presented view fills its window.
    var fillsWindow: Bool

    /// Whether UIKit moves this presentation for the keyboard after posting:
    /// a sheet or a popover shown in a regular width, not filling its window.
    /// The width is the presenting controller's, the environment UIKit shows
    /// the presentation in (a sheet or a popover adapts to a card in a
    /// compact one: Hacknicity, "View Controller Presentation Changes in iOS
    /// 13"); the presented controller's own traits may be narrower (a
    /// popover's content), and do not decide it.
    var isMovedForKeyboard: Bool {
        switch style {
        case .formSheet, .pageSheet, .automatic, .popover: presentingIsHorizontallyRegular && !fillsWindow
        case .other: false
        }
    }
}

/// A measured view that knows whether UIKit moves its presentation for the
/// keyboard: every `UIView`, from its presenting controller. Fakes in tests conform.
@MainActor
protocol KeyboardPresentationSource: AnyObject {
    /// Whether UIKit moves the presentation this view is in for the keyboard, after posting.
    var isMovedForKeyboard: Bool { get }
}
