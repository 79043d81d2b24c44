#if canImport(UIKit)
import UIKit

extension UIView {
    /// The view controller whose view holds this view: the first one up the responder chain.
    var owningViewController: UIViewController? {
        var responder = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

extension UIWindow {
    /// The view of the topmost controller shown in this window: the root's,
    /// or that of the last controller presented over it whose view is in a window.
    var topmostControllerView: UIView? {
        var controller = rootViewController
        while let presented = controller?.presentedViewController, presented.viewIfLoaded?.window != nil {
            controller = presented
        }
        return controller?.view
    }
}

extension UIViewController {
    /// The outermost controller containing this one (its parents' parent, and so on).
    var outermostParent: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
#endif
