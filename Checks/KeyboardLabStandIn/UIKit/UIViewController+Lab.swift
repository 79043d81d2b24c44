// UIKit/UIViewController.h, UINavigationItem.h and UIBarButtonItem.h:
// titles and bar buttons, beyond the UIKit stand-in (which has presenting
// and navigating).

extension UIViewController {
    // @property(nullable, nonatomic,copy) NSString *title;  // Localized title for use by a parent controller.
    public var title: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // @interface UIViewController (UINavigationControllerItem)
    // @property(nonatomic,readonly,strong) UINavigationItem *navigationItem; // Created on-demand so that a view controller may customize its navigation appearance.
    public var navigationItem: UINavigationItem { fatalError() }
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
