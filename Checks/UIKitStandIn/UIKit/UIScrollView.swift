// UIKit/UIScrollView.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
// Model: the content offset is the bounds' origin (Apple: scrolling changes
// the bounds' origin); `adjustedContentInset` is the content inset plus the
// safe area the adjustment behavior takes (Apple's `adjustedContentInset` and
// `contentInsetAdjustmentBehavior` documentation; the model adds the top and
// bottom safe area for every behavior but `.never`, as for a vertically
// scrolling view). Writes of `contentInset` and
// `verticalScrollIndicatorInsets` are reported to key-value observers
// (material-components-ios PR 9726 observes `contentInset` so; Apple does
// not document UIKit's KVO compliance).
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIScrollView: UIView {
    var modelObservations: [ModelInsetObservation] = []

    // @property(nonatomic) CGPoint contentOffset;  // default CGPointZero
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    // @property(nonatomic) CGSize contentSize;  // default CGSizeZero
    open var contentSize = CGSize.zero

    // @property(nonatomic) UIEdgeInsets contentInset;  // default UIEdgeInsetsZero. add additional scroll area around content
    open var contentInset = UIEdgeInsets.zero {
        didSet { modelReportChange(of: \UIScrollView.contentInset) }
    }

    // @property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);
    @available(iOS 11.0, tvOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right
        )
    }

    // @property(nonatomic) UIEdgeInsets verticalScrollIndicatorInsets API_AVAILABLE(ios(11.1), tvos(11.1)) API_UNAVAILABLE(watchos);
    @available(iOS 11.1, tvOS 11.1, *)
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { modelReportChange(of: \UIScrollView.verticalScrollIndicatorInsets) }
    }

    // @property(nonatomic,readonly,getter=isDragging)     BOOL dragging;        // returns YES if user has started scrolling. this may require some time and or distance to move to initiate dragging
    open var isDragging: Bool { false }   // touches are not modelled (docs/UIKitModel.md, "Not modelled")

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
    open var keyboardDismissMode = KeyboardDismissMode.none

    // typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
    //     UIScrollViewContentInsetAdjustmentAutomatic, UIScrollViewContentInsetAdjustmentScrollableAxes,
    //     UIScrollViewContentInsetAdjustmentNever, UIScrollViewContentInsetAdjustmentAlways,
    // } API_AVAILABLE(ios(11.0),tvos(11.0));
    @available(iOS 11.0, *)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    // @property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior API_AVAILABLE(ios(11.0),tvos(11.0));
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    private func modelReportChange(of keyPath: AnyKeyPath) {
        modelObservations.removeAll { $0.observation == nil }
        for entry in modelObservations where entry.keyPath == keyPath { entry.observation?.modelReport(self) }
    }
}
