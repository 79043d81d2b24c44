// UIKit/NSLayoutConstraint.h: what the lab's layout uses beyond the UIKit stand-in.

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
