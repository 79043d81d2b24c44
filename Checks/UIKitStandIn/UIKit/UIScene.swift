// UIKit/UIScene.h
// UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIScene : UIResponder
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIScene: UIResponder {}

// UIKit/UIWindowScene.h
// UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIWindowScene : UIScene
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    // @property (nonatomic, readonly) UIScreen *screen;
    // UIScreen is unavailable on visionOS, and so is this property.
    @available(visionOS, unavailable)
    open var screen: UIScreen { fatalError() }
}
