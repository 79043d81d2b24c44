// UIKit/NSLayoutConstraint.h
// NS_SWIFT_UI_ACTOR
// @interface NSLayoutConstraint : NSObject
// (not NSCoding on iOS: a subclass with stored properties that all have
// defaults inherits `init()` and needs no `init?(coder:)`)
@available(iOS 6.0, *)
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    // - (instancetype)init;  (inherited from NSObject)
    public override init() { fatalError() }

    // @property (nullable, readonly, assign) id firstItem;
    // Swift: unowned(unsafe) var firstItem: AnyObject? { get }
    open var firstItem: AnyObject? { fatalError() }

    // @property (nullable, readonly, assign) id secondItem;
    // Swift: unowned(unsafe) var secondItem: AnyObject? { get }
    open var secondItem: AnyObject? { fatalError() }

    // @property CGFloat constant;
    open var constant: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UINibLoading.h, @interface NSObject(UINibLoadingAdditions):
    // - (void)awakeFromNib NS_REQUIRES_SUPER ...;  (see UIView.awakeFromNib:
    // nonisolated, the stricter of the SDKs' annotations)
    nonisolated open func awakeFromNib() { fatalError() }
}
