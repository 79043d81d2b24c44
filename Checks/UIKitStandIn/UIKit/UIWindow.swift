// UIKit/UIWindow.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIWindow : UIView
// Model: a window's frame is in its screen's coordinates; its safe area is
// its screen's; it becomes key when told (`makeKey()`), and UIKit's keyboard
// window cannot (UIKitModel.Keyboard).
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIWindow: UIView {
    // typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM;
    // UIKIT_EXTERN const UIWindowLevel UIWindowLevelNormal API_AVAILABLE(ios(2.0));
    public struct Level: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
    }

    weak var modelScene: UIWindowScene?
    private var modelRootViewController: UIViewController?

    // Model: a window is hidden until shown ("If you only want to show the
    // window, change its isHidden property to false": Apple's
    // `makeKeyAndVisible()` documentation).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        modelIsHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelIsHidden = true
    }

    // - (instancetype)initWithWindowScene:(UIWindowScene *)windowScene NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);
    // A designated initializer in the SDK; a convenience one here, so a
    // subclass may create itself with it but not call it as
    // `super.init(windowScene:)` (stricter than the SDK).
    @available(iOS 13.0, *)
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.modelScreen.modelBounds)
        self.windowScene = windowScene
    }

    // @property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);
    @available(iOS 13.0, *)
    open var windowScene: UIWindowScene? {
        get { modelScene }
        set {
            modelScene?.modelWindows.removeAll { $0 === self }
            modelScene = newValue
            newValue?.modelWindows.append(self)
        }
    }

    // @property(nonatomic) UIWindowLevel windowLevel;                   // default = 0.0
    open var windowLevel = UIWindow.Level.normal

    // @property (nonatomic, readonly) BOOL canBecomeKeyWindow API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos);
    // Swift: var canBecomeKey: Bool { get }
    // (the KeyboardLab example's panel window overrides it, which needs it in the class body)
    @available(iOS 15.0, *)
    open var canBecomeKey: Bool { true }

    // @property(nonatomic,readonly,getter=isKeyWindow) BOOL keyWindow;
    open var isKeyWindow: Bool { modelScene?.modelKeyWindow === self }

    // - (void)makeKeyWindow;
    // Swift: func makeKey()
    open func makeKey() {
        guard canBecomeKey else { return }
        modelScene?.modelKeyWindow = self
    }

    // - (void)makeKeyAndVisible;
    // Model: "Shows the window and makes it the key window" (Apple's documentation).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    // @property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0)); // default is nil
    // Model: "installs the view controller’s view as the content view of the
    // window … configured to track the window size" (Apple's documentation).
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { modelRootViewController }
        set {
            if let old = modelRootViewController, old !== newValue { old.modelRemoveView() }
            modelRootViewController = newValue
            guard let controller = newValue else { return }
            let view: UIView = controller.view
            view.frame = modelBounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.modelInstallView(in: self, at: modelSubviews.count)
        }
    }

    // UIResponder: "UIWindow returns the application object" (Apple's `next`
    // documentation); the model has no application object.
    open override var next: UIResponder? { nil }

    /// The safe-area insets of the screen this window is on.
    var modelScreenSafeAreaInsets: UIEdgeInsets { modelScene?.modelScreen.modelSafeAreaInsets ?? .zero }
}
