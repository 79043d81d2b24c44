// UIKit/UIGeometry.h

// typedef struct __attribute__((objc_boxable)) UIEdgeInsets {
//     CGFloat top, left, bottom, right;
// } UIEdgeInsets;
// Swift (Apple's documentation): struct UIEdgeInsets, with init() and
// init(top:left:bottom:right:); the overlay adds Equatable. An imported C
// struct of Sendable fields is Sendable; it is not Hashable.
@frozen
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// The Clang importer's zero initializer.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    // UIKIT_STATIC_INLINE UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right)
    // (imported as the memberwise initializer)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    // UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero API_AVAILABLE(ios(2.0));
    // Swift: static let zero: UIEdgeInsets
    public static var zero: UIEdgeInsets { UIEdgeInsets() }

    // Swift overlay: extension UIEdgeInsets : Equatable
    public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
    }
}

// @interface NSValue (NSValueUIGeometryExtensions)
// NSValue is not a UI class: these members are nonisolated.
// Model: UIKit's `valueWithCGRect:` is `valueWithBytes:objCType:` with
// `@encode(CGRect)`; Linux Foundation keeps both.
extension NSValue {
    // + (NSValue *)valueWithCGRect:(CGRect)rect;
    // Swift: convenience init(cgRect rect: CGRect)
    public convenience init(cgRect rect: CGRect) {
        var rect = rect
        self.init(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
    }

    // @property(nonatomic, readonly) CGRect CGRectValue;
    // Swift: var cgRectValue: CGRect { get }
    public var cgRectValue: CGRect {
        var rect = CGRect.zero
        getValue(&rect)
        return rect
    }
}
