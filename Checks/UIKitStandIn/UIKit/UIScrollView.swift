// UIKit/UIScrollView.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIScrollView: UIView {
    // @property(nonatomic) CGPoint contentOffset;  // default CGPointZero
    open var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic) CGSize contentSize;  // default CGSizeZero
    open var contentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic) UIEdgeInsets contentInset;  // default UIEdgeInsetsZero. add additional scroll area around content
    open var contentInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);
    @available(iOS 11.0, tvOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }

    // @property(nonatomic) UIEdgeInsets verticalScrollIndicatorInsets API_AVAILABLE(ios(11.1), tvos(11.1)) API_UNAVAILABLE(watchos);
    @available(iOS 11.1, tvOS 11.1, *)
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic,readonly,getter=isDragging)     BOOL dragging;        // returns YES if user has started scrolling. this may require some time and or distance to move to initiate dragging
    open var isDragging: Bool { fatalError() }

    // typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
    //     UIScrollViewKeyboardDismissModeNone,
    //     UIScrollViewKeyboardDismissModeOnDrag,      // dismisses the keyboard when a drag begins
    //     UIScrollViewKeyboardDismissModeInteractive, // the keyboard follows the dragging touch off screen, and may be pulled upward again to cancel the dismiss
    //     UIScrollViewKeyboardDismissModeOnDragWithAccessory API_AVAILABLE(ios(16.0)),
    //     UIScrollViewKeyboardDismissModeInteractiveWithAccessory API_AVAILABLE(ios(16.0)),
    // } API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);
    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        @available(iOS 16.0, *)
        case onDragWithAccessory = 3
        @available(iOS 16.0, *)
        case interactiveWithAccessory = 4
    }

    // @property(nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos); // default is UIScrollViewKeyboardDismissModeNone
    @available(iOS 7.0, *)
    open var keyboardDismissMode: KeyboardDismissMode {
        get { fatalError() }
        set { fatalError() }
    }
}
