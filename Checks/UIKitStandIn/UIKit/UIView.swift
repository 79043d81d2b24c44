// UIKit/UIView.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem,
//     UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>
// Only UICoordinateSpace is mirrored; NSCoding shows through `required init?(coder:)`.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIView: UIResponder, UICoordinateSpace {
    // typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) { … FlexibleWidth = 1 << 1, … FlexibleHeight = 1 << 4, … };
    // Swift: struct UIView.AutoresizingMask : OptionSet
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    }

    // @property(nonatomic) UIViewAutoresizing autoresizingMask;
    open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }

    // - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public init(frame: CGRect) { fatalError() }

    // - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    // (NSCoding's initializer: `required` in Swift, so a subclass that adds a
    // designated initializer must provide it)
    public required init?(coder: NSCoder) { fatalError() }

    // - (instancetype)init;  (NSObject's: with the two designated initializers
    // above, a convenience initializer of UIView in Swift, so `UIView()` and
    // `UILabel()` create views; used by the KeyboardLab example)
    public override convenience init() { fatalError() }

    // @interface UIView(UIViewGeometry)
    // @property(nonatomic) CGRect bounds;      // default bounds is zero origin, frame size. animatable
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic) CGAffineTransform transform;   // default is CGAffineTransformIdentity. animatable
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }

    // - (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }

    // - (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view;
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }

    // - (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }

    // - (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view;
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }

    // UICoordinateSpace: - (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }

    // UICoordinateSpace: - (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }

    // UICoordinateSpace: - (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }

    // UICoordinateSpace: - (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }

    // @interface UIView(UIViewGeometry)
    // - (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;   // recursively calls -pointInside:withEvent:. point is in the receiver's coordinate system
    // (the library overrides it nowhere; the KeyboardLab example's panel window does,
    // and an override needs the declaration in the class body)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }

    // @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;  // default is YES. if set to NO, user events (touch, keys) are ignored and removed from the event queue.
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // @interface UIView(UIViewRendering)
    // @property(nonatomic,getter=isHidden) BOOL hidden;  // default is NO. doesn't check superviews
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // @interface UIView(UIViewHierarchy)
    // @property(nullable, nonatomic,readonly) UIView *superview;
    open var superview: UIView? { fatalError() }

    // @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;
    open var subviews: [UIView] { fatalError() }

    // @property(nullable, nonatomic,readonly) UIWindow *window;
    open var window: UIWindow? { fatalError() }

    // - (void)removeFromSuperview;
    open func removeFromSuperview() { fatalError() }

    // - (void)addSubview:(UIView *)view;
    open func addSubview(_ view: UIView) { fatalError() }

    // - (BOOL)isDescendantOfView:(UIView *)view;  // returns YES for self.
    open func isDescendant(of view: UIView) -> Bool { fatalError() }

    // - (void)layoutIfNeeded;
    open func layoutIfNeeded() { fatalError() }

    // - (void)layoutSubviews;    // override point. called by layoutIfNeeded automatically. As of iOS 6.0, when constraints-based layout is used the base implementation applies the constraints-based layout, otherwise it does nothing.
    open func layoutSubviews() { fatalError() }

    // - (void)didMoveToWindow;
    open func didMoveToWindow() { fatalError() }

    // - (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0),tvos(11.0));
    @available(iOS 11.0, tvOS 11.0, *)
    open func safeAreaInsetsDidChange() { fatalError() }

    // @property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0));
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }

    // @interface UIView (UIViewLayoutConstraintCreation)
    // @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    // @interface UIView (UIConstraintBasedCompatibility)
    // @property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0)); // Default YES
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UINibLoading.h, @interface NSObject(UINibLoadingAdditions):
    // - (void)awakeFromNib NS_REQUIRES_SUPER API_DEPRECATED("Loading Interface Builder products
    //     will not be supported in a future version of visionOS.", visionos(1.0, 1.0)) API_UNAVAILABLE(watchos);
    // A category method on NSObject, which is not a UI-actor class, and
    // UINibLoading.h has no NS_SWIFT_UI_ACTOR on it in the iOS 16.5 and 17.4
    // SDKs: Swift imports it nonisolated, even on UIView, and an override in a
    // @MainActor subclass inherits that ("call to main actor-isolated
    // instance method ... in a synchronous nonisolated context"). Other SDKs
    // import it main-actor isolated; the stand-in takes the stricter,
    // nonisolated. Swift cannot override a member of an extension without the
    // Objective-C runtime, so the stand-in declares it on each class the
    // package subclasses or extends (UIView, NSLayoutConstraint).
    nonisolated open func awakeFromNib() { fatalError() }
}
