// UIKit/UIButton.h, and the configuration API of UIKit.swiftinterface (iOS 26.2 SDK)

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIButton : UIControl <NSCoding>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIButton: UIControl {}

@available(iOS 15.0, *)
extension UIButton {
    // public struct Configuration : Swift.Hashable {
    //   public enum Size { case mini, small, medium, large }
    //   public static func plain() -> UIButton.Configuration
    //   public static func tinted() -> UIButton.Configuration
    //   public static func filled() -> UIButton.Configuration
    //   public var buttonSize: UIButton.Configuration.Size { get set }
    //   public var title: Swift.String? { get set }
    // }
    // Not Sendable in the SDK either.
    public struct Configuration: Hashable {
        public enum Size {
            case mini
            case small
            case medium
            case large
        }

        public static func plain() -> UIButton.Configuration { fatalError() }
        public static func tinted() -> UIButton.Configuration { fatalError() }
        public static func filled() -> UIButton.Configuration { fatalError() }

        public var buttonSize: UIButton.Configuration.Size {
            get { fatalError() }
            set { fatalError() }
        }

        public var title: String? {
            get { fatalError() }
            set { fatalError() }
        }
    }

    // @_Concurrency.MainActor @preconcurrency convenience public init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)
    @MainActor @preconcurrency
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        fatalError()
    }

    // @_Concurrency.MainActor @preconcurrency public var configuration: UIButton.Configuration? { get set }
    @MainActor @preconcurrency public var configuration: UIButton.Configuration? {
        get { fatalError() }
        set { fatalError() }
    }
}
