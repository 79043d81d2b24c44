// UIKit/UILayoutGuide.h
// UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface UILayoutGuide : NSObject <NSCoding>
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    weak var modelOwningView: UIView?

    // - (instancetype)init;  (inherited from NSObject)
    public override init() { super.init() }

    // @property(nonatomic,weak,nullable) UIView *owningView;
    // Swift: weak var owningView: UIView?
    open var owningView: UIView? {
        get { modelOwningView }
        set { modelOwningView = newValue }
    }

    // @property(nonatomic,readonly) CGRect layoutFrame;
    // Model: a guide the app adds and constrains itself is not solved (.zero);
    // the safe-area and keyboard guides compute theirs.
    open var layoutFrame: CGRect { .zero }

    // @interface UILayoutGuide (UIConstraintBasedLayoutInstallingConstraints)
    // @property(readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    // @property(readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    // @property(readonly, strong) NSLayoutYAxisAnchor *topAnchor;
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    // @property(readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    // @property(readonly, strong) NSLayoutDimension *heightAnchor;
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// A view's `safeAreaLayoutGuide`: its bounds inset by its safe area
/// (Apple's `safeAreaLayoutGuide` documentation: off screen, the view's edges).
final class UISafeAreaLayoutGuide: UILayoutGuide {
    init(owningView: UIView) {
        super.init()
        modelOwningView = owningView
    }

    override var layoutFrame: CGRect {
        guard let view = modelOwningView else { return .zero }
        return view.modelBounds.modelInset(by: view.safeAreaInsets)
    }
}
