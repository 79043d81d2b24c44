// UIKit/UIResponder.h: what the lab uses beyond the UIKit stand-in.
// Imported Objective-C methods may be called for their effect alone:
// @discardableResult.
extension UIResponder {
    // - (BOOL)becomeFirstResponder;
    @discardableResult
    public func becomeFirstResponder() -> Bool { fatalError() }

    // - (BOOL)resignFirstResponder;
    @discardableResult
    public func resignFirstResponder() -> Bool { fatalError() }
}
