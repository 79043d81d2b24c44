// Model: layout.
// - `setNeedsLayout()` only marks the view; the layout pass comes in the next
//   update cycle, at the end of the run loop's turn (Apple's
//   `setNeedsLayout()` documentation; Auto Layout Guide, "The Deferred Layout
//   Pass"), which the model runs in `UIKitModel.turn()`.
// - `layoutIfNeeded()` lays out at once, with the receiver as the root, only
//   if layout is pending ("If no layout updates are pending, this method
//   exits without modifying the layout or calling any layout-related
//   callbacks"); a pending ancestor is laid out from (CALayer's
//   `layoutIfNeeded()` documentation).
// - One pass traverses the hierarchy top-down and calls `layoutSubviews()` on
//   each view that needs it (WWDC 2015 session 219, "Mysteries of Auto
//   Layout, Part 2": "Traverse the view hierarchy, top-down → call
//   layoutSubviews"); the default `layoutSubviews()` sets the subviews'
//   frames from their constraints (Apple's `layoutSubviews()` documentation).
//   A view marked again after the pass visited it waits for the next pass
//   (nothing documents a second traversal; laying out from inside a layout
//   pass is reported to loop on iOS 26: InputBarAccessoryView issue 285).
// - `safeAreaInsets`: 0 out of a window; for a window, the screen's insets;
//   for a view, the part of its superview's safe area that overlaps it, plus
//   the `additionalSafeAreaInsets` of the controller whose root view it is
//   (Apple's `safeAreaInsets` and `additionalSafeAreaInsets` documentation);
//   `safeAreaInsetsDidChange()` is called, during layout, when they changed.

extension UIView {
    func modelLayoutIfNeeded() {
        var root = self
        while let superview = root.modelSuperview, superview.modelNeedsLayout { root = superview }
        root.modelLayOutSubtree()
    }

    /// One top-down traversal of this subtree.
    func modelLayOutSubtree() {
        modelReportSafeAreaChange()
        if modelNeedsLayout {
            modelNeedsLayout = false
            layoutSubviews()
        }
        for subview in modelSubviews { subview.modelLayOutSubtree() }
    }

    private func modelReportSafeAreaChange() {
        let insets = modelSafeAreaInsets
        guard insets != modelReportedSafeArea else { return }
        modelReportedSafeArea = insets
        safeAreaInsetsDidChange()
    }

    var modelSafeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        if let window = self as? UIWindow { return window.modelScreenSafeAreaInsets }
        let frame = modelFrameInWindow
        let safe = modelSafeRectInWindow(in: window)
        return UIEdgeInsets(
            top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX)
        )
    }

    /// The safe part of this view, in window coordinates.
    private func modelSafeRectInWindow(in window: UIWindow) -> CGRect {
        if self === window { return window.modelBounds.modelInset(by: window.modelScreenSafeAreaInsets) }
        let frame = modelFrameInWindow
        guard let superview = modelSuperview else { return frame }
        let parent = superview.modelSafeRectInWindow(in: window)
        var insets = UIEdgeInsets(
            top: max(0, parent.minY - frame.minY), left: max(0, parent.minX - frame.minX),
            bottom: max(0, frame.maxY - parent.maxY), right: max(0, frame.maxX - parent.maxX)
        )
        if let controller = modelViewController {
            let extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left,
                bottom: insets.bottom + extra.bottom, right: insets.right + extra.right
            )
        }
        return frame.modelInset(by: insets)
    }
}

extension CGRect {
    /// This rect inset by `insets`, never of negative size.
    func modelInset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom)
        )
    }
}
