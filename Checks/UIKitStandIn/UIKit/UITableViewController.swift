// UIKit/UITableViewController.h
// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
// Only the class: the library asks whether a scroll view's controller is one.
// Model: its view is its table, a scroll view.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITableViewController: UIViewController {
    open override func loadView() { view = UIScrollView(frame: UIKitModel.current.mainScreen.modelBounds) }
}
