// UIKit/UIAction.h and UIMenuElement.h

// UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIMenuElement: NSObject {}

// typedef void (^UIActionHandler)(__kindof UIAction *action) API_UNAVAILABLE(watchos);
// Not main-actor isolated: a closure the lab writes in main-actor code
// takes that isolation because the type is not @Sendable.
public typealias UIActionHandler = (UIAction) -> Void

// UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIAction : UIMenuElement <UIMenuLeaf>
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIAction: UIMenuElement {}

// UIKit.swiftinterface:
// extension UIAction {
//   @_disfavoredOverload @_Concurrency.MainActor @preconcurrency convenience public init(title: Swift.String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
// }
// Only the title and the handler are mirrored.
@available(iOS 13.0, *)
extension UIAction {
    @MainActor @preconcurrency public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        fatalError()
    }
}
