// UIKit/UITextInput.h

// UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR
// @interface UITextPosition : NSObject
@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UITextPosition: NSObject {}

// UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR
// @interface UITextRange : NSObject
@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UITextRange: NSObject {
    private let modelEnd = UITextPosition()

    // @property (nonatomic, readonly) UITextPosition *end;
    open var end: UITextPosition { modelEnd }
}

// NS_SWIFT_UI_ACTOR
// @protocol UITextInput <UIKeyInput>
// (UIKeyInput and UITextInputTraits, the protocols it refines, are not
// mirrored: the package uses none of their members.)
@MainActor @preconcurrency
public protocol UITextInput: NSObjectProtocol {
    // @property (nullable, readwrite, copy) UITextRange *selectedTextRange;
    var selectedTextRange: UITextRange? { get set }

    // - (CGRect)caretRectForPosition:(UITextPosition *)position;
    // Swift: func caretRect(for position: UITextPosition) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
}
