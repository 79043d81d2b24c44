// UIKit/UIStackView.h

// UIKIT_EXTERN API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIStackView : UIView
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class UIStackView: UIView {
    // - (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views; // Adds views as subviews of the receiver.
    // (not a designated initializer: a convenience one in Swift)
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }

    // - (void)addArrangedSubview:(UIView *)view;
    open func addArrangedSubview(_ view: UIView) { fatalError() }

    // @property(nonatomic) UILayoutConstraintAxis axis;
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic) CGFloat spacing;
    open var spacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}
