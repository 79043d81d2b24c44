// UIKit/UIViewController.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment,
//     UIContentContainer, UIFocusEnvironment>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    // - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    // - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) { fatalError() }

    // @property(null_resettable, nonatomic,strong) UIView *view;
    // Swift: var view: UIView!
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { fatalError() }
}
