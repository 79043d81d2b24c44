// Model: the part of Auto Layout the glue and the scenarios use. A view that
// does not translate its autoresizing mask gets its frame, when its superview
// lays out (the default `layoutSubviews()`), from the active equality
// constraints that pin its edges, centre or size to another item: a view, a
// view's safe-area or keyboard layout guide, or a constant. Priorities,
// inequalities and intrinsic sizes are not modelled; an edge nothing pins
// keeps its value.

@MainActor
enum ModelAutoLayout {
    /// Sets the frame of each subview of `view` that its constraints place.
    static func applyConstraints(toSubviewsOf view: UIView) {
        view.modelKeyboardLayoutGuide?.modelHasLaidOut = true
        for subview in view.modelSubviews where !subview.translatesAutoresizingMaskIntoConstraints {
            var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
            for constraint in UIKitModel.current.activeConstraints where constraint.modelRelation == .equal {
                if constraint.modelFirstItem === subview {
                    guard let other = value(of: constraint.modelSecondItem, constraint.modelSecondAttribute, in: view)
                    else {
                        if constraint.modelSecondItem == nil { values[constraint.modelFirstAttribute] = constraint.modelConstant }
                        continue
                    }
                    values[constraint.modelFirstAttribute] = other * constraint.modelMultiplier + constraint.modelConstant
                } else if constraint.modelSecondItem === subview,
                          let other = value(of: constraint.modelFirstItem, constraint.modelFirstAttribute, in: view) {
                    let multiplier = constraint.modelMultiplier == 0 ? 1 : constraint.modelMultiplier
                    values[constraint.modelSecondAttribute] = (other - constraint.modelConstant) / multiplier
                }
            }
            guard !values.isEmpty else { continue }
            subview.frame = frame(from: values, current: subview.frame)
        }
    }

    /// Marks for layout the superviews of the views `constraint` places.
    static func invalidate(_ constraint: NSLayoutConstraint) {
        for item in [constraint.modelFirstItem, constraint.modelSecondItem] {
            if let view = item as? UIView {
                view.modelSuperview?.setNeedsLayout()
            } else if let guide = item as? UILayoutGuide {
                guide.modelOwningView?.setNeedsLayout()
            }
        }
    }

    /// The value of `item`'s `attribute` in `view`'s bounds coordinates.
    private static func value(
        of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in view: UIView
    ) -> CGFloat? {
        let rect: CGRect
        if let other = item as? UIView {
            rect = other.convert(other.bounds, to: view)
        } else if let guide = item as? UILayoutGuide, let owner = guide.modelOwningView {
            rect = owner.convert(guide.layoutFrame, to: view)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .notAnAttribute: return nil
        }
    }

    private static func frame(from values: [NSLayoutConstraint.Attribute: CGFloat], current: CGRect) -> CGRect {
        let (x, width) = axis(
            start: values[.leading] ?? values[.left], end: values[.trailing] ?? values[.right],
            size: values[.width], center: values[.centerX], current: (current.minX, current.width)
        )
        let (y, height) = axis(
            start: values[.top], end: values[.bottom], size: values[.height], center: values[.centerY],
            current: (current.minY, current.height)
        )
        return CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    private static func axis(
        start: CGFloat?, end: CGFloat?, size: CGFloat?, center: CGFloat?, current: (CGFloat, CGFloat)
    ) -> (CGFloat, CGFloat) {
        switch (start, end, size, center) {
        case (let start?, let end?, _, _): return (start, end - start)
        case (let start?, nil, let size?, _): return (start, size)
        case (nil, let end?, let size?, _): return (end - size, size)
        case (nil, nil, let size?, let center?): return (center - size / 2, size)
        case (let start?, nil, nil, _): return (start, current.1)
        case (nil, let end?, nil, _): return (end - current.1, current.1)
        case (nil, nil, let size?, nil): return (current.0, size)
        case (nil, nil, nil, let center?): return (center - current.1 / 2, current.1)
        case (nil, nil, nil, nil): return current
        }
    }
}
