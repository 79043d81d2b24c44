// UIKit/NSLayoutAnchor.h and NSLayoutConstraint.h: what the lab's layout uses
// beyond the UIKit stand-in.

extension NSLayoutAnchor {
    // - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));
    // (warn_unused_result: imported without @discardableResult)
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
}

// NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    // - (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    // - (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

extension NSLayoutConstraint {
    // @property (getter=isActive) BOOL active API_AVAILABLE(macos(10.10), ios(8.0));
    // Swift: var isActive: Bool { get set }
    @available(iOS 8.0, *)
    public var isActive: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIKit/UIView.h
// typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
//     UILayoutConstraintAxisHorizontal = 0,
//     UILayoutConstraintAxisVertical = 1
// } API_UNAVAILABLE(watchos);
// Swift: enum NSLayoutConstraint.Axis : Int
extension NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
