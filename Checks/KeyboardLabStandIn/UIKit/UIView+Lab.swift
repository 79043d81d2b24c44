// UIKit/UIView.h: what the lab uses of UIView beyond the UIKit stand-in.
// Members UIKit declares in the class or its categories are extension members
// here; the lab overrides none of them (what it overrides or needs as an
// initializer, hitTest and init(), is in the stand-in's class body).
extension UIView {
    // @interface UIView(UIViewRendering)
    // @property(nullable, nonatomic,copy)            UIColor          *backgroundColor UI_APPEARANCE_SELECTOR; // default is nil. Can be useful with the appearance proxy on custom UIView subclasses.
    public var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic,readonly,strong)                 CALayer  *layer;              // returns view's layer. Will always return a non-nil value. view is layer's delegate
    public var layer: CALayer { fatalError() }
}

// QuartzCore/CALayer.h (UIKit re-exports QuartzCore)
// API_AVAILABLE(macos(10.5), ios(2.0), tvos(9.0)) API_UNAVAILABLE(watchos)
// @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
// Not a UI-actor class: nonisolated, and not Sendable.
@available(iOS 2.0, *)
open class CALayer: NSObject {
    // @property CGFloat cornerRadius;
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}
