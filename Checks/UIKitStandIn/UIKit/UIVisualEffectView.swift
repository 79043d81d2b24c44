// UIKit/UIVisualEffect.h
// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

// UIKit/UIVisualEffectView.h
// UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIVisualEffectView : UIView <NSSecureCoding>
// Model: "Don't add subviews directly to the visual effect view itself"
// (Apple's documentation); from iOS 11 doing so raises
// NSInternalInconsistencyException ("Do not add subviews directly to the
// visual effect view itself, instead add them to the -contentView": pkluz/PKHUD
// PR 169, iosphere/ISHPermissionKit PR 90), which the model records in
// `UIKitModel.exceptions` instead of adding the view.
@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    private let modelContentView = UIView()

    // - (instancetype)initWithEffect:(nullable UIVisualEffect *)effect NS_DESIGNATED_INITIALIZER;
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        modelInstallContentView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        modelInstallContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelInstallContentView()
    }

    // @property (nonatomic, strong, readonly) UIView *contentView;
    open var contentView: UIView { modelContentView }

    open override func addSubview(_ view: UIView) {
        guard view === modelContentView else { return modelRaiseDirectSubview(view) }
        super.addSubview(view)
    }

    open override func insertSubview(_ view: UIView, at index: Int) {
        guard view === modelContentView else { return modelRaiseDirectSubview(view) }
        super.insertSubview(view, at: index)
    }

    private func modelInstallContentView() {
        modelContentView.frame = modelBounds
        modelContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        modelInsert(modelContentView, at: 0)
    }

    private func modelRaiseDirectSubview(_ view: UIView) {
        UIKitModel.current.raise(
            "NSInternalInconsistencyException: \(type(of: view)) has been added as a subview to UIVisualEffectView. "
                + "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView."
        )
    }
}
