// UIKit/UIAccessibility.h
// UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void) API_AVAILABLE(ios(8.0));
// Swift: UIAccessibility.isReduceMotionEnabled (a static property of the
// UIAccessibility namespace). Declared main-actor isolated here, the
// stricter reading: the library reads it only on the main actor.
// Model: the setting of the model's device (`UIKitModel.isReduceMotionEnabled`).
public enum UIAccessibility {
    @available(iOS 8.0, *)
    @MainActor
    public static var isReduceMotionEnabled: Bool { UIKitModel.current.isReduceMotionEnabled }
}
