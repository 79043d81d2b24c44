// UIKit/UIKeyboardLayoutGuide.h
// UIKIT_EXTERN API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIKeyboardLayoutGuide : UITrackingLayoutGuide
// Of its own only usesBottomSafeArea is used (not followsUndockedKeyboard or
// keyboardDismissPadding), besides UILayoutGuide's anchors.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    // @property (nonatomic, readwrite) BOOL usesBottomSafeArea API_AVAILABLE(ios(17.0), visionos(1.0));
    @available(iOS 17.0, *)
    open var usesBottomSafeArea: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// A UIView category in UIKit's headers (category and header not quoted here):
// @property(nonatomic,readonly,strong) UIKeyboardLayoutGuide *keyboardLayoutGuide API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos);
// (Declared here, beside its type: Swift cannot add a stored property in an
// extension, and a computed one reads the same to callers.)
extension UIView {
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
}
