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
    /// This window's root view controller, then each controller presented
    /// over the last; empty without a root.
    var controllerChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = rootViewController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
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
