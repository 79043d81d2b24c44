// UIKit/NSLayoutAnchor.h
// NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface NSLayoutAnchor<AnchorType> : NSObject <NSCopying, NSCoding>
// Swift: class NSLayoutAnchor<AnchorType> : NSObject where AnchorType : AnyObject
// Model: an anchor is an item (a view or a layout guide) and an attribute.
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var modelItem: AnyObject?
    let modelAttribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        modelItem = item
        modelAttribute = attribute
        super.init()
    }

    // - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
    // (warn_unused_result: imported without @discardableResult)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    // - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: modelItem as Any, attribute: modelAttribute, relatedBy: .equal,
            toItem: anchor.modelItem, attribute: anchor.modelAttribute, multiplier: 1, constant: c
        )
    }
}

// NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    // - (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: modelItem as Any, attribute: modelAttribute, relatedBy: .equal,
            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: c
        )
    }

    // - (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
    // Model: inequalities are kept but not solved.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: modelItem as Any, attribute: modelAttribute, relatedBy: .greaterThanOrEqual,
            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: c
        )
    }
}
