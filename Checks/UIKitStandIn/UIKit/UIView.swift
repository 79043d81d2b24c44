// UIKit/UIView.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem,
//     UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>
// Only UICoordinateSpace is mirrored; NSCoding shows through `required init?(coder:)`.
//
// The model (docs/UIKitModel.md): a view is a centre, bounds and a transform
// in its superview, with subviews in order; geometry in UIView+Geometry.swift,
// the hierarchy and window changes in UIView+Hierarchy.swift, layout and the
// safe area in UIView+Layout.swift.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIView: UIResponder, UICoordinateSpace {
    // typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) { … FlexibleWidth = 1 << 1, … FlexibleHeight = 1 << 4, … };
    // Swift: struct UIView.AutoresizingMask : OptionSet
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var flexibleWidth: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 1) }
        public static var flexibleHeight: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 4) }
    }

    // Model state (internal: the model's files read and write it).
    var modelCenter = CGPoint.zero
    var modelBounds = CGRect.zero
    var modelTransform = CGAffineTransform.identity
    var modelSubviews: [UIView] = []
    weak var modelSuperview: UIView?
    /// The controller whose root view this is (`next` answers it).
    weak var modelViewController: UIViewController?
    var modelNeedsLayout = true
    /// The safe area last reported through `safeAreaInsetsDidChange()`.
    var modelReportedSafeArea = UIEdgeInsets.zero
    var modelIsHidden = false
    var modelKeyboardLayoutGuide: UIKeyboardLayoutGuide?
    var modelSafeAreaLayoutGuide: UILayoutGuide?

    // @property(nonatomic) UIViewAutoresizing autoresizingMask;
    open var autoresizingMask: UIView.AutoresizingMask = []

    // - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public init(frame: CGRect) {
        super.init()
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        modelBounds = CGRect(origin: .zero, size: frame.size)
    }

    // - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    // (NSCoding's initializer: `required` in Swift, so a subclass that adds a
    // designated initializer must provide it)
    public required init?(coder: NSCoder) { super.init() }

    // - (instancetype)init;  (NSObject's: with the two designated initializers
    // above, a convenience initializer of UIView in Swift, so `UIView()` and
    // `UILabel()` create views; used by the KeyboardLab example)
    public override convenience init() { self.init(frame: .zero) }

    // UIResponder: @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    // Model: "UIView implements this method and returns the UIViewController
    // object that manages it (if it has one) or its superview (if it
    // doesn’t)" (Apple's UIResponder.next documentation).
    open override var next: UIResponder? { modelViewController ?? modelSuperview }

    // @interface UIView(UIViewGeometry)
    // @property(nonatomic) CGRect frame;
    // Model: the bounds' size around the centre, moved by the transform's
    // translation; setting it sets centre and size (Apple: with a transform
    // other than the identity the frame is undefined; the model keeps the
    // translation).
    open var frame: CGRect {
        get {
            CGRect(
                x: modelCenter.x - modelBounds.width / 2 + modelTransform.tx,
                y: modelCenter.y - modelBounds.height / 2 + modelTransform.ty,
                width: modelBounds.width, height: modelBounds.height
            )
        }
        set {
            modelCenter = CGPoint(x: newValue.midX - modelTransform.tx, y: newValue.midY - modelTransform.ty)
            bounds = CGRect(origin: modelBounds.origin, size: newValue.size)
        }
    }

    // @property(nonatomic) CGPoint center;
    open var center: CGPoint {
        get { modelCenter }
        set { modelCenter = newValue }
    }

    // @property(nonatomic) CGRect bounds;      // default bounds is zero origin, frame size. animatable
    // Model: a new size resizes the flexible subviews at once, then asks
    // this view and its superview for layout; a new origin (scrolling) asks
    // this view for layout (UIView+Layout.swift names the sources).
    open var bounds: CGRect {
        get { modelBounds }
        set {
            let old = modelBounds
            modelBounds = newValue
            if old.size != newValue.size {
                resizeSubviews(from: old.size)
                setNeedsLayout()
                modelSuperview?.setNeedsLayout()
            } else if old.origin != newValue.origin {
                setNeedsLayout()
            }
        }
    }

    // @property(nonatomic) CGAffineTransform transform;   // default is CGAffineTransformIdentity. animatable
    open var transform: CGAffineTransform {
        get { modelTransform }
        set { modelTransform = newValue }
    }

    // @property(nonatomic) CGFloat alpha;   // animatable. default is 1.0
    open var alpha: CGFloat = 1

    // - (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        modelConvert(point, toView: view)
    }

    // - (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view;
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        modelConvert(point, fromView: view)
    }

    // - (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        modelConvertRect(rect) { modelConvert($0, toView: view) }
    }

    // - (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view;
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        modelConvertRect(rect) { modelConvert($0, fromView: view) }
    }

    // UICoordinateSpace: - (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        modelConvert(point, toSpace: coordinateSpace)
    }

    // UICoordinateSpace: - (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        modelConvert(point, fromSpace: coordinateSpace)
    }

    // UICoordinateSpace: - (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        modelConvertRect(rect) { modelConvert($0, toSpace: coordinateSpace) }
    }

    // UICoordinateSpace: - (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace;
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        modelConvertRect(rect) { modelConvert($0, fromSpace: coordinateSpace) }
    }

    // @interface UIView(UIViewGeometry)
    // - (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;   // recursively calls -pointInside:withEvent:. point is in the receiver's coordinate system
    // (the library overrides it nowhere; the KeyboardLab example's panel window does,
    // and an override needs the declaration in the class body)
    // Model: not modelled; touches are not delivered.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    // @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;  // default is YES. if set to NO, user events (touch, keys) are ignored and removed from the event queue.
    open var isUserInteractionEnabled = true

    // @interface UIView(UIViewRendering)
    // @property(nonatomic,getter=isHidden) BOOL hidden;  // default is NO. doesn't check superviews
    open var isHidden: Bool {
        get { modelIsHidden }
        set { modelIsHidden = newValue }
    }

    // @interface UIView(UIViewHierarchy)
    // @property(nullable, nonatomic,readonly) UIView *superview;
    open var superview: UIView? { modelSuperview }

    // @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;
    open var subviews: [UIView] { modelSubviews }

    // @property(nullable, nonatomic,readonly) UIWindow *window;
    // Model: the window at the root of the view's hierarchy.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.modelSuperview
        }
        return nil
    }

    // - (void)removeFromSuperview;
    open func removeFromSuperview() { modelRemoveFromSuperview() }

    // - (void)addSubview:(UIView *)view;
    open func addSubview(_ view: UIView) { modelInsert(view, at: modelSubviews.count) }

    // - (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
    open func insertSubview(_ view: UIView, at index: Int) { modelInsert(view, at: index) }

    // - (BOOL)isDescendantOfView:(UIView *)view;  // returns YES for self.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.modelSuperview
        }
        return false
    }

    // - (void)setNeedsLayout;
    open func setNeedsLayout() { modelNeedsLayout = true }

    // - (void)layoutIfNeeded;
    open func layoutIfNeeded() { modelLayoutIfNeeded() }

    // - (void)layoutSubviews;    // override point. called by layoutIfNeeded automatically. As of iOS 6.0, when constraints-based layout is used the base implementation applies the constraints-based layout, otherwise it does nothing.
    open func layoutSubviews() { ModelAutoLayout.applyConstraints(toSubviewsOf: self) }

    // - (void)didMoveToWindow;
    open func didMoveToWindow() {}

    // - (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0),tvos(11.0));
    @available(iOS 11.0, tvOS 11.0, *)
    open func safeAreaInsetsDidChange() {}

    // @property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0));
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets }

    // @interface UIView (UIViewLayoutConstraintCreation)
    // @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    // @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    // @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    // @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    // @property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    // @property(nonatomic,readonly,strong) NSLayoutDimension *heightAnchor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // @interface UIView (UIConstraintBasedCompatibility)
    // @property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0)); // Default YES
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true

    // @property(nonatomic,readonly,strong) UILayoutGuide *safeAreaLayoutGuide API_AVAILABLE(ios(11.0),tvos(11.0));
    // Model: its layout frame is the bounds inset by the safe area (Apple's
    // safeAreaLayoutGuide documentation).
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = modelSafeAreaLayoutGuide { return guide }
        let guide = UISafeAreaLayoutGuide(owningView: self)
        modelSafeAreaLayoutGuide = guide
        return guide
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
    nonisolated open func awakeFromNib() {}
}
