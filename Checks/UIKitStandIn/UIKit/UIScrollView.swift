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
}
