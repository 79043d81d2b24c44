// UIKit/NSLayoutAnchor.h
// NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
// @interface NSLayoutAnchor<AnchorType> : NSObject <NSCopying, NSCoding>
// Swift: class NSLayoutAnchor<AnchorType> : NSObject where AnchorType : AnyObject
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
    // (warn_unused_result: imported without @discardableResult)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
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
