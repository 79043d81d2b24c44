import Foundation
import KeyboardObservation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Posts what UIKit posts when a keyboard comes and goes, for tests of a
/// screen or of the pool itself.
///
/// ```swift
/// let center = NotificationCenter()
/// let pool = ObserverPool(notificationCenter: center)
/// let keyboard = KeyboardSimulator(notificationCenter: center)
/// screen.subscribeOnKeyboardNotifications(in: pool)
/// keyboard.show(height: 336)   // delivered before show returns, on the main actor
/// keyboard.hide()
/// ```
///
/// A show posts `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow`; a
/// hide posts `willChangeFrame`, `willHide`, `didChangeFrame`, `didHide`, with
/// frames in screen coordinates, docked at the screen's bottom edge when
/// shown and just below it when hidden, and the screen as each post's
/// object, as iOS 16.1 and later do. Between the will- and did-posts the
/// screen's keyboard layout guide lays out, as UIKit lays it out inside the
/// keyboard's animation; a pool that wants live frames follows it, and
/// ``drag(height:)`` moves it. Calls from the main queue are delivered
/// synchronously, as UIKit's are.
public struct KeyboardSimulator: Sendable {
    let notificationCenter: NotificationCenter
    private let screen: CGRect
    private let postsScreen: Bool
    private let state: SimulatedKeyboardState
    package let guide: SimulatedKeyboardGuide

    /// - Parameters:
    ///   - notificationCenter: Where to post; the pool under test listens there.
    ///   - screen: The screen's bounds; an iPhone 14-sized portrait screen by default.
    public init(
        notificationCenter: NotificationCenter = .default,
        screen: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    ) {
        self.init(notificationCenter: notificationCenter, screen: screen, postsScreen: true, guide: .followsKeyboard)
    }

    /// A simulator of a device whose posts carry no screen (`postsScreen:
    /// false`: before iOS 16.1) or whose layout guide lays out only when a
    /// test says (`.manual`), or is absent (`.none`: iOS 13 and 14).
    package init(
        notificationCenter: NotificationCenter = .default,
        screen: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        postsScreen: Bool, guide: SimulatedKeyboardGuide.Mode
    ) {
        self.notificationCenter = notificationCenter
        self.screen = screen
        self.postsScreen = postsScreen
        self.state = SimulatedKeyboardState(nil)
        self.guide = SimulatedKeyboardGuide(center: notificationCenter, screen: screen, mode: guide)
        // NB: the screen is there from the start, as a root view is in its
        // window before the keyboard moves: pools on the center may follow
        // its guide from now on (on a main-queue turn when made elsewhere).
        withGuide { $0.register() }
    }

    /// The screen every post names, as UIKit's do since iOS 16.1.
    package var keyboardScreen: KeyboardScreen { KeyboardScreen(bounds: screen, identifier: 0) }

    /// Posts what UIKit posts when a keyboard of this height slides in.
    ///
    /// Showing again while shown (a taller predictive bar, another field)
    /// starts from the current frame, as UIKit does.
    ///
    /// - Parameters:
    ///   - height: The keyboard's height in points.
    ///   - duration: The animation's length in seconds.
    ///   - curve: The animation's curve; UIKit's private `7` by default.
    public func show(height: CGFloat, duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard) {
        let end = docked(height: height)
        let begin = state.swapFrame(end) ?? offscreen(height: height)
        postSequence(.willShow, .didShow, begin: begin, end: end, duration: duration, curve: curve)
    }

    /// Posts what UIKit posts when the keyboard slides out.
    ///
    /// - Parameters:
    ///   - duration: The animation's length in seconds.
    ///   - curve: The animation's curve; UIKit's private `7` by default.
    public func hide(duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard) {
        let shown = state.swapFrame(nil)
        let height = shown?.height ?? 0
        let begin = shown ?? offscreen(height: height)
        postSequence(.willHide, .didHide, begin: begin, end: offscreen(height: height), duration: duration, curve: curve)
    }

    /// Posts one event with exactly this userInfo, and no object (for bad-input tests).
    ///
    /// - Parameters:
    ///   - event: Which notification to post.
    ///   - userInfo: The payload, as is; `nil` posts none.
    public func post(_ event: KeyboardEvent, userInfo: [AnyHashable: Any]?) {
        notificationCenter.post(name: event.notificationName, object: nil, userInfo: userInfo)
    }

    /// Posts one event carrying `info` encoded as UIKit would, with the screen
    /// as its object; after each will-event the screen's keyboard layout
    /// guide lays out where that post puts the keyboard (``show(height:duration:curve:)``
    /// and ``hide(duration:curve:)`` lay it out once a sequence, after its
    /// last will-event, so two will-events posted by hand lay it out twice).
    ///
    /// - Parameters:
    ///   - event: Which notification to post.
    ///   - info: The payload to encode.
    public func post(_ event: KeyboardEvent, info: KeyboardInfo) {
        send(event, info: info)
        guard !event.isDidEvent else { return }
        let top = guideTop(after: event, info: info)
        withGuide { $0.keyboardMoved(top: top) }
    }

    /// Where a will-event puts the top of the keyboard the screen's guide
    /// follows: a docked keyboard's or a shortcut bar's, placed by the
    /// package's own rules; `nil` (the guide rests) for a hide, a keyboard
    /// below the screen, and an undocked or floating one, which the guide
    /// does not follow.
    private func guideTop(after event: KeyboardEvent, info: KeyboardInfo) -> CGFloat? {
        let end = info.endFrame
        guard event != .willHide, !KeyboardState.isBelowScreen(end: end, begin: info.beginFrame, screen: screen) else {
            return nil
        }
        switch KeyboardState.placement(ofShownFrame: end, on: screen) {
        case .docked, .hardwareKeyboardBar: return end.minY
        case .undocked, .hidden, .unknown: return nil
        }
    }

    /// Posts one event carrying `info`, nothing more.
    private func send(_ event: KeyboardEvent, info: KeyboardInfo) {
        notificationCenter.post(
            name: event.notificationName, object: postsScreen ? keyboardScreen : nil, userInfo: info.userInfo
        )
    }

    /// A keyboard of `height` docked at the screen's bottom edge.
    func docked(height: CGFloat) -> CGRect {
        CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    private func offscreen(height: CGFloat) -> CGRect {
        CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }

    /// Runs `body` with the guide on the main actor, in order with the posts'
    /// deliveries: at once on the main queue, else through it.
    func withGuide(_ body: @escaping @MainActor @Sendable (SimulatedKeyboardGuide) -> Void) {
        MainQueue.run { [guide] in body(guide) }
    }

    private func postSequence(
        _ will: KeyboardEvent, _ did: KeyboardEvent,
        begin: CGRect, end: CGRect, duration: TimeInterval, curve: KeyboardAnimationCurve
    ) {
        let info = KeyboardInfo(
            beginFrame: begin, endFrame: end, animationDuration: duration, animationCurve: curve, isLocal: true
        )
        let top = guideTop(after: will, info: info)
        send(.willChangeFrame, info: info)
        send(will, info: info)
        withGuide { $0.keyboardMoved(top: top) }
        send(.didChangeFrame, info: info)
        send(did, info: info)
    }
}
