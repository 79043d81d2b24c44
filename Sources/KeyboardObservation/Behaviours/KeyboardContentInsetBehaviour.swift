import Foundation

/// Keeps a scroll view's content reachable above the keyboard by growing its
/// bottom content inset and scroll-indicator inset.
///
/// Hold it for as long as the screen lives; it is a client of the pool like
/// any other and holds the scroll view weakly.
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
/// created (``restingInsets``), and restored on `willHide`; while the keyboard
/// is shown the insets are the resting ones plus the keyboard's
/// ``KeyboardOverlap/contentInset`` (the safe area the scroll view already
/// adds is not counted twice). A repeated `willShow` gives the same insets.
@MainActor
public final class KeyboardContentInsetBehaviour: KeyboardObservable {
    /// The scroll view adjusted; `nil` once it is gone.
    public private(set) weak var target: (any KeyboardInsetTarget)?
    /// The insets while the keyboard is hidden: the target's own, taken at
    /// creation. Set it when your layout changes them.
    public var restingInsets: KeyboardBottomInsets
    private var core: BehaviourCore

    /// Starts adjusting `target`.
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
        core = BehaviourCore(pool: pool, animation: animation)
        core.attach(self)
    }

    /// `willShow`, `willHide` and `willChangeFrame`.
    public var observedKeyboardEvents: Set<KeyboardEvent> { KeyboardFrameTracker.events }

    /// Re-measures and applies the insets; detaches once the target is gone.
    public func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        guard let target = core.accept(event, info: info, target: target, for: self) else { return }
        let insets = insets(for: target)
        core.perform(info) { target.keyboardBottomInsets = insets }
    }

    /// Stops listening and restores ``restingInsets`` at once.
    public func detach() {
        core.detach(self)
        target?.keyboardBottomInsets = restingInsets
    }

    private func insets(for target: any KeyboardInsetTarget) -> KeyboardBottomInsets {
        var geometry = target.keyboardViewGeometry
        geometry?.safeAreaBottomInset = target.keyboardAutomaticBottomInset
        return restingInsets.adding(core.tracker.overlap(in: geometry).contentInset)
    }
}
