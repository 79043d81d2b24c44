import Foundation

/// The executable model of UIKit that the package's UIKit glue runs against
/// on Linux (docs/UIKitModel.md): one app with its screens, scenes and
/// windows, its first responder, its keyboard, the run loop's turns and the
/// clock. Not UIKit's API: scenarios reach it with `@_spi(UIKitModel) import
/// UIKit`, which the library never writes.
///
/// UIKit keeps such state in singletons (`UIApplication.shared`,
/// `UIAccessibility`), so the model is one world, `current`, made afresh for
/// each scenario by ``begin(_:)``; scenarios run one at a time.
@_spi(UIKitModel)
@MainActor
public final class UIKitModel {
    /// The world UIKit's statics read.
    public private(set) static var current = UIKitModel(configuration: Configuration())

    /// Starts a new world with `configuration`; the previous one is dropped.
    @discardableResult
    public static func begin(_ configuration: Configuration = Configuration()) -> UIKitModel {
        current = UIKitModel(configuration: configuration)
        return current
    }

    /// How this world behaves where sources disagree or devices differ.
    public let configuration: Configuration
    /// Where UIKit posts (`NotificationCenter.default` in an app).
    public let notificationCenter = NotificationCenter()
    /// The device's screen.
    public let mainScreen: UIScreen
    /// The scene on the main screen.
    public let mainScene: UIWindowScene
    /// The scenes of external displays, in connection order.
    public private(set) var externalScenes: [UIWindowScene] = []
    /// The software keyboard of the main screen.
    public private(set) lazy var keyboard = Keyboard(model: self)
    /// The device's Reduce Motion setting.
    public var isReduceMotionEnabled = false
    /// What UIKit raised (an app would crash), in order.
    public private(set) var exceptions: [String] = []
    /// Every `UIView.animate` call, in order.
    public private(set) var animations: [Animation] = []
    /// Views the app (or the package) added to UIKit's keyboard window.
    public private(set) var viewsAddedToKeyboardWindow: [UIView] = []

    weak var firstResponder: UIResponder?
    var activeConstraints: [NSLayoutConstraint] = []
    var keyboardLayoutGuides: [WeakKeyboardLayoutGuide] = []
    /// Whether a keyboard post is under way, whose animation UIKit's handlers run in.
    var isInsideKeyboardPost = false

    // The run loop (UIKitModel+RunLoop.swift).
    public internal(set) var now: TimeInterval = 0
    public internal(set) var turnNumber = 0
    var nextTurnSources: [() -> Void] = []
    var timers: [Timer] = []
    var timerOrder = 0

    private init(configuration: Configuration) {
        self.configuration = configuration
        mainScreen = UIScreen(bounds: configuration.device.screenBounds, safeAreaInsets: configuration.device.safeAreaInsets)
        mainScene = UIWindowScene(screen: mainScreen)
    }

    /// A window on the main scene whose root is `rootViewController`, made key and visible.
    public func makeWindow(rootViewController: UIViewController, in scene: UIWindowScene? = nil) -> UIWindow {
        let window = UIWindow(windowScene: scene ?? mainScene)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        return window
    }

    /// Connects an external display of `bounds` (no safe area, compact as the model says nothing else) and returns its scene.
    public func connectExternalDisplay(bounds: CGRect) -> UIWindowScene {
        let scene = UIWindowScene(screen: UIScreen(bounds: bounds, safeAreaInsets: .zero))
        externalScenes.append(scene)
        return scene
    }

    /// Every window of every scene.
    var windows: [UIWindow] { ([mainScene] + externalScenes).flatMap(\.modelWindows) }

    func horizontalSizeClass(of window: UIWindow?) -> UIUserInterfaceSizeClass {
        guard let scene = window?.modelScene, scene === mainScene else { return .compact }
        return configuration.device.isHorizontallyRegular ? .regular : .compact
    }

    func raise(_ exception: String) { exceptions.append(exception) }

    // MARK: Bookkeeping the views and constraints report

    func noteSubviewAdded(_ view: UIView, to superview: UIView) {
        guard superview.window is UIKitKeyboardWindow, !keyboard.isOwnView(view) else { return }
        viewsAddedToKeyboardWindow.append(view)
    }

    func noteKeyboardLayoutGuide(_ guide: UIKeyboardLayoutGuide) {
        keyboardLayoutGuides.removeAll { $0.guide == nil }
        keyboardLayoutGuides.append(WeakKeyboardLayoutGuide(guide: guide))
        // A guide made while the keyboard is up reads it, unless guides made
        // then miss it (manaflow-ai/cmux PR 9663).
        if !configuration.guidesMadeOverAnOpenKeyboardMissIt { guide.modelKeyboardFrame = keyboard.frame }
    }

    func constraint(_ constraint: NSLayoutConstraint, becameActive isActive: Bool) {
        if isActive {
            activeConstraints.append(constraint)
            for item in [constraint.modelFirstItem, constraint.modelSecondItem] {
                guard let guide = item as? UIKeyboardLayoutGuide, guide.modelAttachedTurn == nil else { continue }
                guide.modelAttachedTurn = turnNumber
            }
        } else {
            activeConstraints.removeAll { $0 === constraint }
        }
    }

    /// Deactivates the constraints between `view`'s subtree and anything outside it.
    func deactivateConstraints(crossing view: UIView) {
        func isInside(_ item: AnyObject?) -> Bool? {
            if let other = item as? UIView { return other.isDescendant(of: view) }
            if let guide = item as? UILayoutGuide { return guide.modelOwningView?.isDescendant(of: view) }
            return nil
        }
        for constraint in activeConstraints {
            guard let first = isInside(constraint.modelFirstItem), let second = isInside(constraint.modelSecondItem),
                  first != second
            else { continue }
            constraint.isActive = false
        }
    }

    // MARK: Animation

    /// One `UIView.animate` call.
    public struct Animation: Sendable {
        /// Its duration and delay, in seconds.
        public var duration: TimeInterval
        public var delay: TimeInterval
        /// Its options' raw value (the curve in bits 16–19).
        public var options: UInt
        /// Whether it began inside a keyboard post, whose animation UIKit's handlers run in.
        public var isInsideKeyboardPost: Bool
    }

    func animate(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        _ animations: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        self.animations.append(
            Animation(duration: duration, delay: delay, options: options.rawValue, isInsideKeyboardPost: isInsideKeyboardPost)
        )
        animations()
        guard let completion else { return }
        if duration + delay > 0 {
            schedule(after: duration + delay) { completion(true) }
        } else {
            onNextTurn { completion(true) }
        }
    }
}

/// A keyboard layout guide held weakly.
struct WeakKeyboardLayoutGuide {
    weak var guide: UIKeyboardLayoutGuide?
}
