// UIKit/UITextView.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting>
// Only UITextInput is mirrored. The Clang importer gives the class the
// protocol's members as its own (open, overridable); only those used are here.
//
// Model: a text view can become first responder, which brings the keyboard
// up; UIKit posts the keyboard's will-notifications before
// `UITextViewTextDidBeginEditingNotification` (Craig Grummitt, "Keyboards,
// text views and first responders", 2016; surfstudio/iOS-Utils PR 34). Its
// caret is where the scenario puts it (`modelCaretRect`, in its own
// coordinates), at the end of the selection.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput {
    /// Where the caret is, in this view's coordinates.
    @_spi(UIKitModel) public var modelCaretRect = CGRect(x: 0, y: 0, width: 2, height: 20)
    private var modelInputAccessoryView: UIView?

    // UITextInput: @property (nullable, readwrite, copy) UITextRange *selectedTextRange;
    open var selectedTextRange: UITextRange? = UITextRange()

    // UITextInput: - (CGRect)caretRectForPosition:(UITextPosition *)position;
    open func caretRect(for position: UITextPosition) -> CGRect { modelCaretRect }

    open override var canBecomeFirstResponder: Bool { true }

    // @property (nullable, readwrite, strong) UIView *inputAccessoryView;
    open override var inputAccessoryView: UIView? {
        get { modelInputAccessoryView }
        set { modelInputAccessoryView = newValue }
    }
}
