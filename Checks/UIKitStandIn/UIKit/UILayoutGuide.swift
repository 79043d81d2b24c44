// UIKit/UILayoutGuide.h
// UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface UILayoutGuide : NSObject <NSCoding>
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    // @property(nonatomic,weak,nullable) UIView *owningView;
    // Swift: weak var owningView: UIView?
    open var owningView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }

    // @interface UILayoutGuide (UIConstraintBasedLayoutInstallingConstraints)
    // @property(readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // @property(readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // @property(readonly, strong) NSLayoutYAxisAnchor *topAnchor;
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // @property(readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
}
