// UIKit/UIActivityViewController.h, UIActivity.h and UIPasteboard.h: handing data to other apps.

// API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos) __TVOS_PROHIBITED @interface UIActivity : NSObject
// (not a UI-actor class in the header)
@available(iOS 6.0, *)
open class UIActivity: NSObject {}

// API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos) __TVOS_PROHIBITED @interface UIActivityViewController : UIViewController
// (main-actor isolated as a UIViewController)
@available(iOS 6.0, *)
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    // - (instancetype)initWithActivityItems:(NSArray *)activityItems applicationActivities:(nullable NSArray<__kindof UIActivity *> *)applicationActivities NS_DESIGNATED_INITIALIZER;
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }
}

// UIKIT_EXTERN API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos) NS_SWIFT_SENDABLE
// @interface UIPasteboard : NSObject
// (Sendable, not a UI-actor class)
@available(iOS 3.0, *)
open class UIPasteboard: NSObject, @unchecked Sendable {
    // @property(class, nonatomic, readonly) UIPasteboard *generalPasteboard;
    // Swift: class var general: UIPasteboard { get }
    open class var general: UIPasteboard { fatalError() }

    // @property(nullable,nonatomic,copy) NSString *string API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos);
    open var string: String? {
        get { fatalError() }
        set { fatalError() }
    }
}
