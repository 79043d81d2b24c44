// UIKit/UIViewController.h, UINavigationController.h, UINavigationItem.h,
// UIBarButtonItem.h and UIPopoverPresentationController.h: presenting and
// navigating, beyond the UIKit stand-in.

extension UIViewController {
    // @property(nullable, nonatomic,copy) NSString *title;  // Localized title for use by a parent controller.
    public var title: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nullable, nonatomic,readonly) UIViewController *presentedViewController  API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    public var presentedViewController: UIViewController? { fatalError() }

    // - (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));
    // Swift: func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    @available(iOS 5.0, *)
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        fatalError()
    }

    // - (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));
    // Swift: func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)
    @available(iOS 5.0, *)
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

    // @interface UIViewController (UIPresentationController)
    // @property (nullable, nonatomic, readonly) UIPopoverPresentationController *popoverPresentationController API_AVAILABLE(ios(8.0));
    @available(iOS 8.0, *)
    public var popoverPresentationController: UIPopoverPresentationController? { fatalError() }

    // @interface UIViewController (UINavigationControllerItem)
    // @property(nonatomic,readonly,strong) UINavigationItem *navigationItem; // Created on-demand so that a view controller may customize its navigation appearance.
    public var navigationItem: UINavigationItem { fatalError() }

    // @property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController; // If this view controller has been pushed onto a navigation controller, return it.
    public var navigationController: UINavigationController? { fatalError() }
}

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UINavigationController : UIViewController
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    // - (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER; // Initializer that also pushes the root view controller without animation.
    public init(rootViewController: UIViewController) { fatalError() }

    // - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated; // Uses a horizontal slide transition. Has no effect if the view controller is already in the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
}

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UINavigationItem : NSObject <NSCoding>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    // @property(nonatomic, readwrite, strong, nullable) UIBarButtonItem *rightBarButtonItem;
    open var rightBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIBarItem : NSObject <NSCoding, UIAppearance>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIBarItem: NSObject {}

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIBarButtonItem : UIBarItem <NSCoding>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    // typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) {
    //     UIBarButtonSystemItemDone,
    //     UIBarButtonSystemItemCancel, …
    // Swift: enum UIBarButtonItem.SystemItem : Int (only its first cases here)
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
    }
}

// UIKit.swiftinterface:
// @_Concurrency.MainActor @preconcurrency convenience public init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
// (the menu is not mirrored)
@available(iOS 14.0, *)
extension UIBarButtonItem {
    @MainActor @preconcurrency
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        fatalError()
    }
}

// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIPresentationController : NSObject <UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIPresentationController: NSObject {}

// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR
// @interface UIPopoverPresentationController : UIPresentationController
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    // @property (nullable, nonatomic, strong) UIView *sourceView;
    open var sourceView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property (nonatomic, assign) CGRect sourceRect;
    open var sourceRect: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
}
