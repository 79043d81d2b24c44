// UIKit/UIViewController.h
// @protocol UILayoutSupport <NSObject>
// @property(nonatomic,readonly) CGFloat length;  // As a courtesy when not using auto layout, this value is safe to refer to in -viewDidLayoutSubviews, or in -layoutSubviews after calling super
// @property(readonly, strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0));
// @property(readonly, strong) NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE(ios(9.0));
// @property(readonly, strong) NSLayoutDimension *heightAnchor API_AVAILABLE(ios(9.0));
// @end
// The type of UIViewController's topLayoutGuide and bottomLayoutGuide
// (deprecated in iOS 11). Only its conformance is tested by the library.
@MainActor @preconcurrency
public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
}
