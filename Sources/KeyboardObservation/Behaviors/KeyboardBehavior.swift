/// What every adjustment behavior shares. Hold one for as long as the screen
/// lives: it holds its views weakly, applies the keyboard that is up when it
/// is created, then follows the pool's keyboard state.
///
/// A behavior measures its view each time the keyboard really changes and
/// writes what changed:
/// - on a change made by a keyboard post, animated with the post's timing
///   (inside UIKit's post, so it moves with the keyboard); for a view in an
///   iPad form or page sheet (the default presentation style is one) or a
///   popover, which UIKit moves for the keyboard after posting, on the next
///   main-queue turn, so its content moves once;
/// - at each rest point (the did-event that ends a show, a hide or a height
///   change), with the post's timing, writing only what differs: a view that
///   moved while the keyboard did is put right;
/// - on each frame of an interactive dismissal, at once;
/// - at once when it is created or enabled;
/// - on the next main-queue turn after its view joins a window, changes
///   size or changes its safe area (rotation, size class, a sheet's detent,
///   a toolbar), so a behavior created in `viewDidLoad`, before the view has
///   a window, applies a keyboard that is already up when the screen appears
///   (a reveal only after joining a window or a size change: it never
///   scrolls back to the caret on its own otherwise);
/// - when you call ``remeasure()``: for a view that moved without resizing,
///   which nothing reports.
///
/// Any other echo (UIKit's did-events) or post that changes nothing writes nothing.
///
/// ```swift
/// let behaviors: [KeyboardBehavior] = [keyboardInset, keyboardReveal].compactMap { $0 }
/// behaviors.forEach { $0.remeasure() }   // the screen moved its views without resizing them
/// behaviors.forEach { $0.detach() }      // for good: puts back what they changed
/// ```
@MainActor
public class KeyboardBehavior {
    /// Set by the subclass at the end of its initialiser (``start(_:pool:animation:)``).
    private var follower: KeyboardFollower?
    private var isDetached = false

    init() {}

    /// Whether the behavior follows the keyboard; `true` from creation.
    ///
    /// Set it to `false` to put back at once what the behavior changed and
    /// stop following (a screen that handles the keyboard only while it is
    /// visible); set it to `true` again to apply the keyboard as it is now and
    /// follow it again. After ``detach()`` it stays `false`.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) {
    ///     super.viewWillAppear(animated)
    ///     keyboardInset?.isEnabled = true
    /// }
    /// override func viewDidDisappear(_ animated: Bool) {
    ///     super.viewDidDisappear(animated)
    ///     keyboardInset?.isEnabled = false
    /// }
    /// ```
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            guard !isDetached else {
                isEnabled = false
                return
            }
            if isEnabled {
                follower?.start()
            } else {
                follower?.stop()
                restore()
            }
        }
    }

    /// When a change caused by a keyboard post animates with the keyboard;
    /// ``KeyboardAnimationPolicy/standard`` by default (at once for a view
    /// off screen, a zero-duration post, or Reduce Motion).
    ///
    /// ```swift
    /// keyboardInset?.animationPolicy = KeyboardAnimationPolicy(animatesWithReduceMotion: true)
    /// ```
    public var animationPolicy: KeyboardAnimationPolicy {
        get { follower?.animationPolicy ?? .standard }
        set { follower?.animationPolicy = newValue }
    }

    /// Whether another app's keyboard counts as hidden; `false` by default.
    ///
    /// In iPad multitasking (Split View, Slide Over, Stage Manager) every
    /// app on screen is told when any app's keyboard shows
    /// (`UIKeyboardIsLocalUserInfoKey` is `false` for the others), and that
    /// keyboard covers them too: by default a behavior makes room for it, as
    /// IQKeyboardManager and react-native-keyboard-controller do. Set `true`
    /// for a screen that should stay put under another app's keyboard.
    /// ``KeyboardState/isLocal`` tells whose keyboard it is.
    public var ignoresOtherAppsKeyboards: Bool {
        get { follower?.ignoresOtherAppsKeyboards ?? false }
        set {
            follower?.ignoresOtherAppsKeyboards = newValue
            remeasure()
        }
    }

    /// Re-applies the current keyboard at once, for a view that moved without
    /// resizing, which nothing reports (<doc:AdjustmentBehaviors#When-a-behavior-measures>).
    /// A view joining a window, changing size or changing its safe area is measured again by itself.
    public func remeasure() { follower?.remeasure() }

    /// Stops following the keyboard for good and puts back at once what the
    /// behavior changed (a reveal leaves the scroll position). Once it
    /// returns, no keyboard event reaches this behavior again; to stop for a
    /// while, set ``isEnabled`` instead.
    public func detach() {
        isEnabled = false
        isDetached = true
        follower?.detach()
    }

    /// Puts back what the behavior changed; subclasses override.
    func restore() {}

    /// Applies the current state with the timing of the last post: for a
    /// change no keyboard post announces (focus moving to another field).
    func applyAnimated() { follower?.applyAnimated() }

    /// Starts following `pool` for `adjustment` (the subclass, at the end of
    /// its initialiser) and applies the keyboard as it is now, at once.
    func start<Adjustment: KeyboardAdjustment>(_ adjustment: Adjustment, pool: ObserverPool, animation: KeyboardAnimation) {
        guard let view = adjustment.measuredView else { return }
        let follower = KeyboardFollower(
            pool: pool, view: view, followsLiveFrames: adjustment.followsLiveFrames,
            measuresOthersWrites: adjustment.measuresOthersWrites, remeasuredAfter: adjustment.remeasuredAfter,
            dragWrite: { [weak adjustment] follower in adjustment?.dragWrite(measuredBy: follower) },
            apply: { [weak adjustment] state, timing in
                adjustment?.apply(state, timing: timing, animation: animation) ?? false
            }
        )
        self.follower = follower
        follower.start()
    }
}
