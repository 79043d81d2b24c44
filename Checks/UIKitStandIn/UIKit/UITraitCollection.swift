// UIKit/UITraitCollection.h
// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE NS_SWIFT_NONISOLATED
// @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
// Not declared Sendable here, the stricter reading (earlier SDKs lack the
// annotation); the library reads it only on the main actor.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject {
    private let modelHorizontalSizeClass: UIUserInterfaceSizeClass

    // + (UITraitCollection *)traitCollectionWithHorizontalSizeClass:(UIUserInterfaceSizeClass)horizontalSizeClass;
    // Swift: convenience init(horizontalSizeClass: UIUserInterfaceSizeClass)
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        modelHorizontalSizeClass = horizontalSizeClass
        super.init()
    }

    // @property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
    open var horizontalSizeClass: UIUserInterfaceSizeClass { modelHorizontalSizeClass }
}

// UIKit/UIInterface.h
// typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
//     UIUserInterfaceSizeClassUnspecified = 0,
//     UIUserInterfaceSizeClassCompact     = 1,
//     UIUserInterfaceSizeClassRegular     = 2,
// } API_AVAILABLE(ios(8.0));
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
