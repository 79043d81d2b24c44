// UIKit/UIView.h: animation types and UIView(UIViewAnimationWithBlocks).
//
// Model: the animations block runs at once, setting the final values; "If
// you specify a negative value or 0, the changes are made without animating
// them" (Apple's `animate(withDuration:…)` documentation; Stack Overflow
// 11467188: the block is invoked immediately). Each call is recorded in
// `UIKitModel.animations`; the completion runs when the model's clock passes
// the duration (for 0, on the next turn: when exactly is not documented).

extension UIView {
    // typedef NS_ENUM(NSInteger, UIViewAnimationCurve) {
    //     UIViewAnimationCurveEaseInOut,         // slow at beginning and end
    //     UIViewAnimationCurveEaseIn,            // slow at beginning
    //     UIViewAnimationCurveEaseOut,           // slow at end
    //     UIViewAnimationCurveLinear,
    // };
    // Swift: enum UIView.AnimationCurve : Int, @unchecked Sendable. Not
    // @frozen (an NS_ENUM, not NS_CLOSED_ENUM): UIKit posts 7 for the
    // keyboard, and a switch needs `@unknown default`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    // typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) { ... } API_AVAILABLE(ios(4.0));
    // Swift: struct UIView.AnimationOptions : OptionSet, @unchecked Sendable
    @available(iOS 4.0, *)
    @frozen
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // Of the options, the package uses the curve bits (16-19) and:

        // UIViewAnimationOptionBeginFromCurrentState     = 1 <<  2, // start all views from current value, not initial value
        public static var beginFromCurrentState: AnimationOptions { AnimationOptions(rawValue: 1 << 2) }

        // UIViewAnimationOptionCurveEaseInOut            = 0 << 16, // default
        public static var curveEaseInOut: AnimationOptions { AnimationOptions(rawValue: 0 << 16) }
        // UIViewAnimationOptionCurveEaseIn               = 1 << 16,
        public static var curveEaseIn: AnimationOptions { AnimationOptions(rawValue: 1 << 16) }
        // UIViewAnimationOptionCurveEaseOut              = 2 << 16,
        public static var curveEaseOut: AnimationOptions { AnimationOptions(rawValue: 2 << 16) }
        // UIViewAnimationOptionCurveLinear               = 3 << 16,
        public static var curveLinear: AnimationOptions { AnimationOptions(rawValue: 3 << 16) }
    }

    // + (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay
    //       options:(UIViewAnimationOptions)options animations:(void (^)(void))animations
    //       completion:(void (^ __nullable)(BOOL finished))completion API_AVAILABLE(ios(4.0));
    // Swift (Apple's documentation):
    //   class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
    //       options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    //       completion: ((Bool) -> Void)? = nil)
    @available(iOS 4.0, *)
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        UIKitModel.current.animate(duration: duration, delay: delay, options: options, animations, completion)
    }

    // + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations API_AVAILABLE(ios(4.0)); // delay = 0.0, options = 0, completion = NULL
    // Swift: class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
    @available(iOS 4.0, *)
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        UIKitModel.current.animate(duration: duration, delay: 0, options: [], animations, nil)
    }

    // (`public`, not `open`: Swift cannot override a member of an extension
    // without the Objective-C runtime; nothing here overrides it.)
    //
    // The same Objective-C method imported a second time as `async` (SE-0297:
    // a trailing `completion` block whose argument is the result). It is why,
    // inside an async function, a call without `completion:` picks this one
    // and needs `await`.
    @available(iOS 13.0, *)
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { continuation in
            UIKitModel.current.animate(duration: duration, delay: delay, options: options, animations) {
                continuation.resume(returning: $0)
            }
        }
    }
}
