// UIKit/UIVisualEffectView.h
// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIVisualEffectView : UIView <NSSecureCoding>
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    // @property (nonatomic, strong, readonly) UIView *contentView;
    open var contentView: UIView { fatalError() }
}
