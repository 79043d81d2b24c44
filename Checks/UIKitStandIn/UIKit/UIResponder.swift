// UIKit/UIResponder.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIResponder: NSObject {
    // - (instancetype)init;  (inherited from NSObject; a member of a UI-actor
    // class, so main-actor isolated in Swift)
    public override init() { super.init() }

    // - (BOOL)isFirstResponder;
    // Swift: var isFirstResponder: Bool { get }
    // Model: one first responder in the app (UIKitModel.firstResponder).
    open var isFirstResponder: Bool { UIKitModel.current.firstResponder === self }

    // @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    // Swift: var next: UIResponder? { get }
    // Model: UIResponder returns nil; UIView, UIViewController and UIWindow
    // override it as Apple's `next` documentation says.
    open var next: UIResponder? { nil }

    // @property(nonatomic, readonly) BOOL canBecomeFirstResponder;    // default is NO
    open var canBecomeFirstResponder: Bool { false }

    // - (BOOL)becomeFirstResponder;
    // Swift: @discardableResult func becomeFirstResponder() -> Bool
    // Model: a responder that can become first responder does, and the
    // keyboard comes up for it (UIKitModel.Keyboard).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIKitModel.current.makeFirstResponder(self)
        return true
    }

    // - (BOOL)resignFirstResponder;
    // Swift: @discardableResult func resignFirstResponder() -> Bool
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        UIKitModel.current.makeFirstResponder(nil)
        return true
    }

    // @property (nullable, nonatomic, readonly, strong) __kindof UIView *inputAccessoryView API_AVAILABLE(ios(3.2));
    @available(iOS 3.2, *)
    open var inputAccessoryView: UIView? { nil }
}
