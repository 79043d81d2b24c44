// UIKit/UIControl.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIControl : UIView
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIControl: UIView {
    // @property(nonatomic,getter=isEnabled) BOOL enabled;                                  // default is YES. if NO, ignores touch events and subclasses may draw differently
    open var isEnabled = true
}

// UIKit/UITextField.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting>
// Model: a text field can become first responder, which brings the keyboard
// up; UIKit posts `UITextFieldTextDidBeginEditingNotification` (the field as
// its object) before the keyboard's will-notifications (Craig Grummitt,
// "Keyboards, text views and first responders", 2016; surfstudio/iOS-Utils
// PR 34; MessageKit reads the object as the input).
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITextField: UIControl {
    // typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    //     UITextBorderStyleNone, UITextBorderStyleLine, UITextBorderStyleBezel, UITextBorderStyleRoundedRect
    // };
    // Swift: enum UITextField.BorderStyle : Int, @unchecked Sendable
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    private var modelInputAccessoryView: UIView?

    // @property(nullable, nonatomic,copy) NSString *text; // default is nil
    open var text: String?

    // @property(nonatomic) UITextBorderStyle borderStyle; // default is UITextBorderStyleNone. If set to UITextBorderStyleRoundedRect, custom background images are ignored.
    open var borderStyle = UITextField.BorderStyle.none

    // @property(nullable, nonatomic,copy) NSString *placeholder; // default is nil. string is drawn 70% gray
    open var placeholder: String?

    // UITextInputTraits: @property(nonatomic) UIReturnKeyType returnKeyType; // default is UIReturnKeyDefault (See note under UIReturnKeyType enum)
    open var returnKeyType = UIReturnKeyType.default

    open override var canBecomeFirstResponder: Bool { true }

    // @property (nullable, readwrite, strong) UIView *inputAccessoryView;
    open override var inputAccessoryView: UIView? {
        get { modelInputAccessoryView }
        set { modelInputAccessoryView = newValue }
    }
}

// UIKit/UITextInputTraits.h
// typedef NS_ENUM(NSInteger, UIReturnKeyType) {
//     UIReturnKeyDefault, UIReturnKeyGo, UIReturnKeyGoogle, UIReturnKeyJoin, UIReturnKeyNext, UIReturnKeyRoute,
//     UIReturnKeySearch, UIReturnKeySend, UIReturnKeyYahoo, UIReturnKeyDone, UIReturnKeyEmergencyCall,
//     UIReturnKeyContinue API_AVAILABLE(ios(9.0)),
// };
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    @available(iOS 9.0, *)
    case `continue` = 11
}
