// UIKit/UITrackingLayoutGuide.h
// UIKIT_EXTERN API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos) NS_SWIFT_UI_ACTOR
// @interface UITrackingLayoutGuide : UILayoutGuide
// Nothing of its own is used; it is here so UIKeyboardLayoutGuide has its
// place in the hierarchy (and UILayoutGuide's anchors).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UITrackingLayoutGuide: UILayoutGuide {}
