// UIKit/UIScreen.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(visionos, watchos) NS_SWIFT_UI_ACTOR
// @interface UIScreen : NSObject <UITraitEnvironment>
// Unavailable on visionOS, which the package supports: code that names
// UIScreen needs `#if !os(visionOS)` (not checkable here, see README).
//
// Model: a screen has bounds and the safe-area insets its windows get (the
// device's); `UIKitModel` makes them (the main screen, external displays).
@available(iOS 2.0, *)
@available(visionOS, unavailable)
@MainActor @preconcurrency
open class UIScreen: NSObject {
    let modelBounds: CGRect
    let modelSafeAreaInsets: UIEdgeInsets
    private lazy var modelCoordinateSpace = UIScreenCoordinateSpace(screen: self)

    init(bounds: CGRect, safeAreaInsets: UIEdgeInsets) {
        modelBounds = bounds
        modelSafeAreaInsets = safeAreaInsets
        super.init()
    }

    // @property (readonly) id <UICoordinateSpace> coordinateSpace API_AVAILABLE(ios(8.0));
    // Model: the screen's own space, in which windows' frames and keyboard
    // frames are given (Apple's `coordinateSpace` and
    // `keyboardFrameEndUserInfoKey` documentation).
    @available(iOS 8.0, *)
    open var coordinateSpace: any UICoordinateSpace { modelCoordinateSpace }

    // @property(nonatomic,readonly) CGRect bounds; // Bounds of entire screen in points
    open var bounds: CGRect { modelBounds }
}

/// A screen's coordinate space: a view converts into it through its window's frame.
final class UIScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen.modelBounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.modelPointFromOutermostSpace(point) ?? point
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.modelPointInOutermostSpace(point) ?? point
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.modelConvertRect(rect) { view.modelPointFromOutermostSpace($0) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.modelConvertRect(rect) { view.modelPointInOutermostSpace($0) }
    }
}
