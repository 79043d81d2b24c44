// UIKit/UIViewController.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, …>
// Not used by the library: declared for the documentation's blocks, which
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

    // - (void)viewDidLoad;
    open func viewDidLoad() { fatalError() }

    // - (void)viewIsAppearing:(BOOL)animated API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) { fatalError() }

    // - (void)viewWillAppear:(BOOL)animated;
    open func viewWillAppear(_ animated: Bool) { fatalError() }

    // - (void)viewDidDisappear:(BOOL)animated;
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
}
