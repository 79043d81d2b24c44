// UIKit/UIControl.h

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIControl : UIView
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIControl: UIView {
    // typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    //     UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0))    = 1 << 13,     // semantic action: for buttons, etc.
    // };
    // Swift: struct UIControl.Event : OptionSet, @unchecked Sendable
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        @available(iOS 9.0, *)
        public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
    }

    // @property(nonatomic,getter=isEnabled) BOOL enabled;                                  // default is YES. if NO, ignores touch events and subclasses may draw differently
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // - (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}
