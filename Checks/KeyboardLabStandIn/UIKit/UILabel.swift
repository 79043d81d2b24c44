// UIKit/UILabel.h

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UILabel: UIView {
    // @property(nullable, nonatomic,copy)   NSString           *text; // default is nil
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(null_resettable, nonatomic,strong) UIFont      *font UI_APPEARANCE_SELECTOR; // default is nil (system font 17 plain)
    // Swift: var font: UIFont!
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(null_resettable, nonatomic,strong) UIColor     *textColor UI_APPEARANCE_SELECTOR; // default is labelColor
    // Swift: var textColor: UIColor!
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic) NSInteger numberOfLines;
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
