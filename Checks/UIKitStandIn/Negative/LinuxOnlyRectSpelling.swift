// `NSValue(rect:)` compiles against Linux Foundation but does not exist on
// iOS; with UIKit visible, only `NSValue(cgRect:)` may be used.
// expect: 'init(rect:)' is deprecated: not on iOS
import UIKit

func boxed(_ rect: CGRect) -> NSValue {
    #if MISTAKE
    NSValue(rect: rect)
    #else
    NSValue(cgRect: rect)
    #endif
}
