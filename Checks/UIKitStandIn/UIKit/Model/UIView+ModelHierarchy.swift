// Model: adding and removing subviews.
// - A subview added or removed asks its superview for layout (Stack Overflow
//   728372, "When is layoutSubviews called?", measured answers).
// - `didMoveToWindow()` reaches the moved view and then each of its subviews,
//   with `window` already the new one (Apple's `didMoveToWindow()`
//   documentation for `window`; the recursion as in AppKit's
//   `viewWillMove(toWindow:)` documentation and The Iconfactory's Chameleon
//   `UIView.m`).
// - Removing a view removes "any constraints that refer to the view you are
//   removing, or that refer to any view in the subtree" (Apple's
//   `removeFromSuperview()` documentation).
// - When a view's size changes, each subview with a flexible width or height
//   is resized by the difference, before layout (Apple's `autoresizingMask`
//   and `autoresizesSubviews` documentation; Neuburg, "Programming iOS 4":
//   "automatic resizing is performed before layoutSubviews is called").

extension UIView {
    func modelInsert(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        if let old = view.modelSuperview {
            old.modelSubviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        modelSubviews.insert(view, at: min(max(0, index), modelSubviews.count))
        view.modelSuperview = self
        setNeedsLayout()
        UIKitModel.current.noteSubviewAdded(view, to: self)
        if view.window !== oldWindow { view.modelMovedToWindow() }
    }

    func modelRemoveFromSuperview() {
        guard let superview = modelSuperview else { return }
        let hadWindow = window != nil
        superview.modelSubviews.removeAll { $0 === self }
        modelSuperview = nil
        superview.setNeedsLayout()
        UIKitModel.current.deactivateConstraints(crossing: self)
        guard hadWindow else { return }
        UIKitModel.current.viewLeftWindow(self)
        modelMovedToWindow()
    }

    /// Tells this view and its subtree that the window changed.
    func modelMovedToWindow() {
        if window != nil { setNeedsLayout() }
        didMoveToWindow()
        for subview in modelSubviews { subview.modelMovedToWindow() }
    }

    /// Resizes the subviews with a flexible width or height by this view's change in size.
    func resizeSubviews(from oldSize: CGSize) {
        let dw = modelBounds.width - oldSize.width
        let dh = modelBounds.height - oldSize.height
        for subview in modelSubviews where subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            guard mask.contains(.flexibleWidth) || mask.contains(.flexibleHeight) else { continue }
            var frame = subview.frame
            if mask.contains(.flexibleWidth) { frame.size.width += dw }
            if mask.contains(.flexibleHeight) { frame.size.height += dh }
            subview.frame = frame
        }
    }
}
