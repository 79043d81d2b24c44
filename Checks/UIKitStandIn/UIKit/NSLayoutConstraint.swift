// UIKit/NSLayoutConstraint.h
// NS_SWIFT_UI_ACTOR
// @interface NSLayoutConstraint : NSObject
// (not NSCoding on iOS: a subclass with stored properties that all have
// defaults inherits `init()` and needs no `init?(coder:)`)
//
// Model: a constraint is `first.attribute = second.attribute × multiplier +
// constant`; active ones are solved by `ModelAutoLayout` when the view whose
// frame they set is laid out by its superview.
@available(iOS 6.0, *)
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    // typedef NS_ENUM(NSInteger, NSLayoutRelation) {
    //     NSLayoutRelationLessThanOrEqual = -1, NSLayoutRelationEqual = 0, NSLayoutRelationGreaterThanOrEqual = 1,
    // };
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    // typedef NS_ENUM(NSInteger, NSLayoutAttribute) {
    //     NSLayoutAttributeLeft = 1, NSLayoutAttributeRight, NSLayoutAttributeTop, NSLayoutAttributeBottom,
    //     NSLayoutAttributeLeading, NSLayoutAttributeTrailing, NSLayoutAttributeWidth, NSLayoutAttributeHeight,
    //     NSLayoutAttributeCenterX, NSLayoutAttributeCenterY, … NSLayoutAttributeNotAnAttribute = 0
    // };  (the baseline and margin attributes are not mirrored)
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case notAnAttribute = 0
    }

    weak var modelFirstItem: AnyObject?
    weak var modelSecondItem: AnyObject?
    var modelFirstAttribute = Attribute.notAnAttribute
    var modelSecondAttribute = Attribute.notAnAttribute
    var modelRelation = Relation.equal
    var modelMultiplier: CGFloat = 1
    var modelConstant: CGFloat = 0
    var modelIsActive = false

    // - (instancetype)init;  (inherited from NSObject)
    public override init() { super.init() }

    // + (instancetype)constraintWithItem:(id)view1 attribute:(NSLayoutAttribute)attr1 relatedBy:(NSLayoutRelation)relation
    //       toItem:(nullable id)view2 attribute:(NSLayoutAttribute)attr2 multiplier:(CGFloat)multiplier constant:(CGFloat)c;
    // Swift: convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    //     relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
    //     multiplier: CGFloat, constant c: CGFloat)
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        modelFirstItem = view1 as AnyObject
        modelFirstAttribute = attr1
        modelRelation = relation
        modelSecondItem = view2.map { $0 as AnyObject }
        modelSecondAttribute = attr2
        modelMultiplier = multiplier
        modelConstant = c
    }

    // @property (nullable, readonly, assign) id firstItem;
    // Swift: unowned(unsafe) var firstItem: AnyObject? { get }
    open var firstItem: AnyObject? { modelFirstItem }

    // @property (nullable, readonly, assign) id secondItem;
    // Swift: unowned(unsafe) var secondItem: AnyObject? { get }
    open var secondItem: AnyObject? { modelSecondItem }

    // @property (readonly) NSLayoutAttribute firstAttribute;
    open var firstAttribute: NSLayoutConstraint.Attribute { modelFirstAttribute }

    // @property (readonly) NSLayoutAttribute secondAttribute;
    open var secondAttribute: NSLayoutConstraint.Attribute { modelSecondAttribute }

    // @property CGFloat constant;
    // Model: a new constant asks the constrained views' superviews for layout
    // (the engine updates at once, the frames in the next layout pass: Auto
    // Layout Guide, "Changing Constraints").
    open var constant: CGFloat {
        get { modelConstant }
        set {
            modelConstant = newValue
            if modelIsActive { ModelAutoLayout.invalidate(self) }
        }
    }

    // @property (getter=isActive) BOOL active API_AVAILABLE(macos(10.10), ios(8.0));
    @available(iOS 8.0, *)
    open var isActive: Bool {
        get { modelIsActive }
        set {
            guard newValue != modelIsActive else { return }
            modelIsActive = newValue
            UIKitModel.current.constraint(self, becameActive: newValue)
            ModelAutoLayout.invalidate(self)
        }
    }

    // + (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints API_AVAILABLE(macos(10.10), ios(8.0));
    // Swift: class func activate(_ constraints: [NSLayoutConstraint])
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    // + (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints API_AVAILABLE(macos(10.10), ios(8.0));
    @available(iOS 8.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // UIKit/UINibLoading.h, @interface NSObject(UINibLoadingAdditions):
    // - (void)awakeFromNib NS_REQUIRES_SUPER ...;  (see UIView.awakeFromNib:
    // nonisolated, the stricter of the SDKs' annotations)
    nonisolated open func awakeFromNib() {}
}
