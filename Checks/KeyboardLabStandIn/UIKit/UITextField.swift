// UIKit/UITextField.h and UITextInputTraits.h

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>
// (its protocols are not mirrored; returnKeyType, a UITextInputTraits
// property, is declared on the class)
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITextField: UIControl {
    // typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    //     UITextBorderStyleNone,
    //     UITextBorderStyleLine,
    //     UITextBorderStyleBezel,
    //     UITextBorderStyleRoundedRect
    // } API_UNAVAILABLE(watchos);
    // Swift: enum UITextField.BorderStyle : Int
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    // @property(nullable, nonatomic,copy)   NSString               *text;                 // default is nil
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic)        UITextBorderStyle       borderStyle;          // default is UITextBorderStyleNone. If set to UITextBorderStyleRoundedRect, custom background images are ignored.
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nullable, nonatomic,copy)   NSString               *placeholder;          // default is nil. string is drawn 70% gray
    open var placeholder: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // UITextInputTraits: @property(nonatomic) UIReturnKeyType returnKeyType;                       // default is UIReturnKeyDefault (See note under UIReturnKeyType enum)
    open var returnKeyType: UIReturnKeyType {
        get { fatalError() }
        set { fatalError() }
    }
}

// typedef NS_ENUM(NSInteger, UIReturnKeyType) {
//     UIReturnKeyDefault, UIReturnKeyGo, UIReturnKeyGoogle, UIReturnKeyJoin, UIReturnKeyNext,
//     UIReturnKeyRoute, UIReturnKeySearch, UIReturnKeySend, UIReturnKeyYahoo, UIReturnKeyDone,
//     UIReturnKeyEmergencyCall, UIReturnKeyContinue API_AVAILABLE(ios(9.0)),
// } API_UNAVAILABLE(watchos);
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
