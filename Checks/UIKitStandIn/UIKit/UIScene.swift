// UIKit/UIScene.h
// UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIScene : UIResponder
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIScene: UIResponder {}

// UIKit/UIWindowScene.h
// UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIWindowScene : UIScene
// Model: one scene per screen (an external display gets its own: Apple's
// `UISceneSession.Role.windowExternalDisplayNonInteractive`), holding its
// windows and its key window.
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    let modelScreen: UIScreen
    var modelWindows: [UIWindow] = []
    weak var modelKeyWindow: UIWindow?

    init(screen: UIScreen) {
        modelScreen = screen
        super.init()
    }

    // @property (nonatomic, readonly) UIScreen *screen;
    // UIScreen is unavailable on visionOS, and so is this property.
    @available(visionOS, unavailable)
    open var screen: UIScreen { modelScreen }

    // @property (nonatomic, readonly) NSArray<UIWindow *> *windows;
    open var windows: [UIWindow] { modelWindows }

    // @property (nonatomic, readonly, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { modelKeyWindow }
}
