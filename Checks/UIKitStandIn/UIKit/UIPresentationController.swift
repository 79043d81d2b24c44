// UIKit/UIPresentationController.h
// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIPresentationController : NSObject <UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIPresentationController: NSObject {}

// UIKit/UIPopoverPresentationController.h
// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
// @interface UIPopoverPresentationController : UIPresentationController
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    // @property (nullable, nonatomic, strong) UIView *sourceView;
    open var sourceView: UIView?

    // @property (nonatomic, assign) CGRect sourceRect;
    open var sourceRect = CGRect.zero
}
