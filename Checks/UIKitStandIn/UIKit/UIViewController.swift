// UIKit/UIViewController.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, …>
// The library reads the controllers that hold a view (which view hosts the
// keyboard layout guide it follows, whether a sheet moves for the keyboard);
// the rest is declared for the documentation's blocks and the scenarios.
//
// Model: the view is loaded on first use (`loadView()` makes a plain view,
// then `viewDidLoad()`: Apple's `view` and `loadView()` documentation);
// installing it in a window calls `viewWillAppear(_:)`, adds it, calls
// `viewIsAppearing(_:)` (which "has a window, trait collection and layout":
// Apple's `viewIsAppearing(_:)` documentation), and `viewDidAppear(_:)` on
// the next turn. Presentation is in Model/ModelPresentation.swift.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    var modelView: UIView?
    weak var modelParent: UIViewController?
    var modelChildren: [UIViewController] = []
    weak var modelPresenting: UIViewController?
    var modelPresented: UIViewController?
    var modelPopover: UIPopoverPresentationController?

    // @property(null_resettable, nonatomic, strong) UIView *view;
    // Swift: var view: UIView!
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return modelView
        }
        set {
            modelView?.modelViewController = nil
            modelView = newValue
            newValue?.modelViewController = self
        }
    }

    // @property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { modelView }

    // @property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));
    open var isViewLoaded: Bool { modelView != nil }

    // - (void)loadView;
    open func loadView() { view = UIView(frame: UIKitModel.current.mainScreen.modelBounds) }

    // - (void)loadViewIfNeeded API_AVAILABLE(ios(9.0));
    open func loadViewIfNeeded() {
        guard modelView == nil else { return }
        loadView()
        viewDidLoad()
    }

    // @property(nullable, nonatomic,weak,readonly) UIViewController *parentViewController;
    // Swift: var parent: UIViewController? { get }
    open var parent: UIViewController? { modelParent }

    // @property(nonatomic,readonly) NSArray<__kindof UIViewController *> *childViewControllers API_AVAILABLE(ios(5.0));
    // Swift: var children: [UIViewController] { get }
    open var children: [UIViewController] { modelChildren }

    // - (void)addChildViewController:(UIViewController *)childController API_AVAILABLE(ios(5.0));
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        modelChildren.append(childController)
        childController.modelParent = self
    }

    // - (void)removeFromParentViewController API_AVAILABLE(ios(5.0));
    open func removeFromParent() {
        guard let parent = modelParent else { return }
        parent.modelChildren.removeAll { $0 === self }
        modelParent = nil
        didMove(toParent: nil)
    }

    // - (void)willMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0));
    open func willMove(toParent parent: UIViewController?) {}

    // - (void)didMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0));
    open func didMove(toParent parent: UIViewController?) {}

    // @property(nullable, nonatomic,readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0));
    // Model: "If the view controller is not presented, but one of its
    // ancestors is being presented, this property holds the view controller
    // presenting the nearest ancestor" (Apple's documentation).
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { modelPresenting ?? modelParent?.presentingViewController }

    // @property(nullable, nonatomic,readonly) UIViewController *presentedViewController API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { modelPresented }

    // @property(nonatomic,assign) UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2));
    // (UIModalPresentationAutomatic by default since iOS 13)
    @available(iOS 3.2, *)
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    // @property (nullable, nonatomic, readonly) UIPopoverPresentationController *popoverPresentationController API_AVAILABLE(ios(8.0));
    // Model: made once the style is `.popover` (Apple's documentation: nil otherwise).
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = modelPopover { return popover }
        let popover = UIPopoverPresentationController()
        modelPopover = popover
        return popover
    }

    // <UITraitEnvironment>: @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
    // Model: the horizontal size class of the device the view is shown on,
    // a presented sheet's too: since iOS 13 an iPad's form and page sheets
    // keep the regular width (Dimillian/ACHNBrowserUI PR 65, 2020: a
    // NavigationView splits inside an iPad sheet, which it does in a regular
    // width only; Hacknicity, "View Controller Presentation Changes in iOS 13":
    // a sheet's look follows the horizontal size class), and on a phone all are compact.
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: UIKitModel.current.horizontalSizeClass(of: modelView?.window))
    }

    // - (void)viewDidLoad;
    open func viewDidLoad() {}

    // - (void)viewWillAppear:(BOOL)animated;
    open func viewWillAppear(_ animated: Bool) {}

    // - (void)viewIsAppearing:(BOOL)animated API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) {}

    // - (void)viewDidAppear:(BOOL)animated;
    open func viewDidAppear(_ animated: Bool) {}

    // - (void)viewWillDisappear:(BOOL)animated;
    open func viewWillDisappear(_ animated: Bool) {}

    // - (void)viewDidDisappear:(BOOL)animated;
    open func viewDidDisappear(_ animated: Bool) {}

    // - (void)viewDidLayoutSubviews API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {}

    // @property(nonatomic) UIEdgeInsets additionalSafeAreaInsets API_AVAILABLE(ios(11.0), tvos(11.0));
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { modelView?.setNeedsLayout() }
    }

    // - (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))completion API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        ModelPresentation.present(viewControllerToPresent, from: self, completion: completion)
    }

    // - (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion API_AVAILABLE(ios(5.0));
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModelPresentation.dismiss(from: self, completion: completion)
    }

    // @property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController;
    open var navigationController: UINavigationController? {
        var controller = modelParent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.modelParent
        }
        return nil
    }

    // UIResponder: a controller's next responder is its view's superview, or
    // its presenter (Apple's `next` documentation).
    open override var next: UIResponder? { modelView?.modelSuperview ?? modelPresenting }
}

extension UIViewController {
    /// Installs the view in `container` as UIKit shows a controller: will
    /// appear, added, is appearing; did appear on the next turn.
    func modelInstallView(in container: UIView, at index: Int) {
        viewWillAppear(false)
        container.insertSubview(view, at: index)
        viewIsAppearing(false)
        UIKitModel.current.onNextTurn { [weak self] in self?.viewDidAppear(false) }
    }

    /// Takes the view out of its window as UIKit hides a controller.
    func modelRemoveView() {
        guard let view = modelView, view.modelSuperview != nil else { return }
        viewWillDisappear(false)
        view.removeFromSuperview()
        viewDidDisappear(false)
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
