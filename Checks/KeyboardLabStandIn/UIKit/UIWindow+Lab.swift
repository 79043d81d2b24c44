// UIKit/UIWindow.h and UIWindowScene.h: a second window over a scene.
// (canBecomeKey, which the lab overrides, is in the UIKit stand-in's UIWindow.)

extension UIWindow {
    // typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM API_UNAVAILABLE(watchos);
    // UIKIT_EXTERN const UIWindowLevel UIWindowLevelNormal API_UNAVAILABLE(watchos);
    // Swift: struct UIWindow.Level : Hashable, Equatable, RawRepresentable, @unchecked Sendable
    public struct Level: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
    }

    // - (instancetype)initWithWindowScene:(UIWindowScene *)windowScene NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);
    // A designated initializer in the SDK; a convenience one here, beside the
    // stand-in's class, so a subclass may create itself with it but not call
    // it as `super.init(windowScene:)` (stricter than the SDK).
    @available(iOS 13.0, *)
    public convenience init(windowScene: UIWindowScene) { fatalError() }

    // @property(nonatomic) UIWindowLevel windowLevel;                   // default = 0.0
    public var windowLevel: UIWindow.Level {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UIWindowScene {
    // @property (nonatomic, readonly) NSArray<UIWindow *> *windows;
    public var windows: [UIWindow] { fatalError() }

    // @property (nonatomic, readonly, strong, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos);
    @available(iOS 15.0, *)
    public var keyWindow: UIWindow? { fatalError() }
}
