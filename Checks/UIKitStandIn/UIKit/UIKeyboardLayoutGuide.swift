// UIKit/UIKeyboardLayoutGuide.h
// UIKIT_EXTERN API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIKeyboardLayoutGuide : UITrackingLayoutGuide
//
// Model (docs/UIKitModel.md, "The keyboard layout guide"): the guide is the
// part of its owning view the keyboard covers, down to the view's bottom
// (PinLayout PR 242: "the area of the keyboard that is covering the view");
// off screen or undocked it rests at the bottom of the safe area, or of the
// view with `usesBottomSafeArea` off ("When the keyboard is off screen or
// undocked, the guide's topAnchor matches the bottomAnchor of
// safeAreaLayoutGuide": Apple's `followsUndockedKeyboard` documentation;
// `usesBottomSafeArea`, iOS 17). It reads `.zero` until its owning view has
// laid out once (layoutBox/PinLayout issue 241). Which keyboard it shows is
// set by `UIKitModel.Keyboard` (`modelKeyboardFrame`): when, and which guides
// miss a transition, is the model's configuration.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// The docked keyboard this guide shows, in screen coordinates; `nil` at rest.
    var modelKeyboardFrame: CGRect?
    var modelHasLaidOut = false
    /// The turn in which a view was first constrained to this guide.
    var modelAttachedTurn: Int?

    init(owningView: UIView) {
        super.init()
        modelOwningView = owningView
    }

    // @property (nonatomic, readwrite) BOOL usesBottomSafeArea API_AVAILABLE(ios(17.0), visionos(1.0));
    @available(iOS 17.0, *)
    open var usesBottomSafeArea = true

    // @property (nonatomic, readwrite) BOOL followsUndockedKeyboard;
    open var followsUndockedKeyboard = false

    open override var layoutFrame: CGRect {
        guard let view = modelOwningView, modelHasLaidOut else { return .zero }
        let bounds = view.modelBounds
        let band = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        let resting = CGRect(x: bounds.minX, y: bounds.maxY - band, width: bounds.width, height: band)
        guard let keyboard = modelKeyboardFrame, view.window != nil else { return resting }
        let top = max(view.modelPointFromOutermostSpace(CGPoint(x: 0, y: keyboard.minY)).y, bounds.minY)
        guard top < bounds.maxY - band else { return resting }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }
}

// A UIView category in UIKit's headers (category and header not quoted here):
// @property(nonatomic,readonly,strong) UIKeyboardLayoutGuide *keyboardLayoutGuide API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos);
// (Declared here, beside its type: Swift cannot add a stored property in an
// extension, and a computed one reads the same to callers.)
// Model: one guide per view, made on first use (PinLayout issue 241).
extension UIView {
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = modelKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        modelKeyboardLayoutGuide = guide
        UIKitModel.current.noteKeyboardLayoutGuide(guide)
        return guide
    }
}
