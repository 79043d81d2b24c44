import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Keeps a scroll view's content reachable above the keyboard by growing its
/// bottom content inset and scroll-indicator inset.
///
/// Hold it for as long as the screen lives; it holds the scroll view weakly.
///
/// ```swift
/// final class SettingsViewController: UIViewController {   // not UITableViewController: it adjusts itself
///     @IBOutlet private var tableView: UITableView!
///     private var keyboardInset: KeyboardContentInsetBehaviour?
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         keyboardInset = KeyboardContentInsetBehaviour(target: tableView)
///     }
/// }
/// ```
///
/// The scroll view's own insets are taken once, when the behaviour is
/// created (``restingInsets``); while the keyboard is up the insets are the
/// resting ones plus the keyboard's ``KeyboardOverlap/contentInset`` (the
/// safe area the scroll view already adds is not counted twice), and while
/// it is down the resting ones. Created while the keyboard is already up, it
/// applies the keyboard at once. A repeated `willShow` gives the same insets.
@MainActor
public final class KeyboardContentInsetBehaviour {
    /// The insets while the keyboard is down: the target's own, taken at
    /// creation. Set it when your layout changes them, then call ``remeasure()``.
    public var restingInsets: KeyboardBottomInsets
    private weak var target: (any KeyboardInsetTarget)?
    private let engine: KeyboardBehaviourEngine<KeyboardContentInsetBehaviour>

    /// Starts adjusting `target`, from the keyboard as it is now.
    ///
    /// - Parameters:
    ///   - target: The scroll view; held weakly.
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public init(
        target: any KeyboardInsetTarget,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        restingInsets = target.keyboardBottomInsets
        engine = KeyboardBehaviourEngine(pool: pool, animation: animation)
        engine.start(self)
    }

    /// Re-applies the current keyboard at once, for when the scroll view
    /// moved without a keyboard event (see the README, "remeasure()").
    public func remeasure() {
        engine.apply(animatedWith: nil)
    }

    /// Stops listening and restores ``restingInsets`` at once.
    public func detach() {
        engine.stop()
        target?.keyboardBottomInsets = restingInsets
    }
}

extension KeyboardContentInsetBehaviour: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> KeyboardBottomInsets? {
        guard let target else { return nil }
        var geometry = target.keyboardViewGeometry
        geometry?.safeAreaBottomInset = target.keyboardAutomaticBottomInset
        return restingInsets.adding(state.overlap(in: geometry).contentInset)
    }

    var written: KeyboardBottomInsets? {
        target?.keyboardBottomInsets
    }

    func write(_ insets: KeyboardBottomInsets) {
        target?.keyboardBottomInsets = insets
    }

    var liveFrameSource: (any KeyboardMeasurable)? {
        target
    }
}
