// UIKit/UIScreen.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(visionos, watchos) NS_SWIFT_UI_ACTOR
// @interface UIScreen : NSObject <UITraitEnvironment>
// Unavailable on visionOS, which the package supports: code that names
// UIScreen needs `#if !os(visionOS)` (not checkable here, see README).
@available(iOS 2.0, *)
@available(visionOS, unavailable)
@MainActor @preconcurrency
open class UIScreen: NSObject {
    // @property (readonly) id <UICoordinateSpace> coordinateSpace API_AVAILABLE(ios(8.0));
    @available(iOS 8.0, *)
    open var coordinateSpace: any UICoordinateSpace { fatalError() }

    // @property(nonatomic,readonly) CGRect bounds; // Bounds of entire screen in points
    open var bounds: CGRect { fatalError() }
}
