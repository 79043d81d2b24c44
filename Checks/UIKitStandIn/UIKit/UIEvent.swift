// UIKit/UIEvent.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIEvent : NSObject
// Only the class, for UIView.hitTest(_:with:).
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIEvent: NSObject {}
