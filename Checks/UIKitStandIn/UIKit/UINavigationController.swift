// UIKit/UINavigationController.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UINavigationController : UIViewController
// Model: a stack of children; the top one's view fills the navigation
// controller's view. A push adds the new view at once and takes the old one
// out of the window on the next turn (the transition's end); the navigation
// bar is not modelled.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    // - (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER; // Initializer that also pushes the root view controller without animation.
    public init(rootViewController: UIViewController) {
        super.init()
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    // @property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;
    open var viewControllers: [UIViewController] { modelChildren }

    // @property(nullable, nonatomic,readonly,strong) UIViewController *topViewController;
    open var topViewController: UIViewController? { modelChildren.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { install(top) }
    }

    // - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        if isViewLoaded { install(viewController) }
        viewController.didMove(toParent: self)
        UIKitModel.current.onNextTurn { previous?.modelRemoveView() }
    }

    // - (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard modelChildren.count > 1, let top = modelChildren.last else { return nil }
        top.willMove(toParent: nil)
        if let below = modelChildren.dropLast().last, isViewLoaded { install(below, at: 0) }
        UIKitModel.current.onNextTurn {
            top.modelRemoveView()
            top.removeFromParent()
        }
        return top
    }

    private func install(_ controller: UIViewController, at index: Int? = nil) {
        let child: UIView = controller.view
        child.frame = view.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.modelInstallView(in: view, at: index ?? view.subviews.count)
    }
}
