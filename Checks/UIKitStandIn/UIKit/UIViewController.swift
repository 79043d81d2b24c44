// UIKit/UIViewController.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, …>
// The library reads the controllers that hold a view (which view hosts the
// keyboard layout guide it follows, whether a sheet moves for the keyboard);
// the rest is declared for the documentation's blocks, which
// `.ci/snippets.sh` compiles as written, importing only what they show.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    // @property(null_resettable, nonatomic, strong) UIView *view;
    // Swift: var view: UIView!
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nullable, nonatomic,weak,readonly) UIViewController *parentViewController;
    // Swift: var parent: UIViewController? { get }
    open var parent: UIViewController? { fatalError() }

    // @property(nullable, nonatomic,readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { fatalError() }

    // @property(nonatomic,assign) UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2));
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }

    // <UITraitEnvironment>: @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError() }

    // - (void)viewDidLoad;
    open func viewDidLoad() { fatalError() }

    // - (void)viewIsAppearing:(BOOL)animated API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) { fatalError() }

    // - (void)viewWillAppear:(BOOL)animated;
    open func viewWillAppear(_ animated: Bool) { fatalError() }

    // - (void)viewDidDisappear:(BOOL)animated;
    open func viewDidDisappear(_ animated: Bool) { fatalError() }

    // - (void)viewDidLayoutSubviews API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() { fatalError() }

    // @property(nonatomic) UIEdgeInsets additionalSafeAreaInsets API_AVAILABLE(ios(11.0), tvos(11.0));
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIKit/UIViewController.h
// typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
//     UIModalPresentationFullScreen = 0,
//     UIModalPresentationPageSheet API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos),
//     UIModalPresentationFormSheet API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos),
//     UIModalPresentationCurrentContext API_AVAILABLE(ios(3.2)),
//     UIModalPresentationCustom API_AVAILABLE(ios(7.0)),
//     UIModalPresentationOverFullScreen API_AVAILABLE(ios(8.0)),
//     UIModalPresentationOverCurrentContext API_AVAILABLE(ios(8.0)),
//     UIModalPresentationPopover API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos),
//     UIModalPresentationBlurOverFullScreen API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios) API_UNAVAILABLE(watchos),
//     UIModalPresentationNone API_AVAILABLE(ios(7.0)) = -1,
//     UIModalPresentationAutomatic API_AVAILABLE(ios(13.0)) = -2,
// };
// An NS_ENUM: imported as a non-frozen enum (a `switch` needs `@unknown default`).
@available(iOS 3.2, *)
public enum UIModalPresentationStyle: Int {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
