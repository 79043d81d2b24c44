// UIKit/UIResponder.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIResponder: NSObject {
    // - (instancetype)init;  (inherited from NSObject; a member of a UI-actor
    // class, so main-actor isolated in Swift)
    public override init() { fatalError() }

    // - (BOOL)isFirstResponder;
    // Swift: var isFirstResponder: Bool { get }
    open var isFirstResponder: Bool { fatalError() }

    // @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    // Swift: var next: UIResponder? { get }
    open var next: UIResponder? { fatalError() }
}
