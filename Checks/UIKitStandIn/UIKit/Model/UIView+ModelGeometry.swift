// Model: where a view is. A view's centre and transform place its bounds in
// its superview's bounds coordinates (Apple's `UIView.center`, `bounds` and
// `transform` documentation: the transform applies around the centre); a
// window's frame is in its screen's coordinates. Transforms are modelled as
// translation and axis-aligned scale only (an inverted table is a scale of -1).

extension UIView {
    /// `point`, in this view's bounds coordinates, in its superview's.
    func modelPointInSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(
            x: modelCenter.x + modelTransform.tx + (point.x - modelBounds.midX) * modelTransform.a,
            y: modelCenter.y + modelTransform.ty + (point.y - modelBounds.midY) * modelTransform.d
        )
    }

    /// `point`, in the superview's bounds coordinates, in this view's.
    func modelPointFromSuperview(_ point: CGPoint) -> CGPoint {
        let a = modelTransform.a == 0 ? 1 : modelTransform.a
        let d = modelTransform.d == 0 ? 1 : modelTransform.d
        return CGPoint(
            x: modelBounds.midX + (point.x - modelCenter.x - modelTransform.tx) / a,
            y: modelBounds.midY + (point.y - modelCenter.y - modelTransform.ty) / d
        )
    }

    /// `point` in the outermost space: the screen's for a view in a window, else its root's bounds.
    func modelPointInOutermostSpace(_ point: CGPoint) -> CGPoint {
        var point = point
        var view = self
        while let superview = view.modelSuperview {
            point = view.modelPointInSuperview(point)
            view = superview
        }
        return view is UIWindow ? view.modelPointInSuperview(point) : point
    }

    /// A point of the outermost space (see above) in this view's bounds coordinates.
    func modelPointFromOutermostSpace(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.modelSuperview
        }
        var point = point
        if let root = chain.last, root is UIWindow { point = root.modelPointFromSuperview(point) }
        for view in chain.reversed().dropFirst() { point = view.modelPointFromSuperview(point) }
        return point
    }

    func modelConvert(_ point: CGPoint, toView view: UIView?) -> CGPoint {
        // Apple: "If view is nil, this method instead converts to window base coordinates."
        guard let target = view ?? window else { return point }
        return target.modelPointFromOutermostSpace(modelPointInOutermostSpace(point))
    }

    func modelConvert(_ point: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return point }
        return modelPointFromOutermostSpace(source.modelPointInOutermostSpace(point))
    }

    func modelConvert(_ point: CGPoint, toSpace space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return modelConvert(point, toView: view) }
        return modelPointInOutermostSpace(point)   // a screen's coordinate space
    }

    func modelConvert(_ point: CGPoint, fromSpace space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return modelConvert(point, fromView: view) }
        return modelPointFromOutermostSpace(point)
    }

    /// A rect converted corner by corner.
    func modelConvertRect(_ rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let a = convert(CGPoint(x: rect.minX, y: rect.minY))
        let b = convert(CGPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// This view's bounds in its window's coordinates (its root's, in no window).
    var modelFrameInWindow: CGRect {
        modelConvertRect(modelBounds) { point in
            var point = point
            var view = self
            while let superview = view.modelSuperview {
                point = view.modelPointInSuperview(point)
                view = superview
            }
            return point
        }
    }
}
