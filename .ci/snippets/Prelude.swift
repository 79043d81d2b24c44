// Compiled with every documentation snippet by .ci/snippets.sh (not part of
// the package). Two parts:
//
// 1. UIKit API that snippets use and the UIKit stand-in (Checks/UIKitStandIn)
//    does not declare, because the library itself does not use it. Spelled as
//    Swift sees the iOS SDK; add a declaration here when a snippet needs one.
// 2. The context that `body` and `members` snippets, and the `///` blocks of
//    the UIKit-side modules, are wrapped in: a screen with the views,
//    behavior properties and methods the recipes refer to.
import Foundation
import KeyboardObservation
import UIKit

// MARK: - UIKit beyond the stand-in

// UIKit/UITableView.h: @interface UITableView : UIScrollView
@MainActor @preconcurrency
open class UITableView: UIScrollView {}

// Foundation/NotificationCenter (iOS 26 SDK, UIKit's messages):
// extension NotificationCenter.MessageIdentifier
//     where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillShowMessage> {
//     static var keyboardWillShow: NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillShowMessage> { get }
// }
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillShowMessage> {
    public static var keyboardWillShow: NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillShowMessage> {
        fatalError()
    }
}

// MARK: - The screen that `body` and `members` snippets and `///` blocks run in

/// A `body` snippet, or a `///` block of statements, is the body of a method
/// of this class; a `///` block of declarations is pasted into a subclass.
/// It is a `KeyboardObservable`, as a screen that subscribes itself is.
@MainActor
class SnippetScreen: UIViewController, KeyboardObservable {
    var scrollView: UIScrollView { fatalError() }
    var textView: UITextView { fatalError() }
    var tableView: UITableView { fatalError() }
    var composer: UIView { fatalError() }
    var inputBar: UIView { fatalError() }
    var loginCard: UIView { fatalError() }
    var continueButton: UIView { fatalError() }
    var pagesView: UIView { fatalError() }
    var activeField: UIView? { fatalError() }
    var toolbar: UIView { fatalError() }
    var screenBounds: CGRect { fatalError() }
    var bottomInset: CGFloat = 0
    var model: ScreenModel { fatalError() }
    var keyboardInset: KeyboardContentInsetBehavior?
    var keyboardBottom: KeyboardConstraintBehavior?
    var keyboardOffset: KeyboardOffsetBehavior?
    var keyboardReveal: KeyboardRevealBehavior?
    var toolbarFade: KeyboardOverlapBehavior?
    var subscription: KeyboardSubscription?
    var subscriptions: Set<KeyboardSubscription> = []
    // An observation token of any kind: iOS 26's `NotificationCenter.ObservationToken`
    // (not named here, so the prelude compiles for iOS 13) or an `NSObjectProtocol`.
    var token: Any?

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {}
    func keyboardFrameDidChange(from old: CGRect?, to new: CGRect?) {}
}

/// The screen's model, for blocks that keep state rather than lay out.
@MainActor
final class ScreenModel {
    var isKeyboardUp = false
}

/// The payload `KeyboardPayload`'s example declares, which the example of
/// `KeyboardPresentable` (another page) uses.
struct KeyboardTiming: KeyboardPayload {
    let endFrame: CGRect, duration: TimeInterval
    init(_ info: KeyboardInfo) throws {
        endFrame = info.endFrame
        duration = info.animationDuration
    }
}

/// A `members` snippet is pasted into a subclass of this class: its views
/// are there, its keyboard properties are the snippet's own.
@MainActor
class SnippetMembersBase: UIViewController {
    var scrollView: UIScrollView { fatalError() }
    var tableView: UITableView { fatalError() }
    var composer: UIView { fatalError() }
}
