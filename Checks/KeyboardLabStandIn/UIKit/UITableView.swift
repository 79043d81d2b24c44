// UIKit/UITableView.h, UITableViewCell.h, and the IndexPath overlay of UIKit.swiftinterface.
//
// A protocol's @optional methods are requirements with a default
// implementation here (Linux has no `@objc optional`): a misspelt optional
// method goes unseen by this check; the real-SDK check warns ("nearly matches").

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    // typedef NS_ENUM(NSInteger, UITableViewStyle) {
    //     UITableViewStylePlain,          // regular table view
    //     UITableViewStyleGrouped,        // sections are grouped together
    //     UITableViewStyleInsetGrouped  API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) API_UNAVAILABLE(tvos)  // grouped sections are inset with rounded corners
    // };
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }

    // typedef NS_ENUM(NSInteger, UITableViewScrollPosition) {
    //     UITableViewScrollPositionNone, UITableViewScrollPositionTop, UITableViewScrollPositionMiddle, UITableViewScrollPositionBottom
    // } API_UNAVAILABLE(watchos);
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    // typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {
    //     UITableViewRowAnimationFade, … UITableViewRowAnimationMiddle,
    //     UITableViewRowAnimationAutomatic = 100  // available in iOS 5.0.  chooses an appropriate animation style for you
    // } API_UNAVAILABLE(watchos);
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    // - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER; // must specify style at creation. -initWithFrame: calls this with UITableViewStylePlain
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }

    // - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) { fatalError() }

    // @property (nonatomic, weak, nullable) id <UITableViewDataSource> dataSource;
    open weak var dataSource: (any UITableViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }

    // @property (nonatomic, weak, nullable) id <UITableViewDelegate> delegate;
    open weak var delegate: (any UITableViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }

    // - (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        fatalError()
    }

    // - (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }

    // - (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }

    // - (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(6.0)); // newer dequeue method guarantees a cell is returned and resized properly, assuming identifier is registered
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }

    // - (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier API_AVAILABLE(ios(6.0));
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
}

// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @protocol UITableViewDataSource<NSObject>
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    // @required
    // - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    // - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    // @optional
    // - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;              // Default is 1 if not implemented
    func numberOfSections(in tableView: UITableView) -> Int

    // - (nullable NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section;    // fixed font style. use custom view (UILabel) if you want something different
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
}

// NS_SWIFT_UI_ACTOR
// @protocol UIScrollViewDelegate<NSObject>
// (none of its methods, all optional, is mirrored)
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {}

// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // @optional
    // - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
}

// UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    // typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    //     UITableViewCellAccessoryNone,                                                      // don't show any accessory view
    //     UITableViewCellAccessoryDisclosureIndicator,                                       // regular chevron. doesn't track
    //     UITableViewCellAccessoryDetailDisclosureButton API_UNAVAILABLE(tvos),                 // info button w/ chevron. tracks
    //     UITableViewCellAccessoryCheckmark,                                                 // checkmark. doesn't track
    //     UITableViewCellAccessoryDetailButton API_AVAILABLE(ios(7.0))  API_UNAVAILABLE(tvos) // info button. tracks
    // } API_UNAVAILABLE(watchos);
    // Swift: enum UITableViewCell.AccessoryType : Int
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    // @property (nonatomic) UITableViewCellAccessoryType    accessoryType;              // default is UITableViewCellAccessoryNone. use to set standard type
    open var accessoryType: UITableViewCell.AccessoryType {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIKit.swiftinterface:
// extension UITableViewCell {
//   @_Concurrency.MainActor @preconcurrency public var contentConfiguration: (any UIKit.UIContentConfiguration)? { get set(config) }
//   @_Concurrency.MainActor @preconcurrency public func defaultContentConfiguration() -> UIKit.UIListContentConfiguration
// }
@available(iOS 14.0, *)
extension UITableViewCell {
    @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set { fatalError() }
    }

    @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

// public protocol UIContentConfiguration {
//   @_Concurrency.MainActor func makeContentView() -> any UIView & UIKit.UIContentView
//   func updated(for state: any UIKit.UIConfigurationState) -> Self
// }
// (its requirements are not mirrored: the lab uses the list configuration only)
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

// public struct UIListContentConfiguration : UIKit.UIContentConfiguration, Swift.Hashable {
//   public var text: Swift.String? { get set }
//   public var secondaryText: Swift.String? { get set }
// }
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    public var secondaryText: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

// extension Foundation.IndexPath {
//   public init(row: Swift.Int, section: Swift.Int)
//   public var section: Swift.Int { get set }
//   public var row: Swift.Int { get set }
// }
// (UIKit's, from NSIndexPath (UIKitAdditions); Linux Foundation has none of them)
extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }

    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }

    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
