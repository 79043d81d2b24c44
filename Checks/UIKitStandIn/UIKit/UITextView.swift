// UIKit/UITextView.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting>
// Only UITextInput is mirrored. The Clang importer gives the class the
// protocol's members as its own (open, overridable); only those used are here.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput {
    // UITextInput: @property (nullable, readwrite, copy) UITextRange *selectedTextRange;
    open var selectedTextRange: UITextRange? {
        get { fatalError() }
        set { fatalError() }
    }

    // UITextInput: - (CGRect)caretRectForPosition:(UITextPosition *)position;
    open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
}
