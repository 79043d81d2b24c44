// UIKit/UIControl.h: what the lab uses beyond the UIKit stand-in's UIControl.

extension UIControl {
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

    // - (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);
    @available(iOS 14.0, *)
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}
