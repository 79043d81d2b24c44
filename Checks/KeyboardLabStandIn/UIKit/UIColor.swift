// UIKit/UIColor.h, UIInterface.h, UIFont.h and UIFontDescriptor.h. Colours
// and fonts are Sendable values, not UI-actor classes (in the iOS 17.5,
// 18.6 and 26.2 SDKs alike).

// UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
// @interface UIColor : NSObject <NSSecureCoding, NSCopying>
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    // @property(class, nonatomic, readonly) UIColor *clearColor;      // 0.0 white, 0.0 alpha
    open class var clear: UIColor { fatalError() }

    // UIInterface.h, @interface UIColor (UIColorSystemColors)
    // @property (class, nonatomic, readonly) UIColor *secondaryLabelColor     API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError() }

    // @property (class, nonatomic, readonly) UIColor *systemBackgroundColor                   API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { fatalError() }

    // @property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor          API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { fatalError() }

    // - (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
}

// UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
// @interface UIFont : NSObject <NSCopying, NSSecureCoding>
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    // typedef NSString * UIFontTextStyle NS_TYPED_ENUM API_AVAILABLE(watchos(3.0));
    // Swift: struct UIFont.TextStyle : Hashable, Equatable, RawRepresentable, @unchecked Sendable
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline API_AVAILABLE(ios(7.0), watchos(2.0));
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0), watchos(2.0));
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote API_AVAILABLE(ios(7.0), watchos(2.0));
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1 API_AVAILABLE(ios(7.0), watchos(2.0));
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    }

    // typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(watchos(4.0));
    // Swift: struct UIFont.Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        // UIKIT_EXTERN const UIFontWeight UIFontWeightRegular API_AVAILABLE(ios(8.2), watchos(2.0));
        public static let regular = Weight(rawValue: 0)
    }

    // + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style API_AVAILABLE(ios(7.0), watchos(2.0));
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }

    // + (UIFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(13.0), watchos(6.0));
    @available(iOS 13.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
}
