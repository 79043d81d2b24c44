// UIKit/UIWindow.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIWindow : UIView
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIWindow: UIView {
    // @property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);
    @available(iOS 13.0, *)
    open var windowScene: UIWindowScene? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property (nonatomic, readonly) BOOL canBecomeKeyWindow API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos);
    // Swift: var canBecomeKey: Bool { get }
    // (the KeyboardLab example's panel window overrides it, which needs it in the class body)
    @available(iOS 15.0, *)
    open var canBecomeKey: Bool { fatalError() }

    // @property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0)); // default is nil
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
}
